package io.etcdexplorer.editor;

import io.etcdexplorer.confirm.RegistryKeys;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.KeyValueData;
import io.etcdexplorer.etcd.ops.CasResult;
import io.etcdexplorer.etcd.ops.CompareOp;
import io.etcdexplorer.etcd.ops.CompareTarget;
import io.etcdexplorer.etcd.ops.DeleteRequest;
import io.etcdexplorer.etcd.ops.EtcdOps;
import io.etcdexplorer.etcd.ops.EtcdctlOps;
import io.etcdexplorer.etcd.ops.GetRequest;
import io.etcdexplorer.etcd.ops.LeaseTtlResult;
import io.etcdexplorer.etcd.ops.PutRequest;
import io.etcdexplorer.etcd.ops.TxnCompare;
import io.etcdexplorer.etcd.ops.TxnOp;
import io.etcdexplorer.etcd.ops.TxnRequest;
import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.values.KeyText;

import java.util.List;

/**
 * What the editor does to the key itself: delete it, rename it in one transaction, and notice when its lease
 * expired and took it along. Each write is logged with its etcdctl command.
 */
final class KeyCommands {

    private static final Messages TEXT = Messages.of(KeyCommands.class);

    private final EditorContext context;
    private final EditorDocument doc;
    private final EditorOutcome outcome;

    KeyCommands(EditorContext context) {
        this.context = context;
        this.doc = context.doc();
        this.outcome = context.outcome();
    }

    /** Deletes the key being edited after the user confirms. */
    void delete() {
        EtcdSession open = context.session().get();
        if (open == null || doc.path() == null || doc.isNewProperty().get()) {
            return;
        }
        byte[] key = doc.path();
        String shown = KeyText.display(key);
        if (!context.confirmations().confirm(TEXT.get("deleteTitle"), TEXT.format("deleteConfirm", shown)
                + EditorContext.registryWarning(key))) {
            return;
        }
        DeleteRequest request = new DeleteRequest(key, false, true);
        String command = EtcdctlOps.delete(open.settings(), request);
        context.tasks().run(() -> new EtcdOps(open).delete(request)).busy(outcome.busyFlag()).onSuccess(result -> {
            context.log().succeeded("delete", command, result);
            context.keys().keyDeleted(key);
            context.closeKey().run();
            outcome.say(TEXT.format(result.deleted() == 0 ? "alreadyGone" : "deleted", shown));
        }).onFailure(failure -> {
            context.log().failed("delete", command, failure);
            outcome.say(TEXT.format("notDeleted", failure.getMessage()));
        }).start();
    }

    /** Moves the loaded value to another key in one transaction, only if the old key is unchanged. */
    void rename(String escapedTarget) {
        EtcdSession open = context.session().get();
        KeyValueData from = doc.loaded();
        if (open == null || from == null) {
            return;
        }
        if (doc.dirtyBinding().get()) {
            outcome.say(TEXT.get("saveBeforeRename"));
            return;
        }
        byte[] target = KeyText.parse(escapedTarget.strip());
        if (!context.confirmRegistry(doc.path()) || (RegistryKeys.isRegistry(target)
                && !RegistryKeys.isRegistry(from.key()) && !context.confirmRegistry(target))) {
            return;
        }
        String command = EtcdctlOps.txn(open.settings(), renameTxn(from, target));
        context.tasks().run(() -> new EtcdOps(open).rename(from.key(), target, from.value(), from.meta().lease(),
                from.meta().modRevision())).busy(outcome.busyFlag()).onSuccess(result -> {
                    context.log().succeeded("rename", command, SaveCommands.asTxn(result));
                    if (result instanceof CasResult.Applied applied) {
                        context.wrote().accept(applied.put().header().revision());
                        context.keys().keyDeleted(from.key());
                        context.afterWrite(open, target, TEXT.format("renamed", KeyText.display(target)));
                    } else if (result instanceof CasResult.Conflict conflict) {
                        outcome.say(conflict.targetExists() ? TEXT.format("targetExists", KeyText.display(target))
                                : TEXT.get("renameConflict"));
                    }
                }).onFailure(failure -> {
                    context.log().failed("rename", command, failure);
                    outcome.say(TEXT.format("notRenamed", failure.getMessage()));
                }).start();
    }

    /**
     * For a key with a lease: asks etcd whether the lease is still alive, and tells the user when it expired and
     * took the key with it. The view calls this every few seconds while such a key is open.
     */
    void checkLease() {
        EtcdSession open = context.session().get();
        KeyValueData data = doc.loaded();
        if (open == null || data == null || data.meta().lease() == 0) {
            return;
        }
        long lease = data.meta().lease();
        context.tasks().run(() -> new EtcdOps(open).timeToLive(lease, false)).onSuccess((LeaseTtlResult ttl) -> {
            if (doc.loaded() == data && ttl.ttl() < 0) { // still the key that had this lease
                outcome.say(TEXT.format("leaseExpired", Long.toHexString(lease)));
                context.keys().keyDeleted(data.key());
            }
        }).onFailure(failure -> {
            // The next check will tell; a failed read is reported by the next real operation.
        }).start();
    }

    /** The transaction rename runs, for its etcdctl form. */
    private static TxnRequest renameTxn(KeyValueData from, byte[] target) {
        return new TxnRequest(
                List.of(new TxnCompare(from.key(), CompareTarget.MOD, CompareOp.EQUAL, null, from.meta().modRevision()),
                        new TxnCompare(target, CompareTarget.VERSION, CompareOp.EQUAL, null, 0)),
                List.of(new TxnOp.Put(new PutRequest(target, from.value(), from.meta().lease(), false, false, false)),
                        new TxnOp.Delete(new DeleteRequest(from.key(), false, false))),
                List.of(new TxnOp.Get(GetRequest.of(from.key()))));
    }
}
