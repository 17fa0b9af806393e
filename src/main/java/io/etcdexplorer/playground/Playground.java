package io.etcdexplorer.playground;

import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.local.EtcdBinary;
import io.etcdexplorer.etcd.local.EtcdOptions;
import io.etcdexplorer.etcd.local.EtcdProcess;
import io.etcdexplorer.etcd.ops.DeleteRequest;
import io.etcdexplorer.etcd.ops.EtcdOps;
import io.etcdexplorer.etcd.ops.PutRequest;
import io.etcdexplorer.files.SafeFiles;
import io.etcdexplorer.playground.seed.PlaygroundSeed;
import io.etcdexplorer.playground.seed.SeedStep;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A local etcd that lives in the user's data folder, seeded with sample data on its first start. It runs as a
 * child of the app and is stopped with it (and, through {@link EtcdProcess}, even when the app is killed).
 */
public final class Playground implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(Playground.class);
    /**
     * A one-member etcd restarted on its data waits a whole election timeout (1-2 s by default) before it elects
     * itself and serves: its member list is read back from the log after etcd has decided not to hurry the first
     * election. A 250 ms timeout makes a restarted playground ready in about 0.35 s instead of 1.3-1.9 s (3.4 and
     * 3.5 alike); the price is raft's tick every 50 ms instead of 100, about 100 ms of the playground etcd's CPU a
     * minute at rest (bench/README, "Start-up"). There are no peers, so the short timeout risks no false election.
     */
    static final List<String> QUICK_ELECTION = List.of("--heartbeat-interval", "50", "--election-timeout", "250");

    private final Path dir;
    private final Map<String, String> env;
    private EtcdProcess process;

    public Playground(Path dir, Map<String, String> env) {
        this.dir = dir;
        this.env = Map.copyOf(env);
    }

    /** Why the playground cannot run here (no etcd binary), with how to fix it; empty when it can. */
    public Optional<String> unavailableReason() {
        try {
            return EtcdBinary.locate(env).isPresent() ? Optional.empty() : Optional.of(EtcdBinary.installHint());
        } catch (IllegalStateException e) {
            return Optional.of(e.getMessage());
        }
    }

    /** Starts etcd if it is not running (seeding a fresh data folder) and returns its client URL. */
    public synchronized String start() throws IOException {
        if (process != null && process.isAlive()) {
            return process.clientUrl();
        }
        Path binary = EtcdBinary.locate(env).orElseThrow(() -> new IOException(EtcdBinary.installHint()));
        Path data = dir.resolve("data");
        Path seeded = dir.resolve("seeded");
        boolean fresh = !Files.exists(seeded);
        if (fresh) {
            deleteTree(data); // left over from a seeding that did not finish: start clean
        }
        // Private: etcd's data and log are in it.
        SafeFiles.createPrivateDirectory(dir);
        process = EtcdProcess.start(EtcdOptions.builder(binary, data)
                .name("playground")
                .clientPort(previousPortIfFree())
                .extraArgs(QUICK_ELECTION)
                .logFile(dir.resolve("etcd.log"))
                .build());
        SafeFiles.writeString(dir.resolve("port"), String.valueOf(process.clientPort()));
        if (fresh) {
            seed(process.clientUrl());
            SafeFiles.writeString(seeded, "Sample data written by etcd-explorer\n");
        }
        return process.clientUrl();
    }

    /** Stops etcd, deletes all its data and starts it again with fresh sample data. */
    public synchronized String reset() throws IOException {
        stop();
        Files.deleteIfExists(dir.resolve("seeded"));
        deleteTree(dir.resolve("data"));
        return start();
    }

    public synchronized void stop() {
        if (process != null) {
            process.close();
            process = null;
        }
    }

    public synchronized boolean isRunning() {
        return process != null && process.isAlive();
    }

    @Override
    public void close() {
        stop();
    }

    /** Keeps the same port across runs, so etcdctl commands the user wrote down keep working. */
    private int previousPortIfFree() {
        try {
            int port = Integer.parseInt(Files.readString(dir.resolve("port")).trim());
            try (ServerSocket probe = new ServerSocket(port, 1, InetAddress.getLoopbackAddress())) {
                return probe.getLocalPort();
            }
        } catch (IOException | NumberFormatException e) {
            LOG.debug("The playground's previous port is not available; it gets a new one", e);
            return 0;
        }
    }

    private static void seed(String endpoint) throws IOException {
        try (EtcdSession session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(endpoint)),
                header -> { })) {
            EtcdOps ops = new EtcdOps(session);
            // One request per step, in order: keys written several times get several revisions to explore.
            for (SeedStep step : PlaygroundSeed.steps()) {
                if (step.isDelete()) {
                    ops.delete(DeleteRequest.of(step.key()));
                } else {
                    ops.put(PutRequest.of(step.key(), step.value()));
                }
            }
        } catch (EtcdAccessException e) {
            if (Thread.currentThread().isInterrupted()) {
                throw new IOException("Seeding the playground was interrupted", e);
            }
            throw new IOException("Could not write the playground's sample data: " + e.getMessage(), e);
        }
    }

    private static void deleteTree(Path root) throws IOException {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(root)) {
            paths.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.delete(p);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }
}
