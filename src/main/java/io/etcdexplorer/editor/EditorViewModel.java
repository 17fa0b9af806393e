package io.etcdexplorer.editor;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.concurrent.Latest;
import io.etcdexplorer.concurrent.Tasks;
import io.etcdexplorer.confirm.Confirmations;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.keys.KeyNode;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.oplog.OperationLog;
import io.etcdexplorer.status.SessionScoped;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.values.EditMode;
import io.etcdexplorer.values.KeyText;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.StringProperty;

import java.util.function.Supplier;

/**
 * The key editor: one key's value as editable text in one of five modes, saved with compare-and-swap so nothing
 * changed meanwhile is overwritten silently. While the user has unsaved changes, selecting another key does not
 * replace them: the editor offers to open it instead. The key and its text live in {@link EditorDocument}, the
 * writes in {@link SaveCommands} and {@link KeyCommands}.
 */
public final class EditorViewModel implements SessionScoped {

    private static final Messages TEXT = Messages.of(EditorViewModel.class);

    // Properties
    private final EditorDocument doc;
    private final EditorOutcome outcome;
    private final BooleanBinding canSave;

    private final Tasks tasks;
    private final Latest highlights = new Latest();
    private final SaveCommands saves;
    private final KeyCommands keyCommands;
    private final ServerChanges serverChanges;
    private final EditorLoads loads;
    /** Hands over what was typed but not yet passed on (the view passes typing on after a pause). */
    private Runnable typingFlusher = () -> { };

    public EditorViewModel(BackgroundExecutor executor, StatusViewModel status, Supplier<EtcdSession> session,
                           KeysViewModel keys, OperationLog log, Confirmations confirmations) {
        tasks = new Tasks(executor, status);
        doc = new EditorDocument(new TextChecks(tasks));
        outcome = new EditorOutcome(doc);
        EditorContext context = new EditorContext(tasks, new Latest(), session, keys, log, confirmations, doc,
                outcome, this::wrote, this::startEmpty, this::clear);
        saves = new SaveCommands(context);
        keyCommands = new KeyCommands(context);
        serverChanges = new ServerChanges(context, () -> typingFlusher.run());
        loads = new EditorLoads(context);
        canSave = Bindings.createBooleanBinding(() -> doc.path() != null && doc.editableProperty().get()
                        && !outcome.isBusy() && !doc.formattingProperty().get() && doc.conflictProperty().get() == null
                        && (doc.dirtyBinding().get() || doc.isNewProperty().get()),
                doc.editableProperty(), outcome.busyProperty(), doc.formattingProperty(), doc.conflictProperty(),
                doc.dirtyBinding(), doc.isNewProperty(), doc.keyTextProperty());
    }

    public ReadOnlyStringProperty keyTextProperty() {
        return doc.keyTextProperty();
    }

    /** True for a key that does not exist yet (new or duplicated): saving creates it. */
    public ReadOnlyBooleanProperty isNewProperty() {
        return doc.isNewProperty();
    }

    /** The text being edited; the view writes it as the user types. */
    public StringProperty textProperty() {
        return doc.textProperty();
    }

    /** The editing mode; switching converts the current bytes, and is refused if they do not fit the mode. */
    public ObjectProperty<EditMode> modeProperty() {
        return doc.modeProperty();
    }

    /** What is wrong with the text in this mode (with line and column), or empty. */
    public ReadOnlyStringProperty problemProperty() {
        return doc.problemProperty();
    }

    /** The last outcome or warning: saved at revision N, lease expired, read-only. */
    public ReadOnlyStringProperty noticeProperty() {
        return outcome.noticeProperty();
    }

    /** Revisions, version and lease of the loaded value. */
    public ReadOnlyStringProperty detailsProperty() {
        return doc.detailsProperty();
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return outcome.busyProperty();
    }

    /** True while Format works in the background; its result replaces the text only if that is unchanged. */
    public ReadOnlyBooleanProperty formattingProperty() {
        return doc.formattingProperty();
    }

    /** False on a read-only connection and for Kubernetes protobuf objects. */
    public ReadOnlyBooleanProperty editableProperty() {
        return doc.editableProperty();
    }

    /** The key selected elsewhere while this one has unsaved changes, or empty. */
    public ReadOnlyStringProperty pendingKeyProperty() {
        return loads.pendingKeyProperty();
    }

    public ReadOnlyObjectProperty<SaveConflict> conflictProperty() {
        return doc.conflictProperty();
    }

    /** One sentence for the conflict banner: what changed on the server since the key was loaded. */
    public String describe(SaveConflict conflict) {
        return conflict.describe(doc.loadedRevision());
    }

    /** Whether the key open has a lease, which may expire and take it along: the view then checks it. */
    public ReadOnlyBooleanProperty leasedProperty() {
        return doc.leasedProperty();
    }

    public ObjectProperty<LeaseMode> leaseModeProperty() {
        return doc.leaseModeProperty();
    }

    /** The lease id (EXISTING) or TTL (NEW) the user typed. */
    public StringProperty leaseValueProperty() {
        return doc.leaseValueProperty();
    }

    public BooleanBinding dirtyBinding() {
        return doc.dirtyBinding();
    }

    public BooleanBinding canSaveBinding() {
        return canSave;
    }

    // Commands

    /** Follows the selection, unless that would throw away unsaved changes: then the key waits in pendingKey. */
    public void select(KeyNode node) {
        loads.select(node);
    }

    /** Opens the key that was selected while there were unsaved changes, discarding them. */
    public void openPending() {
        loads.openPending();
    }

    public void dismissPending() {
        loads.clearPending();
    }

    /**
     * Someone wrote or deleted {@code key} at {@code revision} (the live tree saw it). If it is the key open here and
     * the change is news, clean text shows the new value; unsaved text stays, and the conflict banner says what
     * changed.
     */
    public void serverChanged(byte[] key, long revision) {
        serverChanges.changed(key, revision);
    }

    /**
     * The view's way to pass on typing it still holds: called before a server change is weighed against the
     * text, so that keys typed a moment ago count as unsaved edits and are never replaced.
     */
    public void flushTypingWith(Runnable flusher) {
        typingFlusher = flusher == null ? () -> { } : flusher;
    }

    /** Saves the text if the key is still at the loaded revision (or still absent, for a new key). */
    public void save() {
        saves.save();
    }

    /** After a conflict: writes the user's text over what the server has now (again only if that is unchanged). */
    public void overwrite() {
        saves.overwrite();
    }

    /** After a conflict: drops the user's text and shows the server's value (or an empty new key if deleted). */
    public void takeTheirs() {
        saves.takeTheirs();
    }

    /** Closes the conflict and keeps editing; the next save will conflict again unless the server changes back. */
    public void keepEditing() {
        saves.keepEditing();
    }

    /** Deletes the key being edited after the user confirms. */
    public void delete() {
        keyCommands.delete();
    }

    /** Moves the loaded value to another key in one transaction, only if the old key is unchanged. */
    public void rename(String escapedTarget) {
        keyCommands.rename(escapedTarget);
    }

    /** For a key with a lease: tells the user when it expired and took the key along (the view asks every 3 s). */
    public void checkLease() {
        keyCommands.checkLease();
    }

    /** Reads the key again from the server, discarding unsaved changes. */
    public void reload() {
        loads.reload();
    }

    public void revert() {
        doc.revert();
        outcome.say("");
    }

    /** Pretty-prints JSON, re-emits YAML, in the background; says where the text is invalid instead. */
    public void format() {
        doc.format(() -> outcome.say(TEXT.get("formatAgain")));
    }

    /** Starts a key that does not exist yet; typed with the tree's escapes ({@code \xNN} for raw bytes). */
    public void newKey(String escapedKey) {
        startUnsaved(KeyText.parse(escapedKey.strip()), new byte[0], EditMode.TEXT);
    }

    /** The current text under another key, not yet saved. */
    public void duplicate(String escapedKey) {
        if (doc.rawHidden()) {
            outcome.say(TEXT.get("notDuplicated"));
            return;
        }
        byte[] bytes = doc.currentBytesOrNull();
        if (bytes != null) {
            startUnsaved(KeyText.parse(escapedKey.strip()), bytes, doc.modeProperty().get());
            outcome.say(TEXT.format("duplicated", doc.keyTextProperty().get()));
        }
    }

    /** Computes syntax highlighting off the UI thread; only the newest request's spans are handed back. */
    public void highlight(String shown, java.util.function.Consumer<org.fxmisc.richtext.model.StyleSpans<
            java.util.Collection<String>>> apply) {
        EditMode current = doc.modeProperty().get();
        tasks.run(() -> io.etcdexplorer.editor.highlight.SyntaxHighlighter.compute(shown, current))
                .latestIn(highlights).onSuccess(apply::accept)
                .onFailure(failure -> { /* unhighlighted text is still correct text */ }).start();
    }

    private void startUnsaved(byte[] key, byte[] value, EditMode editMode) {
        loads.startUnsaved(key, value, editMode);
    }

    /** Take-theirs of a deleted key: an empty unsaved key of the same name, as New key makes. */
    private void startEmpty(byte[] key) {
        startUnsaved(key, new byte[0], EditMode.TEXT);
    }

    /** This editor wrote at {@code revision}: the watch's echo of it is not someone else's change. */
    private void wrote(long revision) {
        serverChanges.wrote(revision);
    }

    /** Forgets the key and any unsaved text: the connection closed. */
    public void forget() {
        loads.clearPending();
        clear();
        outcome.clear();
    }

    @Override
    public void closed() {
        forget();
    }

    /** Forgets the key, e.g. after it was deleted or the connection closed. */
    private void clear() {
        loads.clear();
    }
}
