package io.etcdexplorer.timeline;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.diff.DiffText;
import io.etcdexplorer.oplog.OperationLog;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.keys.KeyNode;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.kubernetes.KubeDecoder;
import io.etcdexplorer.kubernetes.KubeSchemas;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The History tab follows its key: later writes recount it, and its notice goes with the key or the connection. */
class HistorySubjectTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    private final BackgroundExecutor executor = BackgroundExecutor.sameThread();
    private final KeysViewModel keys = new KeysViewModel(executor, new StatusViewModel());
    private EtcdSession session;
    private HistoryViewModel history;

    @BeforeEach
    void connect() {
        etcd.deleteAll();
        session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())), h -> { });
        history = new HistoryViewModel(executor, () -> session, keys, new OperationLog(Clock.systemDefaultZone()),
                (title, message) -> true, new DiffText(new KubeDecoder(new KubeSchemas())),
                new SeenRevisions(Clock.systemDefaultZone()));
        history.setActive(true);
    }

    @AfterEach
    void close() {
        session.close();
    }

    private KeyNode node(String key) {
        return keys.treeProperty().get().find(key.getBytes(StandardCharsets.UTF_8));
    }

    /** A write as the editor makes it: to etcd, then the tree told with the key's new metadata. */
    private void save(String key, String value) {
        etcd.put(key, value);
        keys.keyWritten(session.get(key.getBytes(StandardCharsets.UTF_8)).orElseThrow().meta());
    }

    private String summary() {
        return history.summaryProperty().get();
    }

    @Test
    void theCountFollowsLaterSavesOfTheShownKey() {
        etcd.put("/demo/config/app.json", "{\"v\": 1}");
        keys.open(session);
        history.select(node("/demo/config/app.json"));
        assertTrue(summary().startsWith("1 version in 1 life"), summary());

        save("/demo/config/app.json", "{\"v\": 2}");
        save("/demo/config/app.json", "{\"v\": 3}");

        assertTrue(summary().startsWith("3 versions in 1 life"), summary());
        assertEquals(3, history.rows().size());
    }

    @Test
    void aHiddenTabReadsTheChangedKeyAgainWhenShownAndOtherKeysLeaveItAlone() {
        etcd.put("/a", "1");
        etcd.put("/b", "1");
        keys.open(session);
        history.select(node("/a"));
        history.setActive(false);

        save("/a", "2");
        save("/b", "2");
        assertTrue(summary().startsWith("1 version"), "a hidden tab reads nothing: " + summary());

        history.setActive(true);
        assertTrue(summary().startsWith("2 versions"), summary());
        assertEquals("/a", history.keyProperty().get());
    }

    @Test
    void aRestoreOutcomeGoesWithTheKeyItTalksAbout() {
        etcd.put("/r/k", "good");
        etcd.put("/r/k", "broken");
        keys.open(session);
        history.select(node("/r/k"));
        history.choose(List.of(history.rows().get(0)));
        history.restoreChosen();
        assertTrue(history.noticeProperty().get().startsWith("Restored"), history.noticeProperty().get());

        history.select(node("/r")); // a prefix: no history of its own

        assertNull(history.noticeProperty().get());
        assertEquals("Select a key to see its history.", summary());
    }

    @Test
    void aLaterSaveEndsTheRestoreOutcome() {
        etcd.put("/r/k", "good");
        etcd.put("/r/k", "broken");
        keys.open(session);
        history.select(node("/r/k"));
        history.choose(List.of(history.rows().get(0)));
        history.restoreChosen();
        assertTrue(history.noticeProperty().get().startsWith("Restored"), history.noticeProperty().get());
        assertEquals(3, history.rows().size(), "read once more, with the restored version");

        save("/r/k", "edited again");

        assertNull(history.noticeProperty().get());
        assertEquals(4, history.rows().size());
    }

    @Test
    void closingTheConnectionEmptiesTheTab() {
        etcd.put("/r/k", "good");
        etcd.put("/r/k", "broken");
        keys.open(session);
        history.select(node("/r/k"));
        history.choose(List.of(history.rows().get(0)));
        history.restoreChosen();

        history.closed();

        assertEquals(0, history.rows().size());
        assertNull(history.noticeProperty().get());
        assertNull(history.comparisonProperty().get());
        assertEquals("", history.keyProperty().get());
        assertEquals("Select a key to see its history.", summary());
    }
}
