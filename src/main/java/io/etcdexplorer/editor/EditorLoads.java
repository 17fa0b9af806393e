package io.etcdexplorer.editor;

import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.KeyValueData;
import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.keys.KeyNode;
import io.etcdexplorer.values.EditMode;
import io.etcdexplorer.values.KeyText;
import io.etcdexplorer.values.ValueInspector;
import io.etcdexplorer.values.ValueKind;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import java.util.Arrays;

/**
 * Which key the editor has open: the selection followed (unless that would throw away unsaved changes: then the
 * key waits as pending), loads in the background of which only the newest lands, a new unsaved key, and none.
 */
final class EditorLoads {

    private static final Messages TEXT = Messages.of(EditorLoads.class);

    private final ReadOnlyStringWrapper pendingKey = new ReadOnlyStringWrapper("");
    private final EditorContext context;
    private final EditorDocument doc;
    private final EditorOutcome outcome;
    private KeyNode pending;

    EditorLoads(EditorContext context) {
        this.context = context;
        this.doc = context.doc();
        this.outcome = context.outcome();
    }

    ReadOnlyStringProperty pendingKeyProperty() {
        return pendingKey.getReadOnlyProperty();
    }

    void select(KeyNode node) {
        if (node == null || !node.isKey()) {
            return;
        }
        if ((doc.dirtyBinding().get() || doc.isNewProperty().get()) && doc.path() != null) {
            // The same key selected again (a refresh re-selects it) keeps the edits too.
            if (!Arrays.equals(doc.path(), node.path())) {
                pending = node;
                pendingKey.set(KeyText.display(node.path()));
            }
            return;
        }
        load(node.path());
    }

    void openPending() {
        if (pending != null) {
            byte[] next = pending.path();
            clearPending();
            load(next);
        }
    }

    void clearPending() {
        pending = null;
        pendingKey.set("");
    }

    void reload() {
        if (doc.path() != null && !doc.isNewProperty().get()) {
            load(doc.path());
        }
    }

    private void load(byte[] key) {
        clearPending();
        EtcdSession open = context.session().get();
        if (open == null) {
            context.reads().invalidate();
            return;
        }
        // The format is guessed in the background too: a deeply nested YAML value takes seconds to recognise.
        context.tasks().run(() -> open.get(key).map(data -> new Loaded(data, ValueInspector.detect(data.value()))))
                .latestIn(context.reads()).busy(outcome.busyFlag()).reporting(open.settings().endpointsLabel())
                .onSuccess(found -> {
                    if (found.isEmpty()) {
                        outcome.say(TEXT.get("keyNoLongerExists"));
                        return;
                    }
                    // Last: showing it empties the line, which belongs to what was shown before.
                    outcome.say(doc.show(found.get().data(), open.isReadOnly(), found.get().kind()));
                }).start();
    }

    private record Loaded(KeyValueData data, ValueKind kind) {
    }

    /** Opens a key that does not exist yet, holding {@code value}; a load still on its way no longer lands. */
    void startUnsaved(byte[] key, byte[] value, EditMode editMode) {
        context.reads().invalidate();
        clearPending();
        EtcdSession open = context.session().get();
        doc.startUnsaved(key, value, editMode, open != null && !open.isReadOnly());
        outcome.clear(); // a new key of the same name is still another subject than the one just saved
    }

    /** Forgets the key, e.g. after it was deleted or the connection closed. */
    void clear() {
        context.reads().invalidate();
        doc.clear();
    }
}
