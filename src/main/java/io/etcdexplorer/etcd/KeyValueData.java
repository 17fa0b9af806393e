package io.etcdexplorer.etcd;

import io.etcd.jetcd.KeyValue;

/** One key with its value as read at {@code header.revision()}. */
public record KeyValueData(KeyMeta meta, byte[] value) {

    public static KeyValueData of(KeyValue kv) {
        return new KeyValueData(KeyMeta.of(kv), kv.getValue().getBytes());
    }

    public byte[] key() {
        return meta.key();
    }
}
