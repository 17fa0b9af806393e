package io.etcdexplorer.keys.index;

import io.etcdexplorer.etcd.KeyMeta;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Every key of a keyspace with its revisions, but not its value, in etcd's (unsigned byte) order, at its bytes plus
 * ~40 bytes a key as listed (~50 where watch events inserted keys, as leaves then run ~80% full): a {@link KeyMeta}
 * per key would cost ~150. The keys sit in sorted leaves of a few hundred ({@link SortedKeys}): sorted pages, as a
 * listing delivers them, fill leaves in place, and a key that arrives out of order (a watch event) or goes away
 * shifts one leaf, never the whole keyspace, so every call stays within milliseconds at millions of keys, whatever
 * the order. A put of a key already held overwrites its metadata. Not thread-safe: confine it to one thread.
 */
public final class KeyIndex {

    private final SortedKeys keys;

    public KeyIndex() {
        this(SortedKeys.DEFAULT_LEAF_CAPACITY);
    }

    /** With small leaves, so tests split and drop leaves with few keys. */
    KeyIndex(int leafCapacity) {
        keys = new SortedKeys(leafCapacity);
    }

    public int size() {
        return keys.size();
    }

    /**
     * Storage for keys still to come, allocated by a background thread: a listing knows how many bytes of keys it
     * has delivered, so it can hand over the next key arenas (1 MiB each) before the UI thread would stop to
     * allocate them. The columns of revisions come a leaf (20 KiB) at a time, too little to be worth reserving,
     * so the count of keys is not used any more.
     */
    public static final class Reserve {
        private final List<byte[]> arenas;

        private Reserve(List<byte[]> arenas) {
            this.arenas = arenas;
        }

        /** Tracks what was reserved so far and allocates only the difference; used by one listing thread. */
        public static final class Planner {
            private int arenas;

            /** Room for {@code keys} keys of {@code keyBytes} bytes in all, beyond what earlier calls reserved. */
            public Reserve reserveFor(long keys, long keyBytes) {
                List<byte[]> newArenas = new ArrayList<>();
                // One arena more than the bytes need: keys never straddle two arenas, so some space goes unused.
                for (int want = Arenas.arenasFor(keyBytes) + 1; arenas < want; arenas++) {
                    newArenas.add(Arenas.newArena());
                }
                return new Reserve(newArenas);
            }
        }
    }

    /** Takes storage reserved off the UI thread; cheap. */
    public void donate(Reserve reserve) {
        keys.donate(reserve.arenas);
    }

    /**
     * Adds or updates keys given in ascending order; keys beyond the last one held are appended in place. Each key
     * starts its search from the leaf of the one before, so a batch landing in few leaves skips most of the search.
     */
    public void putAll(List<KeyMeta> sortedKeys) {
        byte[] previous = null;
        long at = -1;
        for (KeyMeta meta : sortedKeys) {
            // The previous key's position helps only a larger key; anything else searches all leaves.
            boolean ascending = previous != null && Arrays.compareUnsigned(previous, meta.key()) < 0;
            at = keys.put(meta, ascending ? at : -1);
            previous = meta.key();
        }
    }

    public void put(KeyMeta meta) {
        keys.put(meta, -1);
    }

    /** Removes a key; true when it was there. */
    public boolean remove(byte[] key) {
        return keys.remove(key);
    }

    public boolean contains(byte[] key) {
        return keys.find(key) >= 0;
    }

    /** The key's metadata, or null when it is not in the index. */
    public KeyMeta get(byte[] key) {
        long p = keys.find(key);
        if (p < 0) {
            return null;
        }
        Leaf leaf = keys.leaf((int) (p >>> 32));
        return leaf.meta((int) p, keys.key(leaf, (int) p));
    }

    /** Keys in {@code [from, to)}; a null {@code to} means no upper bound. Binary searches, not a scan. */
    public int count(byte[] from, byte[] to) {
        return keys.rank(to) - keys.rank(from);
    }

    /** At most {@code limit} keys in {@code [from, to)} with their metadata, in key order. */
    public List<KeyMeta> range(byte[] from, byte[] to, int limit) {
        int n = Math.min(limit, Math.max(0, count(from, to)));
        List<KeyMeta> out = new ArrayList<>(n);
        long p = keys.lowerBound(from);
        int i = (int) (p >>> 32);
        int at = (int) p;
        while (out.size() < n) {
            Leaf leaf = keys.leaf(i);
            out.add(leaf.meta(at, keys.key(leaf, at)));
            if (++at == leaf.size) {
                i++;
                at = 0;
            }
        }
        return out;
    }

    /** The smallest key in {@code [from, to)} (null {@code to}: unbounded), or null when there is none. */
    public byte[] first(byte[] from, byte[] to) {
        long p = keys.lowerBound(from);
        int i = (int) (p >>> 32);
        if (i == keys.leafCount()) {
            return null;
        }
        Leaf leaf = keys.leaf(i);
        byte[] key = keys.key(leaf, (int) p);
        return to != null && Arrays.compareUnsigned(key, to) >= 0 ? null : key;
    }

    /** Releases spare capacity, e.g. once a listing is complete. */
    public void trim() {
        keys.trim();
    }

    /** For tests: the first broken invariant of the structure (order, leaf sizes, cached figures), or null. */
    String check() {
        return keys.check();
    }

    /** Bytes held by the index's arrays (key arenas, leaves' columns and headers), for the benchmark and diagnostics. */
    public long retainedBytes() {
        return keys.retainedBytes();
    }
}
