package io.etcdexplorer.etcd.local;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * How to run one local etcd member. Build with {@link #builder(Path, Path)}; every field but the binary and the
 * data dir has a default that gives a single-member cluster on free loopback ports.
 *
 * @param binary              the etcd executable, see {@link EtcdBinary#locate}
 * @param dataDir             etcd's {@code --data-dir}; kept across {@link EtcdProcess#restart()}
 * @param name                member name, default {@code "default"}
 * @param host                address for client and peer listeners, default {@code 127.0.0.1}
 * @param clientPort          client port, 0 picks a free one
 * @param peerPort            peer port, 0 picks a free one
 * @param extraArgs           appended to the command line, e.g. TLS or auth flags
 * @param clientScheme        {@code "http"} or {@code "https"} (when {@code extraArgs} carry client TLS flags)
 * @param peerScheme          {@code "http"} or {@code "https"} (when {@code extraArgs} carry peer TLS flags)
 * @param logFile             where etcd's stdout and stderr go; default {@code <name>.log} beside the data dir
 * @param startupTimeout      how long {@link EtcdProcess#start} waits for readiness, default 20 s
 * @param initialCluster      {@code --initial-cluster}; null means this member alone
 * @param initialClusterState {@code --initial-cluster-state}, {@code "new"} or {@code "existing"}
 */
public record EtcdOptions(
        Path binary,
        Path dataDir,
        String name,
        String host,
        int clientPort,
        int peerPort,
        List<String> extraArgs,
        String clientScheme,
        String peerScheme,
        Path logFile,
        Duration startupTimeout,
        String initialCluster,
        String initialClusterState) {

    public static final String DEFAULT_NAME = "default";
    public static final String DEFAULT_HOST = "127.0.0.1";
    public static final Duration DEFAULT_STARTUP_TIMEOUT = Duration.ofSeconds(20);

    public EtcdOptions {
        Objects.requireNonNull(binary, "binary");
        Objects.requireNonNull(dataDir, "dataDir");
        name = orDefault(name, DEFAULT_NAME);
        host = orDefault(host, DEFAULT_HOST);
        checkPort("clientPort", clientPort);
        checkPort("peerPort", peerPort);
        extraArgs = extraArgs == null ? List.of() : List.copyOf(extraArgs);
        clientScheme = checkScheme("clientScheme", orDefault(clientScheme, "http"));
        peerScheme = checkScheme("peerScheme", orDefault(peerScheme, "http"));
        // Outside the data dir, so wiping or copying the data dir never touches the log and vice versa.
        logFile = logFile != null ? logFile : dataDir.toAbsolutePath().resolveSibling(name + ".log");
        startupTimeout = startupTimeout != null ? startupTimeout : DEFAULT_STARTUP_TIMEOUT;
        initialClusterState = orDefault(initialClusterState, "new");
    }

    public static Builder builder(Path binary, Path dataDir) {
        return new Builder(binary, dataDir);
    }

    public Builder toBuilder() {
        return new Builder(binary, dataDir).name(name).host(host).clientPort(clientPort).peerPort(peerPort)
                .extraArgs(extraArgs).clientScheme(clientScheme).peerScheme(peerScheme).logFile(logFile)
                .startupTimeout(startupTimeout)
                .initialCluster(initialCluster).initialClusterState(initialClusterState);
    }

    /** True when a port is left for {@link EtcdProcess} to pick, so a bind race can be retried on new ports. */
    boolean picksPorts() {
        return clientPort == 0 || peerPort == 0;
    }

    EtcdOptions withPorts(int newClientPort, int newPeerPort) {
        return toBuilder().clientPort(newClientPort).peerPort(newPeerPort).build();
    }

    String clientUrl() {
        return url(clientScheme, clientPort);
    }

    String peerUrl() {
        return url(peerScheme, peerPort);
    }

    String initialClusterOrSelf() {
        return initialCluster != null ? initialCluster : name + "=" + peerUrl();
    }

    private String url(String scheme, int port) {
        String bracketed = host.contains(":") && !host.startsWith("[") ? "[" + host + "]" : host;
        return scheme + "://" + bracketed + ":" + port;
    }

    private static String orDefault(String value, String fallback) {
        return value == null || value.isBlank() ? fallback : value;
    }

    private static String checkScheme(String what, String scheme) {
        if (!scheme.equals("http") && !scheme.equals("https")) {
            throw new IllegalArgumentException(what + " must be \"http\" or \"https\", not \"" + scheme + "\"");
        }
        return scheme;
    }

    private static void checkPort(String what, int port) {
        if (port < 0 || port > 65_535) {
            throw new IllegalArgumentException(what + " must be 0 (pick a free port) or 1-65535, not " + port);
        }
    }

    /** Fluent builder; unset fields take the defaults described on {@link EtcdOptions}. */
    public static final class Builder {
        private final Path binary;
        private final Path dataDir;
        private String name;
        private String host;
        private int clientPort;
        private int peerPort;
        private List<String> extraArgs = List.of();
        private String clientScheme;
        private String peerScheme;
        private Path logFile;
        private Duration startupTimeout;
        private String initialCluster;
        private String initialClusterState;

        private Builder(Path binary, Path dataDir) {
            this.binary = binary;
            this.dataDir = dataDir;
        }

        public Builder name(String value) {
            name = value;
            return this;
        }

        public Builder host(String value) {
            host = value;
            return this;
        }

        public Builder clientPort(int value) {
            clientPort = value;
            return this;
        }

        public Builder peerPort(int value) {
            peerPort = value;
            return this;
        }

        public Builder extraArgs(List<String> value) {
            extraArgs = value;
            return this;
        }

        public Builder extraArgs(String... value) {
            return extraArgs(List.of(value));
        }

        public Builder clientScheme(String value) {
            clientScheme = value;
            return this;
        }

        public Builder peerScheme(String value) {
            peerScheme = value;
            return this;
        }

        public Builder logFile(Path value) {
            logFile = value;
            return this;
        }

        public Builder startupTimeout(Duration value) {
            startupTimeout = value;
            return this;
        }

        public Builder initialCluster(String value) {
            initialCluster = value;
            return this;
        }

        public Builder initialClusterState(String value) {
            initialClusterState = value;
            return this;
        }

        public EtcdOptions build() {
            return new EtcdOptions(binary, dataDir, name, host, clientPort, peerPort, extraArgs, clientScheme,
                    peerScheme, logFile, startupTimeout, initialCluster, initialClusterState);
        }
    }
}
