package io.etcdexplorer.operations;

import io.etcdexplorer.concurrent.Tasks;
import io.etcdexplorer.confirm.Confirmations;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.oplog.OperationLog;

import static io.etcdexplorer.operations.OperationForm.TEXT;

import java.util.function.Supplier;

/**
 * What the operation forms work with, handed to each by {@link OperationsViewModel}: their tasks, the session,
 * the key tree their writes update, the shared log and the confirmations.
 */
record FormContext(Tasks tasks, Supplier<EtcdSession> session, KeysViewModel keys,
                   OperationLog log, Confirmations confirmations) {

    static String registryWarning(boolean registry) {
        return registry ? "\n\n" + TEXT.get("registryWarning") : "";
    }

    /** The same question the editor asks before a write under /registry/. */
    boolean confirmRegistryWrite(String shownKey) {
        return confirmations.confirm(TEXT.get("registryTitle"),
                TEXT.format("registryChange", shownKey) + registryWarning(true));
    }
}
