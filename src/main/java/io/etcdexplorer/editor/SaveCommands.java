package io.etcdexplorer.editor;

import io.etcdexplorer.etcd.EtcdErrors;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.KeyValueData;
import io.etcdexplorer.etcd.ops.CasResult;
import io.etcdexplorer.etcd.ops.EtcdOps;
import io.etcdexplorer.etcd.ops.EtcdctlOps;
import io.etcdexplorer.etcd.ops.GetResult;
import io.etcdexplorer.etcd.ops.LeaseGrantResult;
import io.etcdexplorer.etcd.ops.TxnResult;
import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.values.EditMode;

import java.util.List;
import java.util.Optional;

/**
 * The editor's save: compare-and-swap with the lease the user chose, and the choices after a conflict. Each write
 * is logged with its etcdctl command; writes under /registry/ are confirmed first, since changing a cluster's etcd
 * behind the API server can break the cluster.
 */
final class SaveCommands {

    private static final Messages TEXT = Messages.of(SaveCommands.class);

    private final EditorContext context;
    private final EditorDocument doc;
    private final EditorOutcome outcome;

    SaveCommands(EditorContext context) {
        this.context = context;
        this.doc = context.doc();
        this.outcome = context.outcome();
    }

    /** Saves the text if the key is still at the loaded revision (or still absent, for a new key). */
    void save() {
        saveAgainst(doc.loadedRevision(), "Save");
    }

    /** After a conflict: writes the user's text over what the server has now (again only if that is unchanged). */
    void overwrite() {
        SaveConflict seen = doc.conflictProperty().get();
        if (seen != null) {
            doc.setConflict(null);
            saveAgainst(seen.theirs().map(t -> t.meta().modRevision()).orElse(0L), "Overwrite");
        }
    }

    /** After a conflict: drops the user's text and shows the server's value (or an empty new key if deleted). */
    void takeTheirs() {
        SaveConflict seen = doc.conflictProperty().get();
        if (seen == null) {
            return;
        }
        EtcdSession open = context.session().get();
        if (seen.theirs().isPresent()) {
            doc.show(seen.theirs().get(), open == null || open.isReadOnly());
        } else {
            context.startEmpty().accept(doc.path());
        }
        outcome.say(TEXT.get("discarded"));
    }

    /** Closes the conflict and keeps editing; the next save will conflict again unless the server changes back. */
    void keepEditing() {
        doc.setConflict(null);
    }

    private void saveAgainst(long expectedRevision, String operation) {
        byte[] value = doc.currentBytesOrNull();
        EtcdSession open = context.session().get();
        if (value == null || open == null || doc.path() == null) {
            return;
        }
        EditMode mode = doc.modeProperty().get();
        String shown = doc.textProperty().get();
        byte[] before = doc.loaded() == null ? null : doc.loaded().value();
        LineEnds ends = doc.lineEnds();
        // Checked now rather than taken from the check as you type, which waits for a pause in typing; in the
        // background, since a large value takes longer than a frame to parse.
        context.tasks().run(() -> EditorText.unsavable(shown, mode, before, ends)).busy(outcome.busyFlag())
                .onSuccess(problem -> {
                    if (problem.isPresent()) {
                        outcome.say(TEXT.format("notValid", mode.label(), problem.get()));
                    } else {
                        write(open, value, expectedRevision, operation);
                    }
                }).onFailure(failure -> { /* the check found nothing to say; nothing was sent */ }).start();
    }

    private void write(EtcdSession open, byte[] value, long expectedRevision, String operation) {
        Optional<Long> lease = leaseId();
        if (lease.isEmpty() || !context.confirmRegistry(doc.path())) {
            return;
        }
        byte[] key = doc.path();
        String ttl = doc.leaseValueProperty().get().strip();
        boolean grant = doc.leaseModeProperty().get() == LeaseMode.NEW;
        String command = EtcdctlOps.casPut(open.settings(), key, value, expectedRevision);
        context.tasks().run(() -> {
            EtcdOps ops = new EtcdOps(open);
            long leaseId = lease.get();
            if (grant) {
                LeaseGrantResult granted = ops.grant(Long.parseLong(ttl));
                context.tasks().onUi(() -> context.log().succeeded("lease grant", EtcdctlOps.grant(
                        open.settings(), Long.parseLong(ttl)), granted));
                leaseId = granted.id();
            }
            return ops.putIfUnchanged(key, value, expectedRevision, leaseId);
        }).busy(outcome.busyFlag()).onSuccess(result -> {
            context.log().succeeded(operation.toLowerCase(), command, asTxn(result));
            if (result instanceof CasResult.Applied applied) {
                context.wrote().accept(applied.put().header().revision());
                context.afterWrite(open, key, TEXT.format("saved", String.valueOf(applied.put().header().revision())));
            } else if (result instanceof CasResult.Conflict conflict) {
                doc.setConflict(doc.conflictOf(value, conflict.current(), false));
            }
        }).onFailure(failure -> {
            context.log().failed(operation.toLowerCase(), command, failure);
            outcome.say(TEXT.format("notSaved", EtcdErrors.translate(failure, open.settings().endpointsLabel())
                    .describe()));
        }).start();
    }

    /**
     * The compare-and-swap as the transaction it is, so the log shows what {@code etcdctl txn} would print: the
     * then-branch's put, or the else-branch's read of the key as it is now.
     */
    static TxnResult asTxn(CasResult result) {
        if (result instanceof CasResult.Applied applied) {
            return new TxnResult(applied.put().header(), true, List.of(applied.put()));
        }
        CasResult.Conflict conflict = (CasResult.Conflict) result;
        List<KeyValueData> now = conflict.current().map(List::of).orElse(List.of());
        return new TxnResult(conflict.header(), false, List.of(new GetResult(conflict.header(), now, now.size(),
                false)));
    }

    /** Empty (and the reason shown) when the lease field does not hold what its mode needs. */
    private Optional<Long> leaseId() {
        String value = doc.leaseValueProperty().get().strip();
        try {
            switch (doc.leaseModeProperty().get()) {
                case NONE:
                    return Optional.of(0L);
                case EXISTING:
                    return Optional.of(Long.parseUnsignedLong(value.replaceFirst("^0[xX]", ""), 16));
                case NEW:
                    long ttl = Long.parseLong(value);
                    if (ttl <= 0) {
                        throw new NumberFormatException();
                    }
                    return Optional.of(0L); // granted just before the put
                default:
                    return Optional.of(doc.loaded() == null ? 0L : doc.loaded().meta().lease());
            }
        } catch (NumberFormatException e) {
            outcome.say(doc.leaseModeProperty().get() == LeaseMode.NEW
                    ? TEXT.format("badTtl", value) : TEXT.format("badLeaseId", value));
            return Optional.empty();
        }
    }
}
