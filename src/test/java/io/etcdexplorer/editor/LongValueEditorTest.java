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

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The editor with values of 3 and 5 MiB in a real etcd (started with a 8 MiB request limit; etcd's default of
 * 1.5 MiB would refuse them): it opens values up to its stated limit of 4 MiB and refuses larger ones with why.
 */
class LongValueEditorTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension().withArgs("--max-request-bytes=8388608");

    private final StatusViewModel status = new StatusViewModel();
    private final BackgroundExecutor executor = BackgroundExecutor.sameThread();
    private final KeysViewModel keys = new KeysViewModel(executor, status);
    private EtcdSession session;
    private EditorViewModel editor;

    @BeforeEach
    void connect() {
        etcd.deleteAll();
        session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())), status::showHeader);
        editor = new EditorViewModel(executor, status, () -> session, keys, new OperationLog(Clock.systemUTC()),
                (title, message) -> true);
    }

    @AfterEach
    void close() {
        session.close();
    }

    private void open(String key) {
        keys.open(session);
        editor.select(keys.treeProperty().get().find(key.getBytes(StandardCharsets.UTF_8)));
    }

    private static byte[] text(int mib) {
        return "0123456789abcdef\n".repeat(mib * 1024 * 1024 / 17 + 1).getBytes(StandardCharsets.UTF_8);
    }

    /** Read through the session: the test's own client keeps jetcd's 4 MiB response limit. */
    private byte[] stored(String key) {
        return session.get(key.getBytes(StandardCharsets.UTF_8)).orElseThrow().value();
    }

    @Test
    void aValueUnderTheLimitOpensAndSaves() {
        byte[] value = text(3);
        etcd.put("/three".getBytes(StandardCharsets.UTF_8), value);
        open("/three");

        assertEquals(value.length, editor.textProperty().get().length());
        assertTrue(editor.editableProperty().get());
        editor.textProperty().set(editor.textProperty().get() + "end");
        editor.save();
        assertEquals(value.length + 3, stored("/three").length);
    }

    @Test
    void aValueOverTheLimitIsNotOpenedAndTheEditorSaysWhyAndWhereToGo() {
        byte[] value = text(5);
        etcd.put("/five".getBytes(StandardCharsets.UTF_8), value);

        open("/five");

        assertEquals("", editor.textProperty().get(), "the text is not loaded into the editor");
        assertFalse(editor.editableProperty().get());
        assertFalse(editor.canSaveBinding().get());
        assertEquals("This value is 5.0 MiB, over the editor's limit of 4.0 MiB: text that large makes typing and "
                + "highlighting freeze, so it is not opened here. The Value tab shows it, and its Save to file… "
                + "writes it whole; etcdctl put KEY < FILE writes a new one. Delete and Rename work here.",
                editor.noticeProperty().get());
        editor.modeProperty().set(EditMode.HEX);
        assertEquals(EditMode.TEXT, editor.modeProperty().get(), "no other view of it either");
        editor.duplicate("/copy");
        assertTrue(editor.noticeProperty().get().startsWith("Not duplicated"), editor.noticeProperty().get());
        assertTrue(etcd.get("/copy").isEmpty(), "an empty copy would lose the value");

        editor.rename("/moved");
        assertArrayEquals(value, stored("/moved"), "rename moves the whole value");
        assertTrue(session.get("/five".getBytes(StandardCharsets.UTF_8)).isEmpty());
    }
}
