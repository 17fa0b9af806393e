package io.etcdexplorer.app;

import io.etcdexplorer.testsupport.AppWindow;
import javafx.application.Application;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** F1 opens the list of keyboard shortcuts, whatever has the focus. */
class ShortcutsWindowTest {

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
    void f1ListsTheShortcuts() throws Exception {
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> robot.lookup("#connectionList").tryQuery().isPresent());
        robot.clickOn("#connectionList");
        robot.type(KeyCode.F1);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> robot.lookup("#shortcutsTable").tryQuery().isPresent());
        TableView<?> table = robot.lookup("#shortcutsTable").queryAs(TableView.class);
        List<String> keys = AppWindow.onFx(() -> table.getItems().stream()
                .map(row -> ((Shortcuts.Shortcut) row).keys()).toList());
        assertTrue(keys.contains("F5") && keys.contains("F2") && keys.stream().anyMatch(k -> k.endsWith("L")),
                keys.toString());
        robot.clickOn("Close");
    }
}
