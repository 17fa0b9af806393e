package io.etcdexplorer.fx;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import javafx.application.Platform;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.stage.Window;
import javafx.util.Duration;

/**
 * A repeating tick that runs only while its node is <em>showing</em> (and its owner wants it): in a scene whose
 * window is showing, and visible all the way up the tree. A tick behind an unselected tab (the tab pane's skin makes
 * that tab's content invisible), in a background or closed workspace, or in a hidden window would cost CPU for
 * nothing anybody sees (bench/README, "Start-up and idle"). When the node shows again it ticks at once, so nothing
 * it drives looks stale.
 *
 * <p>The period is kept by one daemon timer thread that posts each tick to the UI thread, not by a
 * {@code Timeline}: any running animation keeps JavaFX pulsing 60 times a second whatever its own period, so a
 * once-a-second {@code Timeline} woke the UI thread 60 times a second. A posted tick wakes it once, and a tick that
 * changes nothing on screen costs no pulse at all.
 */
public final class ShownTicker {

    /** Shared by every ticker: it only posts to the UI thread, so one thread serves them all. */
    private static final ScheduledExecutorService TIMER = timer();

    private static ScheduledExecutorService timer() {
        ScheduledThreadPoolExecutor timer = new ScheduledThreadPoolExecutor(1, r -> {
            Thread thread = new Thread(r, "etcd-explorer-ticks");
            thread.setDaemon(true);
            return thread;
        });
        // A cancelled tick leaves the queue at once: kept until its next time (up to a 30 s period), it held its
        // ticker and through it a closed workspace's views (WorkspaceLeakWindowTest found such workspaces).
        timer.setRemoveOnCancelPolicy(true);
        return timer;
    }

    private final Node owner;
    private final long periodMillis;
    private final Runnable tick;
    /** What the ticker listens to now: the owner's ancestors, its scene and window; re-read when that chain moves. */
    private final List<ObservableValue<?>> watched = new ArrayList<>();
    private final ChangeListener<Object> onChange = (obs, old, now) -> rewatch();
    /** A tick posted and not yet run: a busy UI thread gets one, not a queue of them. */
    private final AtomicBoolean posted = new AtomicBoolean();
    private boolean wanted = true;
    private boolean running;
    private ScheduledFuture<?> schedule;

    public ShownTicker(Node owner, Duration every, Runnable tick) {
        this.owner = owner;
        this.periodMillis = Math.max(1, Math.round(every.toMillis()));
        this.tick = tick;
        rewatch();
    }

    /** Whether the owner wants ticks at all (a tab shown, a watch running); they come only while it shows. */
    public void setWanted(boolean value) {
        wanted = value;
        sync();
    }

    public void stop() {
        setWanted(false);
    }

    /**
     * Listens to every link that decides whether the owner shows: each ancestor's visibility and parent (a subtree
     * moved or removed changes the chain itself), the owner's scene, the scene's window and its showing flag.
     * Listening only to the current chain lets a removed owner's old ancestors forget this ticker.
     */
    private void rewatch() {
        watched.forEach(o -> o.removeListener(onChange));
        watched.clear();
        for (Node n = owner; n != null; n = n.getParent()) {
            watch(n.visibleProperty());
            watch(n.parentProperty());
        }
        watch(owner.sceneProperty());
        Scene scene = owner.getScene();
        if (scene != null) {
            watch(scene.windowProperty());
            if (scene.getWindow() != null) {
                watch(scene.getWindow().showingProperty());
            }
        }
        sync();
    }

    private void watch(ObservableValue<?> value) {
        value.addListener(onChange);
        watched.add(value);
    }

    private boolean showing() {
        Scene scene = owner.getScene();
        Window window = scene == null ? null : scene.getWindow();
        if (window == null || !window.isShowing()) {
            return false;
        }
        for (Node n = owner; n != null; n = n.getParent()) {
            if (!n.isVisible()) {
                return false;
            }
        }
        return true;
    }

    private void sync() {
        boolean run = wanted && showing();
        if (run == running) {
            return;
        }
        running = run;
        if (run) {
            schedule = TIMER.scheduleAtFixedRate(this::post, periodMillis, periodMillis, TimeUnit.MILLISECONDS);
            // The catch-up tick runs after the change that showed the node (a tab switch, a layout), not inside it.
            Platform.runLater(this::runTick);
        } else {
            schedule.cancel(false);
            schedule = null;
        }
    }

    /** On the timer thread. */
    private void post() {
        if (posted.compareAndSet(false, true)) {
            Platform.runLater(() -> {
                posted.set(false);
                runTick();
            });
        }
    }

    /** On the UI thread: a tick posted before the ticker stopped is dropped. */
    private void runTick() {
        if (running) {
            tick.run();
        }
    }
}
