package io.etcdexplorer.timeline;

import io.etcd.jetcd.ByteSequence;
import io.etcdexplorer.etcd.CompactedRevisionException;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static io.etcdexplorer.timeline.KeyspaceComparerTest.b;
import static io.etcdexplorer.timeline.KeyspaceComparerTest.writeInTxns;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Comparisons that cannot finish: compacted or future revisions, cancellation. Own etcd, as it gets compacted. */
class KeyspaceComparerFailuresTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    private EtcdSession session;
    private KeyspaceComparer comparer;

    @BeforeEach
    void connect() {
        etcd.deleteAll();
        session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())), h -> { });
        comparer = new KeyspaceComparer(session);
    }

    @AfterEach
    void close() {
        session.close();
    }

    private static long revision() throws Exception {
        return etcd.client().getKVClient().get(ByteSequence.from(new byte[]{0})).get(10, TimeUnit.SECONDS)
                .getHeader().getRevision();
    }

    @Test
    void aCompactedRevisionANamesItTheOldestRevisionKeptAndTheFix() throws Exception {
        etcd.put("/c/a", "1");
        long a = revision();
        etcd.put("/c/a", "2");
        etcd.put("/c/b", "1");
        long compactedTo = revision();
        etcd.client().getKVClient().compact(compactedTo).get(10, TimeUnit.SECONDS);

        CompactedRevisionException e = assertThrows(CompactedRevisionException.class,
                () -> comparer.compare(b("/c/"), a, compactedTo, () -> false));
        assertEquals("Revision A (" + a + ") has been compacted: etcd no longer keeps the keyspace as it was then. "
                + "The oldest revision etcd still keeps is " + compactedTo + ".", e.getMessage());
        assertEquals("Pick a revision from " + compactedTo + " on: older history cannot be compared.", e.hint());

        CompactedRevisionException value = assertThrows(CompactedRevisionException.class,
                () -> comparer.valueAt(b("/c/a"), a));
        assertTrue(value.getMessage().startsWith("Revision " + a + " has been compacted"), value.getMessage());
        assertEquals(List.of(), comparer.compare(b("/c/"), compactedTo, 0, () -> false).changes());
    }

    @Test
    void aFutureRevisionBIsAnErrorNotAnEmptyKeyspace() throws Exception {
        etcd.put("/f/a", "1");
        long now = revision();
        EtcdAccessException e = assertThrows(EtcdAccessException.class,
                () -> comparer.compare(b("/f/"), now, now + 100, () -> false));
        assertFalse(e instanceof CompactedRevisionException);
        assertEquals("Revision B (" + (now + 100) + ") does not exist yet: the latest revision is " + now + ".",
                e.getMessage());
        assertEquals("Pick a revision up to " + now + ", or 0 for the latest.", e.hint());
    }

    @Test
    void cancellingStopsTheComparisonWithNoPartialResultAndNoThreadLeft() throws Exception {
        writeInTxns(etcd.client().getKVClient(), 0, 3_000, "v1");
        long a = revision();
        etcd.put("/big/extra", "1");
        assertThrows(CancellationException.class, () -> comparer.compare(b("/big/"), a, 0, () -> true));
        AtomicInteger asked = new AtomicInteger();
        assertThrows(CancellationException.class,
                () -> comparer.compare(b("/big/"), a, 0, () -> asked.incrementAndGet() > 3));
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (comparisonThreads() > 0 && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertEquals(0, comparisonThreads(), "the listings stop once cancelled");
        assertEquals(1, comparer.compare(b("/big/"), a, 0, () -> false).changes().size(), "works afterwards");
    }

    private static long comparisonThreads() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.isAlive() && (t.getName().equals("timeline-compare")
                        || t.getName().equals("etcd-key-lister"))).count();
    }
}
