package io.etcdexplorer.cluster;

import io.etcdexplorer.concurrent.Tasks;
import io.etcdexplorer.confirm.Confirmations;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.oplog.OperationLog;
import javafx.beans.property.ReadOnlyBooleanProperty;

import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * What the panel's sections work with, handed to each by {@link ClusterViewModel}: the tasks their commands run
 * as, the services, the session and the last overview read, whether changes are allowed, and what a command tells
 * the rest of the window: {@code refresh} reads the cluster again, {@code keyDeleted} tells the key tree about each
 * key a revoked lease took along, {@code historyChanged} tells the timeline after a compaction. A section drops the
 * answers of its commands when the session changes (see {@link ClusterSection#reset()}).
 */
record ClusterContext(Tasks tasks, OperationLog log, Confirmations confirmations, Supplier<EtcdSession> session,
                      Supplier<ClusterOverview> overview, ReadOnlyBooleanProperty canChange, Runnable refresh,
                      Consumer<byte[]> keyDeleted, Runnable historyChanged) {
}
