package io.etcdexplorer.events;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.watch.WatchEvent;
import io.etcdexplorer.i18n.Language;
import io.etcdexplorer.i18n.Locales;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Events tab in Russian and Japanese: watch state, export with the plural of events, a row's time of day. */
class EventsLanguageTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();
    static final Duration WAIT = Duration.ofSeconds(20);

    @TempDir
    Path dir;

    private final StatusViewModel status = new StatusViewModel();
    private final BackgroundExecutor executor = BackgroundExecutor.sameThread();
    private final KeysViewModel keys = new KeysViewModel(executor, status);
    private EtcdSession session;
    private EventsViewModel events;

    @AfterEach
    void close() {
        Locales.use(Language.ENGLISH);
        if (events != null) {
            events.stop();
        }
        if (session != null) {
            session.close();
        }
    }

    private void start(Language language) {
        Locales.use(language);
        etcd.deleteAll();
        session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())), status::showHeader);
        keys.open(session);
        events = new EventsViewModel(executor, () -> session);
    }

    @Test
    void russianWatchSaysItsStateAndExportCountsEventsWithTheRightForm() throws Exception {
        start(Language.RUSSIAN);
        assertEquals("Новое наблюдение", events.titleProperty().get());
        events.watch("/ev/", -1);
        assertEquals("Ревизия должна быть 0 (сейчас) или больше.", events.noticeProperty().get());

        events.watch("/ev/", 0);
        Recorder.await("watching", WAIT, () -> events.stateProperty().get().startsWith("Наблюдение"));
        for (int i = 0; i < 5; i++) {
            etcd.put("/ev/k" + i, "v" + i);
        }
        Recorder.await("5 events", WAIT, () -> events.receivedProperty().get() >= 5);
        assertTrue(events.countersTextProperty().get().startsWith("получено 5 · показано 5 · отброшено 0 · "),
                events.countersTextProperty().get());

        Path file = dir.resolve("events.jsonl");
        events.exportTo(file);
        assertEquals("5 событий экспортировано в " + file, events.noticeProperty().get());
        events.stop();
        assertTrue(events.stateProperty().get().startsWith("Остановлено на ревизии "), events.stateProperty().get());
    }

    @Test
    void japaneseShowsAnEventsTimeInTheLocalesFormatAndComparesValues() throws Exception {
        start(Language.JAPANESE);
        events.watch("/jp/", 0);
        Recorder.await("watching", WAIT, () -> events.stateProperty().get().startsWith("ウォッチ中"));
        etcd.put("/jp/a", "1");
        etcd.put("/jp/a", "2");
        Recorder.await("2 events", WAIT, () -> events.receivedProperty().get() >= 2);

        WatchEvent second = events.shown().get(1);
        String time = EventTimes.formatter().format(Instant.ofEpochMilli(second.receivedMillis()));
        LocalTime local = Instant.ofEpochMilli(second.receivedMillis()).atZone(ZoneId.systemDefault()).toLocalTime();
        // Japanese writes the time of day on a 24-hour clock without AM/PM: "15:04:05.123".
        assertEquals(String.format("%d:%02d:%02d.%03d", local.getHour(), local.getMinute(), local.getSecond(),
                local.getNano() / 1_000_000), time);

        events.selectedProperty().set(second);
        Recorder.await("comparison", WAIT, () -> events.comparisonProperty().get() != null);
        EventComparison comparison = events.comparisonProperty().get();
        assertTrue(comparison.previousTitle().startsWith("以前の値 · リビジョン " + second.prevModRevision() + " · "),
                comparison.previousTitle());
        assertTrue(comparison.newTitle().startsWith("新しい値 · リビジョン " + second.revision() + " · "),
                comparison.newTitle());
    }

    @Test
    void englishKeepsTheTwelveHourClockOfItsLocale() {
        Locales.use(Language.ENGLISH);
        String time = EventTimes.formatter().format(Instant.parse("2026-01-02T15:04:05.123Z")
                .atZone(ZoneId.systemDefault()).withHour(15).toInstant());
        assertTrue(time.matches("3:04:05\\.123\\s?PM"), time);
    }
}
