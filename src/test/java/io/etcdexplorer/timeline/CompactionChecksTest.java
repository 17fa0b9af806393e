package io.etcdexplorer.timeline;

import org.junit.jupiter.api.Test;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The watched timeline reads the bounds while the cluster moves, and once in five minutes while it rests. */
class CompactionChecksTest {

    private final AtomicLong now = new AtomicLong(1_000);
    private final CompactionChecks checks = new CompactionChecks(now::get);

    @Test
    void readsWhileTheClusterMovesAndRarelyAtRest() {
        assertTrue(checks.due(10), "nothing read yet");
        checks.read(10);
        assertFalse(checks.due(10), "at rest, just read");
        assertTrue(checks.due(11), "a write since the read");

        now.addAndGet(TimeUnit.MINUTES.toNanos(4));
        assertFalse(checks.due(10), "four minutes at rest");
        now.addAndGet(TimeUnit.MINUTES.toNanos(1));
        assertTrue(checks.due(10), "five minutes at rest: a compaction run by hand still shows");

        checks.read(10);
        checks.forget();
        assertTrue(checks.due(10), "another cluster: read at once");
    }
}
