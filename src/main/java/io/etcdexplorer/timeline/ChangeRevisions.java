package io.etcdexplorer.timeline;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.etcd.CompactedRevisionException;
import io.etcdexplorer.etcd.EtcdErrors;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.watch.CatchUpWatch;

import java.util.Arrays;
import java.util.function.BooleanSupplier;

/**
 * The revisions at which a key, or any key under a prefix, changed: the ticks of the timeline slider.
 *
 * @param revisions the distinct revisions in the asked range with a change, ascending; not copied: treat as read-only
 * @param truncated true when there were more than the limit: {@code revisions} then holds the oldest ones
 * @param coveredTo every change up to this revision is listed: the range's end (or the current revision when the
 *                  range reached past it), or the last revision listed when truncated or cancelled
 */
public record ChangeRevisions(long[] revisions, boolean truncated, long coveredTo) {

    private static final Messages TEXT = Messages.of(ChangeRevisions.class);

    /** As {@link #of(EtcdSession, byte[], boolean, long, long, int, BooleanSupplier)}, never cancelled. */
    public static ChangeRevisions of(EtcdSession session, byte[] key, boolean isPrefix, long from, long to,
                                     int limit) {
        return of(session, key, isPrefix, from, to, limit, () -> false);
    }

    /**
     * Reads the change revisions in [{@code from}, {@code to}] with one watch from {@code from} (no previous values),
     * closed once it passed {@code to} or the limit. {@code to} beyond the current revision means "up to now".
     *
     * @param key      the key, or the prefix when {@code isPrefix}; an empty prefix means the whole keyspace
     * @param limit    at most this many revisions are returned (the oldest ones); at least 1
     * @param cancelled polled while waiting; a cancelled read returns what it had, marked truncated
     * @throws CompactedRevisionException when {@code from} is older than etcd's compaction revision
     * @throws io.etcdexplorer.etcd.EtcdAccessException when etcd cannot be read
     */
    public static ChangeRevisions of(EtcdSession session, byte[] key, boolean isPrefix, long from, long to,
                                     int limit, BooleanSupplier cancelled) {
        if (key.length == 0 && !isPrefix) {
            throw new IllegalArgumentException("an empty key needs isPrefix: it stands for the whole keyspace");
        }
        if (limit < 1 || from < 1) {
            throw new IllegalArgumentException("need limit >= 1 and from >= 1: " + limit + ", " + from);
        }
        long current = session.probe(key, 0).revision();
        long end = Math.min(to, current);
        if (from > end) {
            return new ChangeRevisions(new long[0], false, end);
        }
        Collector collector = new Collector(limit);
        CatchUpWatch.Outcome outcome = new CatchUpWatch(session, new CatchUpWatch.Range(key, isPrefix, false),
                from, end, 0, current, collector).run(cancelled);
        long[] revisions = Arrays.copyOf(collector.revisions, collector.count);
        long last = collector.count == 0 ? from - 1 : revisions[collector.count - 1];
        return switch (outcome.kind()) {
            case DONE -> new ChangeRevisions(revisions, false, end);
            case STOPPED -> new ChangeRevisions(revisions, true, last);
            case CANCELLED -> new ChangeRevisions(revisions, true, last);
            case COMPACTED -> throw new CompactedRevisionException(TEXT.format("ticks.compacted", String.valueOf(from),
                    String.valueOf(outcome.compactRevision())),
                    TEXT.format("ticks.compacted.fix", String.valueOf(outcome.compactRevision())), outcome.failure());
            case FAILED -> throw EtcdErrors.translate(outcome.failure(), session.settings().endpointsLabel());
        };
    }

    /** Keeps distinct revisions, in the order the watch delivers them (ascending), up to the limit. */
    private static final class Collector implements CatchUpWatch.Sink {
        private final int limit;
        private long[] revisions = new long[16];
        private int count;

        Collector(int limit) {
            this.limit = limit;
        }

        @Override
        public boolean accept(CatchUpWatch.Change event) {
            long revision = event.revision();
            if (count > 0 && revisions[count - 1] == revision) {
                return true; // another key of the same transaction
            }
            if (count == limit) {
                return false; // one more than the limit: the list is truncated
            }
            if (count == revisions.length) {
                revisions = Arrays.copyOf(revisions, (int) Math.min(limit, 2L * count));
            }
            revisions[count++] = revision;
            return true;
        }
    }
}
