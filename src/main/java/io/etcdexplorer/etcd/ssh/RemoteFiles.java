package io.etcdexplorer.etcd.ssh;

import io.etcdexplorer.etcd.Advice;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.Fix;
import io.etcdexplorer.etcd.Hop;
import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.i18n.Units;
import org.apache.sshd.client.channel.ChannelExec;
import org.apache.sshd.client.channel.ClientChannelEvent;
import org.apache.sshd.client.session.ClientSession;
import org.apache.sshd.sftp.client.SftpClient;
import org.apache.sshd.sftp.client.SftpClientFactory;
import org.apache.sshd.sftp.common.SftpConstants;
import org.apache.sshd.sftp.common.SftpException;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.EnumSet;
import java.util.Set;

/**
 * Reads small files (certificates and keys) from the SSH host into memory: over SFTP, and for files only root may
 * read, with {@code sudo -n cat} when the settings allow it. Nothing is written to this computer's disk.
 */
final class RemoteFiles {

    /** Far above any certificate bundle or key; a bigger file is the wrong file. */
    static final int MAX_BYTES = 1024 * 1024;
    private static final Messages TEXT = SshErrors.TEXT;

    private final SshSettings settings;

    RemoteFiles(SshSettings settings) {
        this.settings = settings;
    }

    byte[] read(ClientSession session, String path) {
        String where = settings.user() + "@" + settings.host() + ":" + path;
        try (SftpClient sftp = SftpClientFactory.instance().createSftpClient(session)) {
            SftpClient.Attributes attributes = sftp.stat(path);
            if (attributes.isDirectory()) {
                throw new EtcdAccessException(Hop.REMOTE_FILE, TEXT.format("remote.folder", where),
                        TEXT.format("remote.folder.fix", path), null);
            }
            if (attributes.getSize() > MAX_BYTES) {
                throw tooLarge(where, attributes.getSize());
            }
            try (InputStream in = sftp.read(path)) {
                return bounded(in, where);
            }
        } catch (SftpException e) {
            int status = e.getStatus();
            if (status == SftpConstants.SSH_FX_NO_SUCH_FILE || status == SftpConstants.SSH_FX_NO_SUCH_PATH) {
                throw new EtcdAccessException(Hop.REMOTE_FILE, TEXT.format("remote.missing", where),
                        TEXT.format("remote.missing.fix", path), e);
            }
            if (e.getStatus() == SftpConstants.SSH_FX_PERMISSION_DENIED) {
                if (settings.sudoRemoteFiles()) {
                    return withSudo(session, path, where, e);
                }
                throw denied(where, e, null);
            }
            throw new EtcdAccessException(Hop.REMOTE_FILE, TEXT.format("remote.failed", where,
                    String.valueOf(e.getMessage())), TEXT.format("remote.failed.fix", settings.user()), e);
        } catch (IOException e) {
            throw new EtcdAccessException(Hop.REMOTE_FILE, TEXT.format("remote.sftp", where, SshErrors.reason(e)),
                    TEXT.get("remote.sftp.fix"), e);
        }
    }

    /** Root-only files, as minikube's etcd keys are: the SSH user may be allowed to read them with sudo. */
    private byte[] withSudo(ClientSession session, String path, String where, SftpException denied) {
        ByteArrayOutputStream out = new LimitedOutput(MAX_BYTES + 1);
        ByteArrayOutputStream err = new LimitedOutput(4096);
        Integer exit;
        Duration timeout = settings.connectTimeout();
        try (ChannelExec exec = session.createExecChannel("sudo -n cat -- " + quote(path))) {
            exec.setOut(out);
            exec.setErr(err);
            exec.open().verify(timeout);
            Set<ClientChannelEvent> events = exec.waitFor(EnumSet.of(ClientChannelEvent.CLOSED), timeout);
            if (!events.contains(ClientChannelEvent.CLOSED)) {
                throw denied(where, denied, TEXT.format("remote.sudo.timeout", timeout.toSeconds()));
            }
            exit = exec.getExitStatus();
        } catch (IOException e) {
            throw denied(where, denied, TEXT.format("remote.sudo.failed", SshErrors.reason(e)));
        }
        String error = err.toString(StandardCharsets.UTF_8).strip();
        if (exit != null && exit == 0) {
            if (out.size() > MAX_BYTES) {
                throw tooLarge(where, out.size());
            }
            return out.toByteArray();
        }
        String lower = error.toLowerCase(java.util.Locale.ROOT);
        if (exit != null && exit == 127 || lower.contains("command not found") || lower.contains("sudo: not found")) {
            throw denied(where, denied, TEXT.format("remote.sudo.notInstalled", settings.host()));
        }
        if (lower.contains("password is required") || lower.contains("a terminal is required")) {
            throw denied(where, denied, TEXT.format("remote.sudo.password", settings.host(), settings.user()));
        }
        String first = error.lines().findFirst().orElse(TEXT.format("remote.sudo.exit", String.valueOf(exit)));
        throw denied(where, denied, TEXT.format("remote.sudo.error", first));
    }

    private EtcdAccessException denied(String where, SftpException denied, String sudoOutcome) {
        String user = settings.user();
        boolean root = "root".equals(user);
        String message = sudoOutcome == null
                ? TEXT.format(root ? "remote.denied.root" : "remote.denied.user", where, user)
                : TEXT.format(root ? "remote.denied.root.sudo" : "remote.denied.user.sudo", where, user, sudoOutcome);
        String path = where.substring(where.indexOf(':') + 1);
        String copy = "sudo install -o " + ShellWords.arg(user) + " -m 600 " + ShellWords.arg(path) + " ~" + user
                + "/";
        if (sudoOutcome != null) {
            String sudoers = user + " ALL=(root) NOPASSWD: /usr/bin/cat";
            return new EtcdAccessException(Hop.REMOTE_FILE, message, Fix.always(Advice.withCommands(
                    TEXT.format("remote.denied.fix.sudoers", user, sudoers, copy), sudoers, copy)), denied);
        }
        return new EtcdAccessException(Hop.REMOTE_FILE, message, words -> switch (words) {
            // The SSH tab's check box, by its label.
            case GUI -> Advice.withCommands(TEXT.format("remote.denied.fix.gui", user, copy), copy);
            case CLI -> Advice.withCommands(TEXT.format("remote.denied.fix.cli", user, copy), copy);
        }, denied);
    }

    private static EtcdAccessException tooLarge(String where, long size) {
        return new EtcdAccessException(Hop.REMOTE_FILE, TEXT.format("remote.tooLarge", where, Units.bytes(size),
                Units.bytes(MAX_BYTES)), TEXT.get("remote.tooLarge.fix"), null);
    }

    private static byte[] bounded(InputStream in, String where) throws IOException {
        byte[] bytes = in.readNBytes(MAX_BYTES + 1);
        if (bytes.length > MAX_BYTES) {
            throw tooLarge(where, bytes.length);
        }
        return bytes;
    }

    /** Single quotes for the remote POSIX shell; a quote inside becomes '\''. */
    static String quote(String text) {
        return "'" + text.replace("'", "'\\''") + "'";
    }

    /** Keeps at most {@code limit} bytes, so a huge or endless output cannot fill the memory. */
    private static final class LimitedOutput extends ByteArrayOutputStream {
        private final int limit;

        LimitedOutput(int limit) {
            this.limit = limit;
        }

        @Override
        public synchronized void write(byte[] b, int off, int len) {
            super.write(b, off, Math.max(0, Math.min(len, limit - size())));
        }

        @Override
        public synchronized void write(int b) {
            if (size() < limit) {
                super.write(b);
            }
        }
    }
}
