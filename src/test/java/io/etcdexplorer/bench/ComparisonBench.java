package io.etcdexplorer.bench;

import io.etcd.jetcd.ByteSequence;
import io.etcd.jetcd.Client;
import io.etcd.jetcd.op.Op;
import io.etcd.jetcd.options.DeleteOption;
import io.etcd.jetcd.options.PutOption;
import io.etcdexplorer.diff.DiffText;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.kubernetes.KubeDecoder;
import io.etcdexplorer.kubernetes.KubeSchemas;
import io.etcdexplorer.timeline.ComparisonReport;
import io.etcdexplorer.timeline.KeyChange;
import io.etcdexplorer.timeline.KeyspaceComparer;
import io.etcdexplorer.timeline.KeyspaceDiff;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Times a keyspace comparison ({@link KeyspaceComparer#compare}) of a {@value #KEYS}-key prefix between two
 * revisions against what etcdctl needs for the same reads: two {@code get --prefix --rev=N -w json} calls, output
 * discarded, with values and (for reference) keys only. Writes a fresh prefix first ({@code /compare-bench/<millis>/}
 * then Kubernetes-shaped paths from {@link KeyspaceLoader#key}, ~{@value #VALUE_BYTES} B values, txns of
 * {@value #TXN_OPS} puts, {@value #IN_FLIGHT} in flight), notes revision A, modifies, deletes and adds about 1% of the
 * keys, notes revision B. Prints {@code name: value} lines, medians of {@value #RUNS} runs, ours and etcdctl's
 * interleaved. Usage: {@code ComparisonBench <endpoint>}.
 */
public final class ComparisonBench {

    /** bench/run exports the etcdctl it was given, so that etcd and etcdctl are of the same release. */
    private static final String ETCDCTL = System.getenv().getOrDefault("ETCDCTL", "/usr/bin/etcdctl");
    private static final int KEYS = 100_000;
    /** Every 300th key is modified, every 300th (offset 150) deleted, and KEYS / 300 keys are added: ~1% in all. */
    private static final int EVERY = 300;
    private static final int VALUE_BYTES = 100;
    private static final int TXN_OPS = 128;
    private static final int IN_FLIGHT = 16;
    private static final int RUNS = 3;
    private static final int REPORT_VALUE_DIFFS = 100;

    private ComparisonBench() {
    }

    public static void main(String[] args) throws Exception {
        String endpoint = args[0];
        String prefix = "/compare-bench/" + System.currentTimeMillis() + "/";
        long revisionA;
        long revisionB;
        int added = (KEYS + EVERY - 1) / EVERY;
        try (Client writer = Client.builder().endpoints(endpoint).build()) {
            List<Op> load = new ArrayList<>(KEYS);
            for (int i = 0; i < KEYS; i++) {
                load.add(put(prefix, i, 'a'));
            }
            revisionA = write(writer, load);
            List<Op> changes = new ArrayList<>();
            for (int i = 0; i < KEYS; i++) {
                if (i % EVERY == 0) {
                    changes.add(put(prefix, i, 'b'));
                } else if (i % EVERY == EVERY / 2) {
                    changes.add(Op.delete(key(prefix, i), DeleteOption.DEFAULT));
                }
            }
            for (int i = KEYS; i < KEYS + added; i++) {
                changes.add(put(prefix, i, 'c'));
            }
            revisionB = write(writer, changes);
        }
        String a = "--rev=" + revisionA;
        String b = "--rev=" + revisionB;
        List<Double> ours = new ArrayList<>();
        List<Double> ctl = new ArrayList<>();
        List<Double> ctlKeysOnly = new ArrayList<>();
        KeyspaceDiff diff = null;
        double reportMs;
        try (EtcdSession session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(endpoint)), h -> { })) {
            KeyspaceComparer comparer = new KeyspaceComparer(session);
            byte[] prefixBytes = prefix.getBytes(StandardCharsets.UTF_8);
            for (int run = 0; run < RUNS; run++) {
                ctl.add(etcdctl(endpoint, "get", "--prefix", prefix, a, "-w", "json")
                        + etcdctl(endpoint, "get", "--prefix", prefix, b, "-w", "json"));
                ctlKeysOnly.add(etcdctl(endpoint, "get", "--prefix", "--keys-only", prefix, a, "-w", "json")
                        + etcdctl(endpoint, "get", "--prefix", "--keys-only", prefix, b, "-w", "json"));
                long start = System.nanoTime();
                diff = comparer.compare(prefixBytes, revisionA, revisionB, () -> false);
                ours.add((System.nanoTime() - start) / 1e6);
            }
            check(diff, added);
            ComparisonReport report = new ComparisonReport(new DiffText(new KubeDecoder(new KubeSchemas())));
            long start = System.nanoTime();
            report.json(diff, comparer::valueAt, REPORT_VALUE_DIFFS);
            reportMs = (System.nanoTime() - start) / 1e6;
        }
        double compare = median(ours);
        System.out.println("compare_keys: " + diff.keysAtA());
        System.out.println("compare_changes: " + diff.changes().size());
        print("compare_ms", compare);
        print("compare_etcdctl_two_gets_ms", median(ctl));
        print("compare_etcdctl_two_keys_only_gets_ms", median(ctlKeysOnly));
        print("compare_ratio", compare / median(ctl));
        print("compare_keys_only_ratio", compare / median(ctlKeysOnly));
        print("compare_report_json_ms", reportMs);
        System.exit(0); // jetcd's event loop threads are not daemons
    }

    /** The comparison must be right before its time means anything. */
    private static void check(KeyspaceDiff diff, int added) {
        int touched = (KEYS + EVERY - 1) / EVERY;
        int deleted = (KEYS - EVERY / 2 + EVERY - 1) / EVERY;
        if (diff.count(KeyChange.Kind.MODIFIED) != touched || diff.count(KeyChange.Kind.DELETED) != deleted
                || diff.count(KeyChange.Kind.ADDED) != added || diff.keysAtA() != KEYS
                || diff.keysAtB() != KEYS - deleted + added) {
            throw new IllegalStateException("wrong comparison: " + diff.changes().size() + " changes, "
                    + diff.keysAtA() + " keys at A, " + diff.keysAtB() + " at B");
        }
    }

    private static ByteSequence key(String prefix, int i) {
        return ByteSequence.from(prefix + KeyspaceLoader.key(i).substring(1), StandardCharsets.UTF_8);
    }

    private static Op put(String prefix, int i, char fill) {
        byte[] value = new byte[VALUE_BYTES];
        Arrays.fill(value, (byte) fill);
        return Op.put(key(prefix, i), ByteSequence.from(value), PutOption.DEFAULT);
    }

    /** Writes the ops in txns of {@value #TXN_OPS}, {@value #IN_FLIGHT} in flight; returns the revision after. */
    private static long write(Client client, List<Op> ops) throws Exception {
        Semaphore slots = new Semaphore(IN_FLIGHT);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        for (int i = 0; i < ops.size() && failure.get() == null; i += TXN_OPS) {
            Op[] batch = ops.subList(i, Math.min(ops.size(), i + TXN_OPS)).toArray(Op[]::new);
            slots.acquire();
            client.getKVClient().txn().Then(batch).commit().whenComplete((r, e) -> {
                if (e != null) {
                    failure.compareAndSet(null, e);
                }
                slots.release();
            });
        }
        slots.acquire(IN_FLIGHT);
        if (failure.get() != null) {
            throw new IllegalStateException("write failed", failure.get());
        }
        return client.getKVClient().get(ByteSequence.from(new byte[]{0})).get(30, TimeUnit.SECONDS).getHeader()
                .getRevision();
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
        return (System.nanoTime() - start) / 1e6;
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
