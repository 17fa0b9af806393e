package io.etcdexplorer.profiles;

import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.status.StatusViewModel;

/**
 * Where the sessions {@link SessionViewModel} opens go, and what "already open" means. The window keeps one
 * workspace per connection (the workspace package implements this); a test of connecting alone uses
 * {@link SingleConnection}, which keeps one at a time as the app once did.
 */
public interface OpenConnections {

    /** Brings the connection already open for {@code entry} to the front; false when none is open. */
    boolean show(ConnectionEntry entry);

    /** A status of its own for a connection about to open: its response headers go there from the first call. */
    StatusViewModel statusFor(ConnectionEntry entry);

    /** A connection just opened, with the status {@link #statusFor} gave it. */
    void add(ConnectionEntry entry, EtcdSession session, StatusViewModel status);

    /**
     * Closes the connection open for {@code entry} (the one in front when null), asking first when it holds
     * unsaved work; {@code why} is what the question names. False when the user kept it.
     */
    boolean close(ConnectionEntry entry, Leaving why);

    /** Closes every connection without asking: the app is quitting and the window already asked. */
    void closeAll();
}
