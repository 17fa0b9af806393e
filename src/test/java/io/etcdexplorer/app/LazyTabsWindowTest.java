package io.etcdexplorer.app;

import io.etcdexplorer.testsupport.AppWindow;
import javafx.application.Application;
import javafx.scene.control.Labeled;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextArea;
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
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A workspace makes a detail tab's panel when the tab is first selected, not at connect (issue 26: the connected
 * window came up with ten panels of which one shows), and a panel made late still shows what its tab is about.
 */
class LazyTabsWindowTest {

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
    void onlyTheShownTabIsBuiltAndALateEditorShowsTheSelectedValue() throws Exception {
        robot.clickOn("#openPlaygroundButton");
        TreeView<?> tree = AppWindow.await(robot, "#keyTree", TreeView.class, 60);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> tree.isVisible()
                && !robot.lookup("#keyCount").queryAs(Labeled.class).getText().startsWith("0 ")));
        TabPane details = robot.lookup("#detailTabs").queryAs(TabPane.class);
        List<String> empty = AppWindow.onFx(() -> details.getTabs().stream().filter(t -> t.getContent() == null)
                .map(Tab::getId).toList());
        assertEquals(List.of("editorTab", "historyTab", "operationsTab", "txnTab", "eventsTab", "compareTab",
                "clusterTab", "logTab", "spaceTab"), empty, "only the Value tab, the one shown, is built");
        assertTrue(AppWindow.onFx(() -> robot.lookup("#editorArea").tryQuery().isEmpty()), "no editor yet");

        robot.clickOn(AppWindow.treeCell(robot, "welcome"));
        TextArea value = robot.lookup("#valueView").queryAs(TextArea.class);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> !value.getText().isEmpty()));
        String shown = AppWindow.onFx(value::getText);

        robot.push(KeyCode.CONTROL, KeyCode.DIGIT2); // the Editor tab, as a user would
        CodeArea editor = AppWindow.await(robot, "#editorArea", CodeArea.class, 5);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> editor.getText().equals(shown)));
        assertTrue(AppWindow.onFx(() -> details.getTabs().get(1).getContent() != null
                && details.getTabs().get(2).getContent() == null), "the Editor built, the History still not");
    }
}
