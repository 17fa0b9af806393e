package io.etcdexplorer.events;

import io.etcdexplorer.etcd.watch.WatchEvent;

import java.util.ArrayList;
import java.util.List;

/**
 * The last {@code capacity} watch events, oldest dropped first. A ring so that a busy cluster costs constant memory
 * and no copying per event.
 *
 * <p>Not thread-safe: the UI thread owns it and applies the listener's batches on its own pulse, so locking here
 * would only cost time.
 */
public final class EventBuffer {

    public static final int DEFAULT_CAPACITY = 100_000;

    private final WatchEvent[] ring;
    private int start;
    private int size;
    private long dropped;

    public EventBuffer() {
        this(DEFAULT_CAPACITY);
    }

    public EventBuffer(int capacity) {
        if (capacity <= 0) {
            throw new IllegalArgumentException("capacity must be positive: " + capacity);
        }
        this.ring = new WatchEvent[capacity];
    }

    public void add(List<WatchEvent> events) {
        for (WatchEvent event : events) {
            if (size < ring.length) {
                ring[(start + size) % ring.length] = event;
                size++;
            } else {
                // Full: the new event takes the oldest one's slot and the ring's start moves past it.
                ring[start] = event;
                start = (start + 1) % ring.length;
                dropped++;
            }
        }
    }

    /** The buffered events, oldest first, as a new list. */
    public List<WatchEvent> snapshot() {
        List<WatchEvent> copy = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            copy.add(ring[(start + i) % ring.length]);
        }
        return copy;
    }

    public int size() {
        return size;
    }

    public int capacity() {
        return ring.length;
    }

    /** How many events were pushed out by newer ones since creation or the last {@link #clear()}. */
    public long dropped() {
        return dropped;
    }

    public void clear() {
        java.util.Arrays.fill(ring, null);
        start = 0;
        size = 0;
        dropped = 0;
    }
}
