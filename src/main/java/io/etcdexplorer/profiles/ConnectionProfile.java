package io.etcdexplorer.profiles;

import io.etcdexplorer.etcd.ConnectionSettings;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.UUID;

/**
 * A saved way to reach an etcd cluster. Secrets (the password and the key's password) are never part of a
 * profile: they are kept in memory, or in the OS keychain when {@code rememberSecrets} is on.
 *
 * @param id                    stable identity, also the keychain entry's name
 * @param endpoints             one or more, with failover between them
 * @param caCert                CA bundle path (PEM or DER), or null
 * @param cert                  client certificate path, or null (also null with a PKCS#12 key)
 * @param key                   client key path (any supported format, or a PKCS#12 bundle), or null
 * @param serverName            TLS server name override, or null
 * @param insecureSkipTlsVerify accept any server certificate: shown as unsafe wherever it is on
 * @param user                  etcd user, or null without auth
 * @param rememberSecrets       keep the password and key password in the OS keychain
 * @param namespace             key prefix this profile is confined to, or null
 * @param readOnly              no mutating request is ever sent
 * @param connectTimeoutSeconds dial timeout
 * @param color                 colour tag shown on the window while connected, as {@code #rrggbb}, or null
 * @param ssh                   the SSH host the connection goes through (endpoints as seen from it), or null
 */
public record ConnectionProfile(String id, String name, List<String> endpoints, String caCert, String cert,
                                String key, String serverName, boolean insecureSkipTlsVerify, String user,
                                boolean rememberSecrets, String namespace, boolean readOnly,
                                int connectTimeoutSeconds, String color, SshHop ssh) {

    public static final int DEFAULT_TIMEOUT_SECONDS = 5;

    public ConnectionProfile {
        endpoints = endpoints == null ? List.of() : List.copyOf(endpoints);
        id = id == null || id.isBlank() ? UUID.randomUUID().toString() : id;
        connectTimeoutSeconds = connectTimeoutSeconds <= 0 ? DEFAULT_TIMEOUT_SECONDS : connectTimeoutSeconds;
    }

    public static ConnectionProfile ofEndpoints(String name, List<String> endpoints) {
        return new ConnectionProfile(null, name, endpoints, null, null, null, null, false, null, false, null, false,
                DEFAULT_TIMEOUT_SECONDS, null, null);
    }

    /** A profile for the given settings; their secrets are not carried over. */
    public static ConnectionProfile ofSettings(String name, ConnectionSettings s) {
        return new ConnectionProfile(null, name, s.endpoints(), text(s.caCert()), text(s.cert()), text(s.key()),
                s.serverName(), s.insecureSkipTlsVerify(), s.user(), false, s.namespace(), s.readOnly(),
                (int) Math.max(1, s.dialTimeout().toSeconds()), null, null);
    }

    public ConnectionSettings toSettings(String password, String keyPassword) {
        return toSettings(password, keyPassword, null);
    }

    /** {@code sshSecret} is the SSH key's passphrase or the SSH password, as the hop's login method says. */
    public ConnectionSettings toSettings(String password, String keyPassword, String sshSecret) {
        return ConnectionSettings.builder(endpoints).ssh(ssh == null ? null : ssh.toSettings(sshSecret))
                .remoteCertificates(ssh != null && ssh.remoteFiles()).caCert(path(caCert)).cert(path(cert)).key(path(key))
                .keyPassword(keyPassword).serverName(blankToNull(serverName))
                .insecureSkipTlsVerify(insecureSkipTlsVerify).user(blankToNull(user)).password(password)
                .dialTimeout(Duration.ofSeconds(connectTimeoutSeconds)).namespace(blankToNull(namespace))
                .readOnly(readOnly).build();
    }

    /** A copy with a new id and name, for "Duplicate". */
    public ConnectionProfile copyAs(String newName) {
        return new ConnectionProfile(UUID.randomUUID().toString(), newName, endpoints, caCert, cert, key, serverName,
                insecureSkipTlsVerify, user, rememberSecrets, namespace, readOnly, connectTimeoutSeconds, color, ssh);
    }

    public ConnectionProfile withName(String newName) {
        return new ConnectionProfile(id, newName, endpoints, caCert, cert, key, serverName, insecureSkipTlsVerify,
                user, rememberSecrets, namespace, readOnly, connectTimeoutSeconds, color, ssh);
    }

    /** Whether connecting asks for a password (auth or an encrypted key) that is not stored with the profile. */
    public boolean hasUser() {
        return user != null && !user.isBlank();
    }

    private static String text(Path path) {
        return path == null ? null : path.toString();
    }

    private static Path path(String text) {
        return text == null || text.isBlank() ? null : Path.of(text);
    }

    private static String blankToNull(String text) {
        return text == null || text.isBlank() ? null : text.trim();
    }
}
