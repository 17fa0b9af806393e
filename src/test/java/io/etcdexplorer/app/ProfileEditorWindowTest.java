package io.etcdexplorer.app;

import io.etcdexplorer.testsupport.EtcdExtension;
import javafx.application.Application;
import javafx.scene.control.Labeled;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextInputControl;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import io.etcdexplorer.testsupport.AppWindow;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** Creating a profile in the real window: type it, test it, save it, and it connects. */
class ProfileEditorWindowTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    @TempDir
    static Path home;

    private static Application app;
    private final FxRobot robot = new FxRobot();

    @BeforeAll
    static void openWindow() throws Exception {
        etcd.put("/hello", "world");
        app = AppWindow.open(home);
    }

    @AfterAll
    static void closeWindow() throws Exception {
        AppWindow.close(app);
    }

    @Test
    void aNewProfileIsTestedSavedAndConnected() throws Exception {
        robot.clickOn("#addConnectionButton");
        robot.clickOn("#newConnectionItem");
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> robot.lookup("#profileName").tryQuery().isPresent()));
        TextInputControl name = robot.lookup("#profileName").queryTextInputControl();
        robot.interact(() -> name.setText("local test"));
        TextInputControl endpoints = robot.lookup("#profileEndpoints").queryTextInputControl();
        robot.interact(() -> endpoints.setText(etcd.endpoint()));

        robot.clickOn("Test");
        robot.clickOn("#testConnectionButton");
        TextArea report = robot.lookup("#testReport").queryAs(TextArea.class);
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> report.getText().contains("Connected."));
        assertTrue(report.getText().contains("leader"), report.getText());

        robot.clickOn("OK");
        // the status bar is the new workspace's: looked up again while waiting
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS,
                () -> AppWindow.text(robot, "#statusConnection").startsWith("local test"));
        String saved = Files.readString(home.resolve("config/profiles.json"));
        assertTrue(saved.contains("\"local test\""), saved);
        assertTrue(saved.contains(etcd.endpoint()), saved);
    }
}
