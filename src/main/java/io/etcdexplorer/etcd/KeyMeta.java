package io.etcdexplorer.etcd;

import io.etcd.jetcd.KeyValue;

/** A key and its revision metadata, without its value (values are fetched on demand). */
public record KeyMeta(byte[] key, long createRevision, long modRevision, long version, long lease) {

    public static KeyMeta of(KeyValue kv) {
        return new KeyMeta(kv.getKey().getBytes(), kv.getCreateRevision(), kv.getModRevision(), kv.getVersion(),
                kv.getLease());
    }
}
