package io.etcdexplorer.timeline;

import java.time.Instant;

/**
 * When this app saw the change made at a revision, if it did: etcd keeps no timestamps, so the only times we can show
 * are those of events a live watch delivered (e.g. the events view). Implementations must be thread-safe; the
 * history is read off the UI thread.
 */
@FunctionalInterface
public interface SeenTimes {

    /** The time the change at {@code revision} was seen, or null when unknown. */
    Instant at(long revision);

    /** Knows no times. */
    static SeenTimes none() {
        return revision -> null;
    }
}
