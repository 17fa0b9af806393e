package io.etcdexplorer.space;

import io.etcdexplorer.etcd.CompactedRevisionException;
import io.etcdexplorer.etcd.EtcdErrors;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.SizeScan;
import io.etcdexplorer.etcd.admin.MemberQuotas;
import io.etcdexplorer.etcd.watch.CatchUpWatch;
import io.etcdexplorer.etcd.watch.WatchEvent;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * The space view's figures read from one connected cluster: sizes from a scan of keys and values in bounded pages
 * ({@link SizeScan}), churn from the history etcd keeps (one catching-up watch), members from their status and
 * metrics. Values are never kept: each is reduced to its size as its page arrives.
 */
public final class EtcdSpaceSource implements SpaceSource {

    /** Churn progress is reported every this many changes. */
    static final int CHURN_PROGRESS_EVERY = 2_048;

    private final EtcdSession session;

    public EtcdSpaceSource(EtcdSession session) {
        this.session = session;
    }

    @Override
    public SpaceReport sizes(byte[] prefix, SpaceGrouping grouping, long byteCap, BooleanSupplier stopped,
                             Consumer<ScanProgress> progress) {
        SpaceTally tally = new SpaceTally(text(prefix), grouping, SpaceReport.Kind.SIZE);
        long cap = byteCap <= 0 ? Long.MAX_VALUE : byteCap;
        Counter read = new Counter();
        SizeScan scan = new SizeScan(session);
        SizeScan.Outcome outcome = scan.scan(prefix, () -> read.capped || stopped.getAsBoolean(),
                (key, valueBytes, modRevision) -> {
                    long bytes = (long) key.length + valueBytes;
                    if (read.capped || read.bytes + bytes > cap) {
                        read.capped = true; // the rest of this page is not counted: the cap is a promise
                        return;
                    }
                    read.keys++;
                    read.bytes += bytes;
                    tally.add(key, bytes, modRevision);
                },
                total -> progress.accept(new ScanProgress(read.keys, read.bytes, byteCap, total)));
        return tally.report(0, outcome.revision(), outcome.complete() && !read.capped);
    }

    @Override
    public SpaceReport churn(byte[] prefix, SpaceGrouping grouping, long fromRevision, long toRevision,
                             BooleanSupplier stopped, Consumer<ScanProgress> progress) {
        if (fromRevision < 0 || toRevision < fromRevision) {
            throw new IllegalArgumentException("Churn needs 0 <= from <= to, not " + fromRevision + ".."
                    + toRevision);
        }
        SpaceTally tally = new SpaceTally(text(prefix), grouping, SpaceReport.Kind.CHURN);
        long current = session.probe(prefix, 0).revision();
        long end = Math.min(toRevision, current);
        if (fromRevision >= end) {
            return tally.report(fromRevision, end, true);
        }
        Counter seen = new Counter();
        CatchUpWatch.Sink sink = change -> {
            byte[] key = change.key();
            boolean delete = change.type() == WatchEvent.Type.DELETE;
            long bytes = delete ? 0 : (long) key.length + change.valueSize();
            seen.keys++;
            seen.bytes += bytes;
            tally.add(new String(key, StandardCharsets.UTF_8), bytes, change.revision());
            if (seen.keys % CHURN_PROGRESS_EVERY == 0) {
                progress.accept(new ScanProgress(seen.keys, seen.bytes, 0, -1));
                return !stopped.getAsBoolean();
            }
            return true;
        };
        CatchUpWatch.Outcome outcome = new CatchUpWatch(session, new CatchUpWatch.Range(prefix, true, false),
                fromRevision + 1, end, 0, current, sink).run(stopped);
        progress.accept(new ScanProgress(seen.keys, seen.bytes, 0, -1));
        return switch (outcome.kind()) {
            case DONE -> tally.report(fromRevision, end, true);
            case STOPPED, CANCELLED -> tally.report(fromRevision, Math.max(fromRevision, outcome.lastRevision()),
                    false);
            case COMPACTED -> throw new CompactedRevisionException(SpaceTexts.TEXT.format("compacted",
                    String.valueOf(fromRevision), String.valueOf(outcome.compactRevision())),
                    SpaceTexts.TEXT.format("compacted.fix", String.valueOf(outcome.compactRevision())),
                    outcome.failure());
            case FAILED -> throw EtcdErrors.translate(outcome.failure(), session.settings().endpointsLabel());
        };
    }

    @Override
    public List<MemberSpace> members() {
        return new MemberQuotas(session).read().stream()
                .map(m -> new MemberSpace(m.endpoint(), m.dbSize(), m.dbSizeInUse(), m.quota()))
                .toList();
    }

    private static String text(byte[] prefix) {
        return new String(prefix, StandardCharsets.UTF_8);
    }

    /** Figures updated by the read's callbacks, all on the reading thread. */
    private static final class Counter {
        long keys;
        long bytes;
        boolean capped;
    }
}
