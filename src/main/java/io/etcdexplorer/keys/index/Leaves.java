package io.etcdexplorer.keys.index;

import java.util.Arrays;

/**
 * The directory of {@link SortedKeys}' leaves, in key order, with each leaf's first key kept side by side in two int
 * arrays (its arena ref and length), so the binary search over leaves reads no leaf, only the keys' bytes. It also
 * knows how many keys precede each leaf, for counts by position: those figures are recomputed lazily, from the first
 * leaf that changed, when a position is asked for, so a batch of inserts does not pay for every leaf per key.
 */
final class Leaves {

    private final Arenas arenas;
    private Leaf[] leaves = new Leaf[16];
    private int[] firstRef = new int[16];
    private int[] firstLength = new int[16];
    private int count;
    /** Leaves {@code [0, counted)} have an up-to-date {@link Leaf#start}. */
    private int counted;

    Leaves(Arenas arenas) {
        this.arenas = arenas;
    }

    int count() {
        return count;
    }

    Leaf get(int i) {
        return leaves[i];
    }

    /** How many keys the leaves before leaf {@code i} hold. */
    int start(int i) {
        for (int j = counted; j <= i; j++) {
            leaves[j].start = j == 0 ? 0 : leaves[j - 1].start + leaves[j - 1].size;
        }
        counted = Math.max(counted, i + 1);
        return leaves[i].start;
    }

    /** The last leaf whose first key is {@code <= key}, or the first leaf if none is. */
    int leafFor(byte[] key) {
        return search(key, 1, count);
    }

    /**
     * As {@link #leafFor(byte[])}, for a key known to be after leaf {@code from}'s first key: the key of a sorted
     * batch after one that went to leaf {@code from}. Gallops forward from there, so a batch that hits nearby leaves
     * pays a few comparisons per key rather than a search over all leaves.
     */
    int leafFor(byte[] key, int from) {
        int step = 1;
        int lo = from + 1;
        while (lo < count && compareFirst(lo, key) <= 0) {
            from = lo;
            lo += step;
            step <<= 1;
        }
        return search(key, from + 1, Math.min(lo, count));
    }

    /** The last leaf in {@code [lo - 1, hi)} whose first key is {@code <= key}, given that of {@code lo - 1} is. */
    private int search(byte[] key, int lo, int hi) {
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (compareFirst(mid, key) <= 0) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo - 1;
    }

    /** Leaf {@code i}'s first entry changed. */
    void syncFirst(int i) {
        firstRef[i] = leaves[i].ref[0];
        firstLength[i] = leaves[i].length[0];
    }

    /** Leaf {@code i} gained or lost keys: the positions of the leaves after it are stale. */
    void resized(int i) {
        counted = Math.min(counted, i + 1);
    }

    /** Inserts a leaf at {@code i}; an empty one has its first key synced once it has one. */
    void add(int i, Leaf leaf) {
        if (count == leaves.length) {
            leaves = Arrays.copyOf(leaves, count * 2);
            firstRef = Arrays.copyOf(firstRef, count * 2);
            firstLength = Arrays.copyOf(firstLength, count * 2);
        }
        System.arraycopy(leaves, i, leaves, i + 1, count - i);
        System.arraycopy(firstRef, i, firstRef, i + 1, count - i);
        System.arraycopy(firstLength, i, firstLength, i + 1, count - i);
        leaves[i] = leaf;
        count++;
        counted = Math.min(counted, i);
        if (leaf.size > 0) {
            syncFirst(i);
        }
    }

    void drop(int i) {
        int after = count - i - 1;
        System.arraycopy(leaves, i + 1, leaves, i, after);
        System.arraycopy(firstRef, i + 1, firstRef, i, after);
        System.arraycopy(firstLength, i + 1, firstLength, i, after);
        leaves[--count] = null;
        counted = Math.min(counted, i);
    }

    long retainedBytes() {
        long bytes = leaves.length * 12L + 3 * 16;
        for (int i = 0; i < count; i++) {
            bytes += leaves[i].retainedBytes();
        }
        return bytes;
    }

    /** For tests: the first broken invariant of the directory, or null. Walks every key. */
    String check(int size) {
        int total = 0;
        byte[] previous = null;
        for (int i = 0; i < count; i++) {
            Leaf leaf = leaves[i];
            if (leaf.size == 0 || leaf.size > leaf.capacity()) {
                return "leaf " + i + " holds " + leaf.size + " of " + leaf.capacity();
            }
            if (firstRef[i] != leaf.ref[0] || firstLength[i] != leaf.length[0]) {
                return "leaf " + i + ": stale first key";
            }
            if (i < counted && leaf.start != total) {
                return "leaf " + i + ": start " + leaf.start + ", not " + total;
            }
            for (int at = 0; at < leaf.size; at++) {
                byte[] key = arenas.copy(leaf.ref[at], leaf.length[at]);
                if (previous != null && Arrays.compareUnsigned(previous, key) >= 0) {
                    return "leaf " + i + " entry " + at + " out of order";
                }
                previous = key;
            }
            total += leaf.size;
        }
        return total == size ? null : total + " keys in leaves, size " + size;
    }

    private int compareFirst(int i, byte[] key) {
        return arenas.compare(firstRef[i], firstLength[i], key);
    }
}
