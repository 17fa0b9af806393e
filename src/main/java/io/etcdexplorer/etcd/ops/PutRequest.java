package io.etcdexplorer.etcd.ops;

import java.util.Objects;

/**
 * A write, field for field etcdctl's {@code put} flags. {@code ignoreValue} keeps the key's current value (then
 * {@code value} must be empty) and {@code ignoreLease} its current lease (then {@code lease} must be 0); etcd
 * rejects both for a key that does not exist.
 *
 * @param lease 0 for no lease
 */
public record PutRequest(byte[] key, byte[] value, long lease, boolean prevKv, boolean ignoreValue,
                         boolean ignoreLease) {

    private static final byte[] NO_VALUE = new byte[0];

    public PutRequest {
        Objects.requireNonNull(key, "key");
        value = value == null ? NO_VALUE : value;
    }

    public static PutRequest of(byte[] key, byte[] value) {
        return new PutRequest(key, value, 0, false, false, false);
    }

    public PutRequest withLease(long id) {
        return new PutRequest(key, value, id, prevKv, ignoreValue, ignoreLease);
    }

    public PutRequest withPrevKv() {
        return new PutRequest(key, value, lease, true, ignoreValue, ignoreLease);
    }
}
