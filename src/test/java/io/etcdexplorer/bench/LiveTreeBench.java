package io.etcdexplorer.bench;

import io.etcd.jetcd.ByteSequence;
import io.etcd.jetcd.Client;
import io.etcd.jetcd.op.Op;
import io.etcd.jetcd.options.DeleteOption;
import io.etcd.jetcd.options.PutOption;
import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.events.LiveTreeViewModel;
import io.etcdexplorer.keys.KeyNode;
import io.etcdexplorer.keys.KeyTree;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.status.StatusViewModel;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Times the live key tree under the heavy writer: the whole keyspace listed by the real {@link KeysViewModel}, kept
 * live by the real {@link LiveTreeViewModel}, every callback on one timed "UI" thread standing in for the FX thread
 * (which also plays the tree view: the root, "/" and "/registry" listed, "/" selected so the table follows it).
 * Then transactions of 128 puts, 16 in flight, write fresh keys for a while; the last key of each transaction is a
 * sample, and the delay from its transaction's acknowledgement to the UI task after which the key is in the tree is
 * its delay. Prints {@code live_tree_*} lines. Writes under {@code /live-bench/<millis>/} and deletes that prefix
 * afterwards, so later benchmarks see the keyspace they expect.
 * Usage: {@code LiveTreeBench <endpoint> <writerSeconds>}.
 */
public final class LiveTreeBench {

    private static final int TXN_OPS = 128;
    private static final int TXN_IN_FLIGHT = 16;
    private static final int VALUE_BYTES = 100;
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    /** One sampled key: when its transaction was acknowledged, and when the UI thread had it in the tree. */
    private static final class Sample {
        final byte[] key;
        volatile long acked;
        long shown;

        Sample(byte[] key) {
            this.key = key;
        }
    }

    private LiveTreeBench() {
    }

    public static void main(String[] args) {
        try {
            run(args[0], Double.parseDouble(args[1]));
        } catch (Throwable failure) {
            failure.printStackTrace();
            System.exit(2); // the UI thread is not a daemon: a failed run would never end
        }
        System.exit(0);
    }

    private static void run(String endpoint, double seconds) throws Exception {
        String prefix = "/live-bench/" + System.currentTimeMillis() + "/";
        ExecutorService uiThread = Executors.newSingleThreadExecutor();
        ExecutorService io = Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r);
            t.setDaemon(true);
            return t;
        });
        ConcurrentLinkedQueue<Sample> sent = new ConcurrentLinkedQueue<>();
        List<Sample> pending = new ArrayList<>(); // UI thread only
        List<Sample> done = new ArrayList<>();
        double[] pause = {0, 0, 0}; // longest task's wall ms, its CPU ms, the most CPU any task used
        boolean[] measuring = {false};
        KeysViewModel[] keysRef = new KeysViewModel[1];
        BackgroundExecutor executor = new BackgroundExecutor(io, task -> uiThread.execute(() -> {
            long start = System.nanoTime();
            long cpu = THREADS.getCurrentThreadCpuTime();
            task.run();
            double wall = (System.nanoTime() - start) / 1e6;
            double used = (THREADS.getCurrentThreadCpuTime() - cpu) / 1e6;
            if (measuring[0]) {
                if (wall > pause[0]) {
                    pause[0] = wall;
                    pause[1] = used;
                }
                pause[2] = Math.max(pause[2], used);
                // Not part of the task's time: which sampled keys does the tree hold now?
                for (Sample s = sent.poll(); s != null; s = sent.poll()) {
                    pending.add(s);
                }
                long now = System.nanoTime();
                KeyTree tree = keysRef[0].treeProperty().get();
                for (Iterator<Sample> it = pending.iterator(); it.hasNext(); ) {
                    Sample s = it.next();
                    List<io.etcdexplorer.etcd.KeyMeta> hit = tree.keysBetween(s.key, successor(s.key), 1);
                    if (!hit.isEmpty()) {
                        s.shown = now;
                        done.add(s);
                        it.remove();
                    }
                }
            }
        }));

        try (EtcdSession session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(endpoint)), h -> { });
             Client writer = Client.builder().endpoints(endpoint).build()) {
            KeysViewModel keys = new KeysViewModel(executor, new StatusViewModel());
            keysRef[0] = keys;
            LiveTreeViewModel live = new LiveTreeViewModel(executor, keys, event -> { });
            CountDownLatch isLive = new CountDownLatch(1);
            long listStart = System.nanoTime();
            uiThread.submit(() -> {
                live.stateProperty().addListener((o, old, state) -> {
                    if (state == LiveTreeViewModel.State.LIVE) {
                        isLive.countDown();
                    }
                });
                keys.open(session);
                live.open(session);
            }).get();
            if (!isLive.await(10, TimeUnit.MINUTES)) {
                throw new IllegalStateException("the tree did not go live");
            }
            double listSeconds = (System.nanoTime() - listStart) / 1e9;
            long[] before = uiThread.submit(() -> {
                KeyTree tree = keys.treeProperty().get();
                // What a user sees at first: the top levels, with "/" selected and its children in the table.
                KeyNode slash = tree.find(new byte[0]);
                tree.root().children();
                if (slash != null) {
                    slash.children();
                    KeyNode registry = tree.find("/registry".getBytes(StandardCharsets.UTF_8));
                    if (registry != null) {
                        registry.children();
                    }
                    keys.selectedNodeProperty().set(slash);
                }
                return new long[]{tree.size(), tree.indexBytes()};
            }).get();
            java.util.concurrent.ScheduledExecutorService ticker = Executors.newSingleThreadScheduledExecutor(r -> {
                Thread t = new Thread(r, "ticker");
                t.setDaemon(true);
                return t;
            });
            ticker.scheduleAtFixedRate(() -> executor.onUi(live::tick), 500, 500, TimeUnit.MILLISECONDS);
            uiThread.submit(() -> measuring[0] = true).get();

            long written = txnWriter(writer, prefix, seconds, sent);
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
            while (System.nanoTime() < deadline && !uiThread.submit(() -> sent.isEmpty() && pending.isEmpty()).get()) {
                executor.onUi(() -> { }); // a UI task, so the check runs even when no drain comes
                Thread.sleep(20);
            }
            uiThread.submit(() -> measuring[0] = false).get();
            ticker.shutdownNow();
            long[] after = uiThread.submit(() -> {
                KeyTree tree = keys.treeProperty().get();
                return new long[]{tree.size(), tree.indexBytes(), pending.size() + sent.size(),
                        live.relistsProperty().get()};
            }).get();

            List<Double> delays = new ArrayList<>();
            uiThread.submit(() -> done.forEach(s -> delays.add((s.shown - s.acked) / 1e6))).get();
            delays.sort(Double::compare);
            String p = "live_tree_";
            System.out.println(p + "keys_listed: " + before[0]);
            print(p + "listing_until_live_s", listSeconds);
            System.out.println(p + "keys_written: " + written);
            print(p + "keys_written_per_s", written / seconds);
            System.out.println(p + "samples: " + delays.size() + " (one per transaction)");
            System.out.println(p + "samples_missing: " + after[2]);
            print(p + "delay_median_ms", percentile(delays, 0.5));
            print(p + "delay_p99_ms", percentile(delays, 0.99));
            print(p + "delay_max_ms", delays.isEmpty() ? Double.NaN : delays.get(delays.size() - 1));
            print(p + "max_fx_pause_ms", pause[0]);
            print(p + "max_fx_pause_cpu_ms", pause[1]);
            print(p + "max_fx_task_cpu_ms", pause[2]);
            System.out.println(p + "index_bytes_per_key_listed: " + before[1] / Math.max(1, before[0]));
            System.out.println(p + "index_bytes_per_key_after: " + after[1] / Math.max(1, after[0]));
            System.out.println(p + "relists: " + after[3]);
            uiThread.submit(() -> {
                live.close();
                keys.close();
            }).get();
            byte[] from = prefix.getBytes(StandardCharsets.UTF_8);
            writer.getKVClient().delete(ByteSequence.from(from),
                    DeleteOption.builder().isPrefix(true).build()).get(5, TimeUnit.MINUTES);
        }
        uiThread.shutdown();
    }

    /** Transactions of {@value #TXN_OPS} puts as fast as they go; the last key of each is a sample. */
    private static long txnWriter(Client client, String prefix, double seconds, ConcurrentLinkedQueue<Sample> sent)
            throws Exception {
        byte[] v = new byte[VALUE_BYTES];
        Arrays.fill(v, (byte) 'v');
        ByteSequence value = ByteSequence.from(v);
        Semaphore slots = new Semaphore(TXN_IN_FLIGHT);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        long end = System.nanoTime() + (long) (seconds * 1e9);
        long i = 0;
        while (System.nanoTime() < end && failure.get() == null) {
            Op[] puts = new Op[TXN_OPS];
            byte[] last = null;
            for (int j = 0; j < TXN_OPS; j++) {
                last = (prefix + "k" + (i + j)).getBytes(StandardCharsets.UTF_8);
                puts[j] = Op.put(ByteSequence.from(last), value, PutOption.DEFAULT);
            }
            Sample sample = new Sample(last);
            slots.acquire();
            sent.add(sample);
            client.getKVClient().txn().Then(puts).commit().whenComplete((r, e) -> {
                sample.acked = System.nanoTime();
                if (e != null) {
                    failure.compareAndSet(null, e);
                }
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
        return i;
    }

    private static byte[] successor(byte[] key) {
        return Arrays.copyOf(key, key.length + 1);
    }

    private static double percentile(List<Double> sorted, double q) {
        if (sorted.isEmpty()) {
            return Double.NaN;
        }
        return sorted.get(Math.min(sorted.size() - 1, (int) Math.ceil(q * sorted.size()) - 1));
    }

    private static void print(String name, double value) {
        System.out.printf("%s: %.3f%n", name, value);
    }
}
