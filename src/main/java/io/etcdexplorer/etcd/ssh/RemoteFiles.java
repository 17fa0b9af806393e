package io.etcdexplorer.etcd.ssh;

import io.etcdexplorer.etcd.Advice;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.Fix;
import io.etcdexplorer.etcd.Hop;
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

    private final SshSettings settings;

    RemoteFiles(SshSettings settings) {
        this.settings = settings;
    }

    byte[] read(ClientSession session, String path) {
        String where = settings.user() + "@" + settings.host() + ":" + path;
        try (SftpClient sftp = SftpClientFactory.instance().createSftpClient(session)) {
            SftpClient.Attributes attributes = sftp.stat(path);
            if (attributes.isDirectory()) {
                throw new EtcdAccessException(Hop.REMOTE_FILE, "The remote path " + where + " is a folder, not a"
                        + " file.", "Choose the file inside it, e.g. " + path + "/ca.crt.", null);
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
                throw new EtcdAccessException(Hop.REMOTE_FILE, "The remote file " + where + " does not exist.",
                        "Check the path on the SSH host (`ls -l " + path + "` there); minikube keeps etcd's"
                                + " certificates in /var/lib/minikube/certs/etcd/, kubeadm in"
                                + " /etc/kubernetes/pki/etcd/.", e);
            }
            if (e.getStatus() == SftpConstants.SSH_FX_PERMISSION_DENIED) {
                if (settings.sudoRemoteFiles()) {
                    return withSudo(session, path, where, e);
                }
                throw denied(where, e, null);
            }
            throw new EtcdAccessException(Hop.REMOTE_FILE, "Cannot read the remote file " + where + ": "
                    + e.getMessage(), "Check the path and that " + settings.user() + " may read it.", e);
        } catch (IOException e) {
            throw new EtcdAccessException(Hop.REMOTE_FILE, "Cannot read the remote file " + where + " over SFTP: "
                    + SshErrors.reason(e), "Check that the SSH host offers SFTP (Subsystem sftp in its"
                    + " sshd_config).", e);
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
                throw denied(where, denied, "`sudo -n cat` did not finish within " + timeout.toSeconds()
                        + " s");
            }
            exit = exec.getExitStatus();
        } catch (IOException e) {
            throw denied(where, denied, "running `sudo -n cat` failed: " + SshErrors.reason(e));
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
            throw denied(where, denied, "sudo is not installed on " + settings.host());
        }
        if (lower.contains("password is required") || lower.contains("a terminal is required")) {
            throw denied(where, denied, "sudo on " + settings.host() + " asks " + settings.user()
                    + " for a password, and reading with sudo needs passwordless sudo (sudo -n)");
        }
        String first = error.lines().findFirst().orElse("exit status " + exit);
        throw denied(where, denied, "`sudo -n cat` failed: " + first);
    }

    private EtcdAccessException denied(String where, SftpException denied, String sudoOutcome) {
        String user = settings.user();
        String whose = "root".equals(user) ? "the SFTP server may not read it"
                : "the file is readable by root only, not by " + user;
        String message = "Cannot read the remote file " + where + ": permission denied (" + whose + ")"
                + (sudoOutcome == null ? "." : "; reading it with sudo failed: " + sudoOutcome + ".");
        String path = where.substring(where.indexOf(':') + 1);
        Advice others = Advice.of("; or on the host copy the file somewhere " + user + " may read it (")
                .command("sudo install -o " + ShellWords.arg(user) + " -m 600 " + ShellWords.arg(path) + " ~"
                        + user + "/")
                .then(") and use the copy; or use a client certificate and key that " + user + " may read.");
        if (sudoOutcome != null) {
            Advice sudoers = Advice.of("Either give " + user + " passwordless sudo (a sudoers line ")
                    .command(user + " ALL=(root) NOPASSWD: /usr/bin/cat").then(")").then(others);
            return new EtcdAccessException(Hop.REMOTE_FILE, message, Fix.always(sudoers), denied);
        }
        String needs = " (needs passwordless sudo for " + user + ", as minikube's docker user has)";
        return new EtcdAccessException(Hop.REMOTE_FILE, message, words -> switch (words) {
            // The SSH tab's check box, by its label.
            case GUI -> Advice.of("Either turn on \"Use passwordless sudo for root-only files\" in the"
                    + " connection's SSH tab" + needs).then(others);
            case CLI -> Advice.of("Either add --ssh-sudo to read it with sudo -n cat" + needs).then(others);
        }, denied);
    }

    private static EtcdAccessException tooLarge(String where, long size) {
        return new EtcdAccessException(Hop.REMOTE_FILE, "The remote file " + where + " has " + size + " bytes, too"
                + " many for a certificate or key (at most " + MAX_BYTES + ").", "Choose the certificate or key file"
                + " itself.", null);
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
