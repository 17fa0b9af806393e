package io.etcdexplorer.app;

import io.etcdexplorer.testsupport.AppWindow;
import javafx.application.Application;
import io.etcdexplorer.testsupport.EtcdExtension;
import javafx.scene.control.Labeled;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** F1 opens the list of keyboard shortcuts; the window's shortcuts connect, switch tabs and disconnect. */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ShortcutsWindowTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    @TempDir
    static Path home;

    private static Application app;
    private final FxRobot robot = new FxRobot();

    @BeforeAll
    static void openWindow() throws Exception {
        etcd.put("/shortcuts/key", "value");
        app = AppWindow.open(home);
    }

    @AfterAll
    static void closeWindow() throws Exception {
        AppWindow.close(app);
    }

    @Test
    @Order(1)
    void f1ListsTheShortcuts() throws Exception {
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> robot.lookup("#connectionList").tryQuery().isPresent()));
        robot.clickOn("#connectionList");
        robot.type(KeyCode.F1);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> robot.lookup("#shortcutsTable").tryQuery().isPresent()));
        TableView<?> table = robot.lookup("#shortcutsTable").queryAs(TableView.class);
        List<String> keys = AppWindow.onFx(() -> table.getItems().stream()
                .map(row -> ((Shortcuts.Shortcut) row).keys()).toList());
        assertTrue(keys.contains("F5") && keys.contains("F2") && keys.stream().anyMatch(k -> k.endsWith("L")),
                keys.toString());
        // scoped to this dialog: windows other test classes left behind may have a "Close" button too
        robot.clickOn(robot.from(table.getScene().getRoot()).lookup("Close").queryButton());
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> robot.lookup("#shortcutsTable").tryQuery().isEmpty()));
    }

    @Test
    @Order(2)
    void newConnectionConnectTabsAndDisconnectFromTheKeyboard() throws Exception {
        robot.clickOn("#connectionList");
        robot.push(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.N);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> robot.lookup("#profileEndpoints").tryQuery().isPresent()));
        TextInputControl endpoints = robot.lookup("#profileEndpoints").queryAs(TextInputControl.class);
        robot.interact(() -> endpoints.setText(etcd.endpoint()));
        robot.clickOn(robot.from(endpoints.getScene().getRoot()).lookup("OK").queryButton()); // saving connects
        Labeled count = AppWindow.await(robot, "#keyCount", Labeled.class, 30);
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> count.isVisible() && count.getText().equals("1 key"));

        TabPane details = robot.lookup("#detailTabs").queryAs(TabPane.class);
        robot.push(KeyCode.CONTROL, KeyCode.DIGIT3);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS,
                () -> "historyTab".equals(details.getSelectionModel().getSelectedItem().getId()));
        robot.push(KeyCode.CONTROL, KeyCode.DIGIT8);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS,
                () -> "clusterTab".equals(details.getSelectionModel().getSelectedItem().getId()));

        robot.push(KeyCode.CONTROL, KeyCode.W);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS,
                () -> AppWindow.text(robot, "#statusConnection").equals("Not connected"));
        assertTrue(robot.lookup("#openPlaygroundButton").query().isVisible(), "the welcome screen is back");

        robot.push(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.O);
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> AppWindow.text(robot, "#keyCount").equals("1 key"));
        String connection = AppWindow.text(robot, "#statusConnection");
        assertTrue(connection.startsWith("etcd"), connection);
    }

    @Test
    @Order(3)
    void theHelpMenuListsTheShortcutsAndNamesTheLogFolderWhereTheSessionWasLogged() throws Exception {
        Path logs = home.resolve("data").resolve("logs");
        javafx.scene.control.MenuButton help = robot.lookup("#helpMenu").queryAs(javafx.scene.control.MenuButton.class);
        assertTrue(help.getTooltip().getText().contains("The log is kept in " + logs), help.getTooltip().getText());
        assertTrue(help.getItems().stream().anyMatch(i -> "openLogFolderItem".equals(i.getId())));

        robot.clickOn("#helpMenu");
        robot.clickOn("#shortcutsItem");
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> robot.lookup("#shortcutsTable").tryQuery().isPresent()));
        TableView<?> table = robot.lookup("#shortcutsTable").queryAs(TableView.class);
        robot.clickOn(robot.from(table.getScene().getRoot()).lookup("Close").queryButton());

        String log = java.nio.file.Files.readString(logs.resolve(io.etcdexplorer.logging.LogFile.FILE_NAME));
        assertTrue(log.contains("io.etcdexplorer.app.EtcdExplorerApp: etcd-explorer (dev) starting"), log);
        assertTrue(log.lines().anyMatch(l -> l.contains(" INFO ") && l.contains("SessionViewModel: Connected to ")
                && l.endsWith(etcd.endpoint())), log);
    }
}
