package io.etcdexplorer.etcd.ssh;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * An SSH jump host: how to reach it, who to log in as, and how to prove it. Secrets (passphrase, password) live
 * here only in memory; {@link #toString()} never shows them.
 *
 * @param host            host name or address of the SSH server, as typed
 * @param port            its port; 0 means 22
 * @param user            the user to log in as; null means the local user, as {@code ssh} does
 * @param auth            how to log in
 * @param identityFile    the private key for {@link Auth#KEY} (OpenSSH, PEM or PuTTY .ppk); null tries
 *                        {@link #defaultIdentityFiles()}
 * @param passphrase      passphrase of an encrypted key, null when none was given
 * @param password        password for {@link Auth#PASSWORD}
 * @param knownHosts      the known_hosts file that vouches for host keys; null means {@code ~/.ssh/known_hosts}
 * @param connectTimeout  how long connecting and logging in may take; null means {@link #DEFAULT_CONNECT_TIMEOUT}
 * @param sudoRemoteFiles read remote files the user may not read with {@code sudo -n cat} (passwordless sudo, as
 *                        minikube's {@code docker} user has for its root-only etcd keys)
 */
public record SshSettings(String host, int port, String user, Auth auth, Path identityFile, String passphrase,
                          String password, Path knownHosts, Duration connectTimeout, boolean sudoRemoteFiles) {

    public static final int DEFAULT_PORT = 22;
    /** Where the terminal verbs take the SSH key's passphrase from: flags show up in ps. */
    public static final String PASSPHRASE_VARIABLE = "ETCD_EXPLORER_SSH_PASSPHRASE";
    public static final Duration DEFAULT_CONNECT_TIMEOUT = Duration.ofSeconds(10);

    /** How to log in. */
    public enum Auth {
        /** A private key file. */
        KEY,
        /** The keys of the running SSH agent ({@code SSH_AUTH_SOCK}). */
        AGENT,
        /** A password (also answered to keyboard-interactive password prompts). */
        PASSWORD
    }

    public SshSettings {
        if (host == null || host.isBlank()) {
            throw new IllegalArgumentException(SshErrors.TEXT.get("settings.noHost"));
        }
        host = host.trim();
        if (port == 0) {
            port = DEFAULT_PORT;
        }
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException(SshErrors.TEXT.format("settings.badPort", String.valueOf(port)));
        }
        user = user == null || user.isBlank() ? System.getProperty("user.name") : user.trim();
        auth = Objects.requireNonNullElse(auth, Auth.KEY);
        knownHosts = Objects.requireNonNullElse(knownHosts, sshDir().resolve("known_hosts"));
        connectTimeout = Objects.requireNonNullElse(connectTimeout, DEFAULT_CONNECT_TIMEOUT);
    }

    public static Builder builder(String host) {
        return new Builder(host);
    }

    public Builder toBuilder() {
        return new Builder(host).port(port).user(user).auth(auth).identityFile(identityFile).passphrase(passphrase)
                .password(password).knownHosts(knownHosts).connectTimeout(connectTimeout)
                .sudoRemoteFiles(sudoRemoteFiles);
    }

    /** {@code user@host:port}, as messages name the login. */
    public String label() {
        return user + "@" + hostPort();
    }

    /** {@code host:port}, an IPv6 address in brackets. */
    public String hostPort() {
        return (host.contains(":") ? "[" + host + "]" : host) + ":" + port;
    }

    /** The keys {@code ssh} tries when none is named, in its order. */
    public static List<Path> defaultIdentityFiles() {
        Path dir = sshDir();
        return List.of(dir.resolve("id_ed25519"), dir.resolve("id_ecdsa"), dir.resolve("id_rsa"));
    }

    static Path sshDir() {
        return Path.of(System.getProperty("user.home"), ".ssh");
    }

    @Override
    public String toString() {
        return "SshSettings[" + label() + ", auth=" + auth + ", identityFile=" + identityFile + ", passphrase="
                + (passphrase == null ? "none" : "***") + ", password=" + (password == null ? "none" : "***")
                + ", knownHosts=" + knownHosts + ", connectTimeout=" + connectTimeout + ", sudoRemoteFiles="
                + sudoRemoteFiles + "]";
    }

    /** Builds settings one field at a time; unset fields keep {@code ssh}'s defaults. */
    public static final class Builder {
        private final String host;
        private int port;
        private String user;
        private Auth auth;
        private Path identityFile;
        private String passphrase;
        private String password;
        private Path knownHosts;
        private Duration connectTimeout;
        private boolean sudoRemoteFiles;

        private Builder(String host) {
            this.host = host;
        }

        public Builder port(int value) {
            port = value;
            return this;
        }

        public Builder user(String value) {
            user = value;
            return this;
        }

        public Builder auth(Auth value) {
            auth = value;
            return this;
        }

        public Builder identityFile(Path value) {
            identityFile = value;
            return this;
        }

        public Builder passphrase(String value) {
            passphrase = value;
            return this;
        }

        public Builder password(String value) {
            password = value;
            return this;
        }

        public Builder knownHosts(Path value) {
            knownHosts = value;
            return this;
        }

        public Builder connectTimeout(Duration value) {
            connectTimeout = value;
            return this;
        }

        public Builder sudoRemoteFiles(boolean value) {
            sudoRemoteFiles = value;
            return this;
        }

        public SshSettings build() {
            return new SshSettings(host, port, user, auth, identityFile, passphrase, password, knownHosts,
                    connectTimeout, sudoRemoteFiles);
        }
    }
}
