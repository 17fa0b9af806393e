package io.etcdexplorer.keys;

import io.etcdexplorer.etcd.KeyMeta;
import io.etcdexplorer.values.KeyText;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;

/** A row of the children table: one child node, with its value size filled in once known. */
public final class KeyRow {

    public static final long UNKNOWN = -1;

    private final KeyNode node;
    private final String name;
    private final String key;
    private final ReadOnlyLongWrapper valueSize = new ReadOnlyLongWrapper(UNKNOWN);

    public KeyRow(KeyNode node) {
        this.node = node;
        this.name = KeyLabels.name(node);
        this.key = KeyText.display(node.path());
    }

    public KeyNode node() {
        return node;
    }

    public String name() {
        return name;
    }

    /** The full key, escaped where it is not printable UTF-8. */
    public String key() {
        return key;
    }

    public boolean isKey() {
        return node.isKey();
    }

    public Long createRevision() {
        KeyMeta meta = node.meta();
        return meta == null ? null : meta.createRevision();
    }

    public Long modRevision() {
        KeyMeta meta = node.meta();
        return meta == null ? null : meta.modRevision();
    }

    public Long version() {
        KeyMeta meta = node.meta();
        return meta == null ? null : meta.version();
    }

    public Long lease() {
        KeyMeta meta = node.meta();
        return meta == null || meta.lease() == 0 ? null : meta.lease();
    }

    /** Keys below this node, or null for a plain key. */
    public Integer childKeys() {
        int below = node.keyCount() - (node.isKey() ? 1 : 0);
        return below == 0 ? null : below;
    }

    public ReadOnlyLongProperty valueSizeProperty() {
        return valueSize.getReadOnlyProperty();
    }

    void setValueSize(long size) {
        valueSize.set(size);
    }
}
