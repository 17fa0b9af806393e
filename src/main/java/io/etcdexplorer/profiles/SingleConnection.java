package io.etcdexplorer.profiles;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.status.StatusViewModel;

/**
 * One connection at a time: a new one closes the previous. What {@link SessionViewModel} does on its own, for
 * tests of connecting that need no window; the window hands it its workspaces instead.
 */
final class SingleConnection implements OpenConnections {

    private static final Messages TEXT = Messages.of(SingleConnection.class);

    private final SessionViewModel session;
    private final BackgroundExecutor executor;
    private final StatusViewModel status;

    SingleConnection(SessionViewModel session, BackgroundExecutor executor, StatusViewModel status) {
        this.session = session;
        this.executor = executor;
        this.status = status;
    }

    @Override
    public boolean show(ConnectionEntry entry) {
        return false; // connecting again reconnects
    }

    @Override
    public StatusViewModel statusFor(ConnectionEntry entry) {
        return status;
    }

    @Override
    public void add(ConnectionEntry entry, EtcdSession opened, StatusViewModel ignored) {
        closePrevious(); // the status already tells of the new one
        session.showing(entry, opened);
        session.openEntries().setAll(entry);
    }

    @Override
    public boolean close(ConnectionEntry entry, Leaving why) {
        if (entry == null || entry.equals(session.connectedProperty().get())) {
            closeAll();
        }
        return true;
    }

    @Override
    public void closeAll() {
        closePrevious();
        status.clearHeader();
        status.dismissProblem(); // it was about the connection just closed
        status.setConnection(TEXT.get("session.notConnected"));
    }

    private void closePrevious() {
        EtcdSession open = session.sessionProperty().get();
        session.showing(null, null);
        session.openEntries().clear();
        if (open != null) {
            executor.runQuietly(open::close);
        }
    }
}
