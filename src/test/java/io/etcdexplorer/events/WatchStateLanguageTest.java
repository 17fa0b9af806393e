package io.etcdexplorer.events;

import io.etcd.jetcd.ByteSequence;
import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.i18n.Language;
import io.etcdexplorer.i18n.Locales;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The watch's state line and reconnect banner as a user reads them in Russian (two etcd restarts: "2 раза") and
 * Japanese (a watch from a compacted revision), worded by the events bundle from the stream's typed state.
 */
class WatchStateLanguageTest {

    @RegisterExtension
    final EtcdExtension etcd = new EtcdExtension();
    private static final Duration WAIT = Duration.ofSeconds(30);

    private final StatusViewModel status = new StatusViewModel();
    private final BackgroundExecutor executor = BackgroundExecutor.sameThread();
    private final KeysViewModel keys = new KeysViewModel(executor, status);
    private final List<String> lines = Collections.synchronizedList(new ArrayList<>());
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
        session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())), status::showHeader);
        keys.open(session);
        events = new EventsViewModel(executor, () -> session);
        events.stateProperty().addListener((obs, old, now) -> lines.add(now));
    }

    private long put(String key, String value) throws Exception {
        return etcd.client().getKVClient().put(ByteSequence.from(key, StandardCharsets.UTF_8),
                ByteSequence.from(value, StandardCharsets.UTF_8)).get().getHeader().getRevision();
    }

    private boolean saw(String start) {
        synchronized (lines) {
            return lines.stream().anyMatch(line -> line != null && line.startsWith(start));
        }
    }

    @Test
    void russianSaysItReconnectsAndResumesFromTheNextRevisionAfterEachRestart() throws Exception {
        long now = put("/other", "x");
        start(Language.RUSSIAN);
        events.watch("/r/", 0);
        Recorder.await("watching", WAIT, () -> ("Наблюдение с ревизии " + (now + 1)).equals(
                events.stateProperty().get()));

        long first = put("/r/a", "1");
        Recorder.await("first event", WAIT, () -> events.receivedProperty().get() >= 1);
        etcd.process().restart();
        Recorder.await("resumed once", WAIT, () -> !events.bridgedProperty().get().isEmpty());
        assertTrue(saw("Переподключение: "), lines.toString());
        assertTrue(saw("Переподключение: ") && lines.stream().anyMatch(l -> l.startsWith("Переподключение: ")
                && l.contains("; продолжение с ревизии " + (first + 1) + " через ") && l.endsWith(" ms")),
                lines.toString());
        assertTrue(events.stateProperty().get().startsWith("Наблюдение: продолжено с ревизии " + (first + 1)
                + " после сбоя: "), events.stateProperty().get());
        assertTrue(events.bridgedProperty().get().startsWith("Переподключено 1 раз; последний раз: продолжено "
                + "с ревизии " + (first + 1) + " после сбоя: "), events.bridgedProperty().get());

        long second = put("/r/b", "2");
        Recorder.await("second event", WAIT, () -> events.receivedProperty().get() >= 2);
        etcd.process().restart();
        Recorder.await("resumed twice", WAIT, () -> events.bridgedProperty().get().startsWith("Переподключено 2 "));
        assertTrue(events.bridgedProperty().get().startsWith("Переподключено 2 раза; последний раз: продолжено "
                + "с ревизии " + (second + 1) + " после сбоя: "), events.bridgedProperty().get());
        assertTrue(events.bridgedProperty().get().endsWith("События не потеряны: наблюдение продолжилось сразу "
                + "после последней доставленной ревизии."), events.bridgedProperty().get());
        put("/r/c", "3");
        Recorder.await("third event", WAIT, () -> events.receivedProperty().get() >= 3);
        assertTrue(events.isFirstAfterReconnect(events.shown().get(2)), "the gap is marked above this event");
    }

    @Test
    void japaneseSaysTheStartRevisionWasCompactedAndWhichIsTheOldestKept() throws Exception {
        long old = put("/k/a", "1");
        put("/k/a", "2");
        long compactAt = put("/k/a", "3");
        etcd.client().getKVClient().compact(compactAt).join();
        start(Language.JAPANESE);

        events.watch("/k/", old);
        Recorder.await("stopped", WAIT, () -> !events.watchingProperty().get());
        assertEquals("停止: リビジョン " + old + " はコンパクション済みです (利用できる最古のリビジョン: " + compactAt + ")",
                events.stateProperty().get());
        assertEquals("リビジョン " + old + ".." + (compactAt - 1) + " はコンパクションされたため、ウォッチは停止しました。"
                + "リビジョン " + compactAt + " から再同期しますか?", events.compactionBannerProperty().get());
        assertTrue(saw("接続中: "), lines.toString());

        events.resync();
        Recorder.await("watching again", WAIT, () -> ("ウォッチ中 (リビジョン " + compactAt + " から)").equals(
                events.stateProperty().get()));
    }
}
