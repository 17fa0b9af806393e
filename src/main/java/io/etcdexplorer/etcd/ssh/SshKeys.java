package io.etcdexplorer.etcd.ssh;

import io.etcdexplorer.etcd.Advice;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.Hop;
import io.etcdexplorer.etcd.SecretRequiredException;
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
            throw new EtcdAccessException(Hop.SSH_AUTH, "No SSH key to log in to " + settings.label()
                    + " with: none of " + SshSettings.defaultIdentityFiles() + " exists.",
                    "Choose the private key file to log in with, or log in with the SSH agent or a password.", null);
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
            throw new SecretRequiredException(SecretRequiredException.Kind.SSH_PASSPHRASE, "The SSH key " + file
                    + " is encrypted: enter its passphrase.", words -> switch (words) {
                        case GUI -> Advice.NONE; // the window asks for it
                        case CLI -> Advice.of("Give it in the environment variable "
                                + SshSettings.PASSPHRASE_VARIABLE + " (flags show up in ps).");
                    }, e);
        } catch (IOException | GeneralSecurityException | RuntimeException e) {
            if (provider.asked) {
                Advice check = Advice.NONE.command("ssh-keygen -y -f " + ShellWords.arg(file.toString()))
                        .then(" checks it.");
                throw new SecretRequiredException(SecretRequiredException.Kind.SSH_PASSPHRASE, "The passphrase for"
                        + " SSH key " + file + " is wrong.", words -> switch (words) {
                            case GUI -> Advice.of("Enter it again; ").then(check);
                            case CLI -> Advice.of("Check " + SshSettings.PASSPHRASE_VARIABLE + "; ").then(check);
                        }, e);
            }
            throw new EtcdAccessException(Hop.SSH_AUTH, "The SSH key " + file + " cannot be read: " + e.getMessage(),
                    "Check that the file is a complete private key; `ssh-keygen -y -f " + file + "` shows whether"
                            + " OpenSSH can read it.", e);
        }
    }

    private static List<String> readLines(Path file) {
        if (Files.isDirectory(file)) {
            throw new EtcdAccessException(Hop.SSH_AUTH, "The SSH key " + file + " is a folder, not a file.",
                    "Choose the private key file inside it, e.g. id_ed25519.", null);
        }
        try {
            return Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new EtcdAccessException(Hop.SSH_AUTH, "The SSH key " + file + " does not exist.",
                    "Check the path, or choose the key file again.", e);
        } catch (AccessDeniedException e) {
            throw new EtcdAccessException(Hop.SSH_AUTH, "Cannot read the SSH key " + file + ": permission denied.",
                    "Make it readable for your user (chmod 600, owned by you).", e);
        } catch (IOException e) {
            throw new EtcdAccessException(Hop.SSH_AUTH, "Cannot read the SSH key " + file + ": " + e.getMessage(),
                    "Check that the file is a text key file (OpenSSH, PEM or PuTTY .ppk).", e);
        }
    }

    private static EtcdAccessException unknownFormat(Path file, List<String> lines) {
        String first = lines.isEmpty() ? "" : lines.get(0).strip();
        if (first.startsWith("ssh-") || first.startsWith("ecdsa-") || first.startsWith("sk-")) {
            return new EtcdAccessException(Hop.SSH_AUTH, "The SSH key " + file + " is a public key.",
                    "Choose the private key beside it (the same name without .pub).", null);
        }
        return new EtcdAccessException(Hop.SSH_AUTH, "The SSH key " + file + " is not a private key in a format"
                + " known here.", "Use an OpenSSH (-----BEGIN OPENSSH PRIVATE KEY-----), PEM or PuTTY .ppk private"
                + " key.", null);
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
