package io.etcdexplorer.etcd;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.etcd.ssh.SshSettings;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * Everything needed to open a client, in the terms of etcdctl's global flags. Paths and texts are null when
 * unused. Secrets (password, keyPassword) live here only in memory; profiles never store them.
 *
 * @param endpoints     as typed by the user: {@code host:port} or a URL; see {@link #endpointUrls()}
 * @param caCert        CA bundle that verifies the server certificate ({@code --cacert}), PEM or DER
 * @param cert          client certificate ({@code --cert}), PEM or DER; null when {@code key} is a PKCS#12 bundle
 * @param key           client private key ({@code --key}): PKCS#1, PKCS#8, SEC1 EC, encrypted PKCS#8, PEM or DER,
 *                      or a PKCS#12 bundle holding key and certificate
 * @param keyPassword   password of an encrypted key or PKCS#12 bundle
 * @param serverName    name to verify the server certificate against instead of the endpoint's host
 * @param insecureSkipTlsVerify accept any server certificate ({@code --insecure-skip-tls-verify}); unsafe
 * @param user          user name ({@code --user}), null without auth
 * @param password      password
 * @param dialTimeout   how long connecting may take before we give up
 * @param namespace     key prefix prepended to every key ({@code --namespace}); null for none
 * @param readOnly      when true no mutating request is ever sent
 * @param ssh           the SSH jump host to reach the endpoints through, null to connect directly; endpoints are
 *                      then addresses as seen from that host
 * @param remoteCertificates true when {@code caCert}, {@code cert} and {@code key} are paths on the SSH host (the
 *                      connector refuses this without {@code ssh})
 * @param files         where certificate and key files are read from; {@link FileSource#LOCAL} unless the connector
 *                      fetched remote ones into memory
 */
public record ConnectionSettings(List<String> endpoints, Path caCert, Path cert, Path key, String keyPassword,
                                 String serverName, boolean insecureSkipTlsVerify, String user, String password,
                                 Duration dialTimeout, String namespace, boolean readOnly, SshSettings ssh,
                                 boolean remoteCertificates, FileSource files) {

    public static final Duration DEFAULT_DIAL_TIMEOUT = Duration.ofSeconds(5);

    private static final Messages TEXT = Messages.of(ConnectionSettings.class);

    public ConnectionSettings {
        endpoints = List.copyOf(endpoints);
        if (endpoints.isEmpty()) {
            throw new IllegalArgumentException(TEXT.get("noEndpoint"));
        }
        dialTimeout = Objects.requireNonNullElse(dialTimeout, DEFAULT_DIAL_TIMEOUT);
        files = Objects.requireNonNullElse(files, FileSource.LOCAL);
    }

    /** The settings etcdctl's flags can express, connecting directly and reading certificates locally. */
    public ConnectionSettings(List<String> endpoints, Path caCert, Path cert, Path key, String keyPassword,
                              String serverName, boolean insecureSkipTlsVerify, String user, String password,
                              Duration dialTimeout, String namespace, boolean readOnly) {
        this(endpoints, caCert, cert, key, keyPassword, serverName, insecureSkipTlsVerify, user, password,
                dialTimeout, namespace, readOnly, null, false, FileSource.LOCAL);
    }

    public static ConnectionSettings plain(List<String> endpoints) {
        return builder(endpoints).build();
    }

    public static Builder builder(List<String> endpoints) {
        return new Builder(endpoints);
    }

    public Builder toBuilder() {
        return new Builder(endpoints).caCert(caCert).cert(cert).key(key).keyPassword(keyPassword)
                .serverName(serverName).insecureSkipTlsVerify(insecureSkipTlsVerify).user(user).password(password)
                .dialTimeout(dialTimeout).namespace(namespace).readOnly(readOnly).ssh(ssh)
                .remoteCertificates(remoteCertificates).files(files);
    }

    /** How messages name a certificate or key file: its path, or {@code user@host:path} for a remote one. */
    public String fileLabel(Path file) {
        return file == null ? null : files.label(file);
    }

    /** Like the record's, but secrets show only whether they are set: settings end up in logs and test output. */
    @Override
    public String toString() {
        return "ConnectionSettings[endpoints=" + endpoints + ", caCert=" + caCert + ", cert=" + cert + ", key=" + key
                + ", keyPassword=" + (keyPassword == null ? null : "***") + ", serverName=" + serverName
                + ", insecureSkipTlsVerify=" + insecureSkipTlsVerify + ", user=" + user
                + ", password=" + (password == null ? null : "***") + ", dialTimeout=" + dialTimeout
                + ", namespace=" + namespace + ", readOnly=" + readOnly + ", ssh=" + ssh
                + ", remoteCertificates=" + remoteCertificates + "]";
    }

    public boolean usesTls() {
        return caCert != null || cert != null || key != null || insecureSkipTlsVerify
                || endpoints.stream().anyMatch(e -> e.trim().toLowerCase(Locale.ROOT).startsWith("https://"));
    }

    /** Endpoints as URLs: like etcdctl, a bare {@code host:port} means https when TLS material is given. */
    public List<String> endpointUrls() {
        String scheme = usesTls() ? "https://" : "http://";
        return endpoints.stream()
                .map(String::trim)
                .map(e -> e.contains("://") ? e : scheme + e)
                .map(e -> e.endsWith("/") ? e.substring(0, e.length() - 1) : e)
                .toList();
    }

    /** The endpoints for people to read: a password in a URL ({@code user:pw@host}) shows as {@code ***}. */
    public String endpointsLabel() {
        return MaskedUrls.mask(String.join(", ", endpointUrls()));
    }

    /** Builds settings one field at a time; unset fields keep etcdctl's defaults. */
    public static final class Builder {
        private final List<String> endpoints;
        private Path caCert;
        private Path cert;
        private Path key;
        private String keyPassword;
        private String serverName;
        private boolean insecureSkipTlsVerify;
        private String user;
        private String password;
        private Duration dialTimeout;
        private String namespace;
        private boolean readOnly;
        private SshSettings ssh;
        private boolean remoteCertificates;
        private FileSource files;

        private Builder(List<String> endpoints) {
            this.endpoints = endpoints;
        }

        public Builder caCert(Path value) {
            caCert = value;
            return this;
        }

        public Builder cert(Path value) {
            cert = value;
            return this;
        }

        public Builder key(Path value) {
            key = value;
            return this;
        }

        public Builder keyPassword(String value) {
            keyPassword = value;
            return this;
        }

        public Builder serverName(String value) {
            serverName = value;
            return this;
        }

        public Builder insecureSkipTlsVerify(boolean value) {
            insecureSkipTlsVerify = value;
            return this;
        }

        public Builder user(String value) {
            user = value;
            return this;
        }

        public Builder password(String value) {
            password = value;
            return this;
        }

        public Builder dialTimeout(Duration value) {
            dialTimeout = value;
            return this;
        }

        public Builder namespace(String value) {
            namespace = value;
            return this;
        }

        public Builder readOnly(boolean value) {
            readOnly = value;
            return this;
        }

        /** Null connects directly. */
        public Builder ssh(SshSettings value) {
            ssh = value;
            return this;
        }

        public Builder remoteCertificates(boolean value) {
            remoteCertificates = value;
            return this;
        }

        public Builder files(FileSource value) {
            files = value;
            return this;
        }

        public ConnectionSettings build() {
            return new ConnectionSettings(endpoints, caCert, cert, key, keyPassword, serverName,
                    insecureSkipTlsVerify, user, password, dialTimeout, namespace, readOnly, ssh, remoteCertificates,
                    files);
        }
    }
}
