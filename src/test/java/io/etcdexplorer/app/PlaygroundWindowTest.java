package io.etcdexplorer.app;

import javafx.application.Application;
import javafx.scene.control.Labeled;
import javafx.scene.control.TextArea;
import javafx.scene.control.TreeView;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import io.etcdexplorer.testsupport.AppWindow;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** A new user's first minute: open the playground in one click and read a sample value. */
class PlaygroundWindowTest {

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
    void oneClickOpensTheSeededPlayground() throws Exception {
        robot.clickOn("#openPlaygroundButton");
        TreeView<?> tree = AppWindow.await(robot, "#keyTree", TreeView.class, 60);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> tree.isVisible() && !robot.lookup("#keyCount")
                .queryAs(Labeled.class).getText().startsWith("0 ")));
        assertTrue(Files.exists(home.resolve("data/playground/seeded")), "seeded in the app's data folder");

        robot.clickOn(AppWindow.treeCell(robot, "welcome"));
        TextArea value = robot.lookup("#valueView").queryAs(TextArea.class);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> !value.getText().isEmpty());
        assertTrue(value.getText().toLowerCase().contains("playground"), value.getText());
        assertTrue(robot.lookup("#statusConnection").queryAs(Labeled.class).getText().startsWith("Playground"));
    }
}
