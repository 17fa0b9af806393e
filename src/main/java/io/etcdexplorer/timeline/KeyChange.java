package io.etcdexplorer.timeline;

import io.etcdexplorer.etcd.KeyMeta;

import java.util.Objects;

/**
 * How one key differs between revisions A and B of a comparison. Keys only: values are fetched on demand
 * ({@link KeyspaceComparer#valueAt}), so a comparison of a million keys stays small.
 *
 * @param key         the key on side A (for a key only on side B: where it would be on side A)
 * @param atA         the key's revisions at A, null when {@link Kind#ADDED}; its key is side A's
 * @param atB         the key's revisions at B, null when {@link Kind#DELETED}; its key is side B's (another prefix,
 *                    when two prefixes are compared)
 * @param sameHistory true when A and B are two revisions of one keyspace, false when two clusters or two prefixes
 *                    are compared: their revisions then count in different histories
 */
public record KeyChange(byte[] key, Kind kind, KeyMeta atA, KeyMeta atB, boolean sameHistory) {

    public enum Kind {
        /** Absent at A, present at B. */
        ADDED,
        /** Present at A, absent at B. */
        DELETED,
        /**
         * Present at both with a different mod revision: written (perhaps with the same value) or re-created. Across
         * two histories: present on both sides with different values.
         */
        MODIFIED
    }

    /** A change between two revisions of one keyspace. */
    public KeyChange(byte[] key, Kind kind, KeyMeta atA, KeyMeta atB) {
        this(key, kind, atA, atB, true);
    }

    public KeyChange {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(kind, "kind");
        if ((atA == null) != (kind == Kind.ADDED) || (atB == null) != (kind == Kind.DELETED)) {
            throw new IllegalArgumentException(kind + " with " + (atA == null ? "no " : "") + "A side and "
                    + (atB == null ? "no " : "") + "B side");
        }
    }

    /**
     * True when the key was deleted and created again between A and B: its create revision differs. Its version then
     * restarted, so B's version can be lower than A's; the UI should say "re-created", not "modified". Always false
     * across two histories, whose create revisions cannot be compared.
     */
    public boolean recreated() {
        return sameHistory && kind == Kind.MODIFIED && atA.createRevision() != atB.createRevision();
    }
}
