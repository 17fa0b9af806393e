package io.etcdexplorer.timeline;

import io.etcdexplorer.etcd.CompactedRevisionException;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.KeyValueData;

import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;

/**
 * Reads every version of a key that etcd still has: the key history of the revision timeline. Blocking; call it off
 * the UI thread. One reader per session; it keeps no state between reads, so reads may run concurrently.
 *
 * <p>etcd answers a watch from revision R by reading every revision of the whole keyspace from R to now, so where a
 * watch starts is what it costs. The history is therefore read in two steps. {@link #readCurrentLife} watches the
 * key from its create revision, as {@code etcdctl watch --rev} does: only the revisions since the key was last
 * created are read, and a 1,000-version key costs one or two responses. {@link #readEarlierLives} then reads the
 * lives before it (etcd has no index of a key across deletions, so this is a watch from the oldest revision, ending
 * just before the current life: as costly as the keyspace's history is long). A key that does not exist now has no
 * current life: the first step only says so and the second reads all of it. {@link #read} does both.
 *
 * <p>Each step reads the key's state at the window's start with a get first (the version the key had at the oldest
 * revision may have been written before the compaction point, where no watch can start). When a watch fails (e.g. a
 * response over the client's inbound limit: values of many megabytes), the reader falls back to
 * {@link #readByGets}. Either way the result lists lives and versions oldest first, each version once.
 *
 * <p>Compaction while reading: the watch path keeps what it read, continues from etcd's new oldest revision and
 * says which changes were lost (see {@link LifeWindow}); the get walk (newest first) stops, keeping the newer part.
 * Both return an incomplete {@link KeyHistory} with a message. Compaction before anything was read just restarts
 * the read, at most {@value #MAX_ATTEMPTS} times.
 */
public final class HistoryReader {

    /** How often the reader starts over or resumes when etcd keeps compacting under it. */
    static final int MAX_ATTEMPTS = 3;

    private final EtcdSession session;
    private final SeenTimes seen;
    private boolean getsOnly;
    private LongConsumer progress = revision -> { };

    public HistoryReader(EtcdSession session) {
        this(session, SeenTimes.none());
    }

    /** {@code seen} supplies the times this app saw changes live; see {@link SeenTimes}. */
    public HistoryReader(EtcdSession session, SeenTimes seen) {
        this.session = session;
        this.seen = seen;
    }

    /**
     * The history of {@code key} (relative to the connection's namespace) up to etcd's current revision: the current
     * life, then the earlier ones. {@code cancelled} is polled between steps; a cancelled read returns what it had,
     * marked incomplete.
     *
     * @throws io.etcdexplorer.etcd.EtcdAccessException when etcd cannot be read at all (connection, permission)
     */
    public KeyHistory read(byte[] key, BooleanSupplier cancelled) {
        if (getsOnly) {
            return attempt(key, cancelled, false);
        }
        KeyHistory current = readCurrentLife(key, cancelled);
        return current.earlierPending() && current.complete() ? readEarlierLives(current, cancelled, r -> { })
                : current;
    }

    /**
     * The key's current life, read with one watch from its create revision; {@link KeyHistory#earlierPending()}
     * says whether earlier lives remain to be read (a key that does not exist now: all of its lives). A key created
     * before etcd's oldest revision has no readable earlier life: its history is complete at once.
     */
    public KeyHistory readCurrentLife(byte[] key, BooleanSupplier cancelled) {
        return attempt(key, cancelled, true);
    }

    /**
     * The lives before {@code current}'s (from {@link #readCurrentLife}), added to it: one watch from etcd's oldest
     * revision to {@link KeyHistory#earlierUpTo()}. {@code reached} hears the revision of each event read, for
     * progress. Cancelled, it returns {@code current} marked incomplete.
     */
    public KeyHistory readEarlierLives(KeyHistory current, BooleanSupplier cancelled, LongConsumer reached) {
        if (!current.earlierPending()) {
            return current;
        }
        return new EarlierLivesReader(session, seen, progress.andThen(reached)).read(current, cancelled);
    }

    /**
     * The same history read with one get per version, walking back by mod revision (plus one small watch for
     * deletions only). Slower; the fallback of {@link #read}, public so benchmarks and diagnostics can time it.
     */
    public KeyHistory readByGets(byte[] key, BooleanSupplier cancelled) {
        return attempt(key, cancelled, false);
    }

    /** Test seam: makes {@link #read} take the fallback path, as if the watch had failed. */
    void forceGets(boolean value) {
        getsOnly = value;
    }

    /** Test seam: hears the revision of each watch event applied and of each get before it is sent. */
    void onProgress(LongConsumer hook) {
        progress = hook;
    }

    private KeyHistory attempt(byte[] key, BooleanSupplier cancelled, boolean watch) {
        if (key.length == 0) {
            throw new IllegalArgumentException("a history needs a key; etcd has no empty key");
        }
        for (int attempt = 1; ; attempt++) {
            RevisionBounds bounds = RevisionBounds.read(session, key);
            try {
                return watch ? currentLife(key, bounds, cancelled)
                        : new HistoryWalk(session, seen, progress).read(key, bounds, cancelled);
            } catch (CompactedRevisionException e) {
                // Compacted between reading the bounds and the first state: nothing read yet, so start over.
                if (attempt >= MAX_ATTEMPTS) {
                    throw e;
                }
            }
        }
    }

    private KeyHistory currentLife(byte[] key, RevisionBounds bounds, BooleanSupplier cancelled) {
        progress.accept(bounds.oldest());
        KeyValueData first = HistoryWalk.stateAt(session, key, bounds.oldest());
        progress.accept(bounds.current());
        KeyValueData now = bounds.current() == bounds.oldest() ? first
                : HistoryWalk.stateAt(session, key, bounds.current());
        if (now == null) {
            // No current life: the first step says so at once, the second reads every life from the oldest revision.
            return new KeyHistory(key, List.of(), bounds.oldest(), bounds.current(), true, null,
                    bounds.oldest() < bounds.current() ? bounds.current() : 0);
        }
        long create = now.meta().createRevision();
        LifeBuilder lives = new LifeBuilder(seen);
        long from;
        if (create > bounds.oldest()) {
            lives.start(null, create - 1); // absent just before its creation
            from = create;
        } else {
            lives.start(first, bounds.oldest()); // created before the compaction point: no earlier life is left
            from = bounds.oldest() + 1;
        }
        LifeWindow.Result read = new LifeWindow(session, key, progress).read(lives, bounds.oldest(), from,
                bounds.current(), now.meta().modRevision(), true, bounds.current(), cancelled);
        return switch (read.end()) {
            // Typically a catch-up response over the inbound limit; one version per get always fits.
            case FAILED -> new HistoryWalk(session, seen, progress).read(key, bounds, cancelled);
            case CANCELLED -> new KeyHistory(key, lives.lives(), read.oldest(), read.readAt(), false,
                    HistoryWalk.cancelledText(lives.versionCount()));
            case READ -> new KeyHistory(key, lives.lives(), read.oldest(), read.readAt(), read.problem() == null,
                    read.problem(), create - 1 > read.oldest() ? create - 1 : 0);
        };
    }
}
