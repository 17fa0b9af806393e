package io.etcdexplorer.etcd.local;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One local etcd server run as a child process, for tests and for the app's "local playground".
 *
 * <p>On POSIX the child cannot outlive this JVM, even a JVM killed with -9 (see {@link EtcdCommand}); on Windows
 * a shutdown hook is the only guard. Not reusable across data dirs: one instance owns one member.
 */
public final class EtcdProcess implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(EtcdProcess.class);

    private static final int START_ATTEMPTS = 3;
    private static final Duration STOP_GRACE = Duration.ofSeconds(10);
    private static final long POLL_MILLIS = 50;
    private static final int LOG_LINES = 20;

    private final EtcdOptions options;
    private final Object lock = new Object();
    private volatile Process process;
    private volatile long etcdPid = -1;
    private volatile long logOffset;
    private Thread shutdownHook;

    private EtcdProcess(EtcdOptions options) {
        this.options = options;
    }

    /**
     * Starts etcd and waits until it serves clients. Ports left at 0 are picked free; if another process grabs
     * one before etcd binds it, the start is retried on fresh ports (up to 3 times).
     *
     * @throws IOException naming the cause, with the last log lines, if etcd exits early or is not ready in time;
     *                     the process is stopped before this is thrown
     */
    public static EtcdProcess start(EtcdOptions options) throws IOException {
        return start(options, () -> false);
    }

    /**
     * As {@link #start(EtcdOptions)}, giving up (etcd stopped, {@link java.util.concurrent.CancellationException})
     * once {@code stopped} turns true: a large data dir can take minutes to load.
     */
    public static EtcdProcess start(EtcdOptions options, java.util.function.BooleanSupplier stopped)
            throws IOException {
        for (int attempt = 1; ; attempt++) {
            EtcdProcess etcd = launch(options);
            boolean ready = false;
            try {
                etcd.awaitReady(stopped);
                ready = true;
                return etcd;
            } catch (PortInUseException e) {
                // Fresh ports help only if etcd lost a race for one we picked, not if a port the caller fixed is busy.
                boolean fixedPortBusy = e.blames(options.clientPort()) || e.blames(options.peerPort());
                if (!options.picksPorts() || fixedPortBusy || attempt >= START_ATTEMPTS) {
                    throw e;
                }
            } finally {
                if (!ready) {
                    etcd.stop();
                }
            }
        }
    }

    /**
     * Starts etcd without waiting for it, e.g. for the members of a multi-member cluster, which only become ready
     * once a quorum runs. Follow with {@link #awaitReady()}. Port races are not retried here.
     */
    public static EtcdProcess launch(EtcdOptions options) throws IOException {
        EtcdProcess etcd = new EtcdProcess(withFreePorts(options));
        etcd.spawn();
        return etcd;
    }

    /**
     * Waits until etcd logs that it serves clients and, over http, {@code GET /health} answers healthy. Over https
     * the log line alone counts, since probing would need the caller's client certificate.
     */
    public void awaitReady() throws IOException {
        awaitReady(() -> false);
    }

    private void awaitReady(java.util.function.BooleanSupplier stopped) throws IOException {
        Process running = process;
        if (running == null) {
            throw new IllegalStateException("etcd " + options.name() + " is stopped; call restart() first");
        }
        long deadline = System.nanoTime() + options.startupTimeout().toNanos();
        String health = "not asked: etcd has not logged '" + StartupLog.READY + "' yet";
        while (true) {
            boolean exited = !running.isAlive();
            String log = StartupLog.readFrom(options.logFile(), logOffset);
            failIfBroken(running, exited, log);
            if (StartupLog.isReady(log)) {
                if (options.clientScheme().equals("https")) {
                    return;
                }
                health = HealthProbe.ask(options.clientUrl());
                if (HealthProbe.isHealthy(health)) {
                    return;
                }
            }
            if (System.nanoTime() - deadline > 0) {
                throw new IOException(failure(EtcdBinary.TEXT.format("notReady",
                        options.startupTimeout().toSeconds(), health), log));
            }
            if (stopped.getAsBoolean()) {
                throw new java.util.concurrent.CancellationException("stopped while etcd was starting");
            }
            pause();
        }
    }

    /** Stops etcd and starts it again with the same ports, data dir and flags, waiting until it is ready. */
    public void restart() throws IOException {
        stop();
        spawn();
        boolean ready = false;
        try {
            awaitReady();
            ready = true;
        } finally {
            if (!ready) {
                stop();
            }
        }
    }

    /**
     * Stops etcd gracefully (SIGTERM on POSIX), killing the whole process tree after 10 s. Keeps the data dir.
     * Does nothing if already stopped.
     */
    public void stop() {
        Process running;
        Thread hook;
        synchronized (lock) {
            running = process;
            hook = shutdownHook;
            process = null;
            shutdownHook = null;
        }
        if (running == null) {
            return;
        }
        removeShutdownHook(hook);
        ProcessTree.terminate(running, etcdPid, STOP_GRACE);
    }

    @Override
    public void close() {
        stop();
    }

    public boolean isAlive() {
        Process running = process;
        return running != null && running.isAlive();
    }

    /** The client URL, e.g. {@code http://127.0.0.1:23791}. */
    public String clientUrl() {
        return options.clientUrl();
    }

    public int clientPort() {
        return options.clientPort();
    }

    public String peerUrl() {
        return options.peerUrl();
    }

    public int peerPort() {
        return options.peerPort();
    }

    public Path dataDir() {
        return options.dataDir();
    }

    public Path logFile() {
        return options.logFile();
    }

    /** The options this member runs with, ports resolved. */
    public EtcdOptions options() {
        return options;
    }

    /** The pid of the etcd server itself (not of the shell wrapper); after {@link #stop()} the last one it had. */
    public long pid() {
        return etcdPid;
    }

    @Override
    public String toString() {
        return "EtcdProcess[" + options.name() + " " + clientUrl() + " pid " + etcdPid + "]";
    }

    private void spawn() throws IOException {
        synchronized (lock) {
            if (process != null) {
                throw new IllegalStateException("etcd " + options.name() + " is already running; stop() it first");
            }
            DataDirGuard.checkNotInUse(options.dataDir());
            Path log = options.logFile().toAbsolutePath();
            Files.createDirectories(log.getParent());
            logOffset = StartupLog.sizeOf(log);
            Process started = EtcdCommand.processBuilder(options).start();
            try {
                etcdPid = EtcdCommand.readEtcdPid(started);
            } catch (IOException e) {
                ProcessTree.terminate(started, -1, Duration.ZERO);
                throw e;
            }
            process = started;
            shutdownHook = new Thread(this::stop, "etcd-stop-" + options.name() + "-" + options.clientPort());
            Runtime.getRuntime().addShutdownHook(shutdownHook);
        }
    }

    private void failIfBroken(Process running, boolean exited, String log) throws IOException {
        if (StartupLog.isPortInUse(log)) {
            throw new PortInUseException(failure(EtcdBinary.TEXT.format("portInUse",
                    String.valueOf(clientPort()), String.valueOf(peerPort())), log), log);
        }
        if (StartupLog.isDataDirLocked(log)) {
            throw new IOException(failure(EtcdBinary.TEXT.format("dataDirInUse", String.valueOf(dataDir())), log));
        }
        if (exited) {
            // etcd 3.5 logs JSON with a stack trace after the cause: name the cause itself, in words.
            String code = String.valueOf(running.exitValue());
            String said = StartupLog.deathCause(log).map(cause -> EtcdBinary.TEXT.format("exitedBecause", code, cause))
                    .orElseGet(() -> EtcdBinary.TEXT.format("exited", code));
            throw new IOException(failure(said, log));
        }
    }

    private String failure(String cause, String log) {
        String nl = System.lineSeparator();
        return EtcdBinary.TEXT.format("cannotStart", options.name(), clientUrl(), cause) + nl
                + EtcdBinary.TEXT.format("command", String.join(" ", EtcdCommand.etcdArgs(options))) + nl
                + EtcdBinary.TEXT.format("logTail", String.valueOf(logFile()), LOG_LINES) + nl
                + StartupLog.lastLines(log, LOG_LINES);
    }

    private static void pause() throws InterruptedIOException {
        try {
            Thread.sleep(POLL_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while waiting for etcd to become ready");
        }
    }

    private static void removeShutdownHook(Thread hook) {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // The JVM is already shutting down (possibly running this very hook): nothing to unregister.
            LOG.debug("Shutdown hook left in place: the JVM is shutting down", e);
        }
    }

    private static EtcdOptions withFreePorts(EtcdOptions options) {
        if (!options.picksPorts()) {
            return options;
        }
        List<Integer> free = FreePorts.pick(options.host(), 2);
        int client = options.clientPort() != 0 ? options.clientPort() : free.get(0);
        int peer = options.peerPort() != 0 ? options.peerPort() : free.get(1);
        return options.withPorts(client, peer);
    }
}
