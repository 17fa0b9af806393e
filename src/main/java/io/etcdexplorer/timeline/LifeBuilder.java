package io.etcdexplorer.timeline;

import io.etcdexplorer.etcd.KeyValueData;
import io.etcdexplorer.etcd.watch.CatchUpWatch;

import java.util.ArrayList;
import java.util.List;

/**
 * Groups one key's states and events, fed oldest first, into lives. A put of version 1 starts a life, a delete ends
 * it. Anything at or below the newest revision already applied is ignored, so a version is never listed twice.
 */
final class LifeBuilder {

    private final SeenTimes seen;
    private final List<KeyLife> closed = new ArrayList<>();
    private List<KeyVersion> open;
    private long openCreate;
    private boolean openCutOff;
    private long applied;

    LifeBuilder(SeenTimes seen) {
        this.seen = seen;
    }

    /** The key's state at the oldest available revision {@code revision}: null when absent. */
    void start(KeyValueData state, long revision) {
        if (state != null) {
            // Its older versions (if any) were written before the compaction point: gone.
            begin(state.meta().createRevision(), state.meta().version() > 1);
            open.add(KeyVersion.of(state, seen));
        }
        applied = revision;
    }

    /** The next event on the key, in revision order. */
    void accept(CatchUpWatch.Change event) {
        long revision = event.revision();
        if (revision <= applied) {
            return;
        }
        applied = revision;
        if (event.type() == null) {
            return; // an event type the etcd client does not know: nothing to show
        }
        switch (event.type()) {
            case PUT -> {
                if (open != null && event.createRevision() != openCreate) {
                    end(KeyLife.DELETED_AT_UNKNOWN); // a new life without the delete: never sent by etcd
                }
                if (open == null) {
                    begin(event.createRevision(), event.version() > 1);
                }
                open.add(KeyVersion.of(event, seen));
            }
            case DELETE -> {
                if (open != null) {
                    end(revision);
                }
            }
        }
    }

    /**
     * Continues after etcd compacted revisions that were not read yet: {@code state} is the key at the new oldest
     * revision {@code revision}. Changes between the last applied revision and it are lost; a life that ended in
     * that gap gets {@link KeyLife#DELETED_AT_UNKNOWN}. Returns false when provably nothing was lost: the key still
     * has the version last applied.
     */
    boolean resync(KeyValueData state, long revision) {
        boolean lost = true;
        if (state == null) {
            if (open != null) {
                end(KeyLife.DELETED_AT_UNKNOWN);
            }
        } else if (open != null && state.meta().createRevision() == openCreate) {
            if (state.meta().modRevision() > latestRevision()) {
                open.add(KeyVersion.of(state, seen));
            } else {
                lost = false; // same life, same version: no change happened in the gap
            }
        } else {
            if (open != null) {
                end(KeyLife.DELETED_AT_UNKNOWN);
            }
            begin(state.meta().createRevision(), state.meta().version() > 1);
            open.add(KeyVersion.of(state, seen));
        }
        applied = Math.max(applied, revision);
        return lost;
    }

    int versionCount() {
        return closed.stream().mapToInt(life -> life.versions().size()).sum() + (open == null ? 0 : open.size());
    }

    /** The lives so far, oldest first; the last one is alive when the key existed at the last revision applied. */
    List<KeyLife> lives() {
        List<KeyLife> lives = new ArrayList<>(closed);
        if (open != null) {
            lives.add(new KeyLife(openCreate, open, 0, openCutOff, null));
        }
        return lives;
    }

    private long latestRevision() {
        return open.get(open.size() - 1).modRevision();
    }

    private void begin(long createRevision, boolean cutOff) {
        open = new ArrayList<>();
        openCreate = createRevision;
        openCutOff = cutOff;
    }

    private void end(long deletedAt) {
        closed.add(new KeyLife(openCreate, open, deletedAt, openCutOff, deletedAt > 0 ? seen.at(deletedAt) : null));
        open = null;
    }
}
