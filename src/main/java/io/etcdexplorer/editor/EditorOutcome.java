package io.etcdexplorer.editor;

import io.etcdexplorer.status.MessageLine;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.value.WritableBooleanValue;

/**
 * What the editor is doing and what it last has to say: the busy flag of a read or write on its way, and the
 * outcome line (saved at revision N, lease expired, read-only). Owned by {@link EditorViewModel}; its commands
 * report through these methods.
 */
final class EditorOutcome {

    private final MessageLine notice = new MessageLine("");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper();

    /** An outcome talks about these subjects: when one changes, the line is old news and empties itself. */
    EditorOutcome(EditorDocument doc) {
        notice.about(doc.keyTextProperty(), doc.textProperty(), doc.leaseModeProperty(), doc.leaseValueProperty(),
                doc.conflictProperty());
    }

    ReadOnlyStringProperty noticeProperty() {
        return notice.getReadOnlyProperty();
    }

    ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    boolean isBusy() {
        return busy.get();
    }

    /** The flag a read or write of the key holds while it runs (see {@code TaskBuilder.busy}). */
    WritableBooleanValue busyFlag() {
        return busy;
    }

    void say(String text) {
        notice.set(text);
    }

    void clear() {
        notice.clear();
    }
}
