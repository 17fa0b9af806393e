package io.etcdexplorer.events;

import io.etcd.jetcd.ByteSequence;
import io.etcd.jetcd.op.Op;
import io.etcd.jetcd.options.PutOption;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.watch.WatchEvent;
import io.etcdexplorer.etcd.watch.WatchStream;
import io.etcdexplorer.etcd.watch.WatchEvent.Type;
import io.etcdexplorer.etcd.watch.WatchListener.State;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WatchStreamTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();
    static final Duration WAIT = Duration.ofSeconds(20);

    private EtcdSession session;
    private WatchStream stream;

    @BeforeEach
    void connect() {
        session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())), header -> { });
    }

    @AfterEach
    void close() {
        if (stream != null) {
            stream.close();
        }
        session.close();
    }

    @Test
    void deliversPutOverwriteDeleteAndTxnInOrderWithPreviousValues() throws Exception {
        Recorder seen = new Recorder();
        stream = WatchStream.start(session, bytes("/t1/"), 0, seen);
        Recorder.await("WATCHING", WAIT, () -> seen.saw(State.WATCHING));
        etcd.put("/t1/a", "1");
        etcd.put("/t1/a", "2");
        etcd.client().getKVClient().delete(seq("/t1/a")).get();
        etcd.client().getKVClient().txn().Then(
                Op.put(seq("/t1/b"), seq("B"), PutOption.DEFAULT),
                Op.put(seq("/t1/c"), seq("C"), PutOption.DEFAULT),
                Op.put(seq("/t1/d"), seq("D"), PutOption.DEFAULT)).commit().get();
        Recorder.await("6 events", WAIT, () -> seen.events().size() >= 6);

        List<WatchEvent> events = seen.events();
        assertEquals(6, events.size());
        WatchEvent create = events.get(0);
        assertEquals(Type.PUT, create.type());
        assertEquals("/t1/a", text(create.key()));
        assertEquals("1", text(create.value()));
        assertEquals(1, create.version());
        assertNull(create.prevValue());
        assertTrue(create.prevKnown(), "a create's previous state is known: absent");

        WatchEvent overwrite = events.get(1);
        assertEquals(create.revision() + 1, overwrite.revision());
        assertEquals("2", text(overwrite.value()));
        assertEquals("1", text(overwrite.prevValue()));
        assertEquals(2, overwrite.version());
        assertEquals(create.revision(), overwrite.createRevision());

        WatchEvent delete = events.get(2);
        assertEquals(Type.DELETE, delete.type());
        assertEquals("/t1/a", text(delete.key()));
        assertEquals("2", text(delete.prevValue()));
        assertEquals(overwrite.revision() + 1, delete.revision());

        long txnRevision = delete.revision() + 1;
        for (int i = 0; i < 3; i++) {
            WatchEvent put = events.get(3 + i);
            assertEquals(txnRevision, put.revision(), "one txn, one revision");
            assertEquals("/t1/" + "bcd".charAt(i), text(put.key()));
            assertEquals(String.valueOf("BCD".charAt(i)), text(put.value()));
        }
    }

    @Test
    void prefixWatchSeesOnlyItsPrefix() {
        Recorder seen = new Recorder();
        stream = WatchStream.start(session, bytes("/p2/in/"), 0, seen);
        Recorder.await("WATCHING", WAIT, () -> seen.saw(State.WATCHING));
        etcd.put("/p2/out", "x");
        etcd.put("/p2/in/1", "x");
        etcd.put("/p2/in", "x");
        etcd.put("/p2/in/2", "x");
        Recorder.await("2 events", WAIT, () -> seen.events().size() >= 2);
        etcd.put("/p2/in/3", "x");
        Recorder.await("3 events", WAIT, () -> seen.events().size() >= 3);
        assertEquals(List.of("/p2/in/1", "/p2/in/2", "/p2/in/3"),
                seen.events().stream().map(e -> text(e.key())).toList());
    }

    @Test
    void emptyPrefixWatchesTheWholeKeyspace() {
        Recorder seen = new Recorder();
        stream = WatchStream.start(session, new byte[0], 0, seen);
        Recorder.await("WATCHING", WAIT, () -> seen.saw(State.WATCHING));
        etcd.put("/w/a", "x");
        etcd.put(new byte[]{0}, bytes("zero byte key"));
        etcd.put(new byte[]{(byte) 0xff, 1}, bytes("high key"));
        Recorder.await("3 events", WAIT, () -> seen.events().size() >= 3);
        assertArrayEquals(new byte[]{(byte) 0xff, 1}, seen.events().get(2).key());
    }

    @Test
    void startFromPastRevisionReplaysHistory() throws Exception {
        long first = etcd.client().getKVClient().put(seq("/h3/a"), seq("1")).get().getHeader().getRevision();
        etcd.put("/h3/a", "2");
        etcd.put("/h3/b", "3");
        Recorder seen = new Recorder();
        stream = WatchStream.start(session, bytes("/h3/"), first + 1, seen);
        Recorder.await("2 replayed", WAIT, () -> seen.events().size() >= 2);
        etcd.put("/h3/c", "4");
        Recorder.await("3 events", WAIT, () -> seen.events().size() >= 3);
        List<WatchEvent> events = seen.events();
        assertEquals(List.of(first + 1, first + 2, first + 3), seen.revisions());
        assertEquals("1", text(events.get(0).prevValue()), "replay carries prev_kv too");
        assertTrue(seen.log().get(0).startsWith("CONNECTING"));
    }

    @Test
    void startFromCompactedRevisionReportsCompaction() throws Exception {
        long old = etcd.client().getKVClient().put(seq("/c4/a"), seq("1")).get().getHeader().getRevision();
        etcd.put("/c4/a", "2");
        long compactAt = etcd.client().getKVClient().put(seq("/c4/a"), seq("3")).get().getHeader().getRevision();
        etcd.client().getKVClient().compact(compactAt).join();

        Recorder seen = new Recorder();
        stream = WatchStream.start(session, bytes("/c4/"), old, seen);
        Recorder.await("STOPPED", WAIT, () -> seen.saw(State.STOPPED));
        assertEquals(1, seen.compacted.size());
        assertArrayEquals(new long[]{old, compactAt}, seen.compacted.get(0));
        assertArrayEquals(new long[]{old, compactAt - 1}, seen.gaps.get(0));
        assertTrue(seen.events().isEmpty());

        // The UI's "resync from the oldest available revision".
        Recorder resync = new Recorder();
        try (WatchStream again = WatchStream.start(session, bytes("/c4/"), compactAt, resync)) {
            Recorder.await("replay from the compact revision", WAIT, () -> !resync.events().isEmpty());
            assertEquals(compactAt, resync.events().get(0).revision());
        }
    }

    @Test
    void closeStopsWithoutFurtherEvents() throws Exception {
        Recorder seen = new Recorder();
        stream = WatchStream.start(session, bytes("/s5/"), 0, seen);
        Recorder.await("WATCHING", WAIT, () -> seen.saw(State.WATCHING));
        etcd.put("/s5/a", "1");
        Recorder.await("1 event", WAIT, () -> seen.events().size() == 1);
        stream.close();
        etcd.put("/s5/a", "2");
        Thread.sleep(300);
        assertEquals(1, seen.events().size());
        List<String> log = seen.log();
        assertTrue(log.get(log.size() - 1).startsWith("STOPPED"), log.toString());
        assertFalse(seen.saw(State.RECONNECTING), log.toString());
    }

    static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    static ByteSequence seq(String text) {
        return ByteSequence.from(text, StandardCharsets.UTF_8);
    }

    static String text(byte[] bytes) {
        return new String(bytes, StandardCharsets.UTF_8);
    }

    @Test
    void anAnswerOverTheInboundLimitStopsWithAnExplanationInsteadOfRetryingForever() throws Exception {
        long start = etcd.client().getKVClient().get(seq("/")).get().getHeader().getRevision() + 1;
        byte[] big = new byte[40 * 1024];
        Op[] puts = new Op[4];
        for (int i = 0; i < puts.length; i++) {
            puts[i] = Op.put(seq("/big/" + i), ByteSequence.from(big), PutOption.DEFAULT);
        }
        etcd.client().getKVClient().txn().Then(puts).commit().get();
        Recorder seen = new Recorder();
        try (EtcdSession small = io.etcdexplorer.etcd.TestSessions.withInboundLimit(etcd.endpoint(), 64 * 1024);
             WatchStream stream = WatchStream.start(small, "/big/".getBytes(), start, seen)) {
            Recorder.await("FAILED", WAIT, () -> seen.saw(State.FAILED));
            String failed = seen.log().stream().filter(l -> l.startsWith("FAILED")).findFirst().orElseThrow();
            assertTrue(failed.contains("larger than") && failed.contains("revision " + start), failed);
            assertTrue(seen.events().isEmpty());
        }
    }}
