package io.etcdexplorer.bench;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.keys.KeyNode;
import io.etcdexplorer.keys.KeyTree;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.status.StatusViewModel;

import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * Times the app's key listing against etcdctl on the same data and prints {@code name: value} lines.
 * The real {@link KeysViewModel} runs with a single "UI" thread standing in for the FX thread; every task it runs is
 * timed, and a listener plays the tree view (lists the children of the nodes a user sees: the root, "/", "/registry").
 * Usage: {@code ListingBench <endpoint> <expectedKeys> <runs>}.
 */
public final class ListingBench {

    /** bench/run exports the etcdctl it was given, so that etcd and etcdctl are of the same release. */
    private static final String ETCDCTL = System.getenv().getOrDefault("ETCDCTL", "/usr/bin/etcdctl");
    private static final long BOOT = System.nanoTime();
    private static final java.lang.management.ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private ListingBench() {
    }

    public static void main(String[] args) throws Exception {
        String endpoint = args[0];
        int expected = Integer.parseInt(args[1]);
        int runs = Integer.parseInt(args[2]);
        List<Double> ctlFull = new ArrayList<>();
        List<Double> ctlOne = new ArrayList<>();
        List<Double> ours = new ArrayList<>();
        List<Double> firstLevel = new ArrayList<>();
        double maxPause = 0;
        double maxCpu = 0;
        long heapPerKey = 0;
        long indexPerKey = 0;
        // As the app does once its window shows (EtcdExplorerApp): ICU's formatter is loaded off the UI thread, so the
        // first count the tree shows does not pay for it there. -Dbench.coldText=true leaves it to the first count.
        if (!Boolean.getBoolean("bench.coldText")) {
            io.etcdexplorer.i18n.Messages.warmUp();
        }
        try (EtcdSession session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(endpoint)), h -> { })) {
            for (int run = 0; run < runs; run++) {
                ctlFull.add(etcdctl(endpoint, "get", "--prefix", "--keys-only", ""));
                ctlOne.add(etcdctl(endpoint, "get", "--prefix", "--keys-only", "--limit", "1", "-w", "json", ""));
                Run r = listOnce(session, expected, run == runs - 1);
                ours.add(r.total);
                firstLevel.add(r.firstLevel);
                maxPause = Math.max(maxPause, r.maxPauseMs);
                maxCpu = Math.max(maxCpu, r.maxCpuMs);
                heapPerKey = Math.max(heapPerKey, r.heapPerKey);
                indexPerKey = Math.max(indexPerKey, r.indexPerKey);
            }
        }
        double full = median(ours);
        double one = median(firstLevel);
        print("keys", expected);
        print("etcdctl_keys_only_s", median(ctlFull));
        print("our_full_listing_s", full);
        print("full_listing_ratio", full / median(ctlFull));
        print("etcdctl_limit1_s", median(ctlOne));
        print("our_first_level_s", one);
        print("first_level_ratio", one / median(ctlOne));
        // Under ZGC a full collection can leave garbage in pages it did not relocate, so below ~1M keys the heap
        // difference drowns in that noise; the index's own arrays are then the figure to read.
        System.out.println("heap_bytes_per_key: " + (heapPerKey > 0 ? Long.toString(heapPerKey)
                : "below ZGC's measurement resolution at this size"));
        System.out.println("index_bytes_per_key: " + indexPerKey);
        print("max_fx_pause_ms", maxPause);
        print("max_fx_task_cpu_ms", maxCpu);
        System.exit(0);
    }

    private record Run(double total, double firstLevel, double maxPauseMs, double maxCpuMs, long heapPerKey,
                       long indexPerKey) {
    }

    private static Run listOnce(EtcdSession session, int expected, boolean measureHeap) throws Exception {
        ExecutorService uiThread = Executors.newSingleThreadExecutor();
        ExecutorService io = Executors.newCachedThreadPool();
        double[] maxPause = {0};
        double[] maxCpu = {0};
        double[] busy = {0};
        long[] firstLevelAt = {0};
        CountDownLatch done = new CountDownLatch(1);
        long[] taskStart = {0};
        Thread[] ui = {null};
        if (Boolean.getBoolean("bench.trace")) {
            Thread dog = new Thread(() -> {
                while (true) {
                    try { Thread.sleep(5); } catch (InterruptedException e) { return; }
                    long t = taskStart[0];
                    if (t != 0 && System.nanoTime() - t > Long.getLong("bench.traceMs", 120) * 1_000_000L
                            && ui[0] != null) {
                        System.err.println("STACK " + java.util.Arrays.toString(ui[0].getStackTrace()).replace(", ", "\n  "));
                        taskStart[0] = 0;
                    }
                }
            });
            dog.setDaemon(true);
            dog.start();
        }
        BackgroundExecutor executor = new BackgroundExecutor(io, task -> uiThread.execute(() -> {
            long start = System.nanoTime();
            long cpuStart = THREADS.getCurrentThreadCpuTime();
            ui[0] = Thread.currentThread();
            taskStart[0] = start;
            task.run();
            taskStart[0] = 0;
            double ms = (System.nanoTime() - start) / 1e6;
            maxPause[0] = Math.max(maxPause[0], ms);
            // CPU time tells our own work apart from time the thread spent waiting for a core.
            maxCpu[0] = Math.max(maxCpu[0], (THREADS.getCurrentThreadCpuTime() - cpuStart) / 1e6);
            busy[0] += ms;
            if (Boolean.getBoolean("bench.trace") && ms > 20) {
                System.err.printf("slow UI task %.1f ms at %.2f s%n", ms, (System.nanoTime() - BOOT) / 1e9);
            }
        }));
        StatusViewModel status = new StatusViewModel();
        KeysViewModel keys = new KeysViewModel(executor, status);
        long heapBefore = measureHeap ? usedHeapAfterGc() : 0;
        long start = System.nanoTime();
        uiThread.submit(() -> {
            keys.loadingProperty().addListener((o, was, now) -> {
                if (!now) {
                    done.countDown();
                }
            });
            keys.open(session);
            playTreeView(keys.treeProperty().get(), () -> {
                if (firstLevelAt[0] == 0) {
                    firstLevelAt[0] = System.nanoTime();
                }
            });
        }).get();
        if (!done.await(10, TimeUnit.MINUTES)) {
            throw new IllegalStateException("listing did not finish");
        }
        double total = (System.nanoTime() - start) / 1e9;
        if (Boolean.getBoolean("bench.trace")) {
            System.err.printf("UI busy %.0f ms of %.1f s%n", busy[0], total);
        }
        KeyTree tree = keys.treeProperty().get();
        int size = uiThread.submit(tree::size).get();
        if (size != expected) {
            throw new IllegalStateException("listed " + size + " keys, expected " + expected);
        }
        long perKey = measureHeap ? (usedHeapAfterGc() - heapBefore) / size : 0;
        long indexPerKey = uiThread.submit(tree::indexBytes).get() / size;
        uiThread.submit(keys::close).get();
        uiThread.shutdown();
        io.shutdown();
        return new Run(total, (firstLevelAt[0] - start) / 1e9, maxPause[0], maxCpu[0], perKey, indexPerKey);
    }

    /** What the tree view does: shows the root's children, auto-expands "/" and here also "/registry". */
    private static void playTreeView(KeyTree tree, Runnable firstLevelShown) {
        byte[] registry = "/registry".getBytes(StandardCharsets.UTF_8);
        tree.addListener(new KeyTree.Listener() {
            @Override
            public void childrenChanged(KeyNode parent) {
                parent.children();
                if (parent.isRoot() && parent.childCount() > 0) {
                    firstLevelShown.run();
                    KeyNode slash = tree.find(new byte[0]);
                    if (slash != null) {
                        slash.children();
                    }
                }
                KeyNode reg = tree.find(registry);
                if (reg != null) {
                    reg.children().forEach(KeyNode::keyCount);
                }
            }

            @Override
            public void nodeChanged(KeyNode node) {
                node.keyCount();
            }
        });
        tree.root().children();
    }

    private static double etcdctl(String endpoint, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(ETCDCTL, "--endpoints", endpoint, "--command-timeout=300s"));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(ProcessBuilder.Redirect.INHERIT);
        builder.environment().put("ETCDCTL_API", "3");
        long start = System.nanoTime();
        int exit = builder.start().waitFor();
        if (exit != 0) {
            throw new IllegalStateException("etcdctl failed: " + command);
        }
        return (System.nanoTime() - start) / 1e9;
    }

    /**
     * The live heap after full collections. ZGC's plain "used" figure can still count pages it has not yet
     * reclaimed, which made small keyspaces read as 0 bytes per key; the pools' usage after the last collection
     * is the live set.
     */
    private static long usedHeapAfterGc() throws InterruptedException {
        for (int i = 0; i < 3; i++) {
            System.gc();
            Thread.sleep(100);
        }
        long live = 0;
        boolean known = false;
        for (java.lang.management.MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == java.lang.management.MemoryType.HEAP && pool.getCollectionUsage() != null) {
                live += pool.getCollectionUsage().getUsed();
                known = true;
            }
        }
        return known ? live : ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }

    private static double median(List<Double> values) {
        List<Double> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        return sorted.get(sorted.size() / 2);
    }

    private static void print(String name, double value) {
        System.out.printf("%s: %.3f%n", name, value);
    }
}
