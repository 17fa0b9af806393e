package io.etcdexplorer.editor;

import io.etcdexplorer.confirm.RegistryKeys;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.KeyValueData;
import io.etcdexplorer.etcd.ops.CasResult;
import io.etcdexplorer.etcd.ops.DeleteRequest;
import io.etcdexplorer.etcd.ops.EtcdOps;
import io.etcdexplorer.etcd.ops.EtcdctlOps;
import io.etcdexplorer.etcd.ops.LeaseGrantResult;
import io.etcdexplorer.etcd.ops.LeaseTtlResult;
import io.etcdexplorer.values.EditMode;
import io.etcdexplorer.values.KeyText;
import io.etcdexplorer.values.ValueEditing;

import io.etcdexplorer.etcd.ops.GetResult;
import io.etcdexplorer.etcd.ops.TxnResult;

import java.util.List;
import java.util.Optional;

/**
 * The editor's writes: save as compare-and-swap (with the lease the user chose), the choices after a conflict,
 * delete, and rename as one transaction. Each is logged with its etcdctl command; writes under /registry/ are
 * confirmed first, since changing a cluster's etcd behind the API server can break the cluster.
 */
public final class EditorWrites {

    private final EditorViewModel editor;

    EditorWrites(EditorViewModel editor) {
        this.editor = editor;
    }

    /** Saves the text if the key is still at the loaded revision (or still absent, for a new key). */
    public void save() {
        saveAgainst(editor.loaded == null ? 0 : editor.loaded.meta().modRevision(), "Save");
    }

    /** After a conflict: writes the user's text over what the server has now (again only if that is unchanged). */
    public void overwrite() {
        SaveConflict seen = editor.conflict.get();
        if (seen != null) {
            editor.conflict.set(null);
            saveAgainst(seen.theirs().map(t -> t.meta().modRevision()).orElse(0L), "Overwrite");
        }
    }

    /** After a conflict: drops the user's text and shows the server's value (or an empty new key if deleted). */
    public void takeTheirs() {
        SaveConflict seen = editor.conflict.get();
        if (seen == null) {
            return;
        }
        EtcdSession open = editor.session.get();
        if (seen.theirs().isPresent()) {
            editor.show(seen.theirs().get(), open == null || open.isReadOnly());
        } else {
            editor.startUnsaved(editor.path, new byte[0], EditMode.TEXT);
        }
        editor.notice.set("Your changes were discarded; this is the server's value.");
    }

    /** Closes the conflict and keeps editing; the next save will conflict again unless the server changes back. */
    public void keepEditing() {
        editor.conflict.set(null);
    }

    private void saveAgainst(long expectedRevision, String operation) {
        byte[] value = editor.currentBytesOrNull();
        EtcdSession open = editor.session.get();
        if (value == null || open == null || editor.path == null) {
            return;
        }
        EditMode mode = editor.modeProperty().get();
        String shown = editor.textProperty().get();
        byte[] before = editor.loaded == null ? null : editor.loaded.value();
        LineEnds ends = editor.lineEnds;
        // Checked now rather than taken from the check as you type, which waits for a pause in typing; in the
        // background, since a large value takes longer than a frame to parse.
        editor.busy.set(true);
        editor.executor.submit(() -> EditorText.unsavable(shown, mode, before, ends), problem -> {
            editor.busy.set(false);
            if (problem.isPresent()) {
                editor.notice.set("Not saved: the text is not valid " + mode.label() + " (" + problem.get()
                        + "). Switch to Text to save it as it is.");
            } else {
                write(open, value, expectedRevision, operation);
            }
        }, failure -> editor.busy.set(false));
    }

    private void write(EtcdSession open, byte[] value, long expectedRevision, String operation) {
        Optional<Long> lease = leaseId();
        if (lease.isEmpty() || !confirmRegistry("save")) {
            return;
        }
        byte[] key = editor.path;
        String ttl = editor.leaseValueProperty().get().strip();
        boolean grant = editor.leaseModeProperty().get() == LeaseMode.NEW;
        String command = EtcdctlOps.casPut(open.settings(), key, value, expectedRevision);
        editor.busy.set(true);
        editor.executor.submit(() -> {
            EtcdOps ops = new EtcdOps(open);
            long leaseId = lease.get();
            if (grant) {
                LeaseGrantResult granted = ops.grant(Long.parseLong(ttl));
                editor.executor.onUi(() -> editor.log.succeeded("lease grant", EtcdctlOps.grant(open.settings(),
                        Long.parseLong(ttl)), granted));
                leaseId = granted.id();
            }
            return ops.putIfUnchanged(key, value, expectedRevision, leaseId);
        }, result -> {
            editor.busy.set(false);
            editor.log.succeeded(operation.toLowerCase(), command, asTxn(result));
            if (result instanceof CasResult.Applied applied) {
                editor.wrote(applied.put().header().revision());
                afterWrite(open, key, "Saved at revision " + applied.put().header().revision() + ".");
            } else if (result instanceof CasResult.Conflict conflict) {
                editor.conflict.set(conflictOf(value, conflict.current(), false));
            }
        }, failure -> {
            editor.busy.set(false);
            editor.log.failed(operation.toLowerCase(), command, failure);
            editor.notice.set("Not saved: " + io.etcdexplorer.etcd.EtcdErrors.translate(failure,
                    open.settings().endpointsLabel()).describe());
        });
    }

    /** Deletes the key being edited after the user confirms. */
    public void delete() {
        EtcdSession open = editor.session.get();
        if (open == null || editor.path == null || editor.isNewProperty().get()) {
            return;
        }
        byte[] key = editor.path;
        String shown = KeyText.display(key);
        if (!editor.confirmations.confirm("Delete key", "Delete " + shown + "? This cannot be undone."
                + registryWarning(key))) {
            return;
        }
        DeleteRequest request = new DeleteRequest(key, false, true);
        String command = EtcdctlOps.delete(open.settings(), request);
        editor.busy.set(true);
        editor.executor.submit(() -> new EtcdOps(open).delete(request), result -> {
            editor.busy.set(false);
            editor.log.succeeded("delete", command, result);
            editor.keys.keyDeleted(key);
            editor.clear();
            editor.notice.set(result.deleted() == 0 ? shown + " was already gone." : "Deleted " + shown + ".");
        }, failure -> {
            editor.busy.set(false);
            editor.log.failed("delete", command, failure);
            editor.notice.set("Not deleted: " + failure.getMessage());
        });
    }

    /** Moves the loaded value to another key in one transaction, only if the old key is unchanged. */
    public void rename(String escapedTarget) {
        EtcdSession open = editor.session.get();
        KeyValueData from = editor.loaded;
        if (open == null || from == null) {
            return;
        }
        if (editor.dirtyBinding().get()) {
            editor.notice.set("Save or revert your changes before renaming.");
            return;
        }
        byte[] target = KeyText.parse(escapedTarget.strip());
        if (!confirmRegistry("rename") || (RegistryKeys.isRegistry(target) && !RegistryKeys.isRegistry(from.key()) && !confirmRegistry(target))) {
            return;
        }
        String command = EtcdctlOps.txn(open.settings(), renameTxn(from, target));
        editor.busy.set(true);
        editor.executor.submit(() -> new EtcdOps(open).rename(from.key(), target, from.value(), from.meta().lease(),
                from.meta().modRevision()), result -> {
                    editor.busy.set(false);
                    editor.log.succeeded("rename", command, asTxn(result));
                    if (result instanceof CasResult.Applied applied) {
                        editor.wrote(applied.put().header().revision());
                        editor.keys.keyDeleted(from.key());
                        afterWrite(open, target, "Renamed to " + KeyText.display(target) + ".");
                    } else if (result instanceof CasResult.Conflict conflict) {
                        editor.notice.set(conflict.targetExists() ? KeyText.display(target)
                                + " already exists: nothing was renamed." : "The key changed on the server since "
                                + "you loaded it: nothing was renamed. Reload it first.");
                    }
                }, failure -> {
                    editor.busy.set(false);
                    editor.log.failed("rename", command, failure);
                    editor.notice.set("Not renamed: " + failure.getMessage());
                });
    }

    /**
     * For a key with a lease: asks etcd whether the lease is still alive, and tells the user when it expired and
     * took the key with it. The view calls this every few seconds while such a key is open.
     */
    public void checkLease() {
        EtcdSession open = editor.session.get();
        KeyValueData data = editor.loaded;
        if (open == null || data == null || data.meta().lease() == 0) {
            return;
        }
        long lease = data.meta().lease();
        editor.executor.submit(() -> new EtcdOps(open).timeToLive(lease, false), (LeaseTtlResult ttl) -> {
            if (editor.loaded == data && ttl.ttl() < 0) {
                editor.notice.set("Lease " + Long.toHexString(lease) + " expired, and etcd deleted this key with it. "
                        + "Your text is still here: Save offers to create the key again.");
                editor.keys.keyDeleted(data.key());
            }
        }, failure -> { /* the next check will tell; a failed read is reported by the next real operation */ });
    }

    /**
     * The compare-and-swap as the transaction it is, so the log shows what {@code etcdctl txn} would print: the
     * then-branch's put, or the else-branch's read of the key as it is now.
     */
    private static TxnResult asTxn(CasResult result) {
        if (result instanceof CasResult.Applied applied) {
            return new TxnResult(applied.put().header(), true, List.of(applied.put()));
        }
        CasResult.Conflict conflict = (CasResult.Conflict) result;
        List<KeyValueData> now = conflict.current().map(List::of).orElse(List.of());
        return new TxnResult(conflict.header(), false, List.of(new GetResult(conflict.header(), now, now.size(),
                false)));
    }

    /** The transaction rename runs, for its etcdctl form. */
    private static io.etcdexplorer.etcd.ops.TxnRequest renameTxn(KeyValueData from, byte[] target) {
        return new io.etcdexplorer.etcd.ops.TxnRequest(
                java.util.List.of(new io.etcdexplorer.etcd.ops.TxnCompare(from.key(),
                                io.etcdexplorer.etcd.ops.CompareTarget.MOD, io.etcdexplorer.etcd.ops.CompareOp.EQUAL,
                                null, from.meta().modRevision()),
                        new io.etcdexplorer.etcd.ops.TxnCompare(target, io.etcdexplorer.etcd.ops.CompareTarget.VERSION,
                                io.etcdexplorer.etcd.ops.CompareOp.EQUAL, null, 0)),
                java.util.List.of(new io.etcdexplorer.etcd.ops.TxnOp.Put(new io.etcdexplorer.etcd.ops.PutRequest(
                                target, from.value(), from.meta().lease(), false, false, false)),
                        new io.etcdexplorer.etcd.ops.TxnOp.Delete(new DeleteRequest(from.key(), false, false))),
                java.util.List.of(new io.etcdexplorer.etcd.ops.TxnOp.Get(
                        io.etcdexplorer.etcd.ops.GetRequest.of(from.key()))));
    }

    private void afterWrite(EtcdSession open, byte[] key, String message) {
        editor.executor.submit(() -> open.get(key), found -> {
            if (editor.session.get() != open) {
                return; // the window moved to another connection meanwhile: this key is not shown any more
            }
            found.ifPresent(data -> {
                editor.keys.keyWritten(data.meta());
                editor.show(data, open.isReadOnly());
            });
            editor.notice.set(message);
        }, failure -> editor.notice.set(message));
    }

    /** {@code whileEditing}: seen on the server before any save, rather than a save refused. */
    SaveConflict conflictOf(byte[] mine, Optional<KeyValueData> theirs, boolean whileEditing) {
        EditMode mode = editor.modeProperty().get();
        String theirsText = theirs.map(t -> EditorText.textEditable(t.value()) || mode == EditMode.HEX
                || mode == EditMode.BASE64 ? editor.textOf(t.value(), mode)
                : ValueEditing.toText(t.value(), EditMode.HEX)).orElse("");
        return new SaveConflict(mine, theirs, theirsText, TextDiff.unified(theirsText, editor.textProperty().get()),
                whileEditing);
    }

    /** Empty (and the reason shown) when the lease field does not hold what its mode needs. */
    private Optional<Long> leaseId() {
        String value = editor.leaseValueProperty().get().strip();
        try {
            switch (editor.leaseModeProperty().get()) {
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
                    return Optional.of(editor.loaded == null ? 0L : editor.loaded.meta().lease());
            }
        } catch (NumberFormatException e) {
            editor.notice.set(editor.leaseModeProperty().get() == LeaseMode.NEW
                    ? "The TTL must be a whole number of seconds above 0, e.g. 60; \"" + value + "\" is not."
                    : "A lease id is a hexadecimal number as etcdctl prints it, e.g. 694d7f3a1b2c3d4e; \""
                    + value + "\" is not.");
            return Optional.empty();
        }
    }

    private boolean confirmRegistry(String what) {
        return !RegistryKeys.isRegistry(editor.path) || confirmRegistry(editor.path);
    }

    private boolean confirmRegistry(byte[] key) {
        return editor.confirmations.confirm("Write to a Kubernetes cluster's etcd?",
                "You are about to change " + KeyText.display(key) + "." + registryWarning(key));
    }

    private static String registryWarning(byte[] key) {
        return RegistryKeys.isRegistry(key) ? "\n\nThis key belongs to a Kubernetes API server. Writing behind its back can "
                + "break the cluster: the API server caches objects and expects its own encoding." : "";
    }
}
