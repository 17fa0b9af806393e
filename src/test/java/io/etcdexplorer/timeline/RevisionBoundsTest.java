package io.etcdexplorer.timeline;

import io.etcd.jetcd.ByteSequence;
import io.etcd.jetcd.Watch;
import io.etcd.jetcd.common.exception.CompactedException;
import io.etcd.jetcd.options.GetOption;
import io.etcd.jetcd.options.WatchOption;
import io.etcd.jetcd.watch.WatchResponse;
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

import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static io.etcdexplorer.timeline.Writes.bytes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A fresh etcd per test: compaction cannot be undone. */
@Timeout(value = 2, unit = TimeUnit.MINUTES) // a read that never ends fails instead of hanging the build
class RevisionBoundsTest {

    @RegisterExtension
    final EtcdExtension etcd = new EtcdExtension();

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
    void aNeverCompactedEtcdReadsFromRevisionOne() {
        long last = 0;
        for (int i = 0; i < 5; i++) {
            last = writes.put("/k" + i, "v");
        }

        RevisionBounds bounds = RevisionBounds.read(session);

        assertEquals(new RevisionBounds(1, last), bounds);
        assertTrue(readsAt(1));
    }

    @Test
    void afterACompactionTheOldestIsTheCompactRevisionExactly() {
        writes.versions("/k", 3000);
        long current = writes.revision();
        for (long compactAt : new long[]{2, 777, 1024, current - 1, current}) {
            writes.compact(compactAt);

            RevisionBounds bounds = RevisionBounds.read(session);

            assertEquals(compactAt, bounds.oldest());
            assertEquals(current, bounds.current());
            assertTrue(readsAt(bounds.oldest()), "a get at the oldest revision succeeds");
            assertFalse(readsAt(bounds.oldest() - 1), "a get just below it fails as compacted");
            assertTrue(bounds.contains(compactAt) && !bounds.contains(compactAt - 1));
        }
    }

    @Test
    void theProbeKeyNeedNotExist() {
        writes.versions("/k", 50);
        long at = writes.put("/x", "x");
        writes.compact(at - 10);

        assertEquals(at - 10, RevisionBounds.read(session, bytes("/no/such/key")).oldest());
    }

    /**
     * The etcd 3.4 behaviour the class comment relies on: a watch from a compacted revision fails with the compact
     * revision, but only after the next run of etcd's 100 ms sync loop, so it is no quicker than a few gets.
     */
    @Test
    void aWatchFromACompactedRevisionReportsTheCompactRevisionButOnlyAfterTheSyncLoop() throws Exception {
        writes.versions("/k", 100);
        long compactAt = writes.revision() - 20;
        writes.compact(compactAt);
        long[] watchMillis = new long[5];
        for (int i = 0; i < watchMillis.length; i++) {
            CompletableFuture<Throwable> failure = new CompletableFuture<>();
            long start = System.nanoTime();
            Watch.Watcher watcher = etcd.client().getWatchClient().watch(ByteSequence.from(bytes("/absent")),
                    WatchOption.builder().withRevision(1).build(), new Watch.Listener() {
                        @Override
                        public void onNext(WatchResponse response) {
                            failure.completeExceptionally(new AssertionError("expected a failure, got a response"));
                        }

                        @Override
                        public void onError(Throwable t) {
                            failure.complete(t);
                        }

                        @Override
                        public void onCompleted() {
                            failure.completeExceptionally(new AssertionError("the watch ended without failing"));
                        }
                    });
            Throwable t = failure.get(10, TimeUnit.SECONDS);
            watchMillis[i] = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
            watcher.close();
            assertEquals(compactAt, assertInstanceOf(CompactedException.class, t).getCompactedRevision());
        }
        long[] boundsMillis = new long[11];
        for (int i = 0; i < boundsMillis.length; i++) {
            long start = System.nanoTime();
            assertEquals(compactAt, RevisionBounds.read(session).oldest());
            boundsMillis[i] = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        }
        long[] getMillis = new long[11];
        for (int i = 0; i < getMillis.length; i++) {
            long start = System.nanoTime();
            assertTrue(readsAt(compactAt));
            getMillis[i] = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        }
        Arrays.sort(getMillis);
        Arrays.sort(watchMillis);
        Arrays.sort(boundsMillis);
        System.out.println("compacted watch answered in " + Arrays.toString(watchMillis) + " ms; RevisionBounds.read "
                + "took " + Arrays.toString(boundsMillis) + " ms; one get " + Arrays.toString(getMillis) + " ms");
        assertTrue(boundsMillis[boundsMillis.length / 2] < watchMillis[watchMillis.length / 2],
                "the search is quicker than waiting for the watch's answer");
    }

    private boolean readsAt(long revision) {
        try {
            session.call(etcd.client().getKVClient().get(ByteSequence.from(bytes("/k")),
                    GetOption.builder().withRevision(revision).build()));
            return true;
        } catch (CompactedRevisionException e) {
            return false;
        }
    }
}
