package io.etcdexplorer.app;

import io.etcdexplorer.testsupport.EtcdExtension;
import javafx.application.Application;
import javafx.scene.control.Labeled;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TreeView;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import io.etcdexplorer.testsupport.AppWindow;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Clicks through the real window, headless, against a real etcd. */
class MainWindowTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    @TempDir
    static Path home;

    private static Application app;
    private final FxRobot robot = new FxRobot();

    @BeforeAll
    static void openWindow() throws Exception {
        etcd.put("/demo/greeting", "hello from etcd");
        etcd.put("/demo/config.json", "{\"replicas\":3}");
        etcd.put("/registry/pods/default/web", "pod");
        app = AppWindow.open(home, "--endpoints", etcd.endpoint());
    }

    @AfterAll
    static void closeWindow() throws Exception {
        AppWindow.close(app);
    }

    @Test
    void browsesTheTreeAndShowsTheSelectedValue() throws Exception {
        TreeView<?> tree = AppWindow.await(robot, "#keyTree", TreeView.class, 60);
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> !tree.getRoot().getChildren().isEmpty());

        robot.clickOn(AppWindow.treeCell(robot, "/  (3)"));
        robot.type(KeyCode.RIGHT);
        robot.clickOn(AppWindow.treeCell(robot, "demo  (2)"));
        robot.type(KeyCode.RIGHT);

        TableView<?> table = robot.lookup("#keyTable").queryAs(TableView.class);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> table.getItems().size() == 2);

        robot.clickOn(AppWindow.treeCell(robot, "greeting"));
        TextArea value = robot.lookup("#valueView").queryAs(TextArea.class);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> "hello from etcd".equals(value.getText()));
        assertEquals("/demo/greeting", robot.lookup("#valueKey").queryTextInputControl().getText());

        String header = robot.lookup("#statusHeader").queryAs(Labeled.class).getText();
        assertTrue(header.matches("cluster_id \\d+ +member_id \\d+ +revision 4 +raft_term \\d+"), header);
    }

    @Test
    void searchFindsAKeyAndOpensItsValue() throws Exception {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> AppWindow.text(robot, "#keyCount").equals("3 keys"));
        robot.clickOn("#searchField").write("config");
        robot.type(KeyCode.ENTER);
        javafx.scene.control.ListView<?> hits = robot.lookup("#searchResults")
                .queryAs(javafx.scene.control.ListView.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> hits.getItems().size() == 1);
        assertTrue(robot.lookup("#searchProgress").queryAs(Labeled.class).getText().startsWith("1 match"));

        robot.interact(() -> hits.getSelectionModel().select(0));
        TextArea value = robot.lookup("#valueView").queryAs(TextArea.class);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> value.getText().contains("\"replicas\": 3"));
        assertEquals("/demo/config.json", robot.lookup("#valueKey").queryTextInputControl().getText());
    }

    @Test
    void watchThisPrefixFromTheTreeMenuWatchesInTheEventsTab() throws Exception {
        TreeView<?> tree = AppWindow.await(robot, "#keyTree", TreeView.class, 60);
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> !tree.getRoot().getChildren().isEmpty());

        javafx.scene.control.TreeCell<?> cell = (javafx.scene.control.TreeCell<?>) AppWindow.treeCell(robot, "/  (3)");
        javafx.scene.control.MenuItem watch = cell.getContextMenu().getItems().stream()
                .filter(item -> "watchPrefixItem".equals(item.getId())).findFirst().orElseThrow();
        robot.interact(watch::fire);

        javafx.scene.control.TextField prefix = robot.lookup("#eventsPrefix")
                .queryAs(javafx.scene.control.TextField.class);
        assertEquals("/", prefix.getText());
        javafx.scene.Node up = robot.lookup("#eventsPanel").query();
        while (!(up instanceof javafx.scene.control.TabPane) || "watchTabs".equals(up.getId())) {
            up = up.getParent();
        }
        assertEquals("eventsTab", ((javafx.scene.control.TabPane) up).getSelectionModel().getSelectedItem().getId());
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> robot.lookup("#eventsState").queryAs(Labeled.class)
                .getText().startsWith("Watching")));
    }
}
