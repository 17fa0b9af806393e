package io.etcdexplorer.app;

import io.etcdexplorer.testsupport.AppWindow;
import io.etcdexplorer.testsupport.EtcdExtension;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.Labeled;
import javafx.scene.control.TextArea;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A connected window left alone does nothing: no timer or animation keeps JavaFX pulsing (a running {@code Timeline}
 * pulses 60 times a second whatever its period), yet the tree and the timeline still follow a write made elsewhere.
 */
class IdleWindowTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    @TempDir
    static Path home;

    private static Application app;
    private final FxRobot robot = new FxRobot();

    @BeforeAll
    static void openWindow() throws Exception {
        etcd.put("/idle/first", "one");
        app = AppWindow.open(home, "--endpoints", etcd.endpoint());
    }

    @AfterAll
    static void closeWindow() throws Exception {
        AppWindow.close(app);
    }

    @Test
    void anIdleConnectedWindowRunsNoPulsesAndStillFollowsTheCluster() throws Exception {
        Labeled count = AppWindow.await(robot, "#keyCount", Labeled.class, 30);
        Labeled indicator = robot.lookup("#liveIndicator").queryAs(Labeled.class);
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> "1 key".equals(AppWindow.onFx(count::getText))
                && "live".equals(AppWindow.onFx(indicator::getText)));
        AppWindow.goTo(robot, "/idle/first");
        TextArea value = robot.lookup("#valueView").queryAs(TextArea.class);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> "one".equals(AppWindow.onFx(value::getText)));

        Scene scene = AppWindow.onFx(count::getScene);
        AtomicInteger pulses = new AtomicInteger();
        Runnable counter = pulses::incrementAndGet;
        AppWindow.onFx(() -> {
            scene.addPostLayoutPulseListener(counter);
            return null;
        });
        try {
            // What the last load started (value sizes, a catch-up tick, a tooltip's fade) settles first: up to 20 s
            // for a pulse-free 1.5 s, then the measure counts whatever still runs.
            long settleEnd = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
            int seen;
            do {
                seen = pulses.get();
                Thread.sleep(1500);
            } while (pulses.get() != seen && System.nanoTime() < settleEnd);
            int before = pulses.get();
            Thread.sleep(3000);
            int idle = pulses.get() - before;
            assertTrue(idle <= 1, "an idle connected window ran " + idle + " pulses in 3 s (60 a second while any "
                    + "Timeline or animation runs)");
        } finally {
            AppWindow.onFx(() -> {
                scene.removePostLayoutPulseListener(counter);
                return null;
            });
        }

        // Quiet, yet live: a write by another client reaches the tree and the timeline's right end.
        String before = AppWindow.text(robot, "#timelineRevision");
        etcd.put("/idle/second", "two");
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> "2 keys".equals(AppWindow.onFx(count::getText)));
        long revision = etcd.client().getKVClient().get(io.etcd.jetcd.ByteSequence.from("/idle/second",
                java.nio.charset.StandardCharsets.UTF_8)).get().getHeader().getRevision();
        WaitForAsyncUtils.waitFor(2, TimeUnit.SECONDS,
                () -> AppWindow.text(robot, "#timelineRevision").endsWith("revision " + revision));
        assertTrue(!before.equals(AppWindow.text(robot, "#timelineRevision")), "the timeline moved on: " + before);
    }
}
