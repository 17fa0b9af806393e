package io.etcdexplorer.timeline;

import io.etcd.jetcd.op.Op;
import io.etcd.jetcd.options.PutOption;
import io.etcdexplorer.etcd.CompactedRevisionException;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.LongStream;

import static io.etcdexplorer.timeline.HistoryReaderTest.seq;
import static io.etcdexplorer.timeline.Writes.bytes;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Slider ticks. A fresh etcd per test, so revisions of the whole keyspace are known exactly. */
@Timeout(value = 2, unit = TimeUnit.MINUTES) // a read that never ends fails instead of hanging the build
class ChangeRevisionsTest {

    @RegisterExtension
    final EtcdExtension etcd = new EtcdExtension();
    static final Duration LIMIT = Duration.ofSeconds(30);

    private EtcdSession session;
    private Writes writes;

    @BeforeEach
    void connect() {
        session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())), h -> { });
        writes = new Writes(etcd.client());
    }

    @AfterEach
    void close() {
        session.close();
    }

    @Test
    void aKeysTicksAreItsPutsAndDeletesWithinTheRangeInclusive() {
        long r1 = writes.put("/app/a", "1");
        writes.put("/app/b", "x");
        long r2 = writes.put("/app/a", "2");
        long d = writes.delete("/app/a");
        writes.put("/app/ab", "not the key");
        long r3 = writes.put("/app/a", "3");
        writes.put("/app/b", "y");

        assertArrayEquals(new long[]{r1, r2, d, r3}, ticks("/app/a", false, 1, Long.MAX_VALUE, 100).revisions());
        ChangeRevisions inner = ticks("/app/a", false, r2, d, 100);
        assertArrayEquals(new long[]{r2, d}, inner.revisions());
        assertFalse(inner.truncated());
        assertEquals(d, inner.coveredTo());
    }

    @Test
    void aPrefixCountsATransactionOnceAndIgnoresKeysOutsideIt() throws Exception {
        long r1 = writes.put("/app/a", "1");
        writes.put("/apple", "outside: not under /app/");
        long txn = etcd.client().getKVClient().txn().Then(
                Op.put(seq("/app/b"), seq("B"), PutOption.DEFAULT),
                Op.put(seq("/app/c"), seq("C"), PutOption.DEFAULT)).commit().get().getHeader().getRevision();
        long d = writes.delete("/app/a");
        long current = writes.put("/zzz", "outside");

        ChangeRevisions ticks = ticks("/app/", true, 1, current, 100);

        assertArrayEquals(new long[]{r1, txn, d}, ticks.revisions());
        assertEquals(current, ticks.coveredTo());
    }

    @Test
    void theEmptyPrefixIsTheWholeKeyspace() {
        long first = writes.put("/a", "1");
        writes.put("/b", "2");
        writes.delete("/a");
        long last = writes.put(new byte[]{0}, bytes("the key of one zero byte"), 0);

        ChangeRevisions ticks = ticks("", true, first, last, 100);

        assertArrayEquals(LongStream.rangeClosed(first, last).toArray(), ticks.revisions());
    }

    @Test
    void moreChangesThanTheLimitReturnTheOldestAndSaySo() {
        List<Long> revisions = writes.versions("/many", 300).keySet().stream().toList();

        ChangeRevisions ticks = ticks("/many", false, 1, Long.MAX_VALUE, 100);

        assertTrue(ticks.truncated());
        assertArrayEquals(revisions.subList(0, 100).stream().mapToLong(Long::longValue).toArray(), ticks.revisions());
        assertEquals(revisions.get(99), ticks.coveredTo());
        assertFalse(ticks("/many", false, 1, Long.MAX_VALUE, 300).truncated(), "exactly the limit is not truncated");
    }

    @Test
    void aRangeWithoutChangesIsEmptyAndStillEnds() {
        long r1 = writes.put("/quiet", "1");
        long other = 0;
        for (int i = 0; i < 5; i++) {
            other = writes.put("/busy", "x" + i);
        }

        ChangeRevisions ticks = ticks("/quiet", false, r1 + 1, other, 10);

        assertEquals(0, ticks.revisions().length);
        assertFalse(ticks.truncated());
        assertEquals(other, ticks.coveredTo());
    }

    @Test
    void aCompactedStartFailsWithTheOldestRevisionInTheMessage() {
        writes.versions("/k", 20);
        long compactAt = writes.revision() - 5;
        writes.compact(compactAt);

        CompactedRevisionException e = assertThrows(CompactedRevisionException.class,
                () -> ChangeRevisions.of(session, bytes("/k"), false, 2, compactAt + 2, 10));

        assertTrue(e.getMessage().contains("from revision " + compactAt), e.getMessage());
        ChangeRevisions fromOldest = ticks("/k", false, compactAt, Long.MAX_VALUE, 10);
        assertArrayEquals(LongStream.rangeClosed(compactAt, compactAt + 5).toArray(), fromOldest.revisions(),
                "from the oldest revision on it works: the puts at and after it");
    }

    private ChangeRevisions ticks(String key, boolean prefix, long from, long to, int limit) {
        return assertTimeoutPreemptively(LIMIT, () -> ChangeRevisions.of(session, bytes(key), prefix, from, to, limit));
    }
}
