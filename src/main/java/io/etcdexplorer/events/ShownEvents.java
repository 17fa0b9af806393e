package io.etcdexplorer.events;

import io.etcdexplorer.etcd.watch.WatchEvent;

import javafx.collections.ObservableListBase;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * The events the panel's table shows: the newest {@code capacity} ones in a ring, appended at the end and dropped
 * from the front in one change each. A plain observable array list removes a range one element at a time, so once
 * it held 100,000 events every slice shifted the whole list 2,000 times: 200-600 ms of UI thread per slice at
 * 20k events/s. Read-only for everyone but the view model.
 */
final class ShownEvents extends ObservableListBase<WatchEvent> {

    private final WatchEvent[] ring;
    private int start;
    private int size;

    ShownEvents(int capacity) {
        ring = new WatchEvent[capacity];
    }

    @Override
    public WatchEvent get(int index) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException("index " + index + ", size " + size);
        }
        return ring[(start + index) % ring.length];
    }

    @Override
    public int size() {
        return size;
    }

    /** Adds events at the end, dropping as many of the oldest as needed to stay within the capacity. */
    void append(List<WatchEvent> events) {
        if (events.isEmpty()) {
            return;
        }
        if (events.size() >= ring.length) {
            replaceWith(events.subList(events.size() - ring.length, events.size()));
            return;
        }
        int excess = Math.max(0, size + events.size() - ring.length);
        beginChange();
        if (excess > 0) {
            List<WatchEvent> removed = new ArrayList<>(subList(0, excess));
            for (int i = 0; i < excess; i++) {
                ring[(start + i) % ring.length] = null;
            }
            start = (start + excess) % ring.length;
            size -= excess;
            nextRemove(0, removed);
        }
        int from = size;
        for (WatchEvent event : events) {
            ring[(start + size) % ring.length] = event;
            size++;
        }
        nextAdd(from, size);
        endChange();
    }

    /** Shows exactly these events (the newest {@code capacity} of them), in one change. */
    void replaceWith(List<WatchEvent> events) {
        List<WatchEvent> removed = new ArrayList<>(this);
        List<WatchEvent> kept = events.size() > ring.length
                ? events.subList(events.size() - ring.length, events.size()) : events;
        java.util.Arrays.fill(ring, null);
        start = 0;
        size = 0;
        for (WatchEvent event : kept) {
            ring[size++] = event;
        }
        if (removed.isEmpty() && size == 0) {
            return;
        }
        beginChange();
        if (!removed.isEmpty()) {
            nextRemove(0, removed);
        }
        if (size > 0) {
            nextAdd(0, size);
        }
        endChange();
    }

    @Override
    public void clear() {
        replaceWith(List.of());
    }

    @Override
    public boolean setAll(Collection<? extends WatchEvent> events) {
        replaceWith(List.copyOf(events));
        return true;
    }
}
