package io.etcdexplorer.events;

import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.watch.WatchStatus;
import io.etcdexplorer.etcd.watch.WatchStream;
import io.etcdexplorer.etcd.watch.WatchListener.State;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.LongStream;

import static io.etcdexplorer.events.WatchStreamTest.seq;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Restarts etcd under a live watch; each test gets its own etcd because of that. */
class WatchStreamRestartTest {

    @RegisterExtension
    final EtcdExtension etcd = new EtcdExtension();
    static final Duration WAIT = Duration.ofSeconds(60);

    private EtcdSession session;

    @BeforeEach
    void connect() {
        session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())), header -> { });
    }

    @AfterEach
    void close() {
        session.close();
    }

    @Test
    void restartDuringWritesLosesNothingAndDuplicatesNothing() throws Exception {
        long start = currentRevision();
        Recorder seen = new Recorder();
        AtomicInteger done = new AtomicInteger();
        List<Long> written = new ArrayList<>();
        Thread writer = new Thread(() -> {
            for (int i = 0; i < 2_000; i++) {
                // Retry through the restart; a put whose answer was lost may have been applied, which is why the
                // expected revisions are taken from etcd's final revision below, not only from the answers.
                while (true) {
                    try {
                        written.add(etcd.client().getKVClient().put(seq("/r/" + (i % 50)), seq("v" + i))
                                .get(5, TimeUnit.SECONDS).getHeader().getRevision());
                        break;
                    } catch (Exception e) {
                        sleep(50);
                    }
                }
                done.incrementAndGet();
            }
        }, "writer");
        try (WatchStream stream = WatchStream.start(session, "/r/".getBytes(), start + 1, seen)) {
            writer.start();
            Recorder.await("500 puts", WAIT, () -> done.get() >= 500);
            etcd.process().restart();
            writer.join(WAIT.toMillis());
            long end = currentRevision();
            Recorder.await("every revision up to " + end, WAIT, () -> stream.lastRevision() >= end);

            List<Long> delivered = seen.revisions();
            List<Long> expected = LongStream.rangeClosed(start + 1, end).boxed().toList();
            assertEquals(expected.size(), new HashSet<>(delivered).size(), "distinct revisions delivered");
            assertEquals(expected, delivered, "every revision once, in order");
            assertTrue(new HashSet<>(delivered).containsAll(written));
            assertTrue(written.size() == 2_000);
        }
        List<String> log = seen.log();
        int reconnecting = indexOf(log, "RECONNECTING");
        assertTrue(reconnecting >= 0, log.toString());
        assertTrue(log.subList(reconnecting, log.size()).stream().anyMatch(l -> l.startsWith("WATCHING resumed")),
                log.toString());
    }

    @Test
    void resumeFromACompactedRevisionReportsCompaction() throws Exception {
        CountDownLatch disconnected = new CountDownLatch(1);
        CountDownLatch compactedMeanwhile = new CountDownLatch(1);
        Recorder seen = new Recorder() {
            @Override
            public void state(WatchStatus status) {
                super.state(status);
                if (status.state() == State.RECONNECTING && disconnected.getCount() > 0) {
                    disconnected.countDown();
                    // Hold the retry back until the test has compacted past the resume revision.
                    hold(compactedMeanwhile);
                }
            }
        };
        try (WatchStream stream = WatchStream.start(session, "/k/".getBytes(), 0, seen)) {
            Recorder.await("WATCHING", WAIT, () -> seen.saw(State.WATCHING));
            etcd.put("/k/a", "1");
            Recorder.await("1 event", WAIT, () -> seen.events().size() == 1);
            long resumeAt = seen.events().get(0).revision() + 1;

            etcd.process().restart();
            assertTrue(disconnected.await(30, TimeUnit.SECONDS), seen.log().toString());
            etcd.put("/k/a", "2");
            etcd.put("/k/a", "3");
            long compactAt = currentRevision();
            etcd.client().getKVClient().compact(compactAt).join();
            compactedMeanwhile.countDown();

            Recorder.await("STOPPED", WAIT, () -> seen.saw(State.STOPPED));
            assertArrayEquals(new long[]{resumeAt, compactAt}, seen.compacted.get(0));
            assertEquals(1, seen.events().size());
        }
    }

    @Test
    void aWatchFromNowStartedWhileEtcdIsDownStartsOnceItIsBackAndMissesNothingAfterThat() throws Exception {
        etcd.process().stop();
        Recorder seen = new Recorder();
        try (WatchStream stream = WatchStream.start(session, "/down/".getBytes(), 0, seen)) {
            Recorder.await("RECONNECTING", WAIT, () -> seen.saw(State.RECONNECTING));
            assertTrue(seen.log().stream().anyMatch(l -> l.contains("resuming from revision now")), seen.log()
                    .toString());
            etcd.process().restart();
            Recorder.await("WATCHING", WAIT, () -> seen.saw(State.WATCHING));
            etcd.put("/down/a", "1");
            etcd.put("/down/b", "2");
            Recorder.await("2 events", WAIT, () -> seen.events().size() == 2);
            assertEquals(List.of(currentRevision() - 1, currentRevision()), seen.revisions());
        }
    }

    private long currentRevision() throws Exception {
        return etcd.client().getKVClient().get(seq("/")).get(10, TimeUnit.SECONDS).getHeader().getRevision();
    }

    private static int indexOf(List<String> log, String state) {
        for (int i = 0; i < log.size(); i++) {
            if (log.get(i).startsWith(state)) {
                return i;
            }
        }
        return -1;
    }

    private static void hold(CountDownLatch latch) {
        try {
            latch.await(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
