package io.etcdexplorer.search;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.testsupport.EtcdExtension;
import javafx.beans.property.SimpleBooleanProperty;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Search matches are keys of the cluster searched: closing its connection clears them and their progress line. */
class SearchSessionTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    @Test
    void closingTheConnectionClearsTheMatches() {
        etcd.put("/demo/config/app.json", "{}");
        BackgroundExecutor executor = BackgroundExecutor.sameThread();
        KeysViewModel keys = new KeysViewModel(executor, new StatusViewModel());
        try (EtcdSession session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())),
                h -> { })) {
            keys.open(session);
            SearchViewModel search = new SearchViewModel(executor, keys, () -> session,
                    new SimpleBooleanProperty(true).and(new SimpleBooleanProperty(true)));
            search.queryProperty().set("app");
            search.search();
            assertEquals(1, search.hits().size());
            assertTrue(search.progressProperty().get().contains("done"), search.progressProperty().get());

            search.closed();

            assertTrue(search.hits().isEmpty());
            assertEquals("", search.progressProperty().get());
            assertFalse(search.runningProperty().get());
            assertEquals("app", search.queryProperty().get(), "the query stays as typed");
        }
    }
}
