package io.etcdexplorer.fx;

import io.etcdexplorer.testsupport.AppWindow;
import io.etcdexplorer.testsupport.TestStage;
import javafx.geometry.Orientation;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.util.WaitForAsyncUtils;

import java.util.concurrent.Callable;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A key table dragged shut stays shut while a banner above the panes comes and goes; a side left open still grows
 * and shrinks with the window as before.
 */
class ShutPanesTest {

    @RegisterExtension
    static final TestStage stage = new TestStage();

    @Test
    void aSideDraggedShutStaysShutWhenABannerComesAndGoes() throws Exception {
        Window window = show(true, 0);
        window.bannerComesAndGoes();
        assertTrue(fx(window.top::getHeight) < 1, "the shut key table opened to " + fx(window.top::getHeight) + " px");
    }

    @Test
    void withoutItJavaFxOpensTheShutSideBySliver() throws Exception {
        Window window = show(false, 0);
        window.bannerComesAndGoes();
        assertTrue(fx(window.top::getHeight) > 10, "what ShutPanes is for: " + fx(window.top::getHeight) + " px");
    }

    @Test
    void anOpenSideStillFollowsTheWindow() throws Exception {
        Window window = show(true, 0.4);
        double before = fx(window.top::getHeight);
        fx(() -> {
            stage.stage().setHeight(stage.stage().getHeight() + 100);
            return null;
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(fx(window.top::getHeight) > before + 20, before + " then " + fx(window.top::getHeight));
    }

    private Window show(boolean keep, double divider) throws Exception {
        Window window = fx(() -> {
            Window made = new Window();
            if (keep) {
                ShutPanes.keep(made.split);
            }
            stage.show(made.root, 600, 500);
            made.split.setDividerPositions(divider); // the user drags the divider
            return made;
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(divider == 0, fx(window.top::getHeight) < 1, "set up: " + fx(window.top::getHeight));
        return window;
    }

    /** A banner above a vertical split: the key table (top, shrinks to nothing) and the details. */
    private static final class Window {
        final Region banner = new Label("Connection refused by http://127.0.0.1:2380.");
        final StackPane top = new StackPane(new Label("key table"));
        final SplitPane split;
        final VBox root;

        Window() {
            top.setMinHeight(0);
            split = new SplitPane(top, new StackPane(new Label("details")));
            split.setOrientation(Orientation.VERTICAL);
            banner.setMinHeight(60);
            banner.setVisible(false);
            banner.managedProperty().bind(banner.visibleProperty());
            root = new VBox(banner, split);
            VBox.setVgrow(split, Priority.ALWAYS);
        }

        void bannerComesAndGoes() throws Exception {
            for (boolean shown : new boolean[]{true, false}) {
                fx(() -> {
                    banner.setVisible(shown);
                    return null;
                });
                WaitForAsyncUtils.waitForFxEvents();
            }
        }
    }

    private static <T> T fx(Callable<T> work) throws Exception {
        return AppWindow.onFx(work);
    }
}
