package io.etcdexplorer.transfer;

import java.util.Arrays;

/** Byte-level helpers for etcd key ranges, following etcdctl's rules for {@code --prefix}. */
final class KeyRanges {

    /** One zero byte: as a start it is the first valid key, as a range end it means "to the end of the keyspace". */
    static final byte[] ZERO = {0};

    private KeyRanges() {
    }

    /** Start of the range covering {@code prefix}; the whole keyspace for an empty prefix (etcd rejects ""). */
    static byte[] start(byte[] prefix) {
        return prefix.length == 0 ? ZERO.clone() : prefix.clone();
    }

    /** Range end of {@code prefix}: the prefix with its last byte below 0xff incremented, like etcdctl. */
    static byte[] end(byte[] prefix) {
        for (int i = prefix.length - 1; i >= 0; i--) {
            if ((prefix[i] & 0xff) != 0xff) {
                byte[] end = Arrays.copyOf(prefix, i + 1);
                end[i]++;
                return end;
            }
        }
        // Empty or all 0xff: nothing sorts above the prefix except via the "to the end" marker.
        return ZERO.clone();
    }

    /** The smallest key after {@code key}: used as an exclusive range end that still includes {@code key}. */
    static byte[] successor(byte[] key) {
        return Arrays.copyOf(key, key.length + 1);
    }

    static boolean startsWith(byte[] key, byte[] prefix) {
        return key.length >= prefix.length && Arrays.equals(key, 0, prefix.length, prefix, 0, prefix.length);
    }
}
