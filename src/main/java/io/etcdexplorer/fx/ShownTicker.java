package io.etcdexplorer.fx;

import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.scene.Node;
import javafx.util.Duration;

/**
 * A repeating tick that runs only while its node is in a scene (and its owner wants it). A workspace in the
 * background, or closed, has its view out of the scene: its ticks stop, so a closed workspace is not kept alive
 * by the animation timer, and one behind a tab does no work nobody sees.
 */
public final class ShownTicker {

    private final Timeline timeline;
    private final Node owner;
    private boolean wanted = true;

    public ShownTicker(Node owner, Duration every, Runnable tick) {
        this.owner = owner;
        this.timeline = new Timeline(new KeyFrame(every, e -> tick.run()));
        timeline.setCycleCount(Animation.INDEFINITE);
        owner.sceneProperty().addListener((obs, old, scene) -> sync());
        sync();
    }

    /** Whether the owner wants ticks at all (a tab shown, a watch running); they come only while in a scene. */
    public void setWanted(boolean value) {
        wanted = value;
        sync();
    }

    public void stop() {
        setWanted(false);
    }

    private void sync() {
        if (wanted && owner.getScene() != null) {
            timeline.play();
        } else {
            timeline.stop();
        }
    }
}
