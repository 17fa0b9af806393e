package io.etcdexplorer.editor;

import io.etcdexplorer.etcd.KeyValueData;
import io.etcdexplorer.i18n.Messages;
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

import java.util.Optional;

/**
 * The key open in the editor and its text: which key, what the server had for it when loaded, the text in one of
 * five modes against its baseline, the lease choice for the next save and a conflict seen with the server. Owned by
 * {@link EditorViewModel}; the write commands read and replace it only through these methods.
 */
final class EditorDocument {

    private static final Messages TEXT = Messages.of(EditorDocument.class);

    private final ReadOnlyStringWrapper keyText = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper isNew = new ReadOnlyBooleanWrapper();
    private final StringProperty text = new SimpleStringProperty("");
    private final ObjectProperty<EditMode> mode = new SimpleObjectProperty<>(EditMode.TEXT);
    private final ReadOnlyStringWrapper baseline = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper problem = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper editable = new ReadOnlyBooleanWrapper();
    private final ReadOnlyObjectWrapper<SaveConflict> conflict = new ReadOnlyObjectWrapper<>();
    private final ObjectProperty<LeaseMode> leaseMode = new SimpleObjectProperty<>(LeaseMode.KEEP);
    private final StringProperty leaseValue = new SimpleStringProperty("");
    private final ReadOnlyStringWrapper details = new ReadOnlyStringWrapper("");
    private final BooleanBinding dirty;
    private final TextChecks checks;
    /** The key being edited, and what the server had for it when loaded (null for a key not yet saved). */
    private byte[] path;
    private KeyValueData loaded;
    /** Whether the loaded key has a lease: only then does the editor ask, while it shows, whether it expired. */
    private final ReadOnlyBooleanWrapper leased = new ReadOnlyBooleanWrapper();
    /** How the value's lines end; text modes convert at the boundary (see {@link LineEnds}). */
    private LineEnds lineEnds = LineEnds.LF;
    private boolean switchingMode;
    /** A Kubernetes protobuf value, or one over the edit limit, is open: its bytes are not shown here. */
    private boolean rawHidden;

    EditorDocument(TextChecks checks) {
        this.checks = checks;
        dirty = Bindings.createBooleanBinding(() -> !text.get().equals(baseline.get()), text, baseline);
        mode.addListener((obs, old, now) -> switchMode(old, now));
        text.addListener((obs, old, now) -> validate());
    }

    ReadOnlyStringProperty keyTextProperty() {
        return keyText.getReadOnlyProperty();
    }

    ReadOnlyBooleanProperty isNewProperty() {
        return isNew.getReadOnlyProperty();
    }

    StringProperty textProperty() {
        return text;
    }

    ObjectProperty<EditMode> modeProperty() {
        return mode;
    }

    ReadOnlyStringProperty problemProperty() {
        return problem.getReadOnlyProperty();
    }

    ReadOnlyBooleanProperty editableProperty() {
        return editable.getReadOnlyProperty();
    }

    ReadOnlyObjectProperty<SaveConflict> conflictProperty() {
        return conflict.getReadOnlyProperty();
    }

    ObjectProperty<LeaseMode> leaseModeProperty() {
        return leaseMode;
    }

    StringProperty leaseValueProperty() {
        return leaseValue;
    }

    ReadOnlyStringProperty detailsProperty() {
        return details.getReadOnlyProperty();
    }

    BooleanBinding dirtyBinding() {
        return dirty;
    }

    /** The key open, or null when none is. */
    byte[] path() {
        return path;
    }

    /** What the server had when the key was loaded; null for a key not saved yet. */
    KeyValueData loaded() {
        return loaded;
    }

    ReadOnlyBooleanProperty leasedProperty() {
        return leased.getReadOnlyProperty();
    }

    private void setLoaded(KeyValueData data) {
        loaded = data;
        leased.set(data != null && data.meta().lease() != 0);
    }

    /** The revision the conflict banner compares against: the loaded one, 0 for a new key. */
    long loadedRevision() {
        return loaded == null ? 0 : loaded.meta().modRevision();
    }

    LineEnds lineEnds() {
        return lineEnds;
    }

    /** True when the value is not shown as text (a Kubernetes protobuf object or one over the edit limit). */
    boolean rawHidden() {
        return rawHidden;
    }

    void setConflict(SaveConflict seen) {
        conflict.set(seen);
    }

    /** The bytes the text stands for in the current mode, or null (and the problem shown) when it does not parse. */
    byte[] currentBytesOrNull() {
        try {
            return EditorText.bytesOf(text.get(), mode.get(), lineEnds);
        } catch (InvalidValueException e) {
            problem.set(e.getMessage());
            return null;
        }
    }

    /** {@code whileEditing}: seen on the server before any save, rather than a save refused. */
    SaveConflict conflictOf(byte[] mine, Optional<KeyValueData> theirs, boolean whileEditing) {
        EditMode now = mode.get();
        String theirsText = theirs.map(t -> EditorText.textEditable(t.value()) || now == EditMode.HEX
                || now == EditMode.BASE64 ? textOf(t.value(), now)
                : ValueEditing.toText(t.value(), EditMode.HEX)).orElse("");
        return new SaveConflict(mine, theirs, theirsText, TextDiff.unified(theirsText, text.get()), whileEditing);
    }

    void revert() {
        text.set(baseline.get());
    }

    /** Shows what the server has now as the new baseline (after a save or "take theirs": text already checked). */
    String show(KeyValueData data, boolean readOnly) {
        return show(data, readOnly, ValueInspector.detect(data.value()));
    }

    /**
     * Shows what the server has as the new baseline; the answer is the line the editor says about it (read-only,
     * too large, a Kubernetes object), or empty.
     */
    String show(KeyValueData data, boolean readOnly, ValueKind kind) {
        path = data.key();
        setLoaded(data);
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
        String version = String.valueOf(data.meta().version());
        String created = String.valueOf(data.meta().createRevision());
        String modified = String.valueOf(data.meta().modRevision());
        details.set(data.meta().lease() == 0 ? TEXT.format("details", version, created, modified)
                : TEXT.format("detailsLease", version, created, modified, Long.toHexString(data.meta().lease())));
        return huge ? EditorText.tooLargeToEdit(data.value().length)
                : readOnly ? TEXT.get("readOnly") : kube ? TEXT.get("kubeReadOnly") : "";
    }

    /** A key that does not exist yet, holding {@code value}; {@code writable} unless the connection is read-only. */
    void startUnsaved(byte[] key, byte[] value, EditMode editMode, boolean writable) {
        rawHidden = false;
        path = key;
        setLoaded(null);
        conflict.set(null);
        isNew.set(true);
        keyText.set(KeyText.display(key));
        editable.set(writable);
        details.set(TEXT.get("newKeyDetails"));
        baseline.set("");
        lineEnds = LineEnds.of(value);
        setContent(value, EditorText.textEditable(value) ? editMode : EditMode.HEX);
    }

    /** Forgets the key, e.g. after it was deleted or the connection closed. */
    void clear() {
        rawHidden = false;
        path = null;
        setLoaded(null);
        conflict.set(null);
        isNew.set(false);
        keyText.set("");
        editable.set(false);
        details.set("");
        setContent(new byte[0], EditMode.TEXT);
    }

    private String textOf(byte[] value, EditMode editMode) {
        return EditorText.textOf(value, editMode, lineEnds);
    }

    /** Sets mode and text together without the mode listener converting the old text. */
    private void setContent(byte[] value, EditMode editMode) {
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
            restoreMode(old);
            return;
        }
        try {
            byte[] bytes = EditorText.bytesOf(text.get(), old, lineEnds);
            if (!EditorText.textEditable(bytes) && EditorText.isTextMode(now)) {
                throw new InvalidValueException(TEXT.get(ValueEditing.canEditAsText(bytes) ? "mixedLineEnds"
                        : "binaryValue"));
            }
            boolean wasDirty = dirty.get();
            lineEnds = LineEnds.of(bytes);
            String converted = textOf(bytes, now);
            if (loaded != null) {
                baseline.set(EditorText.textEditable(loaded.value()) || !EditorText.isTextMode(now)
                        ? textOf(loaded.value(), now) : "\u0000");
            }
            text.set(converted);
            if (!wasDirty && loaded != null) {
                baseline.set(converted); // same bytes: still unchanged, whatever the layout
            }
            validate(); // the same text can be valid in one mode and not in the other
        } catch (InvalidValueException e) {
            problem.set(TEXT.format("cannotSwitch", now.label(), e.getMessage()));
            restoreMode(old);
        }
    }

    private void restoreMode(EditMode old) {
        switchingMode = true;
        mode.set(old);
        switchingMode = false;
    }

    /** Pretty-prints JSON, re-emits YAML, in the background; {@code stale} runs when the text changed meanwhile. */
    void format(Runnable stale) {
        checks.format(text.get(), mode.get(), text::get, text::set, problem::set, stale);
    }

    ReadOnlyBooleanProperty formattingProperty() {
        return checks.formattingProperty();
    }

    private void validate() {
        checks.check(text.get(), mode.get(), problem::set);
    }
}
