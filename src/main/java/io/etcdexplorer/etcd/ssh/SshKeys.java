package io.etcdexplorer.etcd.ssh;

import io.etcdexplorer.etcd.Advice;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.Hop;
import io.etcdexplorer.etcd.SecretRequiredException;
import io.etcdexplorer.i18n.Messages;
import org.apache.sshd.common.NamedResource;
import org.apache.sshd.common.config.keys.FilePasswordProvider;
import org.apache.sshd.common.config.keys.loader.KeyPairResourceParser;
import org.apache.sshd.common.session.SessionContext;
import org.apache.sshd.common.util.security.SecurityUtils;
import org.apache.sshd.putty.PuttyKeyUtils;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.util.ArrayList;
import java.util.List;

/**
 * Loads SSH private keys as {@code ssh} and PuTTY write them: OpenSSH's own format, PEM (PKCS#1, PKCS#8, SEC1,
 * encrypted or not) and PuTTY {@code .ppk}. A missing or wrong passphrase is a {@link SecretRequiredException},
 * so the UI can ask for it.
 */
final class SshKeys {

    private static final Messages TEXT = SshErrors.TEXT;

    static {
        MinaDefaults.apply();
    }

    private static final KeyPairResourceParser PARSER = KeyPairResourceParser.aggregate(
            SecurityUtils.getKeyPairResourceParser(), PuttyKeyUtils.DEFAULT_INSTANCE);

    private SshKeys() {
    }

    /** The key pairs for {@link SshSettings.Auth#KEY}: the named file, else ssh's default files that exist. */
    static List<KeyPair> load(SshSettings settings) {
        if (settings.identityFile() != null) {
            return load(settings.identityFile(), settings.passphrase());
        }
        List<Path> present = SshSettings.defaultIdentityFiles().stream().filter(Files::isRegularFile).toList();
        if (present.isEmpty()) {
            throw new EtcdAccessException(Hop.SSH_AUTH, TEXT.format("key.none", settings.label(),
                    SshSettings.defaultIdentityFiles().toString()), TEXT.get("key.none.fix"), null);
        }
        List<KeyPair> keys = new ArrayList<>();
        for (Path file : present) {
            keys.addAll(load(file, settings.passphrase()));
        }
        return keys;
    }

    /** The key pairs in one file. */
    static List<KeyPair> load(Path file, String passphrase) {
        List<String> lines = readLines(file);
        NamedResource resource = NamedResource.ofName(file.toString());
        try {
            if (!PARSER.canExtractKeyPairs(resource, lines)) {
                throw unknownFormat(file, lines);
            }
        } catch (IOException | GeneralSecurityException e) {
            throw unknownFormat(file, lines);
        }
        Passphrase provider = new Passphrase(passphrase);
        try {
            List<KeyPair> keys = List.copyOf(PARSER.loadKeyPairs(null, resource, provider, lines));
            if (keys.isEmpty()) {
                throw unknownFormat(file, lines);
            }
            return keys;
        } catch (MissingPassphrase e) {
            throw new SecretRequiredException(SecretRequiredException.Kind.SSH_PASSPHRASE,
                    TEXT.format("key.encrypted", file.toString()), words -> switch (words) {
                        case GUI -> Advice.NONE; // the window asks for it
                        case CLI -> Advice.of(TEXT.format("key.encrypted.cli", SshSettings.PASSPHRASE_VARIABLE));
                    }, e);
        } catch (IOException | GeneralSecurityException | RuntimeException e) {
            if (provider.asked) {
                String check = "ssh-keygen -y -f " + ShellWords.arg(file.toString());
                throw new SecretRequiredException(SecretRequiredException.Kind.SSH_PASSPHRASE,
                        TEXT.format("key.wrongPassphrase", file.toString()), words -> switch (words) {
                            case GUI -> Advice.withCommands(TEXT.format("key.wrongPassphrase.gui", check), check);
                            case CLI -> Advice.withCommands(TEXT.format("key.wrongPassphrase.cli",
                                    SshSettings.PASSPHRASE_VARIABLE, check), check);
                        }, e);
            }
            throw new EtcdAccessException(Hop.SSH_AUTH, TEXT.format("key.unreadable", file.toString(),
                    String.valueOf(e.getMessage())), TEXT.format("key.unreadable.fix", file.toString()), e);
        }
    }

    private static List<String> readLines(Path file) {
        if (Files.isDirectory(file)) {
            throw new EtcdAccessException(Hop.SSH_AUTH, TEXT.format("key.folder", file.toString()),
                    TEXT.get("key.folder.fix"), null);
        }
        try {
            return Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new EtcdAccessException(Hop.SSH_AUTH, TEXT.format("key.missing", file.toString()),
                    TEXT.get("key.missing.fix"), e);
        } catch (AccessDeniedException e) {
            throw new EtcdAccessException(Hop.SSH_AUTH, TEXT.format("key.denied", file.toString()),
                    TEXT.get("key.denied.fix"), e);
        } catch (IOException e) {
            throw new EtcdAccessException(Hop.SSH_AUTH, TEXT.format("key.ioError", file.toString(),
                    String.valueOf(e.getMessage())), TEXT.get("key.ioError.fix"), e);
        }
    }

    private static EtcdAccessException unknownFormat(Path file, List<String> lines) {
        String first = lines.isEmpty() ? "" : lines.get(0).strip();
        if (first.startsWith("ssh-") || first.startsWith("ecdsa-") || first.startsWith("sk-")) {
            return new EtcdAccessException(Hop.SSH_AUTH, TEXT.format("key.public", file.toString()),
                    TEXT.get("key.public.fix"), null);
        }
        return new EtcdAccessException(Hop.SSH_AUTH, TEXT.format("key.format", file.toString()),
                TEXT.get("key.format.fix"), null);
    }

    /** Thrown from the provider to stop decoding when the key needs a passphrase nobody gave. */
    private static final class MissingPassphrase extends IOException {
        MissingPassphrase() {
            super("passphrase required");
        }
    }

    private static final class Passphrase implements FilePasswordProvider {
        private final String passphrase;
        private boolean asked;

        Passphrase(String passphrase) {
            this.passphrase = passphrase;
        }

        @Override
        public String getPassword(SessionContext session, NamedResource resource, int retryIndex)
                throws IOException {
            if (passphrase == null || passphrase.isEmpty()) {
                throw new MissingPassphrase();
            }
            asked = true;
            return passphrase;
        }

        @Override
        public ResourceDecodeResult handleDecodeAttemptResult(SessionContext session, NamedResource resource,
                                                              int retryIndex, String password, Exception err) {
            return ResourceDecodeResult.TERMINATE;
        }
    }
}
