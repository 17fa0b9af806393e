package io.etcdexplorer.events;

import io.etcd.jetcd.ByteSequence;
import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** An etcd restart under the panel: it says it reconnected, marks where, and shows every event. */
class EventsReconnectTest {

    @RegisterExtension
    final EtcdExtension etcd = new EtcdExtension();

    private final StatusViewModel status = new StatusViewModel();
    private final BackgroundExecutor executor = BackgroundExecutor.sameThread();
    private final KeysViewModel keys = new KeysViewModel(executor, status);
    private EtcdSession session;
    private EventsViewModel events;

    @AfterEach
    void close() {
        events.stop();
        session.close();
    }

    @Test
    void aRestartIsBridgedMarkedAndLosesNothing() throws Exception {
        session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())), status::showHeader);
        keys.open(session);
        events = new EventsViewModel(executor, () -> session);
        events.watch("/r/", 0);
        Recorder.await("watching", Duration.ofSeconds(20), () -> events.stateProperty().get().startsWith("Watching"));
        put("/r/before", "1");
        Recorder.await("first event", Duration.ofSeconds(20), () -> events.receivedProperty().get() >= 1);

        etcd.process().restart();
        Recorder.await("resumed", Duration.ofSeconds(30), () -> !events.bridgedProperty().get().isEmpty());
        put("/r/after", "2");
        Recorder.await("second event", Duration.ofSeconds(20), () -> events.receivedProperty().get() >= 2);

        assertTrue(events.bridgedProperty().get().startsWith("Reconnected 1 time"), events.bridgedProperty().get());
        assertEquals(2, events.shown().size());
        assertFalse(events.isFirstAfterReconnect(events.shown().get(0)));
        assertTrue(events.isFirstAfterReconnect(events.shown().get(1)), "the gap is marked above this event");
    }

    private void put(String key, String value) throws Exception {
        etcd.client().getKVClient().put(ByteSequence.from(key, StandardCharsets.UTF_8),
                ByteSequence.from(value, StandardCharsets.UTF_8)).get();
    }
}
