package io.etcdexplorer.tour;

import io.etcdexplorer.space.SpaceNode;
import io.etcdexplorer.testsupport.AppWindow;
import javafx.application.Application;
import javafx.scene.Node;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.Labeled;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
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

/**
 * README tour, the space part: what fills the playground's database (its Kubernetes objects by resource, drilled
 * into one), and which prefixes its history wrote most.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class SpaceTourTest {

    static final List<String> PICTURES = List.of("space-view", "space-churn");

    private static final int WAIT = 60;

    @TempDir
    static Path home;

    private static Application app;
    @RegisterExtension
    static final Screenshots shots = new Screenshots(PICTURES);
    private final FxRobot robot = new FxRobot();

    @BeforeAll
    static void openWindow() throws Exception {
        FxRobot robot = new FxRobot();
        app = TourWindow.openOnPlayground(home, robot);
        // The treemap and its tables need the room: the details get most of the width and all of the height.
        robot.interact(() -> {
            robot.lookup("#workspace").queryAs(SplitPane.class).setDividerPositions(0.2);
            robot.lookup("#detailSplit").queryAs(SplitPane.class).setDividerPositions(0);
        });
    }

    @AfterAll
    static void closeWindow() throws Exception {
        try {
            AppWindow.close(app);
        } finally {
            shots.assertAllTaken();
        }
    }

    @Test
    @Order(1)
    void sizes() throws Exception {
        AppWindow.goTo(robot, "/registry/");
        detailTab("spaceTab");
        robot.clickOn("#spaceAnalyseSelected");
        Labeled summary = robot.lookup("#spaceSummary").queryAs(Labeled.class);
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> AppWindow.onFx(summary::getText)
                .startsWith("/registry/ · "));
        Node box = topBox();
        robot.interact(() -> robot.clickOn(box));
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> robot.lookup("#spaceCrumb0").tryQuery().isPresent());
        TableView<?> largest = robot.lookup("#spaceLargest").queryAs(TableView.class);
        assertTrue(AppWindow.onFx(() -> !largest.getItems().isEmpty()));
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> robot.lookup("#spaceMember")
                .tryQuery().isPresent()));
        shots.shoot(TourWindow.mainScene(robot), "space-view");
    }

    @Test
    @Order(2)
    void churn() throws Exception {
        robot.clickOn("#spaceCrumb0");
        robot.clickOn("#spaceChurn");
        Labeled summary = robot.lookup("#spaceSummary").queryAs(Labeled.class);
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> AppWindow.onFx(summary::getText)
                .contains("written between revisions"));
        shots.shoot(TourWindow.mainScene(robot), "space-churn");
    }

    /** The largest box with parts: the one a user would click first. */
    private Node topBox() throws Exception {
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> robot.lookup(".treemap-top")
                .queryAll().stream().anyMatch(n -> n.getUserData() instanceof SpaceNode s && !s.isLeaf())));
        WaitForAsyncUtils.waitForFxEvents();
        return AppWindow.onFx(() -> robot.lookup(".treemap-top").queryAll().stream()
                .filter(n -> n.getUserData() instanceof SpaceNode s && !s.isLeaf()).findFirst().orElseThrow());
    }

    private void detailTab(String id) {
        TabPane tabs = robot.lookup("#detailTabs").queryAs(TabPane.class);
        Tab tab = tabs.getTabs().stream().filter(t -> id.equals(t.getId())).findFirst().orElseThrow();
        robot.interact(() -> tabs.getSelectionModel().select(tab));
    }
}
