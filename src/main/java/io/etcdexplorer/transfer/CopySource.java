package io.etcdexplorer.transfer;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.keys.KeyNode;
import io.etcdexplorer.values.KeyText;

/**
 * What "Copy to…" copies: exactly one key, or every key starting with a prefix (the whole keyspace for an empty
 * prefix). A single key is a range of that key alone, so copying {@code /a/b} never takes {@code /a/bc} along.
 */
public record CopySource(byte[] key, boolean prefix) {

    private static final Messages TEXT = Messages.of(CopySource.class);

    public CopySource {
        key = key.clone();
    }

    /** A plain key copies itself; a folder (or a key that also has keys below it) its child prefix, as export. */
    public static CopySource of(KeyNode node) {
        return node.isKey() && !node.hasChildren() ? new CopySource(node.path(), false)
                : new CopySource(node.childPrefix(), true);
    }

    @Override
    public byte[] key() {
        return key.clone();
    }

    byte[] start() {
        return prefix ? KeyRanges.start(key) : key.clone();
    }

    byte[] end() {
        return prefix ? KeyRanges.end(key) : KeyRanges.successor(key);
    }

    /** "the key /a", "the keys under /app/" or "the whole keyspace". */
    public String describe() {
        if (!prefix) {
            return TEXT.format("source.key", KeyText.display(key));
        }
        return key.length == 0 ? TEXT.get("source.whole") : TEXT.format("source.under", KeyText.display(key));
    }
}
