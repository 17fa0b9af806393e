package io.etcdexplorer.profiles;

import io.etcdexplorer.etcd.ConnectionSettings;

import java.nio.file.Path;
import java.util.List;
import java.util.UUID;

/**
 * A saved way to reach an etcd cluster. Passwords are never part of a profile: they are asked for and kept in
 * memory only.
 */
public record ConnectionProfile(String id, String name, List<String> endpoints, String caCert, String cert,
                                String key, String user, boolean insecureSkipTlsVerify) {

    public ConnectionProfile {
        endpoints = endpoints == null ? List.of() : List.copyOf(endpoints);
    }

    public static ConnectionProfile ofEndpoints(String name, List<String> endpoints) {
        return new ConnectionProfile(UUID.randomUUID().toString(), name, endpoints, null, null, null, null, false);
    }

    public static ConnectionProfile ofSettings(String name, ConnectionSettings s) {
        return new ConnectionProfile(UUID.randomUUID().toString(), name, s.endpoints(), text(s.caCert()),
                text(s.cert()), text(s.key()), s.user(), s.insecureSkipTlsVerify());
    }

    public ConnectionSettings toSettings(String password) {
        return ConnectionSettings.builder(endpoints).caCert(path(caCert)).cert(path(cert)).key(path(key))
                .user(user).password(password).insecureSkipTlsVerify(insecureSkipTlsVerify).build();
    }

    private static String text(Path path) {
        return path == null ? null : path.toString();
    }

    private static Path path(String text) {
        return text == null || text.isBlank() ? null : Path.of(text);
    }
}
