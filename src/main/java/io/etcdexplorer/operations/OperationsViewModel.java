package io.etcdexplorer.operations;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.confirm.Confirmations;
import io.etcdexplorer.confirm.RegistryKeys;
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

    final BackgroundExecutor executor;
    final Supplier<EtcdSession> session;
    final KeysViewModel keys;
    final OperationLog log;
    final Confirmations confirmations;
    private final BooleanBinding canWrite;
    private final GetForm get;
    private final PutForm put;
    private final DeleteForm delete;
    private final LeaseForm leases;

    public OperationsViewModel(BackgroundExecutor executor, Supplier<EtcdSession> session, KeysViewModel keys,
                               OperationLog log, Confirmations confirmations) {
        this.executor = executor;
        this.session = session;
        this.keys = keys;
        this.log = log;
        this.confirmations = confirmations;
        // The session comes from a supplier, which cannot be observed; the key tree is replaced whenever a session
        // opens or closes, so it serves as the signal to look at the session again.
        canWrite = Bindings.createBooleanBinding(() -> {
            EtcdSession open = session.get();
            return open != null && !open.isReadOnly();
        }, keys.treeProperty());
        get = new GetForm(this);
        put = new PutForm(this);
        delete = new DeleteForm(this);
        leases = new LeaseForm(this);
    }

    /** False when not connected or on a read-only connection: put, delete, grant, revoke and keep-alive. */
    public BooleanBinding canWriteBinding() {
        return canWrite;
    }

    public GetForm get() {
        return get;
    }

    public PutForm put() {
        return put;
    }

    public DeleteForm delete() {
        return delete;
    }

    public LeaseForm leases() {
        return leases;
    }

    @Override
    public void opened() {
        java.util.List.of(get, put, delete, leases).forEach(OperationForm::forgetResults);
    }

    /** True when the key (or, with {@code prefix}, any key under it) belongs to a Kubernetes API server. */
    static boolean touchesRegistry(byte[] key, boolean prefix) {
        return RegistryKeys.touches(key, prefix);
    }

    static String registryWarning(boolean registry) {
        return registry ? "\n\nThis touches keys of a Kubernetes API server. Writing behind its back can break the "
                + "cluster: the API server caches objects and expects its own encoding." : "";
    }

    /** The same question the editor asks before a write under /registry/. */
    boolean confirmRegistryWrite(String shownKey) {
        return confirmations.confirm("Write to a Kubernetes cluster's etcd?",
                "You are about to change " + shownKey + "." + registryWarning(true));
    }
}
