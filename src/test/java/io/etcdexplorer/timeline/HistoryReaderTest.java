package io.etcdexplorer.timeline;

import io.etcd.jetcd.ByteSequence;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.Map;
import java.util.TreeMap;

import static io.etcdexplorer.timeline.Writes.bytes;
import static io.etcdexplorer.timeline.Writes.text;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Known write sequences and their exact histories, read by the watch path and by the get walk alike. */
@Timeout(value = 2, unit = TimeUnit.MINUTES) // a read that never ends fails instead of hanging the build
class HistoryReaderTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();
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

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"watch", "gets"})
    void putsDeletesRecreatesAndLeasesMakeSeparateLives(String path) {
        String key = "/lives/" + path;
        long lease = writes.lease(600);
        long r1 = writes.put(key, "one");
        writes.put(key + "-other", "x");
        long r2 = writes.put(bytes(key), bytes("two"), lease);
        long d1 = writes.delete(key);
        long r3 = writes.put(key, "three");
        long r4 = writes.put(key, "four");
        long current = writes.put(key + "-other", "y");

        KeyHistory history = read(path, key);

        assertComplete(history, current);
        assertEquals(2, history.lives().size());
        KeyLife first = history.lives().get(0);
        assertEquals(r1, first.createRevision());
        assertEquals(d1, first.deletedAt());
        assertFalse(first.startCutOff());
        assertVersion(first.versions().get(0), r1, r1, 1, "one", 0);
        assertVersion(first.versions().get(1), r2, r1, 2, "two", lease);
        KeyLife second = history.lives().get(1);
        assertTrue(second.alive());
        assertEquals(List.of(r3, r4), second.versions().stream().map(KeyVersion::modRevision).toList());
        assertVersion(second.versions().get(0), r3, r3, 1, "three", 0);
        assertVersion(second.versions().get(1), r4, r3, 2, "four", 0);
        assertTrue(history.existsNow());
        assertEquals(4, history.versionCount());
        List<KeyVersion> entries = history.entries();
        assertEquals(List.of(r1, r2, d1, r3, r4), entries.stream().map(KeyVersion::modRevision).toList());
        assertEquals(List.of(false, false, true, false, false), entries.stream().map(KeyVersion::deleted).toList());
        assertNull(history.compactionNote(), "nothing was compacted");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"watch", "gets"})
    void aDeletedKeyShowsEveryLifeAndDoesNotExistNow(String path) {
        String key = "/deleted/" + path;
        long r1 = writes.put(key, "a");
        long r2 = writes.put(key, "b");
        long d1 = writes.delete(key);
        long r3 = writes.put(key, "c");
        long d2 = writes.delete(key);
        long current = writes.put(key + "-other", "z");

        KeyHistory history = read(path, key);

        assertComplete(history, current);
        assertFalse(history.existsNow());
        assertEquals(2, history.lives().size());
        assertEquals(List.of(r1, r2), revisions(history.lives().get(0)));
        assertEquals(d1, history.lives().get(0).deletedAt());
        assertEquals(List.of(r3), revisions(history.lives().get(1)));
        assertEquals(d2, history.lives().get(1).deletedAt());
        assertEquals("c", text(history.lives().get(1).first().value()));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"watch", "gets"})
    void aKeyThatNeverExistedHasNoLives(String path) {
        long current = writes.put("/never-neighbour/" + path, "x");

        KeyHistory history = read(path, "/never/" + path);

        assertComplete(history, current);
        assertTrue(history.lives().isEmpty());
        assertFalse(history.existsNow());
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"watch", "gets"})
    void binaryKeysAndValuesComeBackByteForByte(String path) {
        byte[] key = {'/', 'b', 'i', 'n', 0, (byte) 0xff, (byte) 0x80, (byte) path.length()};
        byte[] all = new byte[256];
        for (int i = 0; i < all.length; i++) {
            all[i] = (byte) i;
        }
        byte[] invalidUtf8 = {(byte) 0xc3, (byte) 0x28, 0, (byte) 0xfe};
        long r1 = writes.put(key, all, 0);
        long r2 = writes.put(key, new byte[0], 0);
        long r3 = writes.put(key, invalidUtf8, 0);

        HistoryReader gets = new HistoryReader(session);
        gets.forceGets(true);
        KeyHistory history = assertTimeoutPreemptively(LIMIT, () -> new HistoryReader(session).read(key, () -> false));
        KeyHistory walked = assertTimeoutPreemptively(LIMIT, () -> gets.read(key, () -> false));

        for (KeyHistory h : List.of(history, walked)) {
            assertArrayEquals(key, h.key());
            List<KeyVersion> versions = h.lives().get(0).versions();
            assertEquals(List.of(r1, r2, r3), versions.stream().map(KeyVersion::modRevision).toList());
            assertArrayEquals(all, versions.get(0).value());
            assertEquals(0, versions.get(1).size());
            assertArrayEquals(invalidUtf8, versions.get(2).value());
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"watch", "gets"})
    void aKeyChangedExactlyOneThousandTimesThenDeletedIsReadWhole(String path) {
        // 999 puts and a delete fill exactly one full catch-up response: the case no header can decide.
        String key = "/thousand/" + path;
        TreeMap<Long, String> puts = writes.versions(key, 999);
        long deleted = writes.delete(key);

        KeyHistory history = read(path, key);

        assertComplete(history, deleted);
        assertEquals(1, history.lives().size());
        KeyLife life = history.lives().get(0);
        assertEquals(List.copyOf(puts.keySet()), revisions(life));
        assertEquals(List.copyOf(puts.values()), life.versions().stream().map(v -> text(v.value())).toList());
        assertEquals(999, life.latest().version());
        assertEquals(deleted, life.deletedAt());
    }

    @Test
    void fifteenHundredVersionsSpanTwoCatchUpResponsesWithoutLossOrRepeat() {
        String key = "/fifteen-hundred";
        TreeMap<Long, String> puts = writes.versions(key, 1500);
        long current = writes.put("/after-fifteen-hundred", "x");

        KeyHistory history = read("watch", key);

        assertComplete(history, current);
        assertEquals(List.copyOf(puts.keySet()), revisions(history.lives().get(0)));
        for (int i = 0; i < 1500; i++) {
            assertEquals(i + 1, history.lives().get(0).versions().get(i).version());
        }
    }

    @Test
    void timesSeenLiveAreAttachedToTheirVersionsAndDeletions() {
        String key = "/seen";
        long r1 = writes.put(key, "a");
        long r2 = writes.put(key, "b");
        long d1 = writes.delete(key);
        Instant t2 = Instant.parse("2024-05-01T10:00:00Z");
        Instant tDelete = Instant.parse("2024-05-01T10:05:00Z");
        Map<Long, Instant> seen = Map.of(r2, t2, d1, tDelete);

        KeyHistory history = new HistoryReader(session, seen::get).read(bytes(key), () -> false);

        KeyLife life = history.lives().get(0);
        assertNull(life.versions().get(0).seenAt(), "revision " + r1 + " was not seen");
        assertEquals(t2, life.versions().get(1).seenAt());
        assertEquals(tDelete, life.deletion().seenAt());
        assertEquals(tDelete, history.entries().get(2).seenAt());
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"watch", "gets"})
    void aCancelledReadReturnsWhatItHadAndSaysSo(String path) {
        String key = "/cancelled/" + path;
        writes.put(key, "a");
        writes.put(key, "b");
        HistoryReader reader = new HistoryReader(session);
        reader.forceGets(path.equals("gets"));

        KeyHistory history = assertTimeoutPreemptively(LIMIT, () -> reader.read(bytes(key), () -> true));

        assertFalse(history.complete());
        assertTrue(history.problem().contains("cancelled"), history.problem());
    }

    @Test
    void aNamespacedSessionReadsKeysRelativeToItsNamespace() {
        long r1 = writes.put("/ns/a", "1");
        long d1 = writes.delete("/ns/a");
        long r2 = writes.put("/ns/a", "2");
        long gone1 = writes.put("/ns/gone", "x");
        long gone2 = writes.delete("/ns/gone");
        ConnectionSettings settings = ConnectionSettings.builder(List.of(etcd.endpoint())).namespace("/ns/").build();
        try (EtcdSession namespaced = new EtcdConnector().connect(settings, h -> { })) {
            HistoryReader reader = new HistoryReader(namespaced);

            KeyHistory a = assertTimeoutPreemptively(LIMIT, () -> reader.read(bytes("a"), () -> false));
            // A deleted key needs the fence, which a namespace can hide: slower, still exact.
            KeyHistory gone = assertTimeoutPreemptively(LIMIT, () -> reader.read(bytes("gone"), () -> false));

            assertEquals(List.of(List.of(r1), List.of(r2)), a.lives().stream().map(HistoryReaderTest::revisions).toList());
            assertEquals(d1, a.lives().get(0).deletedAt());
            assertEquals(List.of(gone1), revisions(gone.lives().get(0)));
            assertEquals(gone2, gone.lives().get(0).deletedAt());
            assertTrue(gone.complete());
        }
    }

    private KeyHistory read(String path, String key) {
        HistoryReader reader = new HistoryReader(session);
        reader.forceGets(path.equals("gets"));
        return assertTimeoutPreemptively(LIMIT, () -> reader.read(bytes(key), () -> false));
    }

    static List<Long> revisions(KeyLife life) {
        return life.versions().stream().map(KeyVersion::modRevision).toList();
    }

    static void assertComplete(KeyHistory history, long readAt) {
        assertTrue(history.complete(), () -> "incomplete: " + history.problem());
        assertNull(history.problem());
        assertEquals(readAt, history.readAt());
    }

    static void assertVersion(KeyVersion v, long mod, long create, long version, String value, long lease) {
        assertEquals(mod, v.modRevision(), "mod revision");
        assertEquals(create, v.createRevision(), "create revision");
        assertEquals(version, v.version(), "version");
        assertEquals(value, text(v.value()), "value");
        assertEquals(value.length(), v.size(), "size");
        assertEquals(lease, v.lease(), "lease");
        assertFalse(v.deleted());
    }

    static ByteSequence seq(String text) {
        return ByteSequence.from(bytes(text));
    }
}
