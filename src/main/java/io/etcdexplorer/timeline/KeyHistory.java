package io.etcdexplorer.timeline;

import io.etcdexplorer.i18n.Messages;
import java.util.ArrayList;
import java.util.List;

/**
 * Every version of one key that etcd still had when it was read, grouped into lives, oldest first. Read in two steps
 * (see {@link HistoryReader}), it may hold only the current life for a while: {@code earlierUpTo} then says up to
 * which revision earlier lives are still to be read.
 *
 * @param key             the key as read (relative to the connection's namespace); not copied: treat as read-only
 * @param lives           the key's lives, oldest first; empty when the key had no version in the available history
 * @param oldestAvailable the oldest revision etcd still had when the read ended: older changes are compacted
 * @param readAt          the revision the history runs up to (etcd's revision when the read started)
 * @param complete        true when every version etcd held between {@code oldestAvailable} at the start of the read
 *                        and {@code readAt} is listed, apart from the earlier lives not read yet
 * @param problem         why the history is not complete, for the user; null when complete
 * @param earlierUpTo     0 when every life is read; else lives that ended at or before this revision (the current
 *                        life's create revision - 1, or {@code readAt} for a key that does not exist now) are not
 *                        read yet
 */
public record KeyHistory(byte[] key, List<KeyLife> lives, long oldestAvailable, long readAt, boolean complete,
                         String problem, long earlierUpTo) {

    private static final Messages TEXT = Messages.of(KeyHistory.class);

    public KeyHistory {
        lives = List.copyOf(lives);
        if (complete != (problem == null)) {
            throw new IllegalArgumentException("an incomplete history says why, a complete one has no problem");
        }
    }

    /** A history with every life read. */
    public KeyHistory(byte[] key, List<KeyLife> lives, long oldestAvailable, long readAt, boolean complete,
                      String problem) {
        this(key, lives, oldestAvailable, readAt, complete, problem, 0);
    }

    /** True while earlier lives (before the current one, or all of a deleted key's) are still to be read. */
    public boolean earlierPending() {
        return earlierUpTo > 0;
    }

    /** The number of versions listed (deletions not counted). */
    public int versionCount() {
        return lives.stream().mapToInt(life -> life.versions().size()).sum();
    }

    /** True when the key existed at {@link #readAt()}. */
    public boolean existsNow() {
        return !lives.isEmpty() && lives.get(lives.size() - 1).alive();
    }

    /** The mod revision the key has at {@link #readAt()}; 0 when it does not exist (a restore then creates it). */
    public long latestModRevision() {
        return existsNow() ? lives.get(lives.size() - 1).latest().modRevision() : 0;
    }

    /**
     * The versions and known deletions as one list, oldest first: what a table of the history shows. A deletion
     * whose revision was compacted away ({@link KeyLife#DELETED_AT_UNKNOWN}) has no entry.
     */
    public List<KeyVersion> entries() {
        List<KeyVersion> entries = new ArrayList<>(versionCount() + lives.size());
        for (KeyLife life : lives) {
            entries.addAll(life.versions());
            if (life.deletion() != null) {
                entries.add(life.deletion());
            }
        }
        return entries;
    }

    /** Explains what compaction removed, for the user; null when etcd never compacted. */
    public String compactionNote() {
        if (oldestAvailable <= 1) {
            return null;
        }
        String from = String.valueOf(oldestAvailable);
        if (!lives.isEmpty() && lives.get(0).startCutOff()) {
            long firstKept = lives.get(0).first().version();
            return firstKept == 2 ? TEXT.format("note.compactedFirst", from)
                    : TEXT.format("note.compactedVersions", from, String.valueOf(firstKept - 1));
        }
        return TEXT.format("note.compacted", from);
    }
}
