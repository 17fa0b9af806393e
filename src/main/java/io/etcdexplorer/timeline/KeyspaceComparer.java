package io.etcdexplorer.timeline;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.etcd.CompactedRevisionException;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.KeyLister;
import io.etcdexplorer.etcd.KeyMeta;
import io.etcdexplorer.etcd.KeyValueData;
import io.etcdexplorer.etcd.ValuesAt;
import io.etcdexplorer.values.KeyText;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalLong;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.BooleanSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Compares the keys under a prefix at two revisions: what was added, deleted and modified between them. Both sides
 * are keys-only listings ({@link KeyLister}: bounded, parallel range pieces, so no quadratic paging on etcd 3.4),
 * run at the same time and merged in one pass in key order as their pages arrive. Only the changes are kept, so
 * memory grows with the number of changes, not the size of the prefix. Values are read on demand by
 * {@link #valueAt}. Blocking: call it off the UI thread.
 */
public final class KeyspaceComparer {

    private static final Messages TEXT = Messages.of(KeyspaceComparer.class);

    private static final Logger LOG = LoggerFactory.getLogger(KeyspaceComparer.class);

    private final EtcdSession session;
    /** " of staging" when messages must say which cluster a revision belongs to; empty otherwise. */
    private final String cluster;

    public KeyspaceComparer(EtcdSession session) {
        this(session, null);
    }

    /** A comparer whose messages name {@code cluster} (null: none), for comparisons across two clusters. */
    KeyspaceComparer(EtcdSession session, String cluster) {
        this.session = session;
        this.cluster = cluster;
    }

    /**
     * The changes to the keys under {@code prefix} (empty: the whole keyspace) from revision A to revision B.
     * A revision of 0 means the latest, resolved once so both sides name a real revision in the result.
     *
     * @throws IllegalArgumentException  when A is after B. The kinds (added, deleted) read forwards in time, so
     *                                   reversed revisions are refused rather than silently swapped; the caller
     *                                   swaps them if that is what the user meant
     * @throws CompactedRevisionException when etcd no longer keeps A (or B): names it, and the oldest revision
     *                                   still kept when etcd tells it
     * @throws java.util.concurrent.CancellationException once {@code cancelled} says so; there is no partial result
     */
    public KeyspaceDiff compare(byte[] prefix, long revisionA, long revisionB, BooleanSupplier cancelled) {
        if (revisionA < 0 || revisionB < 0) {
            throw new IllegalArgumentException("Revisions must not be negative: A " + revisionA + ", B "
                    + revisionB + ".");
        }
        long latest = revisionA == 0 || revisionB == 0 ? latestRevision() : 0;
        long a = revisionA == 0 ? latest : revisionA;
        long b = revisionB == 0 ? latest : revisionB;
        if (a > b) {
            throw new IllegalArgumentException("Revision A (" + a + ") is after revision B (" + b
                    + "): pick A at or before B, or swap them.");
        }
        ExecutorService pool = Executors.newFixedThreadPool(2, r -> {
            Thread t = new Thread(r, "timeline-compare");
            t.setDaemon(true);
            return t;
        });
        KeyStream sideA = new KeyStream(new KeyLister(session), prefix, a, pool, cancelled);
        KeyStream sideB = new KeyStream(new KeyLister(session), prefix, b, pool, cancelled);
        try {
            return merge(prefix, sideA, sideB);
        } finally {
            sideA.stop();
            sideB.stop();
            pool.shutdown(); // the listings end after their current request; nothing waits for them
        }
    }

    /** One pass over both sorted listings, like the merge step of a merge sort. */
    private KeyspaceDiff merge(byte[] prefix, KeyStream sideA, KeyStream sideB) {
        List<KeyChange> changes = new ArrayList<>();
        long unchanged = 0;
        while (true) {
            KeyMeta a = peek(sideA, "A");
            KeyMeta b = peek(sideB, "B");
            if (a == null && b == null) {
                break;
            }
            int order = a == null ? 1 : b == null ? -1 : Arrays.compareUnsigned(a.key(), b.key());
            if (order < 0) {
                changes.add(new KeyChange(a.key(), KeyChange.Kind.DELETED, a, null));
                sideA.advance();
            } else if (order > 0) {
                changes.add(new KeyChange(b.key(), KeyChange.Kind.ADDED, null, b));
                sideB.advance();
            } else {
                if (a.modRevision() == b.modRevision()) {
                    unchanged++;
                } else {
                    // Share A's key bytes: a large diff then holds each modified key once.
                    KeyMeta atB = new KeyMeta(a.key(), b.createRevision(), b.modRevision(), b.version(), b.lease());
                    changes.add(new KeyChange(a.key(), KeyChange.Kind.MODIFIED, a, atB));
                }
                sideA.advance();
                sideB.advance();
            }
        }
        return new KeyspaceDiff(prefix.clone(), sideA.revision(), sideB.revision(), changes, sideA.count(),
                sideB.count(), unchanged);
    }

    /** The side's next key; a compacted or future revision is explained, naming side {@code name} ("A", "B"). */
    KeyMeta peek(KeyStream side, String name) {
        try {
            return side.peek();
        } catch (CompactedRevisionException e) {
            throw compacted(say("compacted.keyspace", name, String.valueOf(side.revision())), side.revision(), e);
        } catch (EtcdAccessException e) {
            if (!mentions(e, "future revision")) {
                throw e;
            }
            long latest = latestRevision();
            Throwable cause = e.getCause() == null ? e : e.getCause();
            throw new EtcdAccessException(say("future", name, String.valueOf(side.revision()),
                    String.valueOf(latest)), TEXT.format("future.fix", String.valueOf(latest)), cause);
        }
    }

    private static boolean mentions(Throwable failure, String text) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t.getMessage() != null && t.getMessage().contains(text)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The value of {@code key} at {@code revision} (0: the latest), or null when the key did not exist then.
     * Fits {@link ValueFetcher} for {@link ComparisonReport}.
     */
    public byte[] valueAt(byte[] key, long revision) {
        if (key.length == 0) {
            throw new IllegalArgumentException("etcd keys are never empty");
        }
        try {
            return session.get(key, revision).map(KeyValueData::value).orElse(null);
        } catch (CompactedRevisionException e) {
            throw compacted(say("compacted.value", String.valueOf(revision), KeyText.display(key)), revision, e);
        }
    }

    /**
     * The values of {@code keys} at {@code revision}, in order (null: absent), read in transactions of 128 gets;
     * a compacted revision is explained as by {@link #peek}.
     */
    List<byte[]> valuesAt(List<byte[]> keys, long revision, String name) {
        try {
            return ValuesAt.read(session, keys, revision);
        } catch (CompactedRevisionException e) {
            throw compacted(say("compacted.values", name, String.valueOf(revision)), revision, e);
        }
    }

    long latestRevision() {
        // A single-key read costs the same whatever the size of the keyspace; its header has the latest revision.
        return session.probe(new byte[0], 0).revision();
    }

    /** How far back etcd still goes; empty when even that cannot be read (the message then goes without it). */
    private OptionalLong oldestKept() {
        try {
            return OptionalLong.of(RevisionBounds.read(session).oldest());
        } catch (RuntimeException e) {
            LOG.debug("The oldest kept revision could not be read", e);
            return OptionalLong.empty();
        }
    }

    /** The session's generic compaction error, made to name what was asked and how far back etcd still goes. */
    private CompactedRevisionException compacted(String what, long revision, CompactedRevisionException e) {
        OptionalLong oldest = oldestKept();
        String message = oldest.isPresent()
                ? TEXT.format("compacted.kept", what, String.valueOf(oldest.getAsLong())) : what;
        String hint = oldest.isPresent()
                ? TEXT.format("compacted.fixFrom", String.valueOf(oldest.getAsLong()))
                : TEXT.get("compacted.fixNewer");
        return new CompactedRevisionException(message, hint, e.getCause() == null ? e : e.getCause());
    }

    /** The message {@code key}, or its ".cluster" form naming the cluster (its last argument) across two. */
    private String say(String key, Object... args) {
        if (cluster == null) {
            return TEXT.format(key, args);
        }
        Object[] all = java.util.Arrays.copyOf(args, args.length + 1);
        all[args.length] = cluster;
        return TEXT.format(key + ".cluster", all);
    }
}
