package io.etcdexplorer.keys;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.KeyMeta;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.testsupport.FakeKeyReads;
import io.etcdexplorer.testsupport.ManualExecutor;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

/**
 * "Copy value" against a fake {@code KeyReads} and an executor whose work runs when the test says. A value that
 * arrives after its workspace was closed must not land on the clipboard; a read that fails must say why on the
 * status line.
 */
class KeyActionsFakeTest {

    private final ManualExecutor io = new ManualExecutor();
    private final BackgroundExecutor window = new BackgroundExecutor(io, Runnable::run);
    private final StatusViewModel status = new StatusViewModel();
    private final FakeKeyReads etcd = new FakeKeyReads().put("/app/config", "replicas: 3");
    private final KeyTree tree = new KeyTree();
    private final List<String> clipboard = new ArrayList<>();

    KeyActionsFakeTest() {
        tree.putAll(List.of(new KeyMeta("/app/config".getBytes(StandardCharsets.UTF_8), 1, 1, 1, 0)));
    }

    @Test
    void copiesTheValueWhenItArrives() {
        KeyActionsViewModel actions = new KeyActionsViewModel(window, () -> etcd, status);
        actions.copyValue(config(), clipboard::add);
        assertEquals(List.of(), clipboard, "nothing before the read ran");
        io.runAll();
        assertEquals(List.of("replicas: 3"), clipboard);
    }

    @Test
    void aValueThatArrivesAfterItsWorkspaceClosedIsDropped() {
        ManualExecutor ui = new ManualExecutor();
        BackgroundExecutor workspace = new BackgroundExecutor(io, ui).scope();
        KeyActionsViewModel actions = new KeyActionsViewModel(workspace, () -> etcd, status);
        actions.copyValue(config(), clipboard::add);
        io.runAll(); // etcd answered; the answer waits for the UI thread
        assertEquals(1, etcd.reads());
        workspace.close(); // meanwhile the user closed the workspace
        ui.runAll();

        assertEquals(List.of(), clipboard, "a closed workspace's late answer reaches no clipboard");
        assertEquals("", status.activityProperty().get());
    }

    @Test
    void aFailedReadReachesTheStatusLine() {
        etcd.failWith(new EtcdAccessException("Permission denied reading /app/config.",
                "Ask for read access to /app/.", null));
        KeyActionsViewModel actions = new KeyActionsViewModel(window, () -> etcd, status);
        actions.copyValue(config(), clipboard::add);
        assertNull(status.problemProperty().get());
        io.runAll();

        assertNotNull(status.problemProperty().get(), "the failure is on the status line");
        assertEquals("Permission denied reading /app/config.", status.problemProperty().get().message());
        assertEquals(List.of(), clipboard);
    }

    private KeyNode config() {
        return tree.find("/app/config".getBytes(StandardCharsets.UTF_8));
    }
}
