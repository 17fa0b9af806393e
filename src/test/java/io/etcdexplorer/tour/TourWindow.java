package io.etcdexplorer.tour;

import io.etcdexplorer.testsupport.AppWindow;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.Labeled;
import javafx.scene.control.TreeView;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/** The real main window, connected to its own freshly seeded playground, as a new user sees it after one click. */
final class TourWindow {

    private TourWindow() {
    }

    static Application openOnPlayground(Path home, FxRobot robot) throws Exception {
        Application app = AppWindow.open(home);
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS,
                () -> AppWindow.onFx(() -> robot.lookup("#openPlaygroundButton").tryQuery().isPresent()));
        robot.clickOn("#openPlaygroundButton");
        waitForKeys(robot);
        return app;
    }

    /** Waits until the tree shows the playground's keys (seeding takes a few seconds on first start). */
    static void waitForKeys(FxRobot robot) throws Exception {
        TreeView<?> tree = AppWindow.await(robot, "#keyTree", TreeView.class, 60);
        Labeled count = AppWindow.await(robot, "#keyCount", Labeled.class, 30);
        // In any language: no number but 0 ("0 keys", "0 個のキー") while listing
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> tree.isVisible() && !count.getText().matches("\\D*0\\D*"));
    }

    /** A text field's or area's text, read on the FX thread: read from a test thread it can be caught mid-update. */
    static String fxText(javafx.scene.control.TextInputControl control) throws Exception {
        return AppWindow.onFx(control::getText);
    }

    static Scene mainScene(FxRobot robot) {
        return robot.lookup("#mainView").query().getScene();
    }
}
