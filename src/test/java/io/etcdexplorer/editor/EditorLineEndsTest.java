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
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The code area only keeps "\n": "\r\n" text must still save byte for byte, and mixed line ends open as hex. */
class EditorLineEndsTest {

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
        editor = new EditorViewModel(executor, status, () -> session, keys, new OperationLog(Clock.systemUTC()),
                (t, m) -> true);
    }

    @AfterEach
    void close() {
        session.close();
    }

    private void open(String key) {
        keys.open(session);
        editor.select(keys.treeProperty().get().find(key.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void windowsLineEndsAreShownAsLinesAndWrittenBackAsTheyWere() {
        etcd.put("/win", "one\r\ntwo\r\n");
        open("/win");
        assertEquals(EditMode.TEXT, editor.modeProperty().get());
        assertEquals("one\ntwo\n", editor.textProperty().get(), "what the code area can hold");
        assertFalse(editor.dirtyBinding().get());

        editor.textProperty().set("one\ntwo\nthree\n");
        editor.save();

        assertEquals("one\r\ntwo\r\nthree\r\n", etcd.get("/win").orElseThrow());
    }

    @Test
    void aKubernetesSecretIsNotShownRawInAnyMode() {
        etcd.put("/registry/secrets/shop/db".getBytes(StandardCharsets.UTF_8),
                io.etcdexplorer.kubernetes.KubeFixtures.stored("v1", "Secret", io.etcdexplorer.kubernetes.KubeFixtures
                        .secret()));
        etcd.put("/other", "x");
        open("/registry/secrets/shop/db");
        assertEquals("", editor.textProperty().get());
        assertFalse(editor.editableProperty().get());
        assertTrue(editor.noticeProperty().get().contains("read-only here"), editor.noticeProperty().get());

        editor.modeProperty().set(EditMode.HEX);
        assertEquals(EditMode.TEXT, editor.modeProperty().get(), "no mode shows the stored bytes");
        assertEquals("", editor.textProperty().get());

        editor.select(keys.treeProperty().get().find("/other".getBytes(StandardCharsets.UTF_8)));
        assertEquals("x", editor.textProperty().get(), "nothing unsaved to protect");
    }

    @Test
    void mixedLineEndsOpenAsHexAndRefuseTextModes() {
        etcd.put("/mixed", "a\r\nb\nc\rd");
        open("/mixed");
        assertEquals(EditMode.HEX, editor.modeProperty().get());

        editor.modeProperty().set(EditMode.TEXT);

        assertEquals(EditMode.HEX, editor.modeProperty().get());
        assertTrue(editor.problemProperty().get().contains("line ends"), editor.problemProperty().get());
    }
}
