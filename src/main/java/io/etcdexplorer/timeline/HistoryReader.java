package io.etcdexplorer.timeline;

import io.etcdexplorer.etcd.CompactedRevisionException;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.KeyValueData;
import io.etcdexplorer.etcd.watch.CatchUpWatch;

import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;

/**
 * Reads every version of a key that etcd still has: the key history of the revision timeline. Blocking; call it off
 * the UI thread. One reader per session; it keeps no state between reads, so reads may run concurrently.
 *
 * <p>The fast path is one watch on the key from the oldest available revision up to the revision current when the
 * read starts: etcd answers a catching-up watch with up to 1,000 revisions per response, so a 1,000-version history
 * takes one or two round trips instead of one get per version. The version the key had at the oldest revision is
 * read with a get first: it may have been written before the compaction point, where no watch can start. When the
 * watch fails (e.g. a response over the client's inbound limit: values of many megabytes), the reader falls back to
 * {@link #readByGets}. Either way the result lists lives and versions oldest first, each version once.
 *
 * <p>Compaction while reading: the watch path keeps what it read, continues from etcd's new oldest revision and
 * says which changes were lost (or stops with the older part when etcd compacts again and again); the get walk
 * (newest first) stops, keeping the newer part. Both return an incomplete {@link KeyHistory} with a message.
 * Compaction before anything was read just restarts the read, at most {@value #MAX_ATTEMPTS} times.
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
     * The history of {@code key} (relative to the connection's namespace) up to etcd's current revision.
     * {@code cancelled} is polled between steps; a cancelled read returns what it had, marked incomplete.
     *
     * @throws io.etcdexplorer.etcd.EtcdAccessException when etcd cannot be read at all (connection, permission)
     */
    public KeyHistory read(byte[] key, BooleanSupplier cancelled) {
        return attempt(key, cancelled, !getsOnly);
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
                return watch ? viaWatch(key, bounds, cancelled)
                        : new HistoryWalk(session, seen, progress).read(key, bounds, cancelled);
            } catch (CompactedRevisionException e) {
                // Compacted between reading the bounds and the first state: nothing read yet, so start over.
                if (attempt >= MAX_ATTEMPTS) {
                    throw e;
                }
            }
        }
    }

    private KeyHistory viaWatch(byte[] key, RevisionBounds bounds, BooleanSupplier cancelled) {
        progress.accept(bounds.oldest());
        KeyValueData first = HistoryWalk.stateAt(session, key, bounds.oldest());
        progress.accept(bounds.current());
        KeyValueData now = bounds.current() == bounds.oldest() ? first
                : HistoryWalk.stateAt(session, key, bounds.current());
        LifeBuilder lives = new LifeBuilder(seen);
        lives.start(first, bounds.oldest());
        long target = bounds.current();
        long from = bounds.oldest() + 1;
        long oldest = bounds.oldest();
        String problem = null;
        for (int resumes = 0; ; resumes++) {
            // The key's mod revision now is the last event to wait for; a deleted key has none (0).
            long expectedLast = now == null ? 0 : now.meta().modRevision();
            CatchUpWatch.Outcome outcome = new CatchUpWatch(session, new CatchUpWatch.Range(key, false, false),
                    from, target, expectedLast, target, event -> {
                        lives.accept(event);
                        progress.accept(event.revision());
                        return true;
                    }).run(cancelled);
            switch (outcome.kind()) {
                case DONE, STOPPED -> {
                    return history(key, lives, oldest, target, problem);
                }
                case CANCELLED -> {
                    return history(key, lives, oldest, target, HistoryWalk.cancelledText(lives.versionCount()));
                }
                case FAILED -> {
                    // Typically a catch-up response over the inbound limit; one version per get always fits.
                    return new HistoryWalk(session, seen, progress).read(key, bounds, cancelled);
                }
                default -> {
                    // COMPACTED: keep what was read and go on from etcd's new oldest revision.
                    long compactedTo = outcome.compactRevision();
                    KeyValueData state = null;
                    boolean giveUp = resumes + 1 >= MAX_ATTEMPTS;
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
                        return history(key, lives, compactedTo, target, gaveUpText(compactedTo,
                                outcome.lastRevision(), lives.versionCount()));
                    }
                    if (lives.resync(state, compactedTo)) {
                        problem = lostText(outcome.lastRevision(), compactedTo);
                    }
                    oldest = compactedTo;
                    if (compactedTo > target) {
                        // Compacted past the revision the read started at: the state there is the newest known.
                        target = compactedTo;
                        now = state;
                    }
                    from = compactedTo + 1;
                }
            }
        }
    }

    private static KeyHistory history(byte[] key, LifeBuilder lives, long oldest, long readAt, String problem) {
        return new KeyHistory(key, lives.lives(), oldest, readAt, problem == null, problem);
    }

    private static String gaveUpText(long compactedTo, long lastRead, int versions) {
        return "etcd kept compacting while the history was being read (now up to revision " + compactedTo + "):"
                + " changes of this key after revision " + lastRead + " could not be read; the " + versions
                + (versions == 1 ? " version" : " versions") + " read before are shown.";
    }

    private static String lostText(long lastRead, long compactedTo) {
        return "etcd compacted revisions up to " + compactedTo + " while the history was being read: changes of"
                + " this key between revisions " + (lastRead + 1) + " and " + (compactedTo - 1) + " are gone (the"
                + " version current at " + compactedTo + " is shown); everything read before and after is shown.";
    }
}
