package io.etcdexplorer.timeline;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.etcd.CompactedRevisionException;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.KeyValueData;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;

/**
 * The second step of a key history ({@link HistoryReader#readEarlierLives}): the lives before the current one, read
 * with one watch from etcd's oldest revision up to just before the current life was created, then put in front of
 * it. etcd keeps no index of a key across deletions, so this watch makes etcd read every revision of that window,
 * of every key: the window is bounded at both ends (the compaction point, the current life's create revision), and
 * the event that created the current life ends the watch without waiting for more.
 */
final class EarlierLivesReader {

    private static final Messages TEXT = Messages.of(EarlierLivesReader.class);

    private final EtcdSession session;
    private final SeenTimes seen;
    private final LongConsumer progress;

    EarlierLivesReader(EtcdSession session, SeenTimes seen, LongConsumer progress) {
        this.session = session;
        this.seen = seen;
        this.progress = progress;
    }

    KeyHistory read(KeyHistory current, BooleanSupplier cancelled) {
        byte[] key = current.key();
        for (int attempt = 1; ; attempt++) {
            RevisionBounds bounds = RevisionBounds.read(session, key);
            try {
                return read(current, bounds, cancelled);
            } catch (CompactedRevisionException e) {
                // Compacted between reading the bounds and the first state: nothing read yet, so start over.
                if (attempt >= HistoryReader.MAX_ATTEMPTS) {
                    throw e;
                }
            }
        }
    }

    private KeyHistory read(KeyHistory current, RevisionBounds bounds, BooleanSupplier cancelled) {
        long upTo = current.earlierUpTo();
        if (bounds.oldest() >= upTo) {
            // Compacted since the current life was read: the window is gone, and with it any earlier life.
            return merge(current, List.of(), bounds.oldest(), null);
        }
        byte[] key = current.key();
        progress.accept(bounds.oldest());
        KeyValueData first = HistoryWalk.stateAt(session, key, bounds.oldest());
        LifeBuilder lives = new LifeBuilder(seen);
        lives.start(first, bounds.oldest());
        // The current life's create event comes right after the window and ends the watch: no fence is needed.
        long ends = current.lives().isEmpty() ? 0 : current.lives().get(0).createRevision();
        LifeWindow.Result read = new LifeWindow(session, key, progress).read(lives, bounds.oldest(),
                bounds.oldest() + 1, upTo, ends, false, bounds.current(), cancelled);
        return switch (read.end()) {
            // Typically a catch-up response over the inbound limit: the whole history, one version per get.
            case FAILED -> new HistoryWalk(session, seen, progress).read(key, bounds, cancelled);
            case CANCELLED -> new KeyHistory(key, current.lives(), current.oldestAvailable(), current.readAt(), false,
                    TEXT.get(current.lives().isEmpty() ? "earlier.cancelledGone" : "earlier.cancelledCurrent"),
                    upTo);
            case READ -> merge(current, lives.lives(), read.oldest(), read.problem());
        };
    }

    /** The earlier lives in front of the current one; a life still open at the window's end ended unseen. */
    private static KeyHistory merge(KeyHistory current, List<KeyLife> earlier, long oldest, String problem) {
        List<KeyLife> all = new ArrayList<>(earlier.size() + current.lives().size());
        for (KeyLife life : earlier) {
            boolean endsUnseen = life.alive() && !current.lives().isEmpty();
            all.add(endsUnseen ? new KeyLife(life.createRevision(), life.versions(), KeyLife.DELETED_AT_UNKNOWN,
                    life.startCutOff(), null) : life);
        }
        all.addAll(current.lives());
        String why = current.problem() == null ? problem
                : problem == null ? current.problem() : current.problem() + " " + problem;
        return new KeyHistory(current.key(), all, Math.max(oldest, current.oldestAvailable()), current.readAt(),
                why == null, why);
    }
}
