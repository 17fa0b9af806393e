package io.etcdexplorer.bench;

import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.space.EtcdSpaceSource;
import io.etcdexplorer.space.ScanProgress;
import io.etcdexplorer.space.SpaceGrouping;
import io.etcdexplorer.space.SpaceNode;
import io.etcdexplorer.space.SpaceReport;
import io.etcdexplorer.space.SpaceSource;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The full size breakdown of the whole keyspace by prefix against {@code etcdctl get --prefix "" -w json} piped into
 * a streaming counter ({@link SpaceCounter}). Progress is handed to a single "FX" thread the way a view model does
 * (only the latest, one task at a time), and the finished report is turned into table rows there; the longest CPU
 * time such a task took is the FX pause. Heap growth is the peak live heap during a second, untimed breakdown (a
 * sampler collects garbage every 250 ms and reads what stayed) above the live heap before it.
 */
public final class SpaceBench {

    private static final String ETCDCTL = System.getenv().getOrDefault("ETCDCTL", "/usr/bin/etcdctl");
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private SpaceBench() {
    }

    public static void main(String[] args) throws Exception {
        String endpoint = args[0];
        int runs = Integer.parseInt(args[1]);
        List<Double> ours = new ArrayList<>();
        List<Double> pipeline = new ArrayList<>();
        double heapGrowth = 0;
        double fxPause = 0;
        try (EtcdSession session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(endpoint)), h -> { })) {
            for (int i = 0; i < runs; i++) {
                double[] run = breakdown(session, false);
                ours.add(run[0]);
                fxPause = Math.max(fxPause, run[2]);
                // A second, untimed breakdown for the heap: its sampler collects garbage every 250 ms.
                heapGrowth = Math.max(heapGrowth, breakdown(session, true)[1]);
                pipeline.add(etcdctlPipeline(endpoint));
            }
        }
        System.out.printf("space_ms: %.0f%n", median(ours));
        System.out.printf("space_etcdctl_ms: %.0f%n", median(pipeline));
        System.out.printf("space_heap_growth_mib: %.1f%n", heapGrowth);
        System.out.printf("space_max_fx_pause_cpu_ms: %.1f%n", fxPause);
    }

    /** Milliseconds to the full breakdown, peak live heap growth in MiB, longest FX task CPU in ms. */
    private static double[] breakdown(EtcdSession session, boolean sampleHeap) throws Exception {
        long baseline = liveHeapAfterGc();
        AtomicLong peak = new AtomicLong(baseline);
        AtomicBoolean running = new AtomicBoolean(true);
        Thread sampler = new Thread(() -> {
            while (running.get() && sampleHeap) {
                try {
                    // Without collections ZGC's live figure would not move: collect, then read what stayed.
                    System.gc();
                    peak.accumulateAndGet(liveHeap(), Math::max);
                    Thread.sleep(250);
                } catch (InterruptedException e) {
                    return;
                }
            }
        });
        sampler.setDaemon(true);
        sampler.start();
        ExecutorService fx = Executors.newSingleThreadExecutor();
        double[] maxCpu = {0};
        AtomicReference<ScanProgress> latest = new AtomicReference<>();
        AtomicBoolean posted = new AtomicBoolean();
        long start = System.nanoTime();
        SpaceReport report = new EtcdSpaceSource(session).sizes(new byte[0], SpaceGrouping.PREFIX,
                SpaceSource.DEFAULT_BYTE_CAP, () -> false, p -> {
                    latest.set(p);
                    if (posted.compareAndSet(false, true)) {
                        fx.execute(() -> timed(maxCpu, () -> {
                            posted.set(false);
                            ScanProgress now = latest.get();
                            String.format("%,d keys, %.0f%%", now.keys(), 100 * now.fraction());
                        }));
                    }
                });
        double ms = (System.nanoTime() - start) / 1e6;
        fx.submit(() -> timed(maxCpu, () -> rows(report.root()))).get();
        fx.shutdown();
        running.set(false);
        sampler.join();
        if (!report.complete()) {
            throw new IllegalStateException("the breakdown hit its cap");
        }
        System.err.printf("breakdown: %,d keys, %,d bytes, %d top-level boxes%n", report.root().keys(),
                report.root().bytes(), report.root().children().size());
        return new double[]{ms, (peak.get() - baseline) / 1048576.0, maxCpu[0]};
    }

    /** What a table beside the treemap does with a finished report: one row per part of the root, with shares. */
    private static int rows(SpaceNode root) {
        int n = 0;
        for (SpaceNode child : root.children()) {
            n += String.format("%s %,d %,d %.1f%%", child.name(), child.keys(), child.bytes(),
                    100 * child.shareOf(root)).length();
            n += child.children().size();
        }
        return n;
    }

    private static void timed(double[] maxCpu, Runnable task) {
        long cpu = THREADS.getCurrentThreadCpuTime();
        task.run();
        maxCpu[0] = Math.max(maxCpu[0], (THREADS.getCurrentThreadCpuTime() - cpu) / 1e6);
    }

    private static double etcdctlPipeline(String endpoint) throws Exception {
        String java = ProcessHandle.current().info().command().orElse("java");
        String classpath = System.getProperty("java.class.path");
        String command = "ETCDCTL_API=3 '" + ETCDCTL + "' --endpoints " + endpoint + " --command-timeout=600s get"
                + " --prefix '' -w json | '" + java + "' -cp '" + classpath + "' " + SpaceCounter.class.getName();
        ProcessBuilder builder = new ProcessBuilder("bash", "-o", "pipefail", "-c", command)
                .redirectError(ProcessBuilder.Redirect.INHERIT);
        long start = System.nanoTime();
        Process process = builder.start();
        String out = new String(process.getInputStream().readAllBytes()).trim();
        if (process.waitFor() != 0) {
            throw new IllegalStateException("the etcdctl pipeline failed");
        }
        double ms = (System.nanoTime() - start) / 1e6;
        System.err.println("etcdctl pipeline: " + out);
        return ms;
    }

    /** The heap pools' usage after their last collection: the live set, without garbage not yet collected. */
    private static long liveHeap() {
        long live = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP && pool.getCollectionUsage() != null) {
                live += pool.getCollectionUsage().getUsed();
            }
        }
        return live;
    }

    private static long liveHeapAfterGc() throws InterruptedException {
        for (int i = 0; i < 3; i++) {
            System.gc();
            Thread.sleep(100);
        }
        return liveHeap();
    }

    private static double median(List<Double> values) {
        List<Double> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        return sorted.get(sorted.size() / 2);
    }
}
