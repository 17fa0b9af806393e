package io.etcdexplorer.keys.index;

import java.util.Arrays;

/** Byte-string helpers for key ranges in etcd's unsigned order. */
public final class KeyRanges {

    private KeyRanges() {
    }

    /** The smallest key after {@code key}: the key followed by a zero byte. */
    public static byte[] successor(byte[] key) {
        return Arrays.copyOf(key, key.length + 1);
    }

    /**
     * The smallest key after every key starting with {@code prefix}, or null when there is none (an empty prefix, or
     * one of only 0xff bytes): the prefix with trailing 0xff bytes dropped and its last byte incremented.
     */
    public static byte[] prefixEnd(byte[] prefix) {
        int n = prefix.length;
        while (n > 0 && prefix[n - 1] == (byte) 0xff) {
            n--;
        }
        if (n == 0) {
            return null;
        }
        byte[] end = Arrays.copyOf(prefix, n);
        end[n - 1]++;
        return end;
    }

    public static byte[] withSlash(byte[] path) {
        byte[] prefix = Arrays.copyOf(path, path.length + 1);
        prefix[path.length] = '/';
        return prefix;
    }

    public static byte[] join(byte[] path, byte[] segment) {
        byte[] joined = Arrays.copyOf(path, path.length + 1 + segment.length);
        joined[path.length] = '/';
        System.arraycopy(segment, 0, joined, path.length + 1, segment.length);
        return joined;
    }

    public static int indexOfSlash(byte[] key, int from) {
        for (int i = from; i < key.length; i++) {
            if (key[i] == '/') {
                return i;
            }
        }
        return -1;
    }

    /** Unsigned comparison where a null bound stands for "after every key". */
    public static int compareBound(byte[] key, byte[] bound) {
        return bound == null ? -1 : Arrays.compareUnsigned(key, bound);
    }
}
