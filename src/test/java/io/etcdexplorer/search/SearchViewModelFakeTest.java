package io.etcdexplorer.search;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.testsupport.FakeKeyReads;
import io.etcdexplorer.testsupport.ManualExecutor;
import javafx.beans.property.SimpleBooleanProperty;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The search against a fake {@code KeyReads}, with work and results each queued until the test runs them: the
 * first search's matches, still on their way when the user stopped it and searched again, must not mix into the
 * second's; a failed read must say why on the search's status line.
 */
class SearchViewModelFakeTest {

    private final ManualExecutor io = new ManualExecutor();
    private final ManualExecutor ui = new ManualExecutor();
    private final FakeKeyReads etcd = new FakeKeyReads()
            .put("/registry/pods/default/web-1", "{}")
            .put("/registry/pods/default/db-1", "{}")
            .put("/registry/services/default/web", "{}");
    private final SearchViewModel search = new SearchViewModel(new BackgroundExecutor(io, ui),
            new KeysViewModel(BackgroundExecutor.sameThread(), new StatusViewModel()), () -> etcd,
            new SimpleBooleanProperty(true));

    @Test
    void matchesOfAStoppedSearchDoNotMixIntoTheNextOne() {
        search.queryProperty().set("web");
        search.search();
        io.runAll(); // the first search read everything; its matches wait for the UI thread
        assertTrue(ui.pending() > 0);

        search.cancel();
        search.queryProperty().set("db");
        search.search();
        ui.runAll(); // the first search's matches arrive now, late
        io.runAll();
        ui.runAll();

        assertEquals(List.of("/registry/pods/default/db-1"), found());
        assertFalse(search.runningProperty().get());
        assertTrue(search.progressProperty().get().endsWith("done"), search.progressProperty().get());
    }

    @Test
    void aFailedSearchSaysWhyOnItsStatusLine() {
        etcd.failWith(new EtcdAccessException("etcd at fake-etcd:2379 did not answer in time.",
                "Check the network.", null));
        search.queryProperty().set("web");
        search.search();
        assertTrue(search.runningProperty().get());
        io.runAll();
        ui.runAll();

        assertEquals("Search failed: etcd at fake-etcd:2379 did not answer in time.",
                search.progressProperty().get());
        assertFalse(search.runningProperty().get(), "the search can be started again");
        assertEquals(List.of(), found());
    }

    private List<String> found() {
        return search.hits().stream().map(SearchHit::keyText).toList();
    }
}
