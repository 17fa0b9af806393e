package io.etcdexplorer.cluster;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.confirm.Confirmations;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.oplog.OperationLog;
import javafx.beans.property.ReadOnlyBooleanProperty;

import java.util.function.Consumer;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * What the panel's sections work with, handed to each by {@link ClusterViewModel}: the services, the session and
 * the last overview read, a ticket for the current session (results of commands started under an older one are not
 * shown), whether changes are allowed, and what a command tells the rest of the window: {@code refresh} reads the
 * cluster again, {@code keyDeleted} tells the key tree about each key a revoked lease took along,
 * {@code historyChanged} tells the timeline after a compaction.
 */
record ClusterContext(BackgroundExecutor executor, OperationLog log, Confirmations confirmations,
                      Supplier<EtcdSession> session, Supplier<ClusterOverview> overview, LongSupplier sessionTicket,
                      ReadOnlyBooleanProperty canChange, Runnable refresh, Consumer<byte[]> keyDeleted,
                      Runnable historyChanged) {

    /** True while {@code ticket} belongs to the session still open. */
    boolean isCurrent(long ticket) {
        return ticket == sessionTicket.getAsLong();
    }
}
