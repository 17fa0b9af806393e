package io.etcdexplorer.etcd;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * Everything needed to open a client, in the terms of etcdctl's global flags. Paths may be null when unused.
 *
 * @param endpoints     as typed by the user: {@code host:port} or a URL; see {@link #endpointUrls()}
 * @param caCert        CA bundle that signed the server certificate ({@code --cacert})
 * @param cert          client certificate ({@code --cert})
 * @param key           client private key ({@code --key})
 * @param user          user name ({@code --user}), null without auth
 * @param password      password, kept in memory only
 * @param insecureSkipTlsVerify accept any server certificate ({@code --insecure-skip-tls-verify}); unsafe
 * @param dialTimeout   how long connecting may take before we give up
 */
public record ConnectionSettings(List<String> endpoints, Path caCert, Path cert, Path key, String user,
                                 String password, boolean insecureSkipTlsVerify, Duration dialTimeout) {

    public static final Duration DEFAULT_DIAL_TIMEOUT = Duration.ofSeconds(5);

    public ConnectionSettings {
        endpoints = List.copyOf(endpoints);
        if (endpoints.isEmpty()) {
            throw new IllegalArgumentException("At least one endpoint is needed, e.g. http://127.0.0.1:2379");
        }
        dialTimeout = Objects.requireNonNullElse(dialTimeout, DEFAULT_DIAL_TIMEOUT);
    }

    public static ConnectionSettings plain(List<String> endpoints) {
        return new ConnectionSettings(endpoints, null, null, null, null, null, false, DEFAULT_DIAL_TIMEOUT);
    }

    public boolean usesTls() {
        return caCert != null || cert != null || insecureSkipTlsVerify
                || endpoints.stream().anyMatch(e -> e.trim().toLowerCase().startsWith("https://"));
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

    public String endpointsLabel() {
        return String.join(", ", endpointUrls());
    }
}
