package io.etcdexplorer.timeline;

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
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicInteger;

import static io.etcdexplorer.timeline.HistoryReaderTest.assertComplete;
import static io.etcdexplorer.timeline.HistoryReaderTest.revisions;
import static io.etcdexplorer.timeline.Writes.bytes;
import static io.etcdexplorer.timeline.Writes.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Histories cut by compaction, before and during the read. A fresh etcd per test: compaction is global. */
@Timeout(value = 2, unit = TimeUnit.MINUTES) // a read that never ends fails instead of hanging the build
class HistoryCompactionTest {

    @RegisterExtension
    final EtcdExtension etcd = new EtcdExtension();
    static final Duration LIMIT = Duration.ofSeconds(60);

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
    void compactionBeforeTheReadCutsOffOlderVersionsAndExplainsIt(String path) {
        long first = writes.put("/k", "v1");
        writes.delete("/k"); // a whole life before the compaction point: gone without a trace
        long r1 = writes.put("/k", "v1");
        writes.put("/k", "v2");
        long r3 = writes.put("/k", "v3");
        long r4 = writes.put("/k", "v4");
        long r5 = writes.put("/k", "v5");
        writes.compact(r3);

        KeyHistory history = read(path);

        assertComplete(history, r5);
        assertEquals(r3, history.oldestAvailable());
        assertEquals(1, history.lives().size());
        KeyLife life = history.lives().get(0);
        assertEquals(List.of(r3, r4, r5), revisions(life));
        assertEquals(3, life.first().version());
        assertEquals(r1, life.createRevision(), "the create revision outlives the compacted version 1");
        assertTrue(life.startCutOff());
        assertTrue(first < r1);
        String note = history.compactionNote();
        assertTrue(note.contains("from revision " + r3) && note.contains("versions 1 to 2 of this key"), note);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"watch", "gets"})
    void aVersionWrittenBeforeTheCompactionPointIsStillShown(String path) {
        writes.put("/k", "v1");
        long r2 = writes.put("/k", "v2");
        long later = 0;
        for (int i = 0; i < 5; i++) {
            later = writes.put("/other", "x" + i);
        }
        writes.compact(later);

        KeyHistory history = read(path);

        assertComplete(history, later);
        KeyLife life = history.lives().get(0);
        assertEquals(List.of(r2), revisions(life), "its mod revision is older than the oldest available one");
        assertEquals("v2", text(life.first().value()));
        assertTrue(life.startCutOff());
        assertTrue(history.compactionNote().contains("version 1 of this key"), history.compactionNote());
    }

    @Test
    void compactionRightAfterTheFirstStateWasReadKeepsItAndResumes() {
        long r1 = writes.put("/k", "v1");
        long oldest = writes.put("/other", "x");
        writes.compact(oldest); // v1 (version 1) is now older than the oldest revision, yet still readable
        writes.put("/k", "v2");
        writes.put("/k", "v3");
        long r4 = writes.put("/k", "v4");
        long r5 = writes.put("/k", "v5");
        long r6 = writes.put("/k", "v6");
        HistoryReader reader = new HistoryReader(session);
        AtomicInteger gets = new AtomicInteger();
        reader.onProgress(revision -> {
            // The second get reads the state now: the state at the oldest revision (v1) is read by then.
            if (gets.incrementAndGet() == 2) {
                writes.compact(r4);
            }
        });

        KeyHistory history = assertTimeoutPreemptively(LIMIT, () -> reader.read(bytes("/k"), () -> false));

        assertFalse(history.complete());
        assertEquals(r4, history.oldestAvailable());
        assertEquals(r6, history.readAt());
        assertEquals(1, history.lives().size(), "v1 and v4 share a create revision: one life");
        assertEquals(List.of(r1, r4, r5, r6), revisions(history.lives().get(0)));
        assertFalse(history.lives().get(0).startCutOff(), "version 1 was read before it was compacted");
        assertEquals(List.of(1L, 4L, 5L, 6L), history.lives().get(0).versions().stream()
                .map(KeyVersion::version).toList());
        String problem = history.problem();
        assertTrue(problem.contains("compacted revisions up to " + r4)
                && problem.contains("between revisions " + (oldest + 1) + " and " + (r4 - 1)), problem);
    }

    @Test
    void compactingAgainWhileResumingStopsWithWhatWasReadAndSaysSo() {
        long r1 = writes.put("/k", "v1");
        long oldest = writes.put("/other", "x");
        writes.compact(oldest);
        writes.put("/k", "v2");
        long r3 = writes.put("/k", "v3");
        long r4 = writes.put("/k", "v4");
        HistoryReader reader = new HistoryReader(session);
        List<Long> gets = new ArrayList<>();
        reader.onProgress(revision -> {
            gets.add(revision);
            if (gets.size() == 2) {
                writes.compact(r3); // the watch from the oldest revision now fails...
            } else if (gets.size() == 3) {
                writes.compact(r4); // ...and so does the get of the state at r3 that would resume it
            }
        });

        KeyHistory history = assertTimeoutPreemptively(LIMIT, () -> reader.read(bytes("/k"), () -> false));

        assertEquals(List.of(oldest, r4, r3), gets, "gets at the oldest, the current and the compact revision");
        assertFalse(history.complete());
        assertEquals(List.of(r1), revisions(history.lives().get(0)));
        assertEquals(r4, history.oldestAvailable());
        assertEquals("etcd kept compacting while the history was being read (now up to revision " + r4 + "): changes"
                + " of this key after revision " + oldest + " could not be read; the 1 version read before are shown.",
                history.problem());
    }

    @Test
    void compactionWhileTheWatchIsCatchingUpKeepsBothEndsWithoutRepeats() {
        TreeMap<Long, String> puts = writes.versions("/k", 2500);
        List<Long> revisions = new ArrayList<>(puts.keySet());
        long compactAt = revisions.get(2199); // version 2200: two full catch-up responses later
        HistoryReader reader = new HistoryReader(session);
        AtomicInteger events = new AtomicInteger();
        reader.onProgress(revision -> {
            // Revisions past the first two gets are watch events: etcd sent the first 1,000 and pauses ~100 ms
            // before the next catch-up round, which then finds its start compacted.
            if (revision > 0 && events.incrementAndGet() == 3) {
                writes.compact(compactAt);
            }
        });

        KeyHistory history = assertTimeoutPreemptively(LIMIT, () -> reader.read(bytes("/k"), () -> false));

        assertFalse(history.complete());
        List<Long> read = revisions(history.lives().get(0));
        int kept = read.indexOf(compactAt);
        assertTrue(kept == 1000 || kept == 2000, "the read part ends with a full response: " + kept);
        assertEquals(revisions.subList(0, kept), read.subList(0, kept));
        assertEquals(revisions.subList(2199, 2500), read.subList(kept, read.size()));
        assertEquals(compactAt, history.oldestAvailable());
        assertTrue(history.problem().contains("up to " + compactAt)
                && history.problem().contains("between revisions " + revisions.get(kept)), history.problem());
    }

    @Test
    void compactionDuringTheGetWalkKeepsTheNewerVersionsAndSaysHowMany() {
        List<Long> r = new ArrayList<>();
        for (int i = 1; i <= 10; i++) {
            r.add(writes.put("/k", "v" + i));
        }
        HistoryReader reader = new HistoryReader(session);
        reader.forceGets(true);
        List<Long> asked = new ArrayList<>();
        reader.onProgress(revision -> {
            asked.add(revision);
            if (asked.size() == 4) {
                writes.compact(r.get(7)); // after v10, v9 and v8 were read, before v7 is
            }
        });

        KeyHistory history = assertTimeoutPreemptively(LIMIT, () -> reader.read(bytes("/k"), () -> false));

        assertFalse(history.complete());
        assertEquals(List.of(r.get(7), r.get(8), r.get(9)), revisions(history.lives().get(0)));
        assertTrue(history.lives().get(0).startCutOff());
        assertEquals(r.get(7), history.oldestAvailable());
        assertEquals("etcd compacted revisions up to " + r.get(7) + " while the history was being read: versions"
                + " older than " + r.get(7) + " are gone; the 3 versions read so far are shown.", history.problem());
    }

    private KeyHistory read(String path) {
        HistoryReader reader = new HistoryReader(session);
        reader.forceGets(path.equals("gets"));
        return assertTimeoutPreemptively(LIMIT, () -> reader.read(bytes("/k"), () -> false));
    }
}
