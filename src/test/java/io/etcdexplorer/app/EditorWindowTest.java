package io.etcdexplorer.app;

import io.etcdexplorer.testsupport.AppWindow;
import javafx.application.Application;
import javafx.scene.control.Labeled;
import javafx.scene.control.TreeView;
import javafx.scene.input.KeyCode;
import org.fxmisc.richtext.CodeArea;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** Edit a value in the window, save it with Ctrl+S, and see etcd's new revision in the status bar. */
class EditorWindowTest {

    @TempDir
    static Path home;

    private static Application app;
    private final FxRobot robot = new FxRobot();

    @BeforeAll
    static void openWindow() throws Exception {
        app = AppWindow.open(home);
    }

    @AfterAll
    static void closeWindow() throws Exception {
        AppWindow.close(app);
    }

    @Test
    void editSaveAndSeeTheNewRevision() throws Exception {
        robot.clickOn("#openPlaygroundButton");
        TreeView<?> tree = AppWindow.await(robot, "#keyTree", TreeView.class, 60);
        // Read on the FX thread: the live tree may be changing the scene graph while this waits.
        Labeled count = AppWindow.await(robot, "#keyCount", Labeled.class, 30);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> tree.isVisible()
                && !count.getText().startsWith("0 ")));
        robot.clickOn(AppWindow.treeCell(robot, "welcome"));
        robot.clickOn("Editor");
        CodeArea area = robot.lookup("#editorArea").queryAs(CodeArea.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !area.getText().isEmpty());
        Labeled header = robot.lookup("#statusHeader").queryAs(Labeled.class);
        long before = revision(header.getText());

        robot.clickOn(area);
        robot.push(KeyCode.CONTROL, KeyCode.END);
        robot.write("\nEdited in the test.");
        robot.push(KeyCode.CONTROL, KeyCode.S);

        Labeled notice = robot.lookup("#editorNotice").queryAs(Labeled.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> notice.getText().startsWith("Saved at revision"));
        long saved = Long.parseLong(notice.getText().replaceAll("\\D", ""));
        assertTrue(saved > before, saved + " after " + before);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> revision(header.getText()) == saved);
        assertTrue(robot.lookup("#editorDetails").queryAs(Labeled.class).getText()
                .contains("modified at rev " + saved));
    }

    private static long revision(String header) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("revision (\\d+)").matcher(header);
        return m.find() ? Long.parseLong(m.group(1)) : -1;
    }
}
