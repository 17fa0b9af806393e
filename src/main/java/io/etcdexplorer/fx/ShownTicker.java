package io.etcdexplorer.fx;

import java.util.ArrayList;
import java.util.List;

import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.application.Platform;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.stage.Window;
import javafx.util.Duration;

/**
 * A repeating tick that runs only while its node is <em>showing</em> (and its owner wants it): in a scene whose
 * window is showing, and visible all the way up the tree. A running {@link Timeline} keeps JavaFX pulsing 60 times a
 * second whatever its own period, so a tick behind an unselected tab (the tab pane's skin makes that tab's content
 * invisible), in a background or closed workspace, or in a hidden window would cost CPU for nothing anybody sees
 * (bench/README, "Start-up and idle"). When the node shows again it ticks at once, so nothing it drives looks stale.
 */
public final class ShownTicker {

    private final Timeline timeline;
    private final Node owner;
    private final Runnable tick;
    /** What the ticker listens to now: the owner's ancestors, its scene and window; re-read when that chain moves. */
    private final List<ObservableValue<?>> watched = new ArrayList<>();
    private final ChangeListener<Object> onChange = (obs, old, now) -> rewatch();
    private boolean wanted = true;
    private boolean running;

    public ShownTicker(Node owner, Duration every, Runnable tick) {
        this.owner = owner;
        this.tick = tick;
        this.timeline = new Timeline(new KeyFrame(every, e -> tick.run()));
        timeline.setCycleCount(Animation.INDEFINITE);
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
            timeline.playFromStart();
            // The catch-up tick runs after the change that showed the node (a tab switch, a layout), not inside it.
            Platform.runLater(() -> {
                if (running) {
                    tick.run();
                }
            });
        } else {
            timeline.stop();
        }
    }
}
