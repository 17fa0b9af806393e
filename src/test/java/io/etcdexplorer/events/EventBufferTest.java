package io.etcdexplorer.events;

import io.etcdexplorer.etcd.watch.WatchEvent;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.stream.LongStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class EventBufferTest {

    @Test
    void keepsTheNewestAndCountsTheDropped() {
        EventBuffer buffer = new EventBuffer(3);
        buffer.add(events(1, 2));
        assertEquals(List.of(1L, 2L), revisions(buffer));
        assertEquals(0, buffer.dropped());
        buffer.add(events(3, 7));
        assertEquals(List.of(5L, 6L, 7L), revisions(buffer));
        assertEquals(3, buffer.size());
        assertEquals(4, buffer.dropped());
        buffer.add(events(8, 8));
        assertEquals(List.of(6L, 7L, 8L), revisions(buffer));
        assertEquals(5, buffer.dropped());
    }

    @Test
    void clearEmptiesAndResetsTheCount() {
        EventBuffer buffer = new EventBuffer(2);
        buffer.add(events(1, 5));
        buffer.clear();
        assertEquals(0, buffer.size());
        assertEquals(0, buffer.dropped());
        buffer.add(events(6, 6));
        assertEquals(List.of(6L), revisions(buffer));
    }

    @Test
    void defaultCapacityAndValidation() {
        assertEquals(100_000, new EventBuffer().capacity());
        assertThrows(IllegalArgumentException.class, () -> new EventBuffer(0));
    }

    private static List<WatchEvent> events(long from, long to) {
        return LongStream.rangeClosed(from, to).mapToObj(r -> new WatchEvent(r, WatchEvent.Type.PUT,
                new byte[]{'k'}, new byte[]{'v'}, 1, r, 0, null, 0, true, 0)).toList();
    }

    private static List<Long> revisions(EventBuffer buffer) {
        return buffer.snapshot().stream().map(WatchEvent::revision).toList();
    }
}
