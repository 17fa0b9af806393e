package io.etcdexplorer.editor;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.oplog.OperationLog;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.testsupport.EtcdExtension;
import io.etcdexplorer.values.EditMode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The editor's notice belongs to its moment: another key, edited text, a conflict or a closed connection end it. */
class EditorMessagesTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    private final StatusViewModel status = new StatusViewModel();
    private final BackgroundExecutor executor = BackgroundExecutor.sameThread();
    private final KeysViewModel keys = new KeysViewModel(executor, status);
    private EtcdSession session;
    private EditorViewModel editor;

    @BeforeEach
    void connect() {
        etcd.deleteAll();
        session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())), status::showHeader);
        editor = new EditorViewModel(executor, status, () -> session, keys,
                new OperationLog(Clock.systemUTC()), (title, message) -> true);
    }

    @AfterEach
    void close() {
        session.close();
    }

    private void open(String key) {
        keys.open(session);
        editor.select(keys.treeProperty().get().find(key.getBytes(StandardCharsets.UTF_8)));
    }

    private String notice() {
        return editor.noticeProperty().get();
    }

    @Test
    void theInvalidJsonNoticeDoesNotStandBesideALaterConflict() {
        etcd.put("/demo/config/app.json", "{\"replicas\": 1}");
        open("/demo/config/app.json");
        editor.textProperty().set("{\"replicas\": }");
        editor.save();
        assertTrue(notice().startsWith("Not saved: the text is not valid JSON"), notice());

        etcd.put("/demo/config/app.json", "{\"replicas\": 5}"); // someone else, meanwhile
        editor.modeProperty().set(EditMode.TEXT); // "Switch to Text to save it as it is"
        editor.save();

        assertNotNull(editor.conflictProperty().get(), "the other writer's change is a conflict");
        assertEquals("", notice(), "the conflict banner replaces the old outcome");
    }

    @Test
    void fixingTheTextEndsTheNoticeAboutIt() {
        etcd.put("/cfg", "{\"a\": 1}");
        open("/cfg");
        editor.textProperty().set("{\"a\": }");
        editor.save();
        assertTrue(notice().startsWith("Not saved"), notice());

        editor.textProperty().set("{\"a\": 2}");

        assertEquals("", notice());
    }

    @Test
    void aBrandNewKeyDoesNotShowThePreviousKeysSaveOutcome() {
        etcd.put("/demo/a", "one");
        open("/demo/a");
        editor.textProperty().set("two");
        editor.save();
        assertTrue(notice().startsWith("Saved at revision"), notice());

        editor.newKey("/demo/b");

        assertEquals("", notice());
    }

    @Test
    void aNewKeyOfTheSameNameAsTheOneJustSavedStartsWithoutItsOutcome() {
        keys.open(session);
        editor.newKey("/fresh");
        editor.textProperty().set("hello");
        editor.save();
        assertTrue(notice().startsWith("Saved at revision"), notice());

        editor.newKey("/fresh");

        assertEquals("", notice());
    }

    @Test
    void editingTheLeaseFieldEndsItsComplaint() {
        etcd.put("/a", "1");
        open("/a");
        editor.textProperty().set("2");
        editor.leaseModeProperty().set(LeaseMode.NEW);
        editor.leaseValueProperty().set("ten");
        editor.save();
        assertTrue(notice().contains("whole number of seconds"), notice());

        editor.leaseValueProperty().set("60");

        assertEquals("", notice());
    }

    @Test
    void closingTheConnectionForgetsTheKeyAndItsNotice() {
        etcd.put("/a", "1");
        open("/a");
        editor.textProperty().set("2");
        editor.save();
        assertTrue(notice().startsWith("Saved at revision"), notice());

        editor.closed();

        assertEquals("", notice());
        assertEquals("", editor.keyTextProperty().get());
        assertEquals("", editor.textProperty().get());
    }
}
