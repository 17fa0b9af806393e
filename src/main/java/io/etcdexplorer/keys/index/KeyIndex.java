package io.etcdexplorer.keys.index;

import io.etcdexplorer.etcd.KeyMeta;

import java.util.Arrays;
import java.util.ArrayList;
import java.util.List;
import java.util.NavigableMap;
import java.util.NavigableSet;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Every key of a keyspace with its revisions, but not its value, in etcd's (unsigned byte) order, at ~100 bytes a
 * key: a {@link KeyMeta} per key would cost ~150. Sorted pages, as a listing delivers them, are appended in place;
 * keys that arrive out of order (from watch events) and removals wait in a small sorted overlay that is merged in
 * once it grows, so one event never shifts a million entries. Not thread-safe: confine it to one thread.
 */
public final class KeyIndex {

    private static final Comparator ORDER = new Comparator();
    private static final int MIN_MERGE = 1024;

    private final SortedKeys base = new SortedKeys();
    /** Keys not in {@link #base}, newest metadata. */
    private final NavigableMap<byte[], KeyMeta> added = new TreeMap<>(ORDER);
    /** Keys of {@link #base} that were removed since the last merge. */
    private final NavigableSet<byte[]> removed = new TreeSet<>(ORDER);

    public int size() {
        return base.size() + added.size() - removed.size();
    }

    /**
     * Storage for keys still to come, allocated by a background thread: a listing knows how many keys and bytes it
     * has delivered, so it can hand over the next blocks before the UI thread would stop to allocate them.
     */
    public static final class Reserve {
        private final List<Object[]> blocks;
        private final List<byte[]> arenas;

        private Reserve(List<Object[]> blocks, List<byte[]> arenas) {
            this.blocks = blocks;
            this.arenas = arenas;
        }

        /** Tracks what was reserved so far and allocates only the difference; used by one listing thread. */
        public static final class Planner {
            private int blocks;
            private int arenas;

            /** Room for {@code keys} keys of {@code keyBytes} bytes in all, beyond what earlier calls reserved. */
            public Reserve reserveFor(long keys, long keyBytes) {
                List<Object[]> newBlocks = new ArrayList<>();
                List<byte[]> newArenas = new ArrayList<>();
                for (int want = SortedKeys.blocksFor(keys); blocks < want; blocks++) {
                    newBlocks.add(SortedKeys.newBlock());
                }
                // One arena more than the bytes need: keys never straddle two arenas, so some space goes unused.
                for (int want = SortedKeys.arenasFor(keyBytes) + 1; arenas < want; arenas++) {
                    newArenas.add(SortedKeys.newArena());
                }
                return new Reserve(newBlocks, newArenas);
            }
        }
    }

    /** Takes storage reserved off the UI thread; cheap. */
    public void donate(Reserve reserve) {
        base.donate(reserve.blocks, reserve.arenas);
    }

    /** Adds or updates keys given in ascending order; keys beyond the last one held are appended in place. */
    public void putAll(List<KeyMeta> sortedKeys) {
        for (KeyMeta meta : sortedKeys) {
            put(meta);
        }
        mergeIfLarge();
    }

    public void put(KeyMeta meta) {
        byte[] key = meta.key();
        int n = base.size();
        if (n == 0 || base.compare(n - 1, key) < 0) {
            KeyMeta pending = added.isEmpty() ? null : added.remove(key);
            base.append(pending != null && pending.modRevision() > meta.modRevision() ? pending : meta);
            return;
        }
        int at = base.find(key);
        if (at >= 0) {
            base.setMeta(at, meta);
            if (!removed.isEmpty()) {
                removed.remove(key);
            }
        } else {
            added.put(key.clone(), meta);
        }
    }

    /** Removes a key; true when it was there. */
    public boolean remove(byte[] key) {
        if (!added.isEmpty() && added.remove(key) != null) {
            return true;
        }
        int at = base.find(key);
        boolean found = at >= 0 && removed.add(key.clone());
        mergeIfLarge();
        return found;
    }

    public boolean contains(byte[] key) {
        if (added.containsKey(key)) {
            return true;
        }
        return base.find(key) >= 0 && !removed.contains(key);
    }

    /** The key's metadata, or null when it is not in the index. */
    public KeyMeta get(byte[] key) {
        KeyMeta pending = added.get(key);
        if (pending != null) {
            return pending;
        }
        int at = base.find(key);
        return at < 0 || removed.contains(key) ? null : base.meta(at);
    }

    /** Keys in {@code [from, to)}; a null {@code to} means no upper bound. Binary searches, not a scan. */
    public int count(byte[] from, byte[] to) {
        int count = base.lowerBound(to) - base.lowerBound(from);
        if (!added.isEmpty()) {
            count += (to == null ? added.tailMap(from, true) : added.subMap(from, true, to, false)).size();
        }
        if (!removed.isEmpty()) {
            count -= (to == null ? removed.tailSet(from, true) : removed.subSet(from, true, to, false)).size();
        }
        return count;
    }

    /** At most {@code limit} keys in {@code [from, to)} with their metadata, in key order. */
    public java.util.List<KeyMeta> range(byte[] from, byte[] to, int limit) {
        java.util.List<KeyMeta> out = new java.util.ArrayList<>(Math.min(limit, Math.max(0, count(from, to))));
        java.util.Iterator<KeyMeta> pending = (to == null ? added.tailMap(from, true)
                : added.subMap(from, true, to, false)).values().iterator();
        KeyMeta next = pending.hasNext() ? pending.next() : null;
        int end = base.lowerBound(to);
        for (int i = base.lowerBound(from); i < end && out.size() < limit; i++) {
            byte[] key = base.key(i);
            while (next != null && ORDER.compare(next.key(), key) < 0 && out.size() < limit) {
                out.add(next);
                next = pending.hasNext() ? pending.next() : null;
            }
            if ((removed.isEmpty() || !removed.contains(key)) && out.size() < limit) {
                out.add(base.meta(i));
            }
        }
        while (next != null && out.size() < limit) {
            out.add(next);
            next = pending.hasNext() ? pending.next() : null;
        }
        return out;
    }

    /** The smallest key in {@code [from, to)} (null {@code to}: unbounded), or null when there is none. */
    public byte[] first(byte[] from, byte[] to) {
        byte[] best = null;
        for (int i = base.lowerBound(from); i < base.size(); i++) {
            byte[] key = base.key(i);
            if (removed.isEmpty() || !removed.contains(key)) {
                best = key;
                break;
            }
        }
        byte[] pending = added.isEmpty() ? null : added.ceilingKey(from);
        if (pending != null && (best == null || ORDER.compare(pending, best) < 0)) {
            best = pending;
        }
        return best == null || (to != null && ORDER.compare(best, to) >= 0) ? null : best;
    }

    /** Releases spare capacity, e.g. once a listing is complete. */
    public void trim() {
        merge();
        base.trim();
    }

    /** Bytes held by the index's arrays, for the benchmark and diagnostics. */
    public long retainedBytes() {
        return base.retainedBytes();
    }

    private void mergeIfLarge() {
        if (added.size() + removed.size() > Math.max(MIN_MERGE, base.size() >>> 6)) {
            merge();
        }
    }

    /** One linear pass: amortised over at least size/64 changes, so each change costs O(64) copies. */
    private void merge() {
        if (added.isEmpty() && removed.isEmpty()) {
            return;
        }
        base.rebuild(removed, added);
        added.clear();
        removed.clear();
    }

    /** Unsigned lexicographic order, as etcd sorts keys. */
    static final class Comparator implements java.util.Comparator<byte[]> {
        @Override
        public int compare(byte[] a, byte[] b) {
            return Arrays.compareUnsigned(a, b);
        }
    }
}
