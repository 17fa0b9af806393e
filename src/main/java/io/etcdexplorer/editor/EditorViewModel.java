package io.etcdexplorer.editor;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.concurrent.Latest;
import io.etcdexplorer.confirm.Confirmations;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.KeyValueData;
import io.etcdexplorer.keys.KeyNode;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.oplog.OperationLog;
import io.etcdexplorer.status.MessageLine;
import io.etcdexplorer.status.Problem;
import io.etcdexplorer.status.SessionScoped;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.values.EditMode;
import io.etcdexplorer.values.InvalidValueException;
import io.etcdexplorer.values.KeyText;
import io.etcdexplorer.values.ValueEditing;
import io.etcdexplorer.values.ValueInspector;
import io.etcdexplorer.values.ValueKind;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

import java.util.function.Supplier;

/**
 * The key editor: one key's value as editable text in one of five modes, saved with compare-and-swap so nothing
 * changed meanwhile is overwritten silently. While the user has unsaved changes, selecting another key does not
 * replace them: the editor offers to open it instead. Writes live in {@link EditorWrites}.
 */
public final class EditorViewModel implements SessionScoped {

    // Properties
    private final ReadOnlyStringWrapper keyText = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper isNew = new ReadOnlyBooleanWrapper();
    private final StringProperty text = new SimpleStringProperty("");
    private final ObjectProperty<EditMode> mode = new SimpleObjectProperty<>(EditMode.TEXT);
    private final ReadOnlyStringWrapper baseline = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper problem = new ReadOnlyStringWrapper("");
    final MessageLine notice = new MessageLine("");
    final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper editable = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper pendingKey = new ReadOnlyStringWrapper("");
    final ReadOnlyObjectWrapper<SaveConflict> conflict = new ReadOnlyObjectWrapper<>();
    private final ObjectProperty<LeaseMode> leaseMode = new SimpleObjectProperty<>(LeaseMode.KEEP);
    private final StringProperty leaseValue = new SimpleStringProperty("");
    private final ReadOnlyStringWrapper details = new ReadOnlyStringWrapper("");
    private final BooleanBinding dirty;
    private final BooleanBinding canSave;

    final BackgroundExecutor executor;
    final StatusViewModel status;
    final Supplier<EtcdSession> session;
    final KeysViewModel keys;
    final OperationLog log;
    final Confirmations confirmations;
    private final Latest reads = new Latest();
    private final TextChecks checks;
    private final Latest highlights = new Latest();
    private final EditorWrites writes;
    private final ServerChanges serverChanges = new ServerChanges(this);
    /** Hands over what was typed but not yet passed on (the view passes typing on after a pause). */
    private Runnable typingFlusher = () -> { };
    /** The key being edited, and what the server had for it when loaded (null for a key not yet saved). */
    byte[] path;
    KeyValueData loaded;
    private KeyNode pending;
    /** How the value's lines end; text modes convert at the boundary (see {@link LineEnds}). */
    LineEnds lineEnds = LineEnds.LF;
    private boolean switchingMode;
    /** A Kubernetes protobuf value, or one over the edit limit, is open: its bytes are not shown here. */
    private boolean rawHidden;

    public EditorViewModel(BackgroundExecutor executor, StatusViewModel status, Supplier<EtcdSession> session,
                           KeysViewModel keys, OperationLog log, Confirmations confirmations) {
        this.executor = executor;
        this.status = status;
        this.session = session;
        this.keys = keys;
        this.log = log;
        this.confirmations = confirmations;
        this.writes = new EditorWrites(this);
        this.checks = new TextChecks(executor);
        dirty = Bindings.createBooleanBinding(() -> !text.get().equals(baseline.get()), text, baseline);
        canSave = Bindings.createBooleanBinding(() -> path != null && editable.get() && !busy.get()
                && !checks.formattingProperty().get() && conflict.get() == null && (dirty.get() || isNew.get()),
                editable, busy, checks.formattingProperty(), conflict, dirty, isNew, keyText);
        mode.addListener((obs, old, now) -> switchMode(old, now));
        text.addListener((obs, old, now) -> validate());
        // An outcome talks about this key and this text: editing, another key or a conflict makes it old news.
        notice.about(keyText, text, leaseMode, leaseValue, conflict);
    }

    public ReadOnlyStringProperty keyTextProperty() {
        return keyText.getReadOnlyProperty();
    }

    /** True for a key that does not exist yet (new or duplicated): saving creates it. */
    public ReadOnlyBooleanProperty isNewProperty() {
        return isNew.getReadOnlyProperty();
    }

    /** The text being edited; the view writes it as the user types. */
    public StringProperty textProperty() {
        return text;
    }

    /** The editing mode; switching converts the current bytes, and is refused if they do not fit the mode. */
    public ObjectProperty<EditMode> modeProperty() {
        return mode;
    }

    /** What is wrong with the text in this mode (with line and column), or empty. */
    public ReadOnlyStringProperty problemProperty() {
        return problem.getReadOnlyProperty();
    }

    /** The last outcome or warning: saved at revision N, lease expired, read-only. */
    public ReadOnlyStringProperty noticeProperty() {
        return notice.getReadOnlyProperty();
    }

    /** Revisions, version and lease of the loaded value. */
    public ReadOnlyStringProperty detailsProperty() {
        return details.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /** True while Format works in the background; its result replaces the text only if that is unchanged. */
    public ReadOnlyBooleanProperty formattingProperty() {
        return checks.formattingProperty();
    }

    /** False on a read-only connection and for Kubernetes protobuf objects. */
    public ReadOnlyBooleanProperty editableProperty() {
        return editable.getReadOnlyProperty();
    }

    /** The key selected elsewhere while this one has unsaved changes, or empty. */
    public ReadOnlyStringProperty pendingKeyProperty() {
        return pendingKey.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<SaveConflict> conflictProperty() {
        return conflict.getReadOnlyProperty();
    }

    public ObjectProperty<LeaseMode> leaseModeProperty() {
        return leaseMode;
    }

    /** The lease id (EXISTING) or TTL (NEW) the user typed. */
    public StringProperty leaseValueProperty() {
        return leaseValue;
    }

    public BooleanBinding dirtyBinding() {
        return dirty;
    }

    public BooleanBinding canSaveBinding() {
        return canSave;
    }

    public EditorWrites writes() {
        return writes;
    }

    // Commands

    /** Follows the selection, unless that would throw away unsaved changes: then the key waits in pendingKey. */
    public void select(KeyNode node) {
        if (node == null || !node.isKey()) {
            return;
        }
        if ((dirty.get() || isNew.get()) && path != null) {
            // The same key selected again (a refresh re-selects it) keeps the edits too.
            if (!java.util.Arrays.equals(path, node.path())) {
                pending = node;
                pendingKey.set(KeyText.display(node.path()));
            }
            return;
        }
        load(node.path());
    }

    /** Opens the key that was selected while there were unsaved changes, discarding them. */
    public void openPending() {
        if (pending != null) {
            byte[] next = pending.path();
            clearPending();
            load(next);
        }
    }

    public void dismissPending() {
        clearPending();
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

    void flushTyping() {
        typingFlusher.run();
    }

    /** This editor wrote at {@code revision}: the watch's echo of it is not someone else's change. */
    void wrote(long revision) {
        serverChanges.wrote(revision);
    }

    /** Reads the key again from the server, discarding unsaved changes. */
    public void reload() {
        if (path != null && !isNew.get()) {
            load(path);
        }
    }

    public void revert() {
        text.set(baseline.get());
        notice.set("");
    }

    /** Pretty-prints JSON, re-emits YAML, in the background; says where the text is invalid instead. */
    public void format() {
        checks.format(text.get(), mode.get(), text::get, text::set, problem::set,
                () -> notice.set("The text changed while it was being formatted: Format again."));
    }

    /** Starts a key that does not exist yet; typed with the tree's escapes ({@code \xNN} for raw bytes). */
    public void newKey(String escapedKey) {
        startUnsaved(KeyText.parse(escapedKey.strip()), new byte[0], EditMode.TEXT);
    }

    /** The current text under another key, not yet saved. */
    public void duplicate(String escapedKey) {
        if (rawHidden) {
            notice.set("Not duplicated: this value is not open in the editor (a Kubernetes object stored as "
                    + "protobuf, or a value over the size limit).");
            return;
        }
        byte[] bytes = currentBytesOrNull();
        if (bytes != null) {
            startUnsaved(KeyText.parse(escapedKey.strip()), bytes, mode.get());
            notice.set("Duplicated: Save creates " + keyText.get() + ".");
        }
    }

    /** Computes syntax highlighting off the UI thread; only the newest request's spans are handed back. */
    public void highlight(String shown, java.util.function.Consumer<org.fxmisc.richtext.model.StyleSpans<
            java.util.Collection<String>>> apply) {
        long ticket = highlights.next();
        EditMode current = mode.get();
        executor.submit(() -> io.etcdexplorer.editor.highlight.SyntaxHighlighter.compute(shown, current), spans -> {
            if (highlights.isCurrent(ticket)) {
                apply.accept(spans);
            }
        }, failure -> { /* unhighlighted text is still correct text */ });
    }

    /** The bytes the text stands for in the current mode, or null (and the problem shown) when it does not parse. */
    byte[] currentBytesOrNull() {
        try {
            return bytesOf(text.get(), mode.get());
        } catch (InvalidValueException e) {
            problem.set(e.getMessage());
            return null;
        }
    }

    String textOf(byte[] value, EditMode editMode) {
        return EditorText.textOf(value, editMode, lineEnds);
    }

    byte[] bytesOf(String shown, EditMode editMode) throws InvalidValueException {
        return EditorText.bytesOf(shown, editMode, lineEnds);
    }

    void load(byte[] key) {
        long ticket = reads.next();
        clearPending();
        EtcdSession open = session.get();
        if (open == null) {
            return;
        }
        busy.set(true);
        // The format is guessed in the background too: a deeply nested YAML value takes seconds to recognise.
        executor.submit(() -> open.get(key).map(data -> new Loaded(data, ValueInspector.detect(data.value()))),
                found -> {
            if (reads.isCurrent(ticket)) {
                busy.set(false);
                if (found.isEmpty()) {
                    notice.set("This key no longer exists. Refresh the tree, or use New key to create it.");
                    return;
                }
                show(found.get().data(), open.isReadOnly(), found.get().kind());
            }
        }, failure -> {
            if (reads.isCurrent(ticket)) {
                busy.set(false);
                status.report(Problem.of(failure, open.settings().endpointsLabel()));
            }
        });
    }

    private record Loaded(KeyValueData data, ValueKind kind) {
    }

    /** Shows what the server has now as the new baseline (after a save or "take theirs": text already checked). */
    void show(KeyValueData data, boolean readOnly) {
        show(data, readOnly, ValueInspector.detect(data.value()));
    }

    private void show(KeyValueData data, boolean readOnly, ValueKind kind) {
        path = data.key();
        loaded = data;
        conflict.set(null);
        isNew.set(false);
        keyText.set(KeyText.display(path));
        boolean kube = kind == ValueKind.KUBERNETES_PROTOBUF || kind == ValueKind.KUBERNETES_ENCRYPTED;
        boolean huge = data.value().length > EditorText.EDIT_LIMIT;
        editable.set(!readOnly && !kube && !huge);
        lineEnds = LineEnds.of(data.value());
        EditMode best = !EditorText.textEditable(data.value()) ? EditMode.HEX
                : kind == ValueKind.JSON ? EditMode.JSON : kind == ValueKind.YAML ? EditMode.YAML : EditMode.TEXT;
        // Raw Kubernetes bytes would show a Secret's values unmasked; the Value tab shows the object instead.
        rawHidden = kube || huge;
        setContent(rawHidden ? new byte[0] : data.value(), rawHidden ? EditMode.TEXT : best);
        leaseMode.set(LeaseMode.KEEP);
        leaseValue.set("");
        details.set("version " + data.meta().version() + " · created at rev " + data.meta().createRevision()
                + " · modified at rev " + data.meta().modRevision()
                + (data.meta().lease() == 0 ? "" : " · lease " + Long.toHexString(data.meta().lease())));
        // Last: setting the text and the lease above empties the line, which belongs to what was shown before.
        notice.set(huge ? EditorText.tooLargeToEdit(data.value().length)
                : readOnly ? "This connection is read-only: nothing can be written."
                : kube ? "Kubernetes objects stored as protobuf are read-only here: the Value tab shows them "
                + "decoded, and Copy YAML copies them." : "");
    }

    void startUnsaved(byte[] key, byte[] value, EditMode editMode) {
        reads.invalidate();
        rawHidden = false;
        clearPending();
        EtcdSession open = session.get();
        path = key;
        loaded = null;
        conflict.set(null);
        isNew.set(true);
        keyText.set(KeyText.display(key));
        editable.set(open != null && !open.isReadOnly());
        details.set("new key: Save creates it (and fails if it exists by then)");
        baseline.set("");
        lineEnds = LineEnds.of(value);
        setContent(value, EditorText.textEditable(value) ? editMode : EditMode.HEX);
        notice.clear(); // a new key of the same name is still another subject than the one just saved
    }

    /** Sets mode and text together without the mode listener converting the old text. */
    void setContent(byte[] value, EditMode editMode) {
        checks.forget();
        switchingMode = true;
        mode.set(editMode);
        switchingMode = false;
        String shown = textOf(value, editMode);
        baseline.set(shown);
        text.set(shown);
        validate();
    }

    private void switchMode(EditMode old, EditMode now) {
        if (switchingMode || old == null || now == null) {
            return;
        }
        if (rawHidden) {
            switchingMode = true;
            mode.set(old);
            switchingMode = false;
            return;
        }
        try {
            byte[] bytes = bytesOf(text.get(), old);
            if (!EditorText.textEditable(bytes) && EditorText.isTextMode(now)) {
                throw new InvalidValueException(ValueEditing.canEditAsText(bytes) ? "it mixes line ends or has "
                        + "lone carriage returns, which the text editor cannot keep: edit it as Hex or Base64."
                        : "the value is binary: edit it as Hex or Base64.");
            }
            boolean wasDirty = dirty.get();
            lineEnds = LineEnds.of(bytes);
            String converted = textOf(bytes, now);
            if (loaded != null) {
                baseline.set(EditorText.textEditable(loaded.value()) || !EditorText.isTextMode(now) ? textOf(loaded.value(), now)
                        : "\u0000");
            }
            text.set(converted);
            if (!wasDirty && loaded != null) {
                baseline.set(converted); // same bytes: still unchanged, whatever the layout
            }
            validate(); // the same text can be valid in one mode and not in the other
        } catch (InvalidValueException e) {
            problem.set("Cannot switch to " + now.label() + ": " + e.getMessage());
            switchingMode = true;
            mode.set(old);
            switchingMode = false;
        }
    }

    private void validate() {
        checks.check(text.get(), mode.get(), problem::set);
    }

    private void clearPending() {
        pending = null;
        pendingKey.set("");
    }

    /** Forgets the key and any unsaved text: the connection closed. */
    public void forget() {
        clearPending();
        clear();
        notice.clear();
    }

    @Override
    public void closed() {
        forget();
    }

    /** Forgets the key, e.g. after it was deleted or the connection closed. */
    void clear() {
        reads.invalidate();
        rawHidden = false;
        path = null;
        loaded = null;
        conflict.set(null);
        isNew.set(false);
        keyText.set("");
        editable.set(false);
        details.set("");
        setContent(new byte[0], EditMode.TEXT);
    }
}
