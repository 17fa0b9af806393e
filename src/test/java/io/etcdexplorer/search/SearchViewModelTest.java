package io.etcdexplorer.search;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.testsupport.EtcdExtension;
import javafx.beans.property.SimpleBooleanProperty;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SearchViewModelTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    private static EtcdSession session;
    private final BackgroundExecutor executor = BackgroundExecutor.sameThread();
    private final KeysViewModel keys = new KeysViewModel(executor, new StatusViewModel());
    private SearchViewModel search;

    @BeforeAll
    static void seed() {
        etcd.put("/registry/pods/default/web-1", "image: nginx:1.25");
        etcd.put("/registry/pods/default/web-2", "image: nginx:1.27");
        etcd.put("/registry/pods/kube-system/coredns", "image: coredns:1.11");
        etcd.put("/registry/services/default/web", "{\"port\":80}");
        etcd.put("/registryx", "not under the prefix");
        etcd.put(new byte[]{'/', 'o', 'd', 'd', (byte) 0xff}, "binary key".getBytes(StandardCharsets.UTF_8));
        // More keys than one value page, and more value bytes than a 1 MiB cap.
        for (int i = 0; i < 600; i++) {
            etcd.put("/bulk/" + i, "x".repeat(5_000));
        }
        session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())), h -> { });
    }

    @AfterAll
    static void close() {
        session.close();
    }

    @BeforeEach
    void open() {
        keys.open(session);
        search = new SearchViewModel(executor, keys, () -> session, new SimpleBooleanProperty(true).and(
                new SimpleBooleanProperty(true)));
    }

    private List<String> found() {
        return search.hits().stream().map(SearchHit::keyText).toList();
    }

    @Test
    void prefixSearchAsksTheServerForExactlyThatRange() {
        search.modeProperty().set(SearchMode.PREFIX);
        search.queryProperty().set("/registry/pods/");
        search.search();
        assertEquals(List.of("/registry/pods/default/web-1", "/registry/pods/default/web-2",
                "/registry/pods/kube-system/coredns"), found());
        assertTrue(search.progressProperty().get().endsWith("done"), search.progressProperty().get());
    }

    @Test
    void keySubstringAndRegexSearchTheWholeKeyspace() {
        search.queryProperty().set("web");
        search.search();
        assertEquals(List.of("/registry/pods/default/web-1", "/registry/pods/default/web-2",
                "/registry/services/default/web"), found());

        search.modeProperty().set(SearchMode.KEY_REGEX);
        search.queryProperty().set("^/registry/pods/[^/]+/web-\\d$");
        search.search();
        assertEquals(2, search.hits().size());

        search.queryProperty().set("web-(");
        search.search();
        assertTrue(search.progressProperty().get().startsWith("Not a valid regular expression"),
                search.progressProperty().get());
    }

    @Test
    void valueSearchShowsWhereItMatched() {
        search.modeProperty().set(SearchMode.VALUE_CONTAINS);
        search.queryProperty().set("nginx:1.27");
        search.search();
        assertEquals(List.of("/registry/pods/default/web-2"), found());
        assertEquals("image: nginx:1.27", search.hits().get(0).snippet());

        search.modeProperty().set(SearchMode.VALUE_REGEX);
        search.queryProperty().set("\"port\":\\s*80");
        search.scopeProperty().set("/registry/services/");
        search.search();
        assertEquals(List.of("/registry/services/default/web"), found());
    }

    @Test
    void valueSearchStopsAtTheCapAndSaysHowToGoFurther() {
        search.modeProperty().set(SearchMode.VALUE_CONTAINS);
        search.queryProperty().set("never there");
        search.valueCapMiBProperty().set(1);
        search.search();
        String progress = search.progressProperty().get();
        assertTrue(progress.contains("stopped after reading 1 MiB of values: raise the cap"), progress);
        assertFalse(search.runningProperty().get());
    }

    @Test
    void goToSelectsTheNodeIncludingEscapedKeys() {
        assertEquals("", search.goTo("/registry/pods/"));
        assertEquals("/registry/pods", new String(keys.selectedNodeProperty().get().path(), StandardCharsets.UTF_8));
        assertEquals("", search.goTo("/odd\\xff"));
        assertTrue(keys.selectedNodeProperty().get().isKey());
        assertEquals("No key or prefix /nope in the tree.", search.goTo("/nope"));
        assertTrue(search.goTo("/bad\\x1").startsWith("Malformed escape"), search.goTo("/bad\\x1"));
    }
}
