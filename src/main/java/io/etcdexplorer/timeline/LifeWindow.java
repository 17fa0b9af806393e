package io.etcdexplorer.timeline;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.etcd.CompactedRevisionException;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.KeyValueData;
import io.etcdexplorer.etcd.watch.CatchUpWatch;

import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;

/**
 * One key's changes over a window of revisions, read with one watch into a {@link LifeBuilder}: the part of the key
 * history both reading steps share. etcd answers a watch from revision R by reading every revision from R to its
 * current one, of every key, and sending the watched key's events: so the window's start is what the read costs.
 *
 * <p>Compaction while reading: keeps what was read, continues from etcd's new oldest revision and says which changes
 * were lost, or stops with what was read when etcd compacts again and again ({@value HistoryReader#MAX_ATTEMPTS}
 * attempts).
 */
final class LifeWindow {

    private static final Messages TEXT = Messages.of(LifeWindow.class);

    /** How the window's read ended. FAILED: the watch itself failed (e.g. a response over the inbound limit). */
    enum End { READ, CANCELLED, FAILED }

    /**
     * @param oldest  etcd's oldest revision as last known: raised by a compaction during the read
     * @param readAt  the revision the window was read up to (raised when compaction passed a movable target)
     * @param problem why changes in the window are missing; null when none is
     */
    record Result(End end, long oldest, long readAt, String problem) {
    }

    private final EtcdSession session;
    private final byte[] key;
    private final LongConsumer progress;

    /** {@code progress} hears the revision of each event applied and of each get before it is sent. */
    LifeWindow(EtcdSession session, byte[] key, LongConsumer progress) {
        this.session = session;
        this.key = key;
        this.progress = progress;
    }

    /**
     * Reads revisions {@code from} to {@code target} into {@code lives}, which holds the key's state at
     * {@code from - 1}. {@code expectedLast} is the key's mod revision at the target when known, or the revision of
     * a change of the key known to come right after the window (the current life's create revision); 0: unknown (a
     * deleted key), and the watch may then need a fence to know it has everything. A {@code movableTarget} moves up when etcd compacts past it (the state there is then the newest
     * known: the current life); a fixed one does not (earlier lives, which end before the current life begins).
     * {@code fence} is a recent revision, at least {@code target} (see {@link CatchUpWatch}).
     */
    Result read(LifeBuilder lives, long oldest, long from, long target, long expectedLast, boolean movableTarget,
                long fence, BooleanSupplier cancelled) {
        String problem = null;
        for (int resumes = 0; ; resumes++) {
            CatchUpWatch.Outcome outcome = new CatchUpWatch(session, new CatchUpWatch.Range(key, false, false),
                    from, target, expectedLast, Math.max(fence, target), event -> {
                        lives.accept(event);
                        progress.accept(event.revision());
                        return true;
                    }).run(cancelled);
            switch (outcome.kind()) {
                case DONE, STOPPED -> {
                    return new Result(End.READ, oldest, target, problem);
                }
                case CANCELLED -> {
                    return new Result(End.CANCELLED, oldest, target, problem);
                }
                case FAILED -> {
                    return new Result(End.FAILED, oldest, target, problem);
                }
                default -> {
                    // COMPACTED: keep what was read and go on from etcd's new oldest revision.
                    long compactedTo = outcome.compactRevision();
                    boolean giveUp = resumes + 1 >= HistoryReader.MAX_ATTEMPTS;
                    if (!movableTarget && compactedTo >= target) {
                        // The rest of the window is gone; what the key was at compactedTo is another step's.
                        lives.resync(null, target);
                        return new Result(End.READ, compactedTo, target, TEXT.format("life.compactedEarlier",
                                String.valueOf(compactedTo), String.valueOf(outcome.lastRevision() + 1),
                                String.valueOf(target)));
                    }
                    KeyValueData state = null;
                    if (!giveUp) {
                        try {
                            progress.accept(compactedTo);
                            state = HistoryWalk.stateAt(session, key, compactedTo);
                        } catch (CompactedRevisionException again) {
                            compactedTo = RevisionBounds.read(session, key).oldest();
                            giveUp = true;
                        }
                    }
                    if (giveUp) {
                        // etcd keeps compacting faster than we read: stop with the older part read so far.
                        return new Result(End.READ, compactedTo, target, gaveUpText(compactedTo,
                                outcome.lastRevision(), lives.versionCount()));
                    }
                    if (lives.resync(state, compactedTo)) {
                        problem = lostText(outcome.lastRevision(), compactedTo);
                    }
                    oldest = compactedTo;
                    if (compactedTo > target) {
                        // Compacted past the revision the read started at: the state there is the newest known.
                        target = compactedTo;
                        expectedLast = state == null ? 0 : state.meta().modRevision();
                    }
                    from = compactedTo + 1;
                }
            }
        }
    }

    private static String gaveUpText(long compactedTo, long lastRead, int versions) {
        return TEXT.format("life.gaveUp", String.valueOf(compactedTo), String.valueOf(lastRead), versions);
    }

    private static String lostText(long lastRead, long compactedTo) {
        return TEXT.format("life.lost", String.valueOf(compactedTo), String.valueOf(lastRead + 1),
                String.valueOf(compactedTo - 1));
    }
}
