package io.etcdexplorer.timeline;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.KeyLister;
import io.etcdexplorer.etcd.KeyMeta;
import io.etcdexplorer.etcd.ValuesAt;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.BooleanSupplier;

/**
 * Compares the keys under two prefixes, on one cluster or two, each at its own revision ("staging vs production").
 * Keys match by their path relative to their prefix. Revisions of two clusters (or of two subtrees) say nothing about
 * each other, so matched keys are compared by value: equal values are identical, others are different. Both sides
 * are keys-only listings merged in one pass, as in {@link KeyspaceComparer}; the values of the matched keys are read
 * in batches of {@value ValuesAt#MAX_OPS} per side, so memory grows with the differences plus one batch, not with
 * the size of the prefixes. Blocking: call it off the UI thread.
 */
final class CrossComparer {

    private static final Messages TEXT = Messages.of(CrossComparer.class);

    /**
     * One side: a cluster (named for messages), a prefix and a revision (0: its latest).
     */
    record Side(String cluster, EtcdSession session, byte[] prefix, long revision) {
    }

    /** A key found on both sides, waiting for its values. */
    private record Pair(KeyMeta a, KeyMeta b) {
    }

    /**
     * The keys only under A's prefix (DELETED), only under B's (ADDED), and under both with different values
     * (MODIFIED), in key order; {@link KeyspaceDiff#unchanged()} counts the identical ones.
     *
     * @throws io.etcdexplorer.etcd.CompactedRevisionException when a side's cluster no longer keeps its revision:
     *                                                         names the side and its cluster
     * @throws CancellationException once {@code cancelled} says so; there is no partial result
     */
    KeyspaceDiff compare(Side a, Side b, BooleanSupplier cancelled) {
        if (a.revision() < 0 || b.revision() < 0) {
            throw new IllegalArgumentException("Revisions must not be negative: A " + a.revision() + ", B "
                    + b.revision() + ".");
        }
        KeyspaceComparer readerA = new KeyspaceComparer(a.session(), a.cluster());
        KeyspaceComparer readerB = new KeyspaceComparer(b.session(), b.cluster());
        long revisionA = a.revision() == 0 ? readerA.latestRevision() : a.revision();
        long revisionB = b.revision() == 0 ? readerB.latestRevision() : b.revision();
        // Two listings, plus side A's values read while side B's are.
        ExecutorService pool = Executors.newFixedThreadPool(3, r -> {
            Thread t = new Thread(r, "timeline-cross-compare");
            t.setDaemon(true);
            return t;
        });
        KeyStream sideA = new KeyStream(new KeyLister(a.session()), a.prefix(), revisionA, pool, cancelled);
        KeyStream sideB = new KeyStream(new KeyLister(b.session()), b.prefix(), revisionB, pool, cancelled);
        try {
            Merge merge = new Merge(a.prefix(), b.prefix(), readerA, readerB, revisionA, revisionB, pool, cancelled);
            while (true) {
                KeyMeta atA = readerA.peek(sideA, "A");
                KeyMeta atB = readerB.peek(sideB, "B");
                if (atA == null && atB == null) {
                    break;
                }
                int order = atA == null ? 1 : atB == null ? -1 : Arrays.compareUnsigned(atA.key(),
                        a.prefix().length, atA.key().length, atB.key(), b.prefix().length, atB.key().length);
                if (order < 0) {
                    merge.onlyA(atA);
                    sideA.advance();
                } else if (order > 0) {
                    merge.onlyB(atB);
                    sideB.advance();
                } else {
                    merge.both(atA, atB);
                    sideA.advance();
                    sideB.advance();
                }
            }
            merge.flush();
            return new KeyspaceDiff(a.prefix().clone(), revisionA, revisionB, merge.changes, sideA.count(),
                    sideB.count(), merge.identical, new KeyspaceDiff.Across(a.cluster(), b.cluster(),
                    b.prefix().clone()));
        } finally {
            sideA.stop();
            sideB.stop();
            pool.shutdown(); // the listings end after their current request; nothing waits for them
        }
    }

    /**
     * The merged changes in key order: keys on one side go in at once, keys on both wait in order for their values,
     * read one batch at a time.
     */
    private static final class Merge {

        private final byte[] prefixA;
        private final byte[] prefixB;
        private final KeyspaceComparer readerA;
        private final KeyspaceComparer readerB;
        private final long revisionA;
        private final long revisionB;
        private final ExecutorService pool;
        private final BooleanSupplier cancelled;
        private final List<Object> pending = new ArrayList<>();
        private final List<byte[]> keysA = new ArrayList<>();
        private final List<byte[]> keysB = new ArrayList<>();
        final List<KeyChange> changes = new ArrayList<>();
        long identical;

        Merge(byte[] prefixA, byte[] prefixB, KeyspaceComparer readerA, KeyspaceComparer readerB, long revisionA,
              long revisionB, ExecutorService pool, BooleanSupplier cancelled) {
            this.prefixA = prefixA;
            this.prefixB = prefixB;
            this.readerA = readerA;
            this.readerB = readerB;
            this.revisionA = revisionA;
            this.revisionB = revisionB;
            this.pool = pool;
            this.cancelled = cancelled;
        }

        void onlyA(KeyMeta atA) {
            add(new KeyChange(atA.key(), KeyChange.Kind.DELETED, atA, null, false));
        }

        void onlyB(KeyMeta atB) {
            add(new KeyChange(onSideA(atB.key()), KeyChange.Kind.ADDED, null, atB, false));
        }

        void both(KeyMeta atA, KeyMeta atB) {
            pending.add(new Pair(atA, atB));
            keysA.add(atA.key());
            keysB.add(atB.key());
            if (keysA.size() == ValuesAt.MAX_OPS) {
                flush();
            }
        }

        private void add(KeyChange change) {
            if (pending.isEmpty()) {
                changes.add(change);
            } else {
                pending.add(change);
            }
        }

        /** Reads the waiting pairs' values, both sides at once, and moves everything pending into the changes. */
        void flush() {
            if (cancelled.getAsBoolean()) {
                throw new CancellationException(TEXT.get("compareCancelled"));
            }
            if (keysA.isEmpty()) {
                return;
            }
            CompletableFuture<List<byte[]>> readA = CompletableFuture.supplyAsync(
                    () -> readerA.valuesAt(List.copyOf(keysA), revisionA, "A"), pool);
            List<byte[]> valuesB = readerB.valuesAt(keysB, revisionB, "B");
            List<byte[]> valuesA;
            try {
                valuesA = readA.join();
            } catch (CompletionException e) {
                throw e.getCause() instanceof RuntimeException failure ? failure : e;
            }
            int i = 0;
            for (Object item : pending) {
                if (item instanceof Pair pair) {
                    if (Arrays.equals(valuesA.get(i), valuesB.get(i))) {
                        identical++;
                    } else {
                        changes.add(new KeyChange(pair.a().key(), KeyChange.Kind.MODIFIED, pair.a(), pair.b(),
                                false));
                    }
                    i++;
                } else {
                    changes.add((KeyChange) item);
                }
            }
            pending.clear();
            keysA.clear();
            keysB.clear();
        }

        /** Where a key of side B would be on side A: the same path after A's prefix. */
        private byte[] onSideA(byte[] keyB) {
            if (Arrays.equals(prefixA, prefixB)) {
                return keyB;
            }
            byte[] key = Arrays.copyOf(prefixA, prefixA.length + keyB.length - prefixB.length);
            System.arraycopy(keyB, prefixB.length, key, prefixA.length, keyB.length - prefixB.length);
            return key;
        }
    }
}
