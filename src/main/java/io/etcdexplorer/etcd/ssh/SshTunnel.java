package io.etcdexplorer.etcd.ssh;

import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EndpointRoute;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.FileSource;
import io.etcdexplorer.etcd.Hop;

import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The way to an etcd behind an SSH jump host: one {@link SshConnection}, the settings' remote certificate files
 * read from that host into memory, and one forwarded loopback port per endpoint. The session that uses it closes it.
 */
public final class SshTunnel implements EndpointRoute {

    private final SshConnection connection;
    private final ConnectionSettings settings;
    private final Map<String, Target> targets;

    /** Where one endpoint URL really goes. */
    private record Target(String scheme, String host, int port, int localPort) {
        String dialUrl() {
            return scheme + "://127.0.0.1:" + localPort;
        }
    }

    private SshTunnel(SshConnection connection, ConnectionSettings settings, Map<String, Target> targets) {
        this.connection = connection;
        this.settings = settings;
        this.targets = targets;
    }

    /**
     * Connects to {@code settings.ssh()}, reads the remote certificate files when
     * {@link ConnectionSettings#remoteCertificates()} says so, and forwards every endpoint.
     *
     * @param environment for {@code SSH_AUTH_SOCK}
     * @throws EtcdAccessException naming the hop that failed; nothing stays open then
     */
    public static SshTunnel open(ConnectionSettings settings, Map<String, String> environment) {
        SshConnection connection = SshConnection.open(settings.ssh(), environment);
        try {
            Map<String, Target> targets = new LinkedHashMap<>();
            EtcdAccessException firstRefusal = null;
            boolean anyReachable = false;
            for (String url : settings.endpointUrls()) {
                URI uri = endpoint(url);
                String host = uri.getHost().replace("[", "").replace("]", "");
                int port = uri.getPort() > 0 ? uri.getPort() : 2379;
                int local;
                try {
                    local = connection.forward(host, port);
                    anyReachable = true;
                } catch (EtcdAccessException e) {
                    if (e.hop() != Hop.FORWARD) {
                        throw e;
                    }
                    // One member down must not stop the others: the client fails over, as without SSH.
                    firstRefusal = firstRefusal == null ? e : firstRefusal;
                    local = connection.forward(host, port, false);
                }
                targets.put(url, new Target(uri.getScheme().toLowerCase(Locale.ROOT), host, port, local));
            }
            if (!anyReachable) {
                throw firstRefusal;
            }
            ConnectionSettings effective = settings.remoteCertificates()
                    ? settings.toBuilder().files(readCertificates(connection, settings)).build() : settings;
            return new SshTunnel(connection, effective, Map.copyOf(targets));
        } catch (RuntimeException e) {
            connection.close();
            throw e;
        }
    }

    /** The settings as given, with the remote certificate files (if any) in memory. */
    public ConnectionSettings settings() {
        return settings;
    }

    public SshConnection connection() {
        return connection;
    }

    /**
     * The host name the endpoints' server certificates are checked against: the first endpoint's host as seen
     * from the SSH host, since the client itself dials 127.0.0.1.
     */
    public String serverName() {
        Target first = targets.get(settings.endpointUrls().get(0));
        return first.host().contains(":") ? "[" + first.host() + "]" : first.host();
    }

    @Override
    public String dialUrl(String endpointUrl) {
        Target target = targets.get(endpointUrl);
        return target == null ? endpointUrl : target.dialUrl();
    }

    @Override
    public List<String> describe() {
        List<String> lines = new ArrayList<>();
        targets.forEach((url, target) -> lines.add("ssh " + connection.label() + " → " + url + " (local port "
                + target.localPort() + ")" + (connection.reconnects() > 0 ? ", reconnected "
                + connection.reconnects() + "×" : "")));
        return lines;
    }

    @Override
    public Optional<EtcdAccessException> trouble() {
        if (connection.state().phase() != SshState.Phase.CONNECTED) {
            return Optional.of(connection.unavailable());
        }
        for (Target target : targets.values()) {
            EtcdAccessException failure = connection.lastForwardFailure(target.host(), target.port());
            if (failure != null && failure.hop() == Hop.FORWARD) {
                return Optional.of(failure);
            }
        }
        return Optional.empty();
    }

    @Override
    public void close() {
        connection.close();
    }

    private static FileSource readCertificates(SshConnection connection, ConnectionSettings settings) {
        Map<Path, byte[]> files = new LinkedHashMap<>();
        for (Path file : new Path[] {settings.caCert(), settings.cert(), settings.key()}) {
            if (file != null && !files.containsKey(file)) {
                files.put(file, connection.readFile(FileSource.remotePath(file)));
            }
        }
        return FileSource.inMemory(connection.settings().user() + "@" + connection.settings().host(), files);
    }

    private static URI endpoint(String url) {
        try {
            URI uri = URI.create(url);
            if (uri.getHost() == null || uri.getScheme() == null) {
                throw new IllegalArgumentException("no host");
            }
            return uri;
        } catch (IllegalArgumentException e) {
            throw new EtcdAccessException(Hop.FORWARD, SshErrors.TEXT.format("endpoint.notUrl", url),
                    SshErrors.TEXT.get("endpoint.notUrl.fix"), e);
        }
    }
}
