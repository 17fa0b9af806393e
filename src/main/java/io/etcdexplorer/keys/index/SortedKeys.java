package io.etcdexplorer.keys.index;

import io.etcdexplorer.etcd.KeyMeta;

import java.util.List;

/**
 * Keys in ascending unsigned order as a flat list of {@link Leaf leaves} (a one-level B+-tree): a key is found by a
 * binary search over the leaves' first keys, then one within its leaf, and an insert or removal shifts within one
 * leaf only, so no call touches more than a leaf's worth of entries however large the keyspace. Leaves are never
 * empty, and sorted runs (a listing's appends) fill them completely.
 */
final class SortedKeys {

    /** 20 KiB of columns a leaf: an insert shifts 10 KiB on average, and a million keys make 2,000 leaves. */
    static final int DEFAULT_LEAF_CAPACITY = 512;

    private final int leafCapacity;
    private final Arenas arenas = new Arenas();
    private final Leaves leaves = new Leaves(arenas);
    private int size;
    /** Where the last put landed, to recognise a sorted run inserted in the middle of a leaf (see put). */
    private Leaf runLeaf;
    private int runAt;
    /** How many puts in a row landed each right after the one before. */
    private int runLength;

    /** At least 8 keys a leaf: a split into thirds must leave room for the key in each. */
    SortedKeys(int leafCapacity) {
        this.leafCapacity = Math.max(8, leafCapacity);
    }

    int size() {
        return size;
    }

    void donate(List<byte[]> newArenas) {
        arenas.donate(newArenas);
    }

    int leafCount() {
        return leaves.count();
    }

    Leaf leaf(int i) {
        return leaves.get(i);
    }

    /** For tests: the first broken invariant, or null. */
    String check() {
        return leaves.check(size);
    }

    byte[] key(Leaf leaf, int at) {
        return arenas.copy(leaf.ref[at], leaf.length[at]);
    }

    /**
     * Where {@code key} is or would go, as {@code leaf << 32 | offset}: the first key {@code >= key}, with the offset
     * always inside its leaf; {@code leafCount() << 32} when every key is smaller, or for a null (unbounded) key.
     */
    long lowerBound(byte[] key) {
        if (key == null || leaves.count() == 0) {
            return (long) leaves.count() << 32;
        }
        int i = leaves.leafFor(key);
        Leaf leaf = leaves.get(i);
        int at = lowerBoundIn(leaf, key, 0);
        return at < leaf.size ? (long) i << 32 | at : (long) (i + 1) << 32;
    }

    /** The position of {@code key} as {@link #lowerBound} packs it, or -1 when it is not held. */
    long find(byte[] key) {
        long p = lowerBound(key);
        int i = (int) (p >>> 32);
        return i < leaves.count() && compare(leaves.get(i), (int) p, key) == 0 ? p : -1;
    }

    /** How many keys are smaller than {@code key}; all of them for a null (unbounded) key. */
    int rank(byte[] key) {
        long p = lowerBound(key);
        int i = (int) (p >>> 32);
        return i == leaves.count() ? size : leaves.start(i) + (int) p;
    }

    /**
     * Adds or updates a key; returns where it is, packed as {@link #lowerBound} does. {@code after} is where a smaller
     * key is, or -1: a sorted batch passes each key's position to the next, which then searches only the leaves and
     * entries after it.
     */
    long put(KeyMeta meta, long after) {
        byte[] key = meta.key();
        if (leaves.count() == 0) {
            leaves.add(0, new Leaf(leafCapacity));
        }
        int i = after < 0 ? leaves.leafFor(key) : leaves.leafFor(key, (int) (after >>> 32));
        Leaf leaf = leaves.get(i);
        int at = lowerBoundIn(leaf, key, after >= 0 && i == (int) (after >>> 32) ? (int) after + 1 : 0);
        runLength = leaf == runLeaf && at == runAt + 1 ? runLength + 1 : 0;
        if (at < leaf.size && compare(leaf, at, key) == 0) {
            leaf.set(at, meta);
            runLeaf = leaf;
            runAt = at;
            return (long) i << 32 | at;
        }
        if (leaf.size == leafCapacity) {
            // A sorted run: appends past the last key, or a listing's page arriving behind keys a watch added.
            // Splitting where it inserts leaves the left leaf full. Only for a long run, and past the middle, so
            // that random keys that happen to follow each other cannot leave nearly empty leaves behind.
            boolean run = i == leaves.count() - 1 && at == leaf.size
                    || runLength >= Math.max(2, leafCapacity / 32) && at >= leafCapacity / 2;
            long p = run ? splitAt(i, at) : makeRoom(i, at);
            i = (int) (p >>> 32);
            at = (int) p;
            leaf = leaves.get(i);
        } else if (leaf.size == leaf.capacity()) {
            leaf.allocate(leafCapacity); // trimmed earlier
        }
        leaf.insert(at, arenas.store(key), key.length, meta);
        size++;
        leaves.resized(i);
        if (at == 0) {
            leaves.syncFirst(i);
        }
        runLeaf = leaf;
        runAt = at;
        return (long) i << 32 | at;
    }

    /**
     * Removes a key; true when it was there. Its bytes stay in their arena (nothing points at them any more) until
     * the arena holds no live key, then the arena goes.
     */
    boolean remove(byte[] key) {
        long p = find(key);
        if (p < 0) {
            return false;
        }
        int i = (int) (p >>> 32);
        int at = (int) p;
        Leaf leaf = leaves.get(i);
        arenas.release(leaf.ref[at], leaf.length[at]);
        leaf.remove(at);
        size--;
        runLeaf = null;
        if (leaf.size == 0) {
            leaves.drop(i);
            return true;
        }
        leaves.resized(i);
        if (at == 0) {
            leaves.syncFirst(i);
        }
        if (leaf.size < leafCapacity / 4) {
            mergeWithNeighbour(i);
        }
        return true;
    }

    /** Releases spare capacity: the last leaf (the one sorted appends were filling) shrinks to its keys. */
    void trim() {
        arenas.trim();
        Leaf last = leaves.count() == 0 ? null : leaves.get(leaves.count() - 1);
        if (last != null && last.capacity() > last.size) {
            last.allocate(last.size);
        }
    }

    long retainedBytes() {
        return arenas.retainedBytes() + leaves.retainedBytes();
    }

    /**
     * Splits full leaf {@code i} where a sorted run inserts, so the run goes on at the left leaf's end (or in a new
     * leaf after it) and leaves full leaves behind. Returns where the key goes, packed as in {@link #lowerBound}.
     */
    private long splitAt(int i, int at) {
        Leaf leaf = leaves.get(i);
        Leaf right = new Leaf(leafCapacity);
        boolean past = at == leaf.size;
        if (!past) {
            leaf.spillTail(leaf.size - at, right);
            leaves.resized(i);
        }
        leaves.add(i + 1, right);
        return past ? (long) (i + 1) << 32 : (long) i << 32 | at;
    }

    /**
     * Makes room in full leaf {@code i} for a key at {@code at}: lends entries to a neighbour with some room, else
     * splits it and a full neighbour into three leaves two thirds full (as a B*-tree does), so that leaves stay
     * fuller under random inserts than halves would leave them, for the same O(leaf) copying. Returns where the key
     * goes, packed as in {@link #lowerBound}.
     */
    private long makeRoom(int i, int at) {
        Leaf leaf = leaves.get(i);
        int slack = Math.max(2, leafCapacity / 8); // half of the room is lent, half kept for the key
        if (i + 1 < leaves.count() && leafCapacity - leaves.get(i + 1).size >= slack) {
            Leaf right = roomy(leaves.get(i + 1));
            leaf.spillTail((leafCapacity - right.size) / 2, right);
            leaves.syncFirst(i + 1);
            leaves.resized(i);
            return at <= leaf.size ? (long) i << 32 | at : (long) (i + 1) << 32 | (at - leaf.size);
        }
        if (i > 0 && leafCapacity - leaves.get(i - 1).size >= slack) {
            Leaf left = roomy(leaves.get(i - 1));
            int before = left.size;
            int n = (leafCapacity - before) / 2;
            leaf.spillHead(n, left);
            leaves.syncFirst(i);
            leaves.resized(i - 1);
            return at <= n ? (long) (i - 1) << 32 | (before + at) : (long) i << 32 | (at - n);
        }
        if (i + 1 < leaves.count()) {
            return splitThree(i, at);
        }
        if (i > 0) {
            return splitThree(i - 1, leaves.get(i - 1).size + at);
        }
        Leaf right = new Leaf(leafCapacity);
        leaf.spillTail(leaf.size - leafCapacity / 2, right);
        leaves.resized(i);
        leaves.add(i + 1, right);
        return at <= leaf.size ? (long) i << 32 | at : (long) (i + 1) << 32 | (at - leaf.size);
    }

    /**
     * Spreads the keys of leaves {@code i} and {@code i + 1} over three, a third each, with a new leaf in the middle;
     * {@code at} counts from the start of leaf {@code i}. Returns where the key goes.
     */
    private long splitThree(int i, int at) {
        Leaf first = roomy(leaves.get(i));
        Leaf last = roomy(leaves.get(i + 1));
        int third = (first.size + last.size) / 3;
        Leaf middle = new Leaf(leafCapacity);
        first.spillTail(first.size - third, middle);
        if (middle.size > third) {
            middle.spillTail(middle.size - third, last);
        } else {
            last.spillHead(third - middle.size, middle);
        }
        leaves.add(i + 1, middle);
        leaves.syncFirst(i + 2);
        leaves.resized(i);
        if (at <= third) {
            return (long) i << 32 | at;
        }
        return at <= 2 * third ? (long) (i + 1) << 32 | (at - third) : (long) (i + 2) << 32 | (at - 2 * third);
    }

    /**
     * Joins leaf {@code i}, which removals left under a quarter full, with a neighbour when both fit in three
     * quarters of a leaf: the per-key cost stays near 40 bytes after mass removals, and the joined leaf still has
     * room for inserts before it splits again.
     */
    private void mergeWithNeighbour(int i) {
        int limit = leafCapacity - leafCapacity / 4;
        int left;
        if (i + 1 < leaves.count() && leaves.get(i).size + leaves.get(i + 1).size <= limit) {
            left = i;
        } else if (i > 0 && leaves.get(i - 1).size + leaves.get(i).size <= limit) {
            left = i - 1;
        } else {
            return;
        }
        Leaf from = leaves.get(left + 1);
        from.spillHead(from.size, roomy(leaves.get(left)));
        leaves.drop(left + 1); // marks the positions from there on stale, as the left leaf grew
    }

    /** A leaf about to take entries, grown back to full capacity if it was trimmed. */
    private Leaf roomy(Leaf leaf) {
        if (leaf.capacity() < leafCapacity) {
            leaf.allocate(leafCapacity);
        }
        return leaf;
    }

    /** The first offset at or after {@code lo} whose key is {@code >= key} (all before are smaller); size if none. */
    private int lowerBoundIn(Leaf leaf, byte[] key, int lo) {
        int n = leaf.size;
        if (lo == n || compare(leaf, n - 1, key) < 0) {
            return n; // checked first: appends past the last key are what a listing does
        }
        int hi = n - 1;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (compare(leaf, mid, key) < 0) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    private int compare(Leaf leaf, int at, byte[] key) {
        return arenas.compare(leaf.ref[at], leaf.length[at], key);
    }
}
