package io.etcdexplorer.timeline;

import java.time.Instant;
import java.util.List;

/**
 * One life of a key: from the put that created it to the delete that ended it (or now). A key deleted and put again
 * has several lives; each starts again at version 1.
 *
 * @param createRevision the revision that created this life; known even when that version itself was compacted
 * @param versions       the versions still available, oldest first; never empty
 * @param deletedAt      the revision of the delete that ended this life, 0 while the key still lives, or
 *                       {@link #DELETED_AT_UNKNOWN} when etcd compacted the deletion away while it was being read
 * @param startCutOff    true when versions older than the first one listed existed but were compacted
 * @param deletionSeenAt when this app saw the deletion live, or null (see {@link SeenTimes})
 */
public record KeyLife(long createRevision, List<KeyVersion> versions, long deletedAt, boolean startCutOff,
                      Instant deletionSeenAt) {

    /** {@link #deletedAt()} of a life known to have ended, at a revision compacted before it could be read. */
    public static final long DELETED_AT_UNKNOWN = -1;

    public KeyLife {
        versions = List.copyOf(versions);
        if (versions.isEmpty()) {
            throw new IllegalArgumentException("a life has at least one version");
        }
    }

    public boolean alive() {
        return deletedAt == 0;
    }

    public KeyVersion first() {
        return versions.get(0);
    }

    public KeyVersion latest() {
        return versions.get(versions.size() - 1);
    }

    /** The deletion that ended this life as an entry of the history; null while alive or when compacted away. */
    public KeyVersion deletion() {
        return deletedAt > 0 ? new KeyVersion(deletedAt, 0, 0, 0, new byte[0], true, deletionSeenAt) : null;
    }
}
