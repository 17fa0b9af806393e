package io.etcdexplorer.profiles;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.etcd.ssh.SshSettings;

import java.nio.file.Path;
import java.util.Locale;

/**
 * How a profile reaches etcd through an SSH host: the tunnel's end, who logs in and how. Secrets (key passphrase,
 * password) are never part of it, as for the rest of a profile.
 *
 * @param host         the SSH host (a minikube node, a kubeadm control-plane host, a bastion)
 * @param port         its SSH port, 22 by default
 * @param user         the login user
 * @param auth         how to log in
 * @param identityFile private key file for {@link Auth#KEY}; null = the usual ~/.ssh/id_* files
 * @param remoteFiles  the profile's CA, certificate and key paths are paths on the SSH host, read over SFTP
 * @param sudoForFiles read root-only remote files with {@code sudo -n cat} (minikube's user may; its keys are 0600)
 */
public record SshHop(String host, int port, String user, Auth auth, String identityFile, boolean remoteFiles,
                     boolean sudoForFiles) {

    private static final Messages TEXT = Messages.of(SshHop.class);

    public static final int DEFAULT_PORT = 22;

    /** How the SSH login proves who it is. */
    public enum Auth {
        KEY("auth.key"), AGENT("auth.agent"), PASSWORD("auth.password");

        private final String labelKey;

        Auth(String labelKey) {
            this.labelKey = labelKey;
        }

        /** The login method's name in this run's language. */
        public String label() {
            return TEXT.get(labelKey);
        }

        /** Reads the stored name ("key", "agent", "password"), case-insensitively; null for anything else. */
        public static Auth parse(String text) {
            if (text == null) {
                return null;
            }
            for (Auth auth : values()) {
                if (auth.name().equalsIgnoreCase(text.trim())) {
                    return auth;
                }
            }
            return null;
        }

        public String stored() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    public SshHop {
        host = host == null ? "" : host.trim();
        port = port <= 0 ? DEFAULT_PORT : port;
        user = user == null || user.isBlank() ? null : user.trim();
        auth = auth == null ? Auth.KEY : auth;
        identityFile = identityFile == null || identityFile.isBlank() ? null : identityFile.trim();
    }

    /** {@code user@host:port} as people write it (the port only when not 22). */
    public String label() {
        return (user == null ? "" : user + "@") + host + (port == DEFAULT_PORT ? "" : ":" + port);
    }

    /** The connector's settings for this hop; {@code secret} is the key passphrase or the password. */
    public SshSettings toSettings(String secret) {
        return SshSettings.builder(host).port(port).user(user)
                .auth(SshSettings.Auth.valueOf(auth.name()))
                .identityFile(identityFile == null ? null : Path.of(identityFile))
                .passphrase(auth == Auth.KEY ? secret : null).password(auth == Auth.PASSWORD ? secret : null)
                .sudoRemoteFiles(remoteFiles && sudoForFiles).build();
    }

    /** Whether connecting will ask for a password (password login); a key's passphrase is asked only if needed. */
    public boolean needsPassword() {
        return auth == Auth.PASSWORD;
    }
}
