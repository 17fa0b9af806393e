package io.etcdexplorer.operations;

import io.etcdexplorer.confirm.RegistryKeys;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.KeyValueData;
import io.etcdexplorer.etcd.ops.DeleteRequest;
import io.etcdexplorer.etcd.ops.DeleteResult;
import io.etcdexplorer.etcd.ops.EtcdOps;
import io.etcdexplorer.etcd.ops.EtcdctlOps;
import io.etcdexplorer.etcd.ops.GuardedDelete;
import io.etcdexplorer.operations.FormInput.Parsed;
import io.etcdexplorer.values.KeyText;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

import java.util.stream.Collectors;

/**
 * etcdctl del: one key or a prefix, with --prev-kv. Counts first and asks "Delete N keys under …?", since a
 * prefix typed one character short can take far more than meant; nothing is asked or sent when nothing matches.
 * The prefix delete is guarded by the count's revision: keys written under it while the question was open stop
 * it, and the user is asked again with the new count.
 */
final class DeleteForm extends OperationForm {

    /** Deleted keys named in the outcome line; the log's response has them all. */
    private static final int KEYS_NAMED = 10;

    // Properties
    private final StringProperty key = new SimpleStringProperty("");
    private final BooleanProperty prefix = new SimpleBooleanProperty();
    private final BooleanProperty prevKv = new SimpleBooleanProperty();
    private final ReadOnlyStringWrapper keyProblem = new ReadOnlyStringWrapper("");

    DeleteForm(FormContext context) {
        super(context);
        key.addListener((obs, old, text) -> keyProblem.set(FormInput.live(text, FormInput.key(text, true))));
    }

    public StringProperty keyProperty() {
        return key;
    }

    public BooleanProperty prefixProperty() {
        return prefix;
    }

    /** Return the deleted keys and values: the outcome names them and the log shows them. */
    public BooleanProperty prevKvProperty() {
        return prevKv;
    }

    public ReadOnlyStringProperty keyProblemProperty() {
        return keyProblem.getReadOnlyProperty();
    }

    // Commands

    /** Counts the matching keys, asks, then deletes them. */
    public void deleteKeys() {
        Parsed<byte[]> k = FormInput.key(key.get(), prefix.get());
        keyProblem.set(k.problem());
        if (!k.ok()) {
            refuseInput();
            return;
        }
        EtcdSession open = session(true);
        if (open == null) {
            return;
        }
        DeleteRequest request = new DeleteRequest(k.value(), prefix.get(), prevKv.get());
        String command = EtcdctlOps.delete(open.settings(), request);
        String shown = KeyText.display(k.value());
        LogLine line = new LogLine("delete", command);
        submit(line, () -> new EtcdOps(open).countNow(request.key(), request.prefix()), counted -> {
            long found = counted.count();
            if (found == 0) {
                succeed(request.prefix() ? TEXT.format("delete.noKeys", scope(request))
                        : TEXT.format("delete.noKey", shown));
                return;
            }
            String question = request.prefix() ? TEXT.format("delete.askKeys", found, scope(request))
                    : TEXT.format("delete.askKey", shown);
            if (!confirmed(request, command, question)) {
                return;
            }
            if (request.prefix()) {
                deleteGuarded(open, request, line, found, counted.header().revision());
            } else {
                submit(line, () -> new EtcdOps(open).delete(request), result -> deleted(request, command, result));
            }
        });
    }

    /**
     * Deletes the prefix only if no key under it was created or modified after the count the user confirmed; if one
     * was, asks again with the new count (and guards with its revision), so a key is never deleted unasked.
     */
    private void deleteGuarded(EtcdSession open, DeleteRequest request, LogLine line, long confirmedCount,
                               long countedRevision) {
        String command = line.command();
        submit(line, () -> new EtcdOps(open).deleteUnchangedSince(request, countedRevision), outcome -> {
            if (outcome instanceof GuardedDelete.Deleted done) {
                deleted(request, command, done.result());
                return;
            }
            GuardedDelete.Changed changed = (GuardedDelete.Changed) outcome;
            context().log().note("delete", command, TEXT.format("delete.noteChanged", scope(request),
                    Long.toString(countedRevision)));
            if (changed.count() == 0) {
                succeed(TEXT.format("delete.goneBy", scope(request), Long.toString(changed.header().revision())));
                return;
            }
            long more = changed.count() - confirmedCount;
            String what = more > 0 ? TEXT.format("delete.moreKeys", more, scope(request))
                    : TEXT.format("delete.keysChanged", scope(request));
            String question = TEXT.format("delete.askAgain", what, named(changed, countedRevision), changed.count(),
                    scope(request));
            if (confirmed(request, command, question)) {
                deleteGuarded(open, request, line, changed.count(), changed.header().revision());
            }
        });
    }

    /** Asks; a refusal is logged and said, and sends nothing. */
    private boolean confirmed(DeleteRequest request, String command, String question) {
        boolean registry = RegistryKeys.touches(request.key(), request.prefix());
        if (context().confirmations().confirm(TEXT.get(request.prefix() ? "delete.titleKeys"
                : "delete.titleKey"), TEXT.format("delete.cannotUndo", question)
                + FormContext.registryWarning(registry))) {
            return true;
        }
        context().log().note("delete", command, TEXT.get("delete.noteDeclined"));
        succeed(TEXT.get("delete.declined"));
        return false;
    }

    private void deleted(DeleteRequest request, String command, DeleteResult result) {
        logged("delete", command, result);
        updateTree(request, result);
        succeed(describe(request, KeyText.display(request.key()), result));
    }

    /** "/d/9 (new), /d/2 (modified)": the keys that changed after the count, newest first. */
    private static String named(GuardedDelete.Changed changed, long countedRevision) {
        return changed.changed().stream().map(m -> TEXT.format(m.createRevision() > countedRevision
                ? "delete.newKey" : "delete.modifiedKey", KeyText.display(m.key())))
                .collect(Collectors.joining(", "));
    }

    /** "under /a/", or for an empty prefix "in the whole keyspace". */
    private static String scope(DeleteRequest request) {
        return request.key().length == 0 ? TEXT.get("delete.inKeyspace")
                : TEXT.format("delete.under", KeyText.display(request.key()));
    }

    /** Removes exactly the deleted keys when etcd named them; a prefix without names needs a new listing. */
    private void updateTree(DeleteRequest request, DeleteResult result) {
        if (!result.prevKvs().isEmpty()) {
            result.prevKvs().forEach(kv -> context().keys().keyDeleted(kv.key()));
        } else if (request.prefix()) {
            context().keys().refresh();
        } else if (result.deleted() > 0) {
            context().keys().keyDeleted(request.key());
        }
    }

    private static String describe(DeleteRequest request, String shown, DeleteResult result) {
        String at = Long.toString(result.header().revision());
        if (result.deleted() == 0) {
            return TEXT.format("delete.alreadyGone", at);
        }
        String text = request.prefix() ? TEXT.format("delete.deletedKeys", result.deleted(), scope(request), at)
                : TEXT.format("delete.deletedKey", shown, at);
        if (result.prevKvs().isEmpty()) {
            return TEXT.format("delete.done", text);
        }
        if (!request.prefix()) {
            return TEXT.format("delete.doneWithValue", text, KeyValueRow.preview(result.prevKvs().get(0).value()));
        }
        String named = result.prevKvs().stream().limit(KEYS_NAMED).map(KeyValueData::key).map(KeyText::display)
                .collect(Collectors.joining(", "));
        return TEXT.format("delete.doneWithKeys", text, named + (result.prevKvs().size() > KEYS_NAMED ? ", …" : ""));
    }
}
