package io.etcdexplorer.txn;

import javafx.beans.Observable;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * One editable request of a transaction branch, as typed. The key uses the tree's escapes ({@code \xNN}); the
 * value (PUT only) is plain text, as the value viewer shows it; prefix applies to GET and DELETE; revision (GET
 * only) is empty or 0 for the latest. Fields that do not apply to the kind are kept but ignored, so switching the
 * kind back and forth loses nothing.
 */
public final class TxnOpRow {

    /** The request kinds etcdctl's txn syntax knows. */
    public enum Kind {
        GET, PUT, DELETE
    }

    private final ObjectProperty<Kind> kind = new SimpleObjectProperty<>(Kind.PUT);
    private final StringProperty key = new SimpleStringProperty("");
    private final StringProperty value = new SimpleStringProperty("");
    private final BooleanProperty prefix = new SimpleBooleanProperty();
    private final StringProperty revision = new SimpleStringProperty("");

    public TxnOpRow() {
    }

    public TxnOpRow(Kind kind, String key) {
        this.kind.set(kind);
        this.key.set(key);
    }

    public static TxnOpRow get(String key) {
        return new TxnOpRow(Kind.GET, key);
    }

    public static TxnOpRow put(String key, String value) {
        TxnOpRow row = new TxnOpRow(Kind.PUT, key);
        row.value.set(value);
        return row;
    }

    public static TxnOpRow delete(String key) {
        return new TxnOpRow(Kind.DELETE, key);
    }

    public ObjectProperty<Kind> kindProperty() {
        return kind;
    }

    public StringProperty keyProperty() {
        return key;
    }

    public StringProperty valueProperty() {
        return value;
    }

    public BooleanProperty prefixProperty() {
        return prefix;
    }

    public StringProperty revisionProperty() {
        return revision;
    }

    /** What the builder's lists watch, so the preview follows every keystroke. */
    Observable[] observables() {
        return new Observable[]{kind, key, value, prefix, revision};
    }
}
