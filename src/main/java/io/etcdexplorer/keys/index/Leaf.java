package io.etcdexplorer.keys.index;

import io.etcdexplorer.etcd.KeyMeta;

/**
 * Up to a fixed number of consecutive keys of the index, sorted, in parallel primitive columns: the key's
 * {@link Arenas} ref and length, then its revisions. 40 bytes a key, and small enough that an insert or removal
 * shifts a few kilobytes rather than the whole keyspace.
 */
final class Leaf {

    /** Bytes a leaf costs besides its columns' elements: six array headers and the leaf object. */
    static final long OVERHEAD = 6 * 16 + 48;

    int size;
    /** Keys in the leaves before this one; kept up to date lazily by {@link SortedKeys}. */
    int start;
    int[] ref;
    int[] length;
    long[] create;
    long[] mod;
    long[] version;
    long[] lease;

    Leaf(int capacity) {
        allocate(capacity);
    }

    int capacity() {
        return ref.length;
    }

    /** Resizes the columns (at least {@link #size}): a trimmed leaf grows back before it takes a key. */
    void allocate(int capacity) {
        int[] oldRef = ref;
        int[] oldLength = length;
        long[] oldCreate = create;
        long[] oldMod = mod;
        long[] oldVersion = version;
        long[] oldLease = lease;
        ref = new int[capacity];
        length = new int[capacity];
        create = new long[capacity];
        mod = new long[capacity];
        version = new long[capacity];
        lease = new long[capacity];
        if (size > 0) {
            copy(oldRef, oldLength, oldCreate, oldMod, oldVersion, oldLease, 0, this, 0, size);
        }
    }

    /** Opens a slot at {@code at} (capacity permitting) and fills it. */
    void insert(int at, int keyRef, int keyLength, KeyMeta meta) {
        int tail = size - at;
        if (tail > 0) {
            copy(ref, length, create, mod, version, lease, at, this, at + 1, tail);
        }
        ref[at] = keyRef;
        length[at] = keyLength;
        set(at, meta);
        size++;
    }

    void set(int at, KeyMeta meta) {
        create[at] = meta.createRevision();
        mod[at] = meta.modRevision();
        version[at] = meta.version();
        lease[at] = meta.lease();
    }

    void remove(int at) {
        int tail = size - at - 1;
        if (tail > 0) {
            copy(ref, length, create, mod, version, lease, at + 1, this, at, tail);
        }
        size--;
    }

    /** Moves the last {@code n} entries to the front of {@code right}, the next leaf, which has room for them. */
    void spillTail(int n, Leaf right) {
        if (right.size > 0) {
            copy(right.ref, right.length, right.create, right.mod, right.version, right.lease, 0, right, n, right.size);
        }
        copy(ref, length, create, mod, version, lease, size - n, right, 0, n);
        right.size += n;
        size -= n;
    }

    /** Moves the first {@code n} entries to the end of {@code left}, the previous leaf, which has room for them. */
    void spillHead(int n, Leaf left) {
        copy(ref, length, create, mod, version, lease, 0, left, left.size, n);
        left.size += n;
        size -= n;
        if (size > 0) {
            copy(ref, length, create, mod, version, lease, n, this, 0, size);
        }
    }

    KeyMeta meta(int at, byte[] key) {
        return new KeyMeta(key, create[at], mod[at], version[at], lease[at]);
    }

    long retainedBytes() {
        return OVERHEAD + capacity() * 40L;
    }

    private static void copy(int[] ref, int[] length, long[] create, long[] mod, long[] version, long[] lease,
                             int from, Leaf to, int at, int n) {
        System.arraycopy(ref, from, to.ref, at, n);
        System.arraycopy(length, from, to.length, at, n);
        System.arraycopy(create, from, to.create, at, n);
        System.arraycopy(mod, from, to.mod, at, n);
        System.arraycopy(version, from, to.version, at, n);
        System.arraycopy(lease, from, to.lease, at, n);
    }
}
