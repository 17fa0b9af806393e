package io.etcdexplorer.timeline;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.etcd.CompactedRevisionException;
import io.etcdexplorer.etcd.EtcdErrors;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.KeyValueData;
import io.etcdexplorer.etcd.watch.CatchUpWatch;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;

/**
 * Reads a key's history with one get per version, walking back by mod revision: slower than one watch, but no
 * response is larger than one version, so it works where a watch's catch-up response would exceed the inbound
 * limit. Gets alone cannot tell when a deleted life ended, so a watch for deletions only (no values, tiny
 * responses) finds the deletions first; each deletion's revision minus one is where a walk back starts.
 */
final class HistoryWalk {

    private static final Messages TEXT = Messages.of(HistoryWalk.class);

    private final EtcdSession session;
    private final SeenTimes seen;
    private final LongConsumer beforeGet;

    /** {@code beforeGet} hears each revision before it is read: a seam for tests. */
    HistoryWalk(EtcdSession session, SeenTimes seen, LongConsumer beforeGet) {
        this.session = session;
        this.seen = seen;
        this.beforeGet = beforeGet;
    }

    /**
     * Walks back from {@code bounds.current()}. Throws {@link CompactedRevisionException} only when etcd compacted
     * before anything was read; compaction during the walk ends it with what was read and an explanation.
     */
    KeyHistory read(byte[] key, RevisionBounds bounds, BooleanSupplier cancelled) {
        List<Long> deletions = new ArrayList<>();
        CatchUpWatch.Outcome found = new CatchUpWatch(session, new CatchUpWatch.Range(key, false, true),
                bounds.oldest() + 1, bounds.current(), 0, bounds.current(), event -> {
                    deletions.add(event.revision());
                    return true;
                }).run(cancelled);
        String problem = null;
        switch (found.kind()) {
            case CANCELLED -> {
                return new KeyHistory(key, List.of(), bounds.oldest(), bounds.current(), false, cancelledText(0));
            }
            case COMPACTED -> throw new CompactedRevisionException(TEXT.get("walk.compacted"),
                    TEXT.get("walk.compacted.fix"), found.failure());
            case FAILED -> {
                deletions.clear();
                problem = TEXT.format("walk.earlierFailed",
                        EtcdErrors.translate(found.failure(), session.settings().endpointsLabel()).getMessage());
            }
            default -> {
                // DONE: every deletion up to the current revision is known
            }
        }
        // Where each life's walk starts, newest first: now, then just before each deletion.
        List<long[]> starts = new ArrayList<>();
        starts.add(new long[]{bounds.current(), 0});
        for (int i = deletions.size() - 1; i >= 0; i--) {
            starts.add(new long[]{deletions.get(i) - 1, deletions.get(i)});
        }
        List<KeyLife> lives = new ArrayList<>();
        int count = 0;
        for (long[] start : starts) {
            List<KeyVersion> versions = new ArrayList<>();
            long create = 0;
            boolean cutOff = false;
            for (long at = start[0]; ; ) {
                if (cancelled.getAsBoolean()) {
                    addLife(lives, create, versions, start[1], true);
                    return finish(key, lives, bounds.oldest(), bounds.current(), cancelledText(count + versions.size()));
                }
                beforeGet.accept(at);
                KeyValueData kv;
                try {
                    kv = stateAt(session, key, at);
                } catch (CompactedRevisionException e) {
                    // Everything older is compacted now: keep the newer part already read.
                    addLife(lives, create, versions, start[1], true);
                    long oldest = RevisionBounds.read(session, key).oldest();
                    return finish(key, lives, oldest, bounds.current(), compactedText(oldest,
                            count + versions.size()));
                }
                if (kv == null) {
                    break; // the key does not exist now
                }
                versions.add(KeyVersion.of(kv, seen));
                create = kv.meta().createRevision();
                if (kv.meta().version() == 1) {
                    break;
                }
                at = kv.meta().modRevision() - 1;
                if (at < bounds.oldest()) {
                    cutOff = true; // the older versions were written before the compaction point
                    break;
                }
            }
            count += versions.size();
            addLife(lives, create, versions, start[1], cutOff);
        }
        return finish(key, lives, bounds.oldest(), bounds.current(), problem);
    }

    /** The key as it was at {@code revision}, or null when it did not exist then. */
    static KeyValueData stateAt(EtcdSession session, byte[] key, long revision) {
        return session.get(key, revision).orElse(null);
    }

    static String compactedText(long oldest, int versions) {
        return TEXT.format("walk.compactedWhileReading", String.valueOf(oldest), versions);
    }

    static String cancelledText(int versions) {
        return TEXT.format("walk.cancelled", versions);
    }

    private void addLife(List<KeyLife> newestFirst, long create, List<KeyVersion> versions, long deletedAt,
                         boolean cutOff) {
        if (versions.isEmpty()) {
            return;
        }
        Collections.reverse(versions);
        newestFirst.add(new KeyLife(create, versions, deletedAt, cutOff, deletedAt > 0 ? seen.at(deletedAt) : null));
    }

    private static KeyHistory finish(byte[] key, List<KeyLife> newestFirst, long oldest, long current,
                                     String problem) {
        List<KeyLife> lives = new ArrayList<>(newestFirst);
        Collections.reverse(lives);
        return new KeyHistory(key, lives, oldest, current, problem == null, problem);
    }
}
