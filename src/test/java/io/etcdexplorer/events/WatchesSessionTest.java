package io.etcdexplorer.events;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The watches and the connection: a disconnect stops them and leaves their events to read; the next connection
 * starts with one fresh tab, so one cluster's revisions never mix with another's in a table.
 */
class WatchesSessionTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();
    static final Duration WAIT = Duration.ofSeconds(20);

    private final BackgroundExecutor executor = BackgroundExecutor.sameThread();
    private EtcdSession session;
    private WatchesViewModel watches;

    @BeforeEach
    void connect() {
        etcd.deleteAll();
        session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())), h -> { });
        watches = new WatchesViewModel(() -> new EventsViewModel(executor, () -> session));
    }

    @AfterEach
    void close() {
        watches.stopAll();
        session.close();
    }

    @Test
    void closingKeepsTheEventsAndTheNextConnectionStartsWithOneFreshTab() throws Exception {
        EventsViewModel demo = watches.watchPrefix("/demo/");
        EventsViewModel other = watches.watchPrefix("/other/");
        Recorder.await("watching", WAIT, () -> demo.stateProperty().get().startsWith("Watching"));
        etcd.put("/demo/a", "1");
        Recorder.await("an event", WAIT, () -> demo.receivedProperty().get() == 1);

        watches.closed();
        assertFalse(demo.watchingProperty().get(), "the watch stopped with its connection");
        assertEquals(1, demo.shown().size(), "its events are still there to read or export");
        assertEquals(List.of(demo, other), watches.watches());

        watches.opened();
        assertEquals(1, watches.watches().size(), "one tab, nothing of the other cluster");
        EventsViewModel fresh = watches.watches().get(0);
        assertNotSame(demo, fresh);
        assertNotSame(other, fresh);
        assertTrue(fresh.isUnused());
        assertEquals(0, fresh.shown().size());
        assertSame(fresh, watches.selectedProperty().get());
    }
}
