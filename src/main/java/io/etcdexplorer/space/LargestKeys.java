package io.etcdexplorer.space;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;

/**
 * The {@code capacity} largest keys seen, each seen once (a size breakdown): a min-heap, so memory stays fixed
 * however many keys pass. What falls out is summed by the caller; the largest key that fell out is kept, as it is the
 * largest of the rest.
 */
final class LargestKeys {

    static final Comparator<KeyTally> BY_BYTES = Comparator.comparingLong(KeyTally::bytes)
            .thenComparing(KeyTally::key, Comparator.reverseOrder());

    private final int capacity;
    private final PriorityQueue<KeyTally> heap;
    private KeyTally largestDropped;

    LargestKeys(int capacity) {
        this.capacity = capacity;
        this.heap = new PriorityQueue<>(Math.min(capacity, 64) + 1, BY_BYTES);
    }

    void add(KeyTally key) {
        if (heap.size() < capacity) {
            heap.add(key);
            return;
        }
        if (BY_BYTES.compare(key, heap.peek()) <= 0) {
            drop(key);
            return;
        }
        drop(heap.poll());
        heap.add(key);
    }

    /**
     * Whether a key of {@code bytes} would change nothing: the heap is full of larger keys and a larger key has
     * fallen out already. The caller then need not make the key's strings at all.
     */
    boolean ignores(long bytes) {
        return heap.size() >= capacity && largestDropped != null && bytes < heap.peek().bytes()
                && bytes < largestDropped.bytes();
    }

    private void drop(KeyTally key) {
        if (largestDropped == null || BY_BYTES.compare(key, largestDropped) > 0) {
            largestDropped = key;
        }
    }

    /** Largest first. */
    List<KeyTally> top() {
        List<KeyTally> all = new ArrayList<>(heap);
        all.sort(BY_BYTES.reversed());
        return all;
    }

    /** The largest key not in {@link #top()}, or null. */
    KeyTally largestDropped() {
        return largestDropped;
    }
}
