package io.etcdexplorer.bench;

import io.etcd.jetcd.ByteSequence;
import io.etcd.jetcd.Client;
import io.etcd.jetcd.op.Op;
import io.etcd.jetcd.options.PutOption;
import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.events.EventsViewModel;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.status.StatusViewModel;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Times the app's watch (an {@link EventsViewModel} on a prefix, a single "UI" thread standing in for the FX thread,
 * every UI task timed) against {@code etcdctl watch --prefix} while a writer floods the prefix, and prints
 * {@code name: value} lines prefixed {@code watch_<mode>_}.
 * Modes: {@code put} (single puts, {@value #PUT_IN_FLIGHT} in flight) and {@code txn} (txns of {@value #TXN_OPS}
 * puts, {@value #TXN_IN_FLIGHT} in flight). Each run writes under a fresh prefix.
 * Usage: {@code WatchBench <endpoint> <put|txn> <writerSeconds>}.
 */
public final class WatchBench {

    /** bench/run exports the etcdctl it was given, so that etcd and etcdctl are of the same release. */
    private static final String ETCDCTL = System.getenv().getOrDefault("ETCDCTL", "/usr/bin/etcdctl");
    private static final int PUT_IN_FLIGHT = 256;
    private static final int TXN_OPS = 128;
    private static final int TXN_IN_FLIGHT = 16;
    private static final int VALUE_BYTES = 100;
    private static final long WAIT_NANOS = TimeUnit.SECONDS.toNanos(120);

    private WatchBench() {
    }

    public static void main(String[] args) {
        try {
            run(args);
        } catch (Throwable failure) {
            // The UI and io executors are not daemon threads: without this exit a failed run never ends.
            failure.printStackTrace();
            System.exit(2);
        }
    }

    private static void run(String[] args) throws Exception {
        String endpoint = args[0];
        String mode = args[1];
        if (!mode.equals("put") && !mode.equals("txn")) {
            throw new IllegalArgumentException("mode must be put or txn: " + mode);
        }
        double seconds = Double.parseDouble(args[2]);
        watchdog(seconds);
        String prefix = "/watch-bench/" + mode + "-" + System.currentTimeMillis() + "/";

        ExecutorService uiThread = Executors.newSingleThreadExecutor();
        ExecutorService io = Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r);
            t.setDaemon(true);
            return t;
        });
        double[] maxPause = {0, 0}; // the longest UI task's wall time, and the CPU time it used
        java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
        ThreadProbe.LongTasks longTasks = new ThreadProbe.LongTasks();
        BackgroundExecutor executor = new BackgroundExecutor(io, task -> uiThread.execute(() -> {
            long start = System.nanoTime();
            long cpuStart = mx.getCurrentThreadCpuTime();
            longTasks.started(start);
            task.run();
            longTasks.ended();
            double ms = (System.nanoTime() - start) / 1e6;
            if (ms > maxPause[0]) {
                maxPause[0] = ms;
                maxPause[1] = (mx.getCurrentThreadCpuTime() - cpuStart) / 1e6;
            }
        }));

        try (EtcdSession session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(endpoint)), h -> { });
             Client writer = Client.builder().endpoints(endpoint).build()) {
            // As in the app: the key tree is open (the whole keyspace listed) beside the events panel.
            KeysViewModel keys = new KeysViewModel(executor, new StatusViewModel());
            EventsViewModel events = new EventsViewModel(executor, () -> session);
            CountDownLatch listed = new CountDownLatch(1);
            AtomicLong ourCount = new AtomicLong();
            AtomicLong ourFirst = new AtomicLong();
            AtomicLong ourLast = new AtomicLong();
            uiThread.submit(() -> {
                keys.loadingProperty().addListener((o, was, now) -> {
                    if (!now) {
                        listed.countDown();
                    }
                });
                keys.open(session);
                // Runs on the UI thread at the end of each drain: the time our user sees the events.
                events.receivedProperty().addListener((o, old, now) -> {
                    long t = System.nanoTime();
                    ourFirst.compareAndSet(0, t);
                    ourLast.set(t);
                    ourCount.set(now.longValue());
                });
            }).get();
            if (!listed.await(10, TimeUnit.MINUTES)) {
                throw new IllegalStateException("listing did not finish");
            }
            uiThread.submit(() -> events.watch(prefix, 0)).get();
            // The view's once-a-second Timeline that rolls the events/s counter.
            java.util.concurrent.ScheduledExecutorService ticker = Executors.newSingleThreadScheduledExecutor(r -> {
                Thread t = new Thread(r, "ticker");
                t.setDaemon(true);
                return t;
            });
            ticker.scheduleAtFixedRate(() -> executor.onUi(events::tick), 1, 1, TimeUnit.SECONDS);

            Ctl ctl = new Ctl(endpoint, prefix);
            // Sentinel puts prove both watches are in place before the writer starts. etcdctl's watch may start
            // after the first one, so they repeat until both saw one; what they saw by then is the baseline.
            long readyBy = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            int sentinels = 0;
            while ((ourCount.get() < 1 || ctl.events() < 1) && System.nanoTime() < readyBy) {
                writer.getKVClient().put(bytes(prefix + "ready"), bytes("ready" + sentinels++)).get();
                Thread.sleep(200);
            }
            if (ourCount.get() < 1 || ctl.events() < 1) {
                throw new IllegalStateException("watches not ready: ours " + ourCount.get() + ", etcdctl "
                        + ctl.events());
            }
            Thread.sleep(300); // a sentinel still in flight lands before the baseline is taken
            long ourBase = ourCount.get();
            long ctlBase = ctl.events();
            maxPause[0] = 0;
            maxPause[1] = 0;
            ourFirst.set(0);
            ctl.first.set(0);

            java.util.Map<String, Double> cpuAtStart = ThreadProbe.cpuTimes();
            long[] written = {0};
            long lastWrite = mode.equals("put") ? putWriter(writer, prefix, seconds, written)
                    : txnWriter(writer, prefix, seconds, written);
            long expected = written[0];
            long deadline = System.nanoTime() + WAIT_NANOS;
            while ((ourCount.get() - ourBase < expected || ctl.events() - ctlBase < expected)
                    && System.nanoTime() < deadline) {
                Thread.sleep(5);
            }
            // Let a stray late drain land so "lost" is honest, then stop.
            Thread.sleep(200);
            uiThread.submit(events::stop).get();
            ticker.shutdownNow();
            ctl.stop();

            long ours = ourCount.get() - ourBase;
            long theirs = ctl.events() - ctlBase;
            String p = "watch_" + mode + "_";
            System.out.println(p + "events_written: " + written[0]);
            System.out.println(p + "events_shown: " + ours);
            System.out.println(p + "events_lost: " + (written[0] - ours));
            System.out.println(p + "etcdctl_events: " + theirs);
            print(p + "events_per_s", ours / Math.max(1e-9, (ourLast.get() - ourFirst.get()) / 1e9));
            print(p + "etcdctl_events_per_s",
                    theirs / Math.max(1e-9, (ctl.last.get() - ctl.first.get()) / 1e9));
            print(p + "catchup_ms", ours >= expected ? (ourLast.get() - lastWrite) / 1e6 : Double.NaN);
            print(p + "etcdctl_catchup_ms", theirs >= expected ? (ctl.last.get() - lastWrite) / 1e6 : Double.NaN);
            print(p + "max_fx_pause_ms", maxPause[0]);
            // Wall time far above CPU time means the thread waited for a core (the machine was saturated).
            print(p + "max_fx_pause_cpu_ms", maxPause[1]);
            if (Boolean.getBoolean("bench.threads")) {
                ThreadProbe.printCpu(cpuAtStart);
                longTasks.print();
            }
            uiThread.submit(keys::close).get();
        }
        uiThread.shutdown();
        System.exit(0);
    }

    /**
     * A run that has not finished long after its writer (a hang) prints every thread's stack and exits 3, so a
     * stuck bench says where it is stuck instead of blocking bench/run forever.
     */
    private static void watchdog(double seconds) {
        Thread dog = new Thread(() -> {
            try {
                Thread.sleep((long) (seconds * 1000) + TimeUnit.MINUTES.toMillis(6));
            } catch (InterruptedException e) {
                return;
            }
            System.err.println("WatchBench: no result " + (seconds + 360) + " s after start; thread dump:");
            Thread.getAllStackTraces().forEach((thread, stack) -> {
                System.err.println("\"" + thread.getName() + "\" " + thread.getState());
                for (StackTraceElement frame : stack) {
                    System.err.println("    frame " + frame); // not "at": bench/run filters jetcd's stack lines
                }
            });
            System.exit(3);
        }, "bench-watchdog");
        dog.setDaemon(true);
        dog.start();
    }

    /** Single puts as fast as they go; returns when the last one was acknowledged. */
    private static long putWriter(Client client, String prefix, double seconds, long[] written) throws Exception {
        ByteSequence value = value();
        Semaphore slots = new Semaphore(PUT_IN_FLIGHT);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        AtomicLong lastDone = new AtomicLong();
        long end = System.nanoTime() + (long) (seconds * 1e9);
        long i = 0;
        while (System.nanoTime() < end && failure.get() == null) {
            slots.acquire();
            client.getKVClient().put(bytes(prefix + "k" + i), value).whenComplete((r, e) -> {
                if (e != null) {
                    failure.compareAndSet(null, e);
                }
                lastDone.accumulateAndGet(System.nanoTime(), Math::max);
                slots.release();
            });
            i++;
        }
        if (!slots.tryAcquire(PUT_IN_FLIGHT, 2, TimeUnit.MINUTES)) {
            throw new IllegalStateException("puts still unanswered 2 minutes after the writer stopped");
        }
        if (failure.get() != null) {
            throw new IllegalStateException("write failed", failure.get());
        }
        written[0] = i;
        return lastDone.get();
    }

    /** Transactions of {@value #TXN_OPS} puts; returns when the last one was acknowledged. */
    private static long txnWriter(Client client, String prefix, double seconds, long[] written) throws Exception {
        ByteSequence value = value();
        Semaphore slots = new Semaphore(TXN_IN_FLIGHT);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        AtomicLong lastDone = new AtomicLong();
        long end = System.nanoTime() + (long) (seconds * 1e9);
        long i = 0;
        while (System.nanoTime() < end && failure.get() == null) {
            Op[] puts = new Op[TXN_OPS];
            for (int j = 0; j < TXN_OPS; j++) {
                puts[j] = Op.put(bytes(prefix + "k" + (i + j)), value, PutOption.DEFAULT);
            }
            slots.acquire();
            client.getKVClient().txn().Then(puts).commit().whenComplete((r, e) -> {
                if (e != null) {
                    failure.compareAndSet(null, e);
                }
                lastDone.accumulateAndGet(System.nanoTime(), Math::max);
                slots.release();
            });
            i += TXN_OPS;
        }
        if (!slots.tryAcquire(TXN_IN_FLIGHT, 2, TimeUnit.MINUTES)) {
            throw new IllegalStateException("txns still unanswered 2 minutes after the writer stopped");
        }
        if (failure.get() != null) {
            throw new IllegalStateException("write failed", failure.get());
        }
        written[0] = i;
        return lastDone.get();
    }

    private static ByteSequence value() {
        byte[] v = new byte[VALUE_BYTES];
        Arrays.fill(v, (byte) 'v'); // no newline: etcdctl prints each event as exactly 3 lines
        return ByteSequence.from(v);
    }

    private static ByteSequence bytes(String s) {
        return ByteSequence.from(s, StandardCharsets.UTF_8);
    }

    private static void print(String name, double value) {
        System.out.printf("%s: %.3f%n", name, value);
    }

    /** {@code etcdctl watch --prefix}: counts its output lines (3 per event) and times the last one. */
    private static final class Ctl {
        final Process process;
        final AtomicLong lines = new AtomicLong();
        final AtomicLong first = new AtomicLong();
        final AtomicLong last = new AtomicLong();
        final Thread reader;

        Ctl(String endpoint, String prefix) throws Exception {
            ProcessBuilder builder = new ProcessBuilder(ETCDCTL, "--endpoints", endpoint, "watch", "--prefix", prefix)
                    .redirectError(ProcessBuilder.Redirect.INHERIT);
            builder.environment().put("ETCDCTL_API", "3");
            process = builder.start();
            // A failed run exits through System.exit: the etcdctl child must not outlive it.
            Runtime.getRuntime().addShutdownHook(new Thread(process::destroy));
            reader = new Thread(() -> {
                try (BufferedReader in = new BufferedReader(
                        new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8), 1 << 16)) {
                    while (in.readLine() != null) {
                        if (lines.incrementAndGet() % 3 == 0) {
                            long t = System.nanoTime();
                            first.compareAndSet(0, t);
                            last.set(t);
                        }
                    }
                } catch (java.io.IOException ended) {
                    // the process was stopped
                }
            }, "etcdctl-watch-reader");
            reader.setDaemon(true);
            reader.start();
        }

        long events() {
            return lines.get() / 3;
        }

        void stop() throws InterruptedException {
            process.destroy();
            process.waitFor(5, TimeUnit.SECONDS);
        }
    }
}
