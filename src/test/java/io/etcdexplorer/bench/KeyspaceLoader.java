package io.etcdexplorer.bench;

import io.etcd.jetcd.ByteSequence;
import io.etcd.jetcd.Client;
import io.etcd.jetcd.op.Op;
import io.etcd.jetcd.options.PutOption;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Loads a keyspace shaped like Kubernetes' ({@code /registry/<resource>/<namespace>/<name>}, ~52 B keys, ~1 KB
 * values) with transactions of 128 puts, 16 in flight: the fastest way measured to write to etcd 3.4.
 * Key {@code i} is a pure function of {@code i}, so a later run can extend the same keyspace.
 * Usage: {@code KeyspaceLoader <endpoint> <fromIndex> <toIndex>}.
 */
public final class KeyspaceLoader {

    private static final int TXN_OPS = 128;
    private static final int IN_FLIGHT = 16;
    /** Resource prefixes with weights in percent, roughly as in a busy cluster; some group paths add a level. */
    private static final String[] NAMESPACED = {
        "pods", "events", "replicasets", "configmaps", "secrets", "services/specs", "discovery.k8s.io/endpointslices",
        "serviceaccounts", "deployments", "coordination.k8s.io/leases", "controllerrevisions", "rolebindings",
        "roles", "persistentvolumeclaims"};
    private static final int[] WEIGHTS = {28, 22, 8, 8, 8, 4, 4, 4, 4, 2, 2, 2, 2, 2};
    private static final String[] CLUSTER = {"apiregistration.k8s.io/apiservices", "clusterroles", "minions",
        "namespaces", "priorityclasses", "storageclasses"};
    private static final String[] APPS = {"frontend", "checkout", "payments", "inventory", "search", "ledger"};

    private KeyspaceLoader() {
    }

    /** The {@code i}-th key; one key in 200 is cluster-scoped. */
    public static String key(long i) {
        long h = mix(i);
        String name = APPS[(int) ((h >>> 8) % APPS.length)] + "-" + (h >>> 20) % 100 + "-"
                + Long.toHexString((h >>> 24) & 0xffffffffffL) + "-" + Long.toString(i, 36);
        if (i % 200 == 7) {
            return "/registry/" + CLUSTER[(int) (h % CLUSTER.length)] + "/" + name;
        }
        int pick = (int) (h % 100);
        int r = 0;
        for (int acc = WEIGHTS[0]; pick >= acc; acc += WEIGHTS[++r]) {
            // walks the cumulative weights
        }
        return "/registry/" + NAMESPACED[r] + "/ns-" + (h >>> 40) % 300 + "/" + name;
    }

    private static long mix(long x) {
        long z = x * 0x9E3779B97F4A7C15L + 0x632BE59BD9B4E5DL;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return (z ^ (z >>> 31)) & Long.MAX_VALUE;
    }

    public static void main(String[] args) throws Exception {
        String endpoint = args[0];
        long from = Long.parseLong(args[1]);
        long to = Long.parseLong(args[2]);
        byte[] value = new byte[1000];
        Arrays.fill(value, (byte) 'v');
        ByteSequence v = ByteSequence.from(value);
        Semaphore slots = new Semaphore(IN_FLIGHT);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        long start = System.nanoTime();
        try (Client client = Client.builder().endpoints(endpoint).build()) {
            for (long i = from; i < to && failure.get() == null; i += TXN_OPS) {
                int n = (int) Math.min(TXN_OPS, to - i);
                Op[] puts = new Op[n];
                for (int j = 0; j < n; j++) {
                    puts[j] = Op.put(ByteSequence.from(key(i + j), StandardCharsets.UTF_8), v, PutOption.DEFAULT);
                }
                slots.acquire();
                client.getKVClient().txn().Then(puts).commit().whenComplete((r, e) -> {
                    if (e != null) {
                        failure.compareAndSet(null, e);
                    }
                    slots.release();
                });
            }
            slots.acquire(IN_FLIGHT);
        }
        if (failure.get() != null) {
            throw new IllegalStateException("load failed", failure.get());
        }
        System.err.printf("loaded %d keys in %.1f s%n", to - from, (System.nanoTime() - start) / 1e9);
    }
}
