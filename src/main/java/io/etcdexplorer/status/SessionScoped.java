package io.etcdexplorer.status;

/**
 * State that belongs to one connection: the window tells it when its connection closes and when another opens, so
 * nothing one cluster showed (revisions, events, operations, messages) is left standing in front of the next.
 * Until each connection has its own workspace, the window has one set of these and resets them on every switch.
 */
public interface SessionScoped {

    /** The connection closed: stop what runs against it and forget what only it could show. */
    default void closed() {
    }

    /**
     * A connection opened: forget what the previous one left to read after its close (the log, the events, the
     * last results), which would now pass for this cluster's.
     */
    default void opened() {
    }
}
