package io.etcdexplorer.fx;

import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.util.Duration;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Ticks run only while their node shows: not behind an unselected tab, not in a hidden window, not when the node or
 * an ancestor is invisible; and when it shows again it ticks at once (what it drives is not left stale).
 */
class ShownTickerTest {

    private final AtomicInteger fast = new AtomicInteger();
    /** Period of an hour: any tick it makes during the test is the catch-up tick on showing again. */
    private final AtomicInteger catchUp = new AtomicInteger();

    @BeforeAll
    static void toolkit() throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    @Test
    void ticksOnlyWhileItsTabIsSelectedAndItsWindowShows() throws Exception {
        Label owner = new Label("detail");
        VBox content = new VBox(owner);
        Tab first = new Tab("First", new Label("first"));
        Tab second = new Tab("Second", content);
        TabPane tabs = new TabPane(first, second);
        Stage stage = fx(() -> {
            new ShownTicker(owner, Duration.millis(50), fast::incrementAndGet);
            new ShownTicker(owner, Duration.hours(1), catchUp::incrementAndGet);
            Stage shown = new Stage();
            shown.setScene(new Scene(tabs, 400, 300));
            shown.show();
            return shown;
        });
        try {
            settle(500);
            assertEquals(0, fast.get(), "no tick while its tab is not selected, though in a showing scene");
            assertEquals(0, catchUp.get());

            fx(() -> {
                tabs.getSelectionModel().select(second);
                return null;
            });
            WaitForAsyncUtils.waitForFxEvents();
            assertEquals(1, catchUp.get(), "selecting the tab ticks at once");
            waitFor(() -> fast.get() >= 3, "ticks run while the tab is selected: " + fast.get());

            fx(() -> {
                tabs.getSelectionModel().select(first);
                return null;
            });
            assertStopped("another tab selected");

            fx(() -> {
                tabs.getSelectionModel().select(second);
                return null;
            });
            WaitForAsyncUtils.waitForFxEvents();
            assertEquals(2, catchUp.get(), "selecting the tab again ticks at once");
            fx(() -> {
                content.setVisible(false);
                return null;
            });
            assertStopped("an ancestor made invisible");
            fx(() -> {
                content.setVisible(true);
                return null;
            });
            WaitForAsyncUtils.waitForFxEvents();
            assertEquals(3, catchUp.get(), "visible again ticks at once");

            fx(() -> {
                stage.hide();
                return null;
            });
            assertStopped("the window hidden");
            fx(() -> {
                stage.show();
                return null;
            });
            WaitForAsyncUtils.waitForFxEvents();
            assertEquals(4, catchUp.get(), "the window shown again ticks at once");
            int before = fast.get();
            waitFor(() -> fast.get() >= before + 3, "ticks resume with the window");

            fx(() -> {
                second.setContent(new Label("replaced"));
                return null;
            });
            assertStopped("the node removed from the scene");
        } finally {
            fx(() -> {
                stage.hide();
                return null;
            }); // no window left for later tests
        }
    }

    @Test
    void aRunningTickerDoesNotKeepJavaFxPulsing() throws Exception {
        Label owner = new Label("shown");
        AtomicInteger ticks = new AtomicInteger();
        AtomicInteger pulses = new AtomicInteger();
        Stage stage = fx(() -> {
            Stage shown = new Stage();
            shown.setScene(new Scene(new VBox(owner), 300, 200));
            shown.getScene().addPostLayoutPulseListener(pulses::incrementAndGet);
            shown.show();
            return shown;
        });
        try {
            // Pulses are the whole JVM's: in a full test run another test's leftover animation may keep them going,
            // so the ticker is judged against what ran without it (alone, that is none).
            settle(300);
            int quiet = pulses.get();
            Thread.sleep(1000);
            WaitForAsyncUtils.waitForFxEvents();
            int baseline = pulses.get() - quiet;
            fx(() -> new ShownTicker(owner, Duration.millis(100), ticks::incrementAndGet));
            waitFor(() -> ticks.get() >= 3, "the ticker runs while its node shows: " + ticks.get());
            settle(300);
            int pulsesBefore = pulses.get();
            int ticksBefore = ticks.get();
            Thread.sleep(1000);
            WaitForAsyncUtils.waitForFxEvents();
            assertTrue(ticks.get() - ticksBefore >= 5, "ticks go on: " + (ticks.get() - ticksBefore) + " in 1 s");
            // A Timeline, whatever its period, keeps the animation timer pulsing about 60 times a second.
            int ran = pulses.get() - pulsesBefore;
            assertTrue(ran <= baseline + 2, "ticks that change nothing cost no pulses, yet " + ran
                    + " ran in 1 s (" + baseline + " without the ticker)");
        } finally {
            fx(() -> {
                stage.hide();
                return null;
            });
        }
    }

    /** The fast ticker makes no more ticks (one may already be queued when the change lands). */
    private void assertStopped(String why) throws Exception {
        settle(200);
        int after = fast.get();
        settle(500);
        assertEquals(after, fast.get(), "no ticks once " + why);
    }

    private static void settle(long millis) throws Exception {
        WaitForAsyncUtils.waitForFxEvents();
        Thread.sleep(millis);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static void waitFor(Callable<Boolean> condition, String message) throws Exception {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10); // a loaded machine runs pulses late
        while (!condition.call() && System.nanoTime() < end) {
            Thread.sleep(20);
        }
        assertTrue(condition.call(), message);
    }

    private static <T> T fx(Callable<T> action) throws Exception {
        return WaitForAsyncUtils.asyncFx(action).get(5, TimeUnit.SECONDS);
    }
}
