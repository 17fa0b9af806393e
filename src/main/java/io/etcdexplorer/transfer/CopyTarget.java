package io.etcdexplorer.transfer;

import io.etcdexplorer.oplog.OperationLog;
import io.etcdexplorer.etcd.EtcdSession;

import java.util.function.Supplier;

/**
 * Another open workspace that "Copy to…" can write into.
 *
 * @param name        the profile name, as its tab shows it
 * @param session     its open session (null once it was closed)
 * @param readOnly    the profile is read-only: nothing may be written, and the copy is refused up front
 * @param log         its operation log: every transaction the copy sends is recorded there as etcdctl
 * @param refreshTree makes its tree re-read the keyspace after the copy wrote keys
 */
public record CopyTarget(String name, Supplier<EtcdSession> session, boolean readOnly, OperationLog log,
                         Runnable refreshTree) {

    /** Read-only by its profile flag or by its session's settings (the guard on its channel then refuses writes). */
    public boolean refusesWrites() {
        EtcdSession open = session.get();
        return readOnly || open != null && open.isReadOnly();
    }

    /** The name, for combo boxes. */
    @Override
    public String toString() {
        return name;
    }
}
