package io.etcdexplorer.events;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.keys.KeysViewModel;
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

class WatchesViewModelTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();
    static final Duration WAIT = Duration.ofSeconds(20);

    private final BackgroundExecutor executor = BackgroundExecutor.sameThread();
    private final KeysViewModel keys = new KeysViewModel(executor, new StatusViewModel());
    private EtcdSession session;
    private WatchesViewModel watches;

    @BeforeEach
    void connect() {
        etcd.deleteAll();
        session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())), h -> { });
        keys.open(session);
        watches = new WatchesViewModel(() -> new EventsViewModel(executor, () -> session));
    }

    @AfterEach
    void close() {
        watches.stopAll();
        session.close();
    }

    @Test
    void eachPrefixGetsItsOwnTabAndItsOwnEvents() throws Exception {
        EventsViewModel first = watches.watchPrefix("/a/");
        assertEquals(1, watches.watches().size(), "the fresh tab is reused");
        EventsViewModel second = watches.watchPrefix("/b/");
        assertEquals(2, watches.watches().size(), "a running watch is never replaced");
        assertNotSame(first, second);
        assertSame(second, watches.selectedProperty().get());
        assertEquals("/a/", first.titleProperty().get());
        assertEquals("/b/", second.titleProperty().get());
        Recorder.await("both watching", WAIT, () -> first.watchingProperty().get()
                && first.stateProperty().get().startsWith("Watching")
                && second.stateProperty().get().startsWith("Watching"));

        etcd.put("/a/1", "x");
        etcd.put("/b/1", "y");
        etcd.put("/b/2", "z");
        Recorder.await("events", WAIT, () -> first.receivedProperty().get() == 1
                && second.receivedProperty().get() == 2);
        assertEquals("/a/1", new String(first.shown().get(0).key()));
    }

    @Test
    void closingStopsTheWatchAndTheLastTabIsReplacedByAFreshOne() {
        EventsViewModel first = watches.watchPrefix("/a/");
        EventsViewModel second = watches.watchPrefix("/b/");
        watches.close(second);
        assertFalse(second.watchingProperty().get(), "a closed tab's watch stops");
        assertEquals(List.of(first), watches.watches());
        assertSame(first, watches.selectedProperty().get());

        watches.close(first);
        assertEquals(1, watches.watches().size());
        assertTrue(watches.watches().get(0).isUnused());
        assertEquals("New watch", watches.watches().get(0).titleProperty().get());
    }
}
