package io.etcdexplorer.etcd.watch;

import java.util.List;

/**
 * Receives what a {@link WatchStream} sees. Called on jetcd's threads (and the stream's retry thread), one call at a
 * time and in revision order; implementations must return quickly and must not block, e.g. by buffering and letting
 * the UI thread apply the buffer.
 */
public interface WatchListener {

    /** The events of one watch response, in revision order, never repeating one already delivered. */
    void events(List<WatchEvent> batch);

    /** Revisions {@code fromRevision..toRevision} (inclusive) will never be delivered: only compaction causes this. */
    void gap(long fromRevision, long toRevision, String reason);

    /**
     * The watch needed {@code requestedRevision}, but etcd compacted its history up to {@code compactRevision}; the
     * stream has stopped. Restarting at {@code compactRevision} replays the oldest history etcd still has.
     */
    void compacted(long requestedRevision, long compactRevision);

    /** The watch's state changed; {@code status} says which case, with its revisions, as data for the UI to word. */
    void state(WatchStatus status);

    enum State { CONNECTING, WATCHING, RECONNECTING, STOPPED, FAILED }
}
