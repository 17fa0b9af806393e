package io.etcdexplorer.editor;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.keys.KeyNode;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.oplog.OperationLog;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.testsupport.EtcdExtension;
import io.etcdexplorer.testsupport.ManualExecutor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The editor's answers arriving late, against a real etcd: its work and results wait in queues until the test runs
 * them, so the user can move on to another key before the answer about the first one comes back.
 */
class EditorLateAnswersTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    private final StatusViewModel status = new StatusViewModel();
    private final ManualExecutor io = new ManualExecutor();
    private final ManualExecutor ui = new ManualExecutor();
    private final KeysViewModel keys = new KeysViewModel(BackgroundExecutor.sameThread(), status);
    private EtcdSession session;
    private EditorViewModel editor;

    @BeforeEach
    void connect() {
        etcd.deleteAll();
        etcd.put("/a", "first");
        etcd.put("/b", "second");
        session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())), status::showHeader);
        keys.open(session);
        editor = new EditorViewModel(new BackgroundExecutor(io, ui), status, () -> session, keys,
                new OperationLog(Clock.systemUTC()), (title, message) -> true);
    }

    @AfterEach
    void close() {
        session.close();
    }

    private KeyNode node(String key) {
        return keys.treeProperty().get().find(key.getBytes(StandardCharsets.UTF_8));
    }

    /** Runs the work waiting now, then hands its results over: one round trip, no more. */
    private void round() {
        io.runAll();
        ui.runAll();
    }

    private void settle() {
        while (io.pending() > 0 || ui.pending() > 0) {
            round();
        }
    }

    @Test
    void theAnswerForAKeyTheUserLeftDoesNotReplaceTheKeyOpenedAfterIt() {
        editor.select(node("/a"));
        editor.select(node("/b"));
        io.runNewestFirst(); // /b answers first, /a's answer comes in last
        ui.runAll();
        assertEquals("/b", editor.keyTextProperty().get());
        assertEquals("second", editor.textProperty().get());
        assertFalse(editor.busyProperty().get());
    }

    @Test
    void aLoadOnItsWayWhenANewKeyStartsNeitherLandsNorLeavesTheEditorBusy() {
        editor.select(node("/a"));
        assertTrue(editor.busyProperty().get());
        editor.newKey("/new");
        assertFalse(editor.busyProperty().get(), "the dropped load's busy flag ended with it");
        settle();
        assertEquals("/new", editor.keyTextProperty().get());
        assertEquals("", editor.textProperty().get());
    }

    @Test
    void theReadBackAfterASaveDoesNotReplaceAKeyOpenedMeanwhile() {
        editor.select(node("/a"));
        settle();
        editor.textProperty().set("mine");
        editor.save();
        round(); // the text is checked
        round(); // the put is sent and answered: the saved key is read back next...
        editor.select(node("/b")); // ...but the user opens another key first (the saved text still counts as unsaved)
        editor.openPending();
        io.runNewestFirst(); // /b arrives before the read-back of /a
        ui.runAll();
        settle();
        assertEquals("mine", etcd.get("/a").orElseThrow(), "the save itself went through");
        assertEquals("/b", editor.keyTextProperty().get());
        assertEquals("second", editor.textProperty().get());
    }
}
