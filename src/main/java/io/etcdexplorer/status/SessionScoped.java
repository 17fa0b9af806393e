package io.etcdexplorer.status;

/**
 * State that belongs to one connection: its workspace tells it when the connection closes, so that what runs
 * against the cluster (watches, polls, listings, transfers) stops and nothing of it lingers.
 */
public interface SessionScoped {

    /** The connection closed: stop what runs against it and forget what only it could show. */
    default void closed() {
    }

    /**
     * A connection opened. Each workspace is built for one connection, so nothing calls this in the app any more;
     * view-model tests that reuse one model for two sessions still do.
     */
    default void opened() {
    }
}
