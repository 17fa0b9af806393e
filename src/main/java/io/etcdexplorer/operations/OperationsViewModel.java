package io.etcdexplorer.operations;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.concurrent.Tasks;
import io.etcdexplorer.confirm.Confirmations;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.oplog.OperationLog;
import io.etcdexplorer.status.SessionScoped;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;

import java.util.function.Supplier;

/**
 * The Operations panel: forms for what etcdctl get, put, del and lease do, with every option. Each run is logged
 * in the shared {@link OperationLog} with its etcdctl command and {@code -w json} response; writes update the key
 * tree and, where they can hurt (deletes, /registry/ keys, revoking a lease with keys), ask first. What the forms
 * hold as typed stays when the connection changes; what they read or answered goes once another one opens.
 */
public final class OperationsViewModel implements SessionScoped {

    private final BooleanBinding canWrite;
    private final GetForm get;
    private final PutForm put;
    private final DeleteForm delete;
    private final LeaseForm leases;

    public OperationsViewModel(BackgroundExecutor executor, Supplier<EtcdSession> session, KeysViewModel keys,
                               OperationLog log, Confirmations confirmations) {
        // The session comes from a supplier, which cannot be observed; the key tree is replaced whenever a session
        // opens or closes, so it serves as the signal to look at the session again.
        canWrite = Bindings.createBooleanBinding(() -> {
            EtcdSession open = session.get();
            return open != null && !open.isReadOnly();
        }, keys.treeProperty());
        FormContext context = new FormContext(new Tasks(executor), session, keys, log, confirmations);
        get = new GetForm(context);
        put = new PutForm(context, this::leaseGranted);
        delete = new DeleteForm(context);
        leases = new LeaseForm(context, put::useLease);
    }

    /** False when not connected or on a read-only connection: put, delete, grant, revoke and keep-alive. */
    public BooleanBinding canWriteBinding() {
        return canWrite;
    }

    GetForm get() {
        return get;
    }

    PutForm put() {
        return put;
    }

    DeleteForm delete() {
        return delete;
    }

    LeaseForm leases() {
        return leases;
    }

    @Override
    public void opened() {
        java.util.List.of(get, put, delete, leases).forEach(OperationForm::forgetResults);
    }

    private void leaseGranted(long leaseId) {
        leases.remember(leaseId);
    }
}
