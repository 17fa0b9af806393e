package io.etcdexplorer.events;

import javafx.collections.ListChangeListener;
import io.etcdexplorer.etcd.watch.WatchEvent;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.LongStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The table's list keeps the newest events, in order, and tells the table about each slice in one change. */
class ShownEventsTest {

    @Test
    void dropsTheOldestInOneChangePerSlice() {
        ShownEvents shown = new ShownEvents(5);
        List<String> changes = new ArrayList<>();
        shown.addListener((ListChangeListener<WatchEvent>) c -> {
            StringBuilder text = new StringBuilder();
            while (c.next()) {
                text.append(c.wasRemoved() ? "-" + revisions(c.getRemoved()) : "")
                        .append(c.wasAdded() ? "+" + revisions(c.getAddedSubList()) + "@" + c.getFrom() : "");
            }
            changes.add(text.toString());
        });

        shown.append(events(1, 3));
        shown.append(events(4, 7));
        assertEquals(List.of(3L, 4L, 5L, 6L, 7L), revisions(shown));
        assertEquals(List.of("+[1, 2, 3]@0", "-[1, 2]+[4, 5, 6, 7]@1"), changes);

        shown.append(events(8, 20)); // more than fit: only the newest five stay
        assertEquals(List.of(16L, 17L, 18L, 19L, 20L), revisions(shown));
        shown.append(events(21, 21));
        assertEquals(List.of(17L, 18L, 19L, 20L, 21L), revisions(shown));
        assertEquals(17, shown.get(0).revision());
        assertThrows(IndexOutOfBoundsException.class, () -> shown.get(5));
        assertThrows(UnsupportedOperationException.class, () -> shown.add(events(1, 1).get(0)),
                "only the view model changes what the table shows");

        shown.replaceWith(events(2, 3));
        assertEquals(List.of(2L, 3L), revisions(shown));
        shown.clear();
        assertEquals(0, shown.size());
    }

    private static List<Long> revisions(List<? extends WatchEvent> events) {
        return events.stream().map(WatchEvent::revision).toList();
    }

    private static List<WatchEvent> events(long from, long to) {
        return LongStream.rangeClosed(from, to).mapToObj(r -> new WatchEvent(r, WatchEvent.Type.PUT,
                new byte[]{'k'}, new byte[]{'v'}, 1, r, 0, null, 0, true, 0)).toList();
    }
}
