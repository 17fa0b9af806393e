package io.etcdexplorer.keys.index;

import io.etcdexplorer.etcd.KeyMeta;

import java.util.Arrays;
import java.util.Iterator;
import java.util.Map;
import java.util.NavigableMap;
import java.util.NavigableSet;

/**
 * Keys in ascending unsigned order, stored column-wise: key bytes packed into 1 MiB arenas addressed by one int
 * (12 bits of arena, 20 of offset), and the revisions in parallel primitive arrays cut into blocks. Per key that is the key's bytes
 * plus 40 bytes, against ~100 more for an object per key with its headers, references and padding.
 */
final class SortedKeys {

    private static final int OFFSET_BITS = 20;
    private static final int ARENA_SIZE = 1 << OFFSET_BITS;
    private static final int OFFSET_MASK = ARENA_SIZE - 1;
    private static final int MAX_ARENAS = 1 << (32 - OFFSET_BITS);

    /** Columns live in blocks of this many entries, so growing never copies a million-entry array at once. */
    private static final int BLOCK_BITS = 17;
    private static final int BLOCK = 1 << BLOCK_BITS;
    private static final int IN_BLOCK = BLOCK - 1;

    private byte[][] arenas = new byte[4][];
    private int arenaCount;
    private int arenaFill = ARENA_SIZE; // forces a fresh arena on first use
    private int[][] ref = new int[0][];
    private int[][] length = new int[0][];
    private long[][] create = new long[0][];
    private long[][] mod = new long[0][];
    private long[][] version = new long[0][];
    private long[][] lease = new long[0][];
    private int size;
    /** Storage allocated ahead of time off the UI thread, used before allocating here. */
    private final java.util.ArrayDeque<Object[]> spareBlocks = new java.util.ArrayDeque<>();
    private final java.util.ArrayDeque<byte[]> spareArenas = new java.util.ArrayDeque<>();

    static int blocksFor(long keys) {
        return (int) ((keys + IN_BLOCK) >>> BLOCK_BITS);
    }

    static int arenasFor(long keyBytes) {
        return (int) ((keyBytes + OFFSET_MASK) >>> OFFSET_BITS);
    }

    /** One block of columns, zeroed: allocating ~5 MiB is what a UI thread must not wait for. */
    static Object[] newBlock() {
        return new Object[]{new int[BLOCK], new int[BLOCK], new long[BLOCK], new long[BLOCK], new long[BLOCK],
                new long[BLOCK]};
    }

    static byte[] newArena() {
        return new byte[ARENA_SIZE];
    }

    void donate(java.util.List<Object[]> blocks, java.util.List<byte[]> newArenas) {
        spareBlocks.addAll(blocks);
        spareArenas.addAll(newArenas);
    }

    int size() {
        return size;
    }

    void append(KeyMeta meta) {
        ensureRoom();
        int b = size >>> BLOCK_BITS;
        int j = size & IN_BLOCK;
        ref[b][j] = store(meta.key());
        length[b][j] = meta.key().length;
        setMeta(size, meta);
        size++;
    }

    void setMeta(int i, KeyMeta meta) {
        int b = i >>> BLOCK_BITS;
        int j = i & IN_BLOCK;
        create[b][j] = meta.createRevision();
        mod[b][j] = meta.modRevision();
        version[b][j] = meta.version();
        lease[b][j] = meta.lease();
    }

    KeyMeta meta(int i) {
        int b = i >>> BLOCK_BITS;
        int j = i & IN_BLOCK;
        return new KeyMeta(key(i), create[b][j], mod[b][j], version[b][j], lease[b][j]);
    }

    byte[] key(int i) {
        int r = ref[i >>> BLOCK_BITS][i & IN_BLOCK];
        int from = r & OFFSET_MASK;
        return Arrays.copyOfRange(arenas[r >>> OFFSET_BITS], from, from + length[i >>> BLOCK_BITS][i & IN_BLOCK]);
    }

    /** Compares key {@code i} with {@code other}, unsigned. */
    int compare(int i, byte[] other) {
        int r = ref[i >>> BLOCK_BITS][i & IN_BLOCK];
        int from = r & OFFSET_MASK;
        int to = from + length[i >>> BLOCK_BITS][i & IN_BLOCK];
        return Arrays.compareUnsigned(arenas[r >>> OFFSET_BITS], from, to, other, 0, other.length);
    }

    /** The first index whose key is {@code >= key}; {@link #size()} for a null (unbounded) key. */
    int lowerBound(byte[] key) {
        if (key == null) {
            return size;
        }
        int lo = 0;
        int hi = size;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (compare(mid, key) < 0) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /** The index of {@code key}, or -1. */
    int find(byte[] key) {
        int at = lowerBound(key);
        return at < size && compare(at, key) == 0 ? at : -1;
    }

    /** Merges removals and additions in one pass; added keys' bytes go to the arenas' end. */
    void rebuild(NavigableSet<byte[]> removed, NavigableMap<byte[], KeyMeta> added) {
        SortedKeys out = new SortedKeys();
        out.arenas = arenas;
        out.arenaCount = arenaCount;
        out.arenaFill = arenaFill;
        Iterator<byte[]> gone = removed.iterator();
        byte[] nextGone = gone.hasNext() ? gone.next() : null;
        Iterator<Map.Entry<byte[], KeyMeta>> fresh = added.entrySet().iterator();
        Map.Entry<byte[], KeyMeta> nextFresh = fresh.hasNext() ? fresh.next() : null;
        for (int i = 0; i < size; i++) {
            while (nextFresh != null && compare(i, nextFresh.getKey()) > 0) {
                out.append(nextFresh.getValue());
                nextFresh = fresh.hasNext() ? fresh.next() : null;
            }
            if (nextGone != null && compare(i, nextGone) == 0) {
                nextGone = gone.hasNext() ? gone.next() : null;
                continue;
            }
            out.copyFrom(this, i);
        }
        while (nextFresh != null) {
            out.append(nextFresh.getValue());
            nextFresh = fresh.hasNext() ? fresh.next() : null;
        }
        arenas = out.arenas;
        arenaCount = out.arenaCount;
        arenaFill = out.arenaFill;
        ref = out.ref;
        length = out.length;
        create = out.create;
        mod = out.mod;
        version = out.version;
        lease = out.lease;
        size = out.size;
    }

    /** Shrinks the last block to its entries; appending later grows it back. */
    void trim() {
        spareBlocks.clear(); // reserved for keys that did not come
        spareArenas.clear();
        int used = size & IN_BLOCK;
        int b = size >>> BLOCK_BITS;
        if (used != 0) {
            resizeBlock(b, used);
        }
    }

    long retainedBytes() {
        long bytes = 0;
        for (int a = 0; a < arenaCount; a++) {
            bytes += arenas[a].length + 16;
        }
        for (long[] block : create) {
            bytes += 5L * (block.length * 8L + 16) - block.length * 8L; // two int and four long columns
        }
        return bytes;
    }

    private void copyFrom(SortedKeys other, int i) {
        ensureRoom();
        int b = size >>> BLOCK_BITS;
        int j = size & IN_BLOCK;
        int ob = i >>> BLOCK_BITS;
        int oj = i & IN_BLOCK;
        ref[b][j] = other.ref[ob][oj];
        length[b][j] = other.length[ob][oj];
        create[b][j] = other.create[ob][oj];
        mod[b][j] = other.mod[ob][oj];
        version[b][j] = other.version[ob][oj];
        lease[b][j] = other.lease[ob][oj];
        size++;
    }

    private void ensureRoom() {
        int b = size >>> BLOCK_BITS;
        if (b == ref.length) {
            ref = Arrays.copyOf(ref, b + 1);
            length = Arrays.copyOf(length, b + 1);
            create = Arrays.copyOf(create, b + 1);
            mod = Arrays.copyOf(mod, b + 1);
            version = Arrays.copyOf(version, b + 1);
            lease = Arrays.copyOf(lease, b + 1);
            Object[] block = spareBlocks.isEmpty() ? newBlock() : spareBlocks.poll();
            ref[b] = (int[]) block[0];
            length[b] = (int[]) block[1];
            create[b] = (long[]) block[2];
            mod[b] = (long[]) block[3];
            version[b] = (long[]) block[4];
            lease[b] = (long[]) block[5];
        } else if (ref[b].length < BLOCK) {
            resizeBlock(b, BLOCK); // a block trimmed earlier takes keys again
        }
    }

    private void resizeBlock(int b, int entries) {
        ref[b] = Arrays.copyOf(ref[b], entries);
        length[b] = Arrays.copyOf(length[b], entries);
        create[b] = Arrays.copyOf(create[b], entries);
        mod[b] = Arrays.copyOf(mod[b], entries);
        version[b] = Arrays.copyOf(version[b], entries);
        lease[b] = Arrays.copyOf(lease[b], entries);
    }

    private int store(byte[] key) {
        if (key.length > ARENA_SIZE - arenaFill) {
            if (arenaCount == MAX_ARENAS) {
                throw new IllegalStateException("key index is full");
            }
            if (arenaCount == arenas.length) {
                arenas = Arrays.copyOf(arenas, arenaCount * 2);
            }
            // A key too large for an arena gets one of its own: offsets stay within their bits either way.
            arenas[arenaCount++] = key.length <= ARENA_SIZE && !spareArenas.isEmpty() ? spareArenas.poll()
                    : new byte[Math.max(ARENA_SIZE, key.length)];
            arenaFill = 0;
        }
        int at = arenaFill;
        System.arraycopy(key, 0, arenas[arenaCount - 1], at, key.length);
        arenaFill = key.length > ARENA_SIZE ? ARENA_SIZE : at + key.length;
        return ((arenaCount - 1) << OFFSET_BITS) | at;
    }
}
