package io.etcdexplorer.viewer;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.i18n.Units;
import io.etcdexplorer.kubernetes.SecretData;
import io.etcdexplorer.values.ValueInspector;
import io.etcdexplorer.values.ValueRenderer;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import java.nio.charset.StandardCharsets;

/** One value of a Secret in the viewer: masked until the user reveals it. */
public final class SecretEntryRow {

    private static final Messages TEXT = Messages.of(SecretEntryRow.class);

    private final SecretData.Entry entry;
    private final ReadOnlyBooleanWrapper revealed = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper shown = new ReadOnlyStringWrapper();

    SecretEntryRow(SecretData.Entry entry) {
        this.entry = entry;
        shown.set(SecretData.mask(entry.bytes().length));
    }

    public String name() {
        return entry.name();
    }

    /** "data" or "stringData". */
    public String field() {
        return entry.field();
    }

    String id() {
        return SecretData.id(entry);
    }

    public boolean isRevealed() {
        return revealed.get();
    }

    public ReadOnlyBooleanProperty revealedProperty() {
        return revealed.getReadOnlyProperty();
    }

    /** The decoded value when revealed (text, or base64 for binary values), the mask otherwise. */
    public ReadOnlyStringProperty shownProperty() {
        return shown.getReadOnlyProperty();
    }

    void setRevealed(boolean now) {
        revealed.set(now);
        byte[] bytes = entry.bytes();
        if (!now) {
            shown.set(SecretData.mask(bytes.length));
        } else if (ValueInspector.isUtf8Text(bytes)) {
            shown.set(new String(bytes, StandardCharsets.UTF_8));
        } else {
            shown.set(TEXT.format("binaryEntry", Units.bytes(bytes.length), ValueRenderer.base64(bytes)));
        }
    }
}
