package io.etcdexplorer.events;

import io.etcd.jetcd.ByteSequence;
import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.watch.WatchEvent;
import io.etcdexplorer.etcd.watch.WatchEvent.Type;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The event panel against a real etcd. With the same-thread executor the drain runs inline on jetcd's thread, so
 * the tests wait for the counters rather than for a UI pulse.
 */
class EventsViewModelTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();
    static final Duration WAIT = Duration.ofSeconds(20);
    static final long SECOND = 1_000_000_000L;

    private final StatusViewModel status = new StatusViewModel();
    private final BackgroundExecutor executor = BackgroundExecutor.sameThread();
    private final KeysViewModel keys = new KeysViewModel(executor, status);
    private EtcdSession session;
    private EventsViewModel events;

    @BeforeEach
    void connect() {
        etcd.deleteAll();
        session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())), status::showHeader);
        keys.open(session);
        events = new EventsViewModel(executor, () -> session);
    }

    @AfterEach
    void close() {
        events.stop();
        session.close();
    }

    private void watching(String prefix, long from) {
        events.watch(prefix, from);
        Recorder.await("watching", WAIT, () -> events.stateProperty().get().startsWith("Watching"));
    }

    private void awaitReceived(long count) {
        Recorder.await(count + " events", WAIT, () -> events.receivedProperty().get() >= count);
    }

    private static String text(byte[] bytes) {
        return new String(bytes, StandardCharsets.UTF_8);
    }

    private List<String> shownKeys() {
        return new ArrayList<>(events.shown()).stream().map(e -> e.type() + " " + text(e.key())).toList();
    }

    private long delete(String key) throws Exception {
        return etcd.client().getKVClient().delete(ByteSequence.from(key, StandardCharsets.UTF_8)).get()
                .getHeader().getRevision();
    }

    private long put(String key, String value) throws Exception {
        return etcd.client().getKVClient().put(ByteSequence.from(key, StandardCharsets.UTF_8),
                ByteSequence.from(value, StandardCharsets.UTF_8)).get().getHeader().getRevision();
    }

    @Test
    void putsAndDeletesAppearInRevisionOrderAndKeepTheTreeLive() throws Exception {
        watching("/ev/", 0);
        put("/ev/a", "1");
        put("/ev/b", "2");
        put("/ev/a", "3");
        put("/other", "not watched");
        delete("/ev/b");
        awaitReceived(4);

        assertEquals(List.of("PUT /ev/a", "PUT /ev/b", "PUT /ev/a", "DELETE /ev/b"), shownKeys());
        List<Long> revisions = events.shown().stream().map(WatchEvent::revision).toList();
        assertEquals(revisions.stream().sorted().toList(), revisions);
        assertEquals(4, events.receivedProperty().get());
        assertEquals(4, events.shownCountProperty().get());
        assertEquals(0, events.droppedProperty().get());
        assertTrue(events.countersTextProperty().get().contains("4 received"), events.countersTextProperty().get());

        events.selectedProperty().set(events.shown().get(2));
        EventComparison update = events.comparisonProperty().get();
        assertEquals("3", update.newText());
        assertEquals("1", update.previousText());
        assertTrue(update.previousTitle().contains("revision " + events.shown().get(0).revision()),
                update.previousTitle());
        assertEquals("1 line changed", update.diff().summary());
        events.selectedProperty().set(events.shown().get(0));
        assertTrue(events.comparisonProperty().get().previousTitle().contains("new key"));
        assertEquals("1 added", events.comparisonProperty().get().diff().summary());
        events.selectedProperty().set(events.shown().get(3));
        assertTrue(events.comparisonProperty().get().newTitle().contains("deleted"));
        assertEquals("2", events.comparisonProperty().get().previousText());

        events.stop();
        assertFalse(events.watchingProperty().get());
        assertTrue(events.stateProperty().get().startsWith("Stopped"), events.stateProperty().get());
        put("/ev/c", "after stop");
        Thread.sleep(300);
        assertEquals(4, events.receivedProperty().get(), "nothing arrives after stop");
    }

    @Test
    void pausedKeepsCountingAndShowsOnResume() throws Exception {
        watching("/p/", 0);
        put("/p/1", "x");
        awaitReceived(1);
        events.pause();
        assertTrue(events.pausedProperty().get());
        put("/p/2", "x");
        put("/p/3", "x");
        awaitReceived(3);

        assertEquals(List.of("PUT /p/1"), shownKeys(), "the list does not move while paused");
        assertEquals(2, events.pendingProperty().get());

        events.resume();
        assertEquals(List.of("PUT /p/1", "PUT /p/2", "PUT /p/3"), shownKeys());
        assertEquals(0, events.pendingProperty().get());
        assertEquals(3, events.shownCountProperty().get());
    }

    @Test
    void filtersBySubstringAndType() throws Exception {
        watching("", 0);
        put("/f/apple", "1");
        put("/f/banana", "2");
        put("/f/pineapple", "3");
        delete("/f/apple");
        awaitReceived(4);

        events.filterProperty().set("apple");
        assertEquals(List.of("PUT /f/apple", "PUT /f/pineapple", "DELETE /f/apple"), shownKeys());
        events.typeFilterProperty().set(Type.DELETE);
        assertEquals(List.of("DELETE /f/apple"), shownKeys());
        events.filterProperty().set("");
        events.typeFilterProperty().set(Type.PUT);
        assertEquals(List.of("PUT /f/apple", "PUT /f/banana", "PUT /f/pineapple"), shownKeys());

        // New events go through the same filters.
        put("/f/cherry", "4");
        delete("/f/banana");
        awaitReceived(6);
        assertEquals(List.of("PUT /f/apple", "PUT /f/banana", "PUT /f/pineapple", "PUT /f/cherry"), shownKeys());
        events.typeFilterProperty().set(null);
        assertEquals(6, events.shown().size());
        assertEquals(6, events.receivedProperty().get());
    }

    @Test
    void clearForgetsEventsButKeepsWatching() throws Exception {
        watching("/c/", 0);
        put("/c/a", "1");
        put("/c/b", "2");
        awaitReceived(2);
        events.selectedProperty().set(events.shown().get(0));

        events.clear();
        assertTrue(events.shown().isEmpty());
        assertEquals(0, events.receivedProperty().get());
        assertNull(events.selectedProperty().get());
        assertNull(events.comparisonProperty().get());

        put("/c/c", "3");
        awaitReceived(1);
        assertEquals(List.of("PUT /c/c"), shownKeys());
    }

    @Test
    void theRateHistoryRecordsTheCountOfEachSecond() throws Exception {
        AtomicLong nanos = new AtomicLong(1_000 * SECOND);
        events = new EventsViewModel(executor, () -> session, EventBuffer.DEFAULT_CAPACITY, nanos::get);
        int[] empty = events.rateHistoryProperty().get();
        assertEquals(EventsViewModel.HISTORY_SECONDS, empty.length);
        assertEquals(0, Arrays.stream(empty).sum());
        watching("/h/", 0);
        for (int i = 1; i <= 3; i++) {
            put("/h/" + i, "x");
        }
        awaitReceived(3);

        nanos.addAndGet(SECOND); // second 1000 ends with 3 events
        events.tick();
        int[] history = events.rateHistoryProperty().get();
        assertEquals(EventsViewModel.HISTORY_SECONDS, history.length);
        assertEquals(3, history[history.length - 1]);
        assertEquals(0, history[history.length - 2]);
        assertEquals(3.0, events.eventsPerSecondProperty().get());

        put("/h/4", "x");
        put("/h/5", "x");
        awaitReceived(5);
        events.tick(); // the same second: nothing recorded yet
        assertEquals(history, events.rateHistoryProperty().get());
        nanos.addAndGet(2 * SECOND); // second 1001 had 2 events, second 1002 none
        events.tick();
        int[] later = events.rateHistoryProperty().get();
        int n = later.length;
        assertEquals(List.of(0, 3, 2, 0), List.of(later[n - 4], later[n - 3], later[n - 2], later[n - 1]));
        assertEquals(0, history[history.length - 2]);
        assertEquals(3, history[history.length - 1], "earlier snapshots are not changed");

        nanos.addAndGet(EventsViewModel.HISTORY_SECONDS * SECOND); // a quiet minute pushes everything out
        events.tick();
        assertEquals(0, Arrays.stream(events.rateHistoryProperty().get()).sum());
        events.clear();
        assertEquals(0, Arrays.stream(events.rateHistoryProperty().get()).sum());
    }

    @Test
    void watchPrefixFillsThePrefixAndWatchesFromNow() throws Exception {
        put("/w/old", "1");
        events.watchPrefix("/w/");
        assertEquals("/w/", events.prefixProperty().get());
        Recorder.await("watching", WAIT, () -> events.stateProperty().get().startsWith("Watching"));
        put("/w/new", "2");
        awaitReceived(1);
        assertEquals(List.of("PUT /w/new"), shownKeys());
    }

    @Test
    void theShownListIsBoundedLikeTheBuffer() throws Exception {
        events = new EventsViewModel(executor, () -> session, 3, System::nanoTime);
        watching("/b/", 0);
        for (int i = 1; i <= 5; i++) {
            put("/b/" + i, "x");
        }
        awaitReceived(5);
        assertEquals(List.of("PUT /b/3", "PUT /b/4", "PUT /b/5"), shownKeys());
        assertEquals(2, events.droppedProperty().get());
    }

    @Test
    void exportWritesOneJsonLinePerEvent(@TempDir Path dir) throws Exception {
        watching("/x/", 0);
        put("/x/a", "1");
        put("/x/a", "2");
        delete("/x/a");
        awaitReceived(3);
        Path file = dir.resolve("events.jsonl");

        events.exportTo(file);

        List<String> lines = Files.readAllLines(file);
        assertEquals(3, lines.size());
        for (int i = 0; i < 3; i++) {
            assertEquals(EventsJson.line(events.shown().get(i)), lines.get(i));
        }
        assertTrue(lines.get(2).startsWith("{\"type\":1,"), lines.get(2));
        assertTrue(events.noticeProperty().get().startsWith("Exported 3 events"), events.noticeProperty().get());
    }

    @Test
    void watchingFromACompactedRevisionOffersAResyncFromTheCompactRevision() throws Exception {
        long old = put("/k/a", "1");
        put("/k/a", "2");
        long compactAt = put("/k/a", "3");
        etcd.client().getKVClient().compact(compactAt).join();

        events.watch("/k/", old);
        Recorder.await("the compaction banner", WAIT, () -> events.compactionBannerProperty().get() != null);
        assertEquals("Revisions " + old + ".." + (compactAt - 1) + " were compacted: the watch stopped. Resync from "
                + "revision " + compactAt + "?", events.compactionBannerProperty().get());
        Recorder.await("stopped", WAIT, () -> !events.watchingProperty().get());

        events.resync();
        awaitReceived(1);
        assertNull(events.compactionBannerProperty().get());
        assertEquals(compactAt, events.shown().get(0).revision());
        assertEquals("3", text(events.shown().get(0).value()));
        put("/k/b", "live");
        awaitReceived(2);
        assertEquals(List.of("PUT /k/a", "PUT /k/b"), shownKeys());
        assertTrue(events.watchingProperty().get());
    }
}
