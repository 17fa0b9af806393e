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

import javax.management.ObjectName;
import java.lang.management.ManagementFactory;
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
 * time such a task took is the FX pause. Two heap figures: the peak heap used during the timed breakdown (sampled every
 * 5 ms, under the JVM's collector, ZGC as the app runs) above the live heap before it, which counts garbage not yet
 * collected; and the retained growth, the peak reachable heap during a second, untimed breakdown (a class histogram
 * every 250 ms: a collection, then a walk of the objects reachable at a safepoint) above the same figure before it.
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
        double peakUsed = 0;
        double fxPause = 0;
        try (EtcdSession session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(endpoint)), h -> { })) {
            for (int i = 0; i < runs; i++) {
                double[] run = breakdown(session, false);
                ours.add(run[0]);
                peakUsed = Math.max(peakUsed, run[1]);
                fxPause = Math.max(fxPause, run[2]);
                // A second, untimed breakdown for what it retains: its sampler walks the reachable heap every 250 ms.
                heapGrowth = Math.max(heapGrowth, breakdown(session, true)[1]);
                pipeline.add(etcdctlPipeline(endpoint));
            }
        }
        System.out.printf("space_ms: %.0f%n", median(ours));
        System.out.printf("space_etcdctl_ms: %.0f%n", median(pipeline));
        System.out.printf("space_heap_growth_mib: %.1f%n", heapGrowth);
        System.out.printf("space_heap_peak_used_mib: %.1f%n", peakUsed);
        System.out.printf("space_max_fx_pause_cpu_ms: %.1f%n", fxPause);
    }

    /**
     * Milliseconds to the full breakdown; heap growth in MiB (retained: reachable objects, when {@code retained};
     * otherwise the peak heap used); longest FX task CPU in ms.
     */
    private static double[] breakdown(EtcdSession session, boolean retained) throws Exception {
        long baseline = retained ? (long) reachableHeap()[0] : usedAfterGc();
        AtomicLong peak = new AtomicLong(baseline);
        AtomicReference<String> peakClasses = new AtomicReference<>("");
        AtomicBoolean running = new AtomicBoolean(true);
        Thread sampler = new Thread(() -> {
            while (running.get()) {
                try {
                    if (retained) {
                        Object[] sample = reachableHeap();
                        if ((long) sample[0] > peak.get()) {
                            peak.set((long) sample[0]);
                            peakClasses.set((String) sample[1]);
                        }
                        Thread.sleep(250);
                    } else {
                        peak.accumulateAndGet(ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed(),
                                Math::max);
                        Thread.sleep(5);
                    }
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
        if (retained) {
            System.err.printf("largest reachable classes at the peak (%.1f MiB above %.1f MiB before):%n%s",
                    (peak.get() - baseline) / 1048576.0, baseline / 1048576.0, peakClasses.get());
        }
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

    /**
     * Bytes of the objects reachable now, and the histogram's largest classes: {@code GC.class_histogram} collects,
     * then walks the heap at a safepoint. Under ZGC that walk follows references from the roots, so unlike the
     * collector's after-collection figure it does not count what was allocated while the collection ran.
     */
    private static Object[] reachableHeap() {
        try {
            String histogram = (String) ManagementFactory.getPlatformMBeanServer().invoke(
                    new ObjectName("com.sun.management:type=DiagnosticCommand"), "gcClassHistogram",
                    new Object[]{new String[0]}, new String[]{String[].class.getName()});
            String[] lines = histogram.split("\n");
            StringBuilder top = new StringBuilder();
            for (int i = 0; i < Math.min(lines.length, 14); i++) {
                top.append(lines[i]).append('\n');
            }
            for (int i = lines.length - 1; i >= 0; i--) {
                if (lines[i].startsWith("Total")) {
                    String[] fields = lines[i].trim().split("\\s+");
                    return new Object[]{Long.parseLong(fields[2]), top.toString()};
                }
            }
            throw new IllegalStateException("no total in the class histogram");
        } catch (javax.management.JMException e) {
            throw new IllegalStateException("the class histogram failed", e);
        }
    }

    /** Heap used after three collections: the baseline for the peak heap used. */
    private static long usedAfterGc() throws InterruptedException {
        for (int i = 0; i < 3; i++) {
            System.gc();
            Thread.sleep(100);
        }
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }

    private static double median(List<Double> values) {
        List<Double> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        return sorted.get(sorted.size() / 2);
    }
}
