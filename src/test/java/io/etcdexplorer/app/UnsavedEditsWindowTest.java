package io.etcdexplorer.app;

import io.etcdexplorer.testsupport.AppWindow;
import io.etcdexplorer.testsupport.EtcdExtension;
import javafx.application.Application;
import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.scene.input.KeyCode;
import org.fxmisc.richtext.CodeArea;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Unsaved editor text is not thrown away by a disconnect or quit without asking; Cancel keeps everything. And
 * Ctrl+Shift+Delete (not Ctrl+Delete, the text's "delete next word") asks to delete the key.
 */
class UnsavedEditsWindowTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    @TempDir
    static Path home;

    private static Application app;
    private final FxRobot robot = new FxRobot();

    @BeforeAll
    static void openWindow() throws Exception {
        etcd.put("/config/app", "replicas: 3");
        app = AppWindow.open(home, "--endpoints", etcd.endpoint());
    }

    @AfterAll
    static void closeWindow() throws Exception {
        AppWindow.close(app);
    }

    @Test
    void disconnectAndQuitAskFirstAndCancelKeepsTheEdit() throws Exception {
        Labeled count = AppWindow.await(robot, "#keyCount", Labeled.class, 30);
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> count.isVisible() && count.getText().equals("1 key"));
        AppWindow.goTo(robot, "/config/app");
        robot.push(KeyCode.CONTROL, KeyCode.DIGIT2); // the Editor tab
        CodeArea area = robot.lookup("#editorArea").queryAs(CodeArea.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> AppWindow.onFx(area::getText).equals("replicas: 3"));
        robot.clickOn(area);
        robot.push(KeyCode.CONTROL, KeyCode.HOME);
        robot.push(KeyCode.CONTROL, KeyCode.DELETE);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> AppWindow.onFx(area::getText).equals(": 3"));
        assertTrue(robot.lookup("#confirmCancel").tryQuery().isEmpty(), "Ctrl+Delete edits the text only");
        robot.push(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.DELETE);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> robot.lookup("#confirmCancel").tryQuery().isPresent()));
        String question = robot.lookup(".dialog-pane .content").queryAs(Labeled.class).getText();
        assertTrue(question.startsWith("Delete /config/app?"), question);
        robot.clickOn("#confirmCancel");
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> robot.lookup("#confirmCancel").tryQuery().isEmpty()));
        assertEquals(java.util.Optional.of("replicas: 3"), etcd.get("/config/app"), "Cancel deleted nothing");
        robot.interact(() -> area.replaceText("replicas: 5"));

        Labeled connection = robot.lookup("#statusConnection").queryAs(Labeled.class);
        robot.push(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.W);
        answer("#confirmCancel", "Disconnecting discards them.");
        assertTrue(connection.getText().startsWith("Command line"), connection.getText());
        assertEquals("replicas: 5", AppWindow.onFx(area::getText), "Cancel keeps the edit");

        robot.push(KeyCode.CONTROL, KeyCode.Q);
        answer("#confirmCancel", "Quitting discards them.");
        Node root = robot.lookup("#mainView").query();
        assertTrue(AppWindow.onFx(() -> root.getScene().getWindow().isShowing()), "Cancel keeps the window open");

        robot.push(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.W);
        answer("#confirmContinue", "Disconnecting discards them.");
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS,
                () -> AppWindow.text(robot, "#statusConnection").equals("Not connected"));
    }

    /** Waits for the unsaved-changes question, checks that it names what is about to happen, and answers it. */
    private void answer(String button, String ending) throws Exception {
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> robot.lookup(button).tryQuery().isPresent()));
        String text = robot.lookup(".dialog-pane .content").queryAs(Labeled.class).getText();
        assertTrue(text.contains("unsaved changes to /config/app"), text);
        assertTrue(text.endsWith(ending), text);
        robot.clickOn(button);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> robot.lookup(button).tryQuery().isEmpty()));
    }
}
