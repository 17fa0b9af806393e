package io.etcdexplorer.timeline;

import java.time.Duration;
import java.util.function.LongSupplier;

/**
 * When the watched timeline reads the oldest revision again, to follow a compaction by another client (a compaction
 * makes no watch event). A compaction comes with writes: kube-apiserver writes its own key each time it compacts, and
 * etcd's auto-compaction only removes revisions that writes made. So while the cluster moves, every check reads; while
 * it rests, one read in {@link #AT_REST} still catches a compaction run by hand or a periodic one that comes late.
 * Reading every check regardless was the connected window's only work at rest: a request and a repaint twice a minute
 * (bench/README, "Start-up and idle", part 6).
 */
final class CompactionChecks {

    static final Duration AT_REST = Duration.ofMinutes(5);

    private final LongSupplier nanoTime;
    /** The cluster's revision when the bounds were last read, and when that was; no read yet: always due. */
    private long readAtRevision = -1;
    private long readAtNanos;

    CompactionChecks(LongSupplier nanoTime) {
        this.nanoTime = nanoTime;
    }

    /** Whether a check with the cluster at {@code current} should read the bounds. */
    boolean due(long current) {
        return current != readAtRevision || nanoTime.getAsLong() - readAtNanos >= AT_REST.toNanos();
    }

    /** The bounds were read with the cluster at {@code current}. */
    void read(long current) {
        readAtRevision = current;
        readAtNanos = nanoTime.getAsLong();
    }

    /** Another cluster, or none: the next check reads. */
    void forget() {
        readAtRevision = -1;
    }
}
