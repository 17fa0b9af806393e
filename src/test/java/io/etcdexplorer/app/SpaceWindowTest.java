package io.etcdexplorer.app;

import io.etcdexplorer.keys.KeyNode;
import io.etcdexplorer.space.KeySize;
import io.etcdexplorer.space.SpaceGrouping;
import io.etcdexplorer.space.SpaceNode;
import io.etcdexplorer.testsupport.AppWindow;
import io.etcdexplorer.testsupport.ClippedText;
import io.etcdexplorer.values.KeyText;
import javafx.application.Application;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Labeled;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeView;
import javafx.scene.input.MouseButton;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The Space tab on the playground's real etcd: explained before the first analysis, opened from the Kubernetes tab
 * by resource, drilled into and back up, switched to churn, and a largest key opened in the tree.
 */
class SpaceWindowTest {

    private static final int WAIT = 60;

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
    void analyseByResourceDrillInGoUpSeeChurnAndOpenALargestKey() throws Exception {
        // Plain reads while the first workspace opens: a cold start under load can hold the FX thread for seconds.
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS,
                () -> robot.lookup("#openPlaygroundButton").tryQuery().isPresent());
        robot.clickOn("#openPlaygroundButton");
        // The tree and the detail tabs both: under load a lookup can catch the window between their skins' passes.
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> robot.lookup("#keyTree").tryQuery().isPresent()
                && robot.lookup("#detailTabs").tryQuery().isPresent());
        TreeView<?> tree = robot.lookup("#keyTree").queryAs(TreeView.class);
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> tree.isVisible()
                && !robot.lookup("#keyCount").queryAs(Labeled.class).getText().startsWith("0 "));

        // Before any analysis the tab says what it does.
        TabPane details = robot.lookup("#detailTabs").queryAs(TabPane.class);
        Tab space = details.getTabs().stream().filter(t -> "spaceTab".equals(t.getId())).findFirst().orElseThrow();
        robot.interact(() -> details.getSelectionModel().select(space));
        assertTrue(AppWindow.onFx(() -> robot.lookup("#spaceIdle").query().isVisible()));
        assertTrue(AppWindow.text(robot, "#spaceIdle .label").startsWith("What fills the database?"));
        ClippedText.assertNone(robot.lookup("#mainView").query().getScene(), "the Space tab before analysing");

        // The Kubernetes tab's button: /registry/ by resource, in the Space tab.
        // The tab comes once the keyspace shows /registry/ keys; its panel is made when it is first shown.
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> AppWindow.onFx(() ->
                robot.lookup("Kubernetes").tryQuery().isPresent()));
        robot.clickOn("Kubernetes");
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> AppWindow.onFx(() ->
                robot.lookup("#resourcesSpace").tryQuery().isPresent()));
        robot.clickOn("#resourcesSpace");
        assertTrue(AppWindow.onFx(space::isSelected), "the Space tab came to the front");
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> AppWindow.text(robot, "#spaceSummary")
                .startsWith("/registry/ · "));
        assertEquals(SpaceGrouping.RESOURCE, AppWindow.onFx(() ->
                robot.lookup("#spaceGrouping").queryAs(ComboBox.class).getValue()));
        assertTrue(AppWindow.onFx(() -> robot.lookup(".treemap-top").queryAll().size()) > 3,
                "a box per resource");

        // Into the largest box with parts, and back up by the breadcrumb (once the members bar below settled).
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> robot.lookup("#spaceMember").tryQuery().isPresent());
        WaitForAsyncUtils.waitForFxEvents();
        Node box = AppWindow.onFx(() -> robot.lookup(".treemap-top").queryAll().stream()
                .filter(n -> n.getUserData() instanceof SpaceNode s && !s.isLeaf()).findFirst().orElseThrow());
        String name = ((SpaceNode) box.getUserData()).name();
        robot.clickOn(box);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> AppWindow.text(robot, "#spaceCrumbHere").equals(name));
        TableView<?> parts = robot.lookup("#spaceTable").queryAs(TableView.class);
        int inside = ((SpaceNode) box.getUserData()).children().size();
        assertEquals(inside, (int) AppWindow.onFx(() -> parts.getItems().size()), "the table lists the box's parts");
        robot.clickOn("#spaceCrumb0");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !AppWindow.text(robot, "#spaceCrumbHere").equals(name)
                && robot.lookup("#spaceCrumb0").tryQuery().isEmpty());

        // A largest key opens in the tree on a double-click.
        TableView<?> largest = robot.lookup("#spaceLargest").queryAs(TableView.class);
        String key = AppWindow.onFx(() -> ((KeySize) largest.getItems().get(0)).key());
        Node firstRow = AppWindow.onFx(() -> robot.from(largest).lookup(".table-row-cell").queryAll().stream()
                .filter(r -> r instanceof TableRow<?> row && row.getIndex() == 0).findFirst().orElseThrow());
        robot.doubleClickOn(firstRow, MouseButton.PRIMARY);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> {
            Object selected = tree.getSelectionModel().getSelectedItem() == null ? null
                    : tree.getSelectionModel().getSelectedItem().getValue();
            return selected instanceof KeyNode node && KeyText.display(node.path()).equals(key);
        }));

        // Churn of the same prefix: changes from the oldest revision kept to now.
        robot.clickOn("#spaceChurn");
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> AppWindow.text(robot, "#spaceSummary")
                .contains(" written between revisions 1 and "));
        assertEquals("Changes", AppWindow.onFx(() -> parts.getColumns().get(1).getText()));
        ClippedText.assertNone(robot.lookup("#mainView").query().getScene(), "the Space tab showing churn");

        // The tree's context menu: the space of /demo/, with the figures the tab shows (churn now).
        AppWindow.goTo(robot, "/demo/");
        Node demo = AppWindow.onFx(() -> robot.lookup(n -> n instanceof TreeCell<?> cell && cell.getText() != null
                && cell.getText().startsWith("demo  (")).query());
        MenuItem item = AppWindow.onFx(() -> ((TreeCell<?>) demo).getContextMenu().getItems().stream()
                .filter(i -> "spacePrefixItem".equals(i.getId())).findFirst().orElseThrow());
        robot.interact(item::fire);
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> AppWindow.text(robot, "#spaceSummary")
                .startsWith("/demo/ · ") && AppWindow.text(robot, "#spaceSummary").contains(" changes · "));
    }
}
