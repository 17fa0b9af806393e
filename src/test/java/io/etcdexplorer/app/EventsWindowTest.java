package io.etcdexplorer.app;

import io.etcdexplorer.testsupport.AppWindow;
import io.etcdexplorer.testsupport.EtcdExtension;
import javafx.application.Application;
import javafx.scene.control.Labeled;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeView;
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

/** The Events panel in the real window: two watches in two tabs, live rows, and the selected event's diff. */
class EventsWindowTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    @TempDir
    static Path home;

    private static Application app;
    private final FxRobot robot = new FxRobot();

    @BeforeAll
    static void openWindow() throws Exception {
        etcd.put("/shop/config", "{\"replicas\": 3, \"image\": \"shop:1.0\"}");
        etcd.put("/users/alice", "admin");
        app = AppWindow.open(home, "--endpoints", etcd.endpoint());
    }

    @AfterAll
    static void closeWindow() throws Exception {
        AppWindow.close(app);
    }

    @Test
    void twoWatchesInTwoTabsShowTheirOwnEventsAndTheDiffOfTheSelectedOne() throws Exception {
        TreeView<?> tree = AppWindow.await(robot, "#keyTree", TreeView.class, 60);
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> !tree.getRoot().getChildren().isEmpty());
        robot.clickOn(AppWindow.treeCell(robot, "/  (2)"));
        robot.type(javafx.scene.input.KeyCode.RIGHT);
        watch("shop  (1)");
        watch("users  (1)");

        TabPane tabs = robot.lookup("#watchTabs").queryAs(TabPane.class);
        // Two watches and the "+" tab.
        assertEquals(3, tabs.getTabs().size());
        assertEquals("/shop/", tabs.getTabs().get(0).getText());
        assertEquals("/users/", tabs.getTabs().get(1).getText());
        assertEquals(tabs.getTabs().get(1), tabs.getSelectionModel().getSelectedItem(), "the newest watch shows");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> watching(tabs, 0) && watching(tabs, 1));

        etcd.put("/shop/config", "{\"replicas\": 5, \"image\": \"shop:1.0\"}");
        etcd.put("/users/bob", "viewer");
        TableView<?> users = table(tabs, 1);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> users.getItems().size() == 1);

        robot.interact(() -> tabs.getSelectionModel().select(0));
        TableView<?> shop = table(tabs, 0);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> shop.getItems().size() == 1);
        robot.interact(() -> shop.getSelectionModel().select(0));
        Labeled summary = (Labeled) tabs.getTabs().get(0).getContent().lookup("#diffSummary");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> summary.getText().startsWith("1 line changed"));
        org.fxmisc.richtext.CodeArea right = (org.fxmisc.richtext.CodeArea) tabs.getTabs().get(0).getContent()
                .lookup("#diffRight");
        assertTrue(right.getText().contains("\"replicas\": 5"), right.getText());

        // The tree followed the watch: bob appeared without a reload.
        robot.clickOn(AppWindow.treeCell(robot, "users  (2)"));

        robot.interact(() -> tabs.getTabs().get(1).getOnCloseRequest().handle(new javafx.event.Event(
                javafx.scene.control.Tab.TAB_CLOSE_REQUEST_EVENT)));
        assertEquals(2, tabs.getTabs().size(), "closing a watch removes its tab and opens none");
        assertEquals("/shop/", tabs.getSelectionModel().getSelectedItem().getText());

        // The value pane follows a watched change to the key it shows.
        robot.clickOn(AppWindow.treeCell(robot, "shop  (1)"));
        robot.type(javafx.scene.input.KeyCode.RIGHT);
        robot.clickOn(AppWindow.treeCell(robot, "config"));
        javafx.scene.control.TextArea value = robot.lookup("#valueView").queryAs(javafx.scene.control.TextArea.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> AppWindow.onFx(value::getText).contains("5"));
        etcd.put("/shop/config", "{\"replicas\": 7, \"image\": \"shop:1.0\"}");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> AppWindow.onFx(value::getText).contains("7"));
    }

    private void watch(String cellText) throws Exception {
        TreeCell<?> cell = (TreeCell<?>) AppWindow.treeCell(robot, cellText);
        MenuItem item = cell.getContextMenu().getItems().stream()
                .filter(i -> "watchPrefixItem".equals(i.getId())).findFirst().orElseThrow();
        robot.interact(item::fire);
    }

    private static boolean watching(TabPane tabs, int index) {
        Labeled state = (Labeled) tabs.getTabs().get(index).getContent().lookup("#eventsState");
        return state.getText().startsWith("Watching");
    }

    private static TableView<?> table(TabPane tabs, int index) {
        return (TableView<?>) tabs.getTabs().get(index).getContent().lookup("#eventsTable");
    }}
