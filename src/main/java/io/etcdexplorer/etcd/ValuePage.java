package io.etcdexplorer.etcd;

import java.util.List;

/**
 * One page of a range read: keys in order with their values (empty values when read keys-only), and whether etcd
 * holds more keys in the range after the last one.
 */
public record ValuePage(List<KeyValueData> entries, boolean more) {

    public ValuePage {
        entries = List.copyOf(entries);
    }

    /** The last key of the page; the next page starts right after it. */
    public byte[] lastKey() {
        return entries.get(entries.size() - 1).key();
    }
}
