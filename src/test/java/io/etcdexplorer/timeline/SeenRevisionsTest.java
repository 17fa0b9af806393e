package io.etcdexplorer.timeline;

import org.junit.jupiter.api.Test;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The History tab's Seen column: etcd stores no times, so the app says what it knows and no more. */
class SeenRevisionsTest {

    private final AtomicReference<Instant> now = new AtomicReference<>(Instant.parse("2026-11-30T10:02:01Z"));
    private final Clock clock = new Clock() {
        @Override
        public ZoneOffset getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now.get();
        }
    };

    @Test
    void exactBetweenAndBoundsOutsideWhatWasSeen() {
        SeenRevisions seen = new SeenRevisions(clock);
        assertEquals("", seen.describe(5), "nothing seen yet");
        seen.record(10);
        now.set(Instant.parse("2026-11-30T10:02:04Z"));
        seen.record(20);

        assertEquals("10:02:01", seen.describe(10));
        assertEquals("between 10:02:01 and 10:02:04", seen.describe(15));
        assertEquals("before 10:02:01", seen.describe(3), "older than the first sighting: already there then");
        assertEquals("after 10:02:04", seen.describe(25));
    }
}
