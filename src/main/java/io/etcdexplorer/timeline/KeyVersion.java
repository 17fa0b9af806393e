package io.etcdexplorer.timeline;

import io.etcdexplorer.etcd.KeyValueData;
import io.etcdexplorer.etcd.watch.CatchUpWatch;

import java.time.Instant;

/**
 * One entry of a key's history: a version as etcd stored it, or (when {@code deleted}) the deletion that ended a
 * life, at {@code modRevision}; a deletion has no value and its other numbers are 0, as etcd reports them.
 *
 * @param modRevision    the revision of this change
 * @param createRevision the revision that created the life this version belongs to
 * @param version        1 for the create, counting up with each put of the same life
 * @param lease          the lease id the key was attached to, 0 for none
 * @param value          the value bytes; not copied and compared by identity: treat as read-only
 * @param deleted        true for a deletion marker
 * @param seenAt         when this app saw the change live, or null when unknown (see {@link SeenTimes})
 */
public record KeyVersion(long modRevision, long createRevision, long version, long lease, byte[] value,
                         boolean deleted, Instant seenAt) {

    static KeyVersion of(KeyValueData kv, SeenTimes seen) {
        return new KeyVersion(kv.meta().modRevision(), kv.meta().createRevision(), kv.meta().version(),
                kv.meta().lease(), kv.value(), false, seen.at(kv.meta().modRevision()));
    }

    /** A PUT delivered by a watch. */
    static KeyVersion of(CatchUpWatch.Change put, SeenTimes seen) {
        return new KeyVersion(put.revision(), put.createRevision(), put.version(), put.lease(), put.value(), false,
                seen.at(put.revision()));
    }

    /** The value's size in bytes. */
    public int size() {
        return value.length;
    }
}
