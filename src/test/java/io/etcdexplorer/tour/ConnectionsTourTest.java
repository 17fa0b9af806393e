package io.etcdexplorer.tour;

import io.etcdexplorer.testsupport.AppWindow;
import javafx.application.Application;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** README tour, first part: the welcome screen, the playground, connection profiles, import, SSH, themes. */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ConnectionsTourTest {

    static final List<String> PICTURES = List.of("welcome", "main-window");

    @TempDir
    static Path home;

    private static Application app;
    private static final Screenshots shots = new Screenshots(PICTURES);
    private final FxRobot robot = new FxRobot();

    @BeforeAll
    static void openWindow() throws Exception {
        app = AppWindow.open(home);
    }

    @AfterAll
    static void closeWindow() throws Exception {
        AppWindow.close(app);
        shots.assertAllTaken();
    }

    @Test
    @Order(1)
    void welcome() throws Exception {
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS,
                () -> robot.lookup("#openPlaygroundButton").tryQuery().isPresent());
        shots.shoot(TourWindow.mainScene(robot), "welcome");
    }

    @Test
    @Order(2)
    void playground() throws Exception {
        robot.clickOn("#openPlaygroundButton");
        TourWindow.waitForKeys(robot);
        robot.clickOn(AppWindow.treeCell(robot, "welcome"));
        shots.shoot(TourWindow.mainScene(robot), "main-window");
    }
}
