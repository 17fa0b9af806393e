package io.etcdexplorer.etcd.ops;

import java.util.Objects;

/** A delete, field for field etcdctl's {@code del} flags. An empty key with {@code prefix} deletes every key. */
public record DeleteRequest(byte[] key, boolean prefix, boolean prevKv) {

    public DeleteRequest {
        Objects.requireNonNull(key, "key");
    }

    public static DeleteRequest of(byte[] key) {
        return new DeleteRequest(key, false, false);
    }

    public static DeleteRequest prefix(byte[] prefix) {
        return new DeleteRequest(prefix, true, false);
    }
}
