package io.etcdexplorer.app;

import io.etcdexplorer.settings.WindowState;
import javafx.application.Platform;
import javafx.geometry.Rectangle2D;
import javafx.scene.control.SplitPane;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.stage.WindowEvent;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Puts the main window and its split panes back where they were, and reads them again at the end. Only fields
 * change while the window moves; the settings file is written once, on close.
 */
final class WindowMemory {

    /** The connections | workspace, tree | right side and key table | detail tabs splits, by their ids. */
    static final List<String> SPLITS = List.of("mainSplit", "workspace", "detailSplit");

    private final Stage stage;
    private final MainView root;
    private WindowState.Bounds normal;

    WindowMemory(Stage stage, MainView root) {
        this.stage = stage;
        this.root = root;
        // A maximised window's bounds are the screen's: remember the size it returns to instead.
        stage.xProperty().addListener((obs, old, now) -> rememberNormal());
        stage.yProperty().addListener((obs, old, now) -> rememberNormal());
        stage.widthProperty().addListener((obs, old, now) -> rememberNormal());
        stage.heightProperty().addListener((obs, old, now) -> rememberNormal());
    }

    /**
     * Call before the stage shows. The dividers follow a pulse after showing: a split laid out first at the
     * scene's initial size and then resized would keep the connections pane's width in pixels, not its share.
     */
    void restore(WindowState state) {
        if (state == null) {
            // The scene's own size (1280x800) on a first run. A stage that was sized before keeps that size when
            // it gets a new scene, so say it: the tests start every app on TestFX's one primary stage.
            stage.setMaximized(false);
            stage.setFullScreen(false);
            stage.sizeToScene();
            return;
        }
        List<WindowState.Bounds> screens = Screen.getScreens().stream()
                .sorted((a, b) -> Boolean.compare(b.equals(Screen.getPrimary()), a.equals(Screen.getPrimary())))
                .map(screen -> bounds(screen.getVisualBounds())).toList();
        WindowState.Bounds placed = WindowState.clamp(state.bounds(), screens);
        stage.setX(placed.x());
        stage.setY(placed.y());
        stage.setWidth(placed.width());
        stage.setHeight(placed.height());
        normal = placed;
        stage.setMaximized(state.maximized());
        stage.addEventHandler(WindowEvent.WINDOW_SHOWN, shown -> Platform.runLater(() -> restoreDividers(state)));
    }

    private void restoreDividers(WindowState state) {
        for (String id : SPLITS) {
            Double position = state.dividers().get(id);
            if (position != null && root.lookup("#" + id) instanceof SplitPane split) {
                split.setDividerPositions(position);
            } else if (position != null) {
                root.workspaceDividers().put(id, position); // for the first workspace that opens
            }
        }
    }

    WindowState capture() {
        rememberNormal();
        Map<String, Double> dividers = new LinkedHashMap<>();
        for (String id : SPLITS) {
            if (root.lookup("#" + id) instanceof SplitPane split && split.getDividerPositions().length > 0) {
                dividers.put(id, split.getDividerPositions()[0]);
            } else if (root.workspaceDividers().containsKey(id)) {
                dividers.put(id, root.workspaceDividers().get(id)); // no workspace open at the end
            }
        }
        WindowState.Bounds bounds = normal != null ? normal
                : new WindowState.Bounds(stage.getX(), stage.getY(), stage.getWidth(), stage.getHeight());
        return new WindowState(bounds, stage.isMaximized(), dividers);
    }

    private void rememberNormal() {
        // maximised, full-screen (F11) or minimised bounds are not the size to come back to
        if (!stage.isMaximized() && !stage.isFullScreen() && !stage.isIconified() && stage.getWidth() > 0
                && stage.getHeight() > 0 && !Double.isNaN(stage.getX())) {
            normal = new WindowState.Bounds(stage.getX(), stage.getY(), stage.getWidth(), stage.getHeight());
        }
    }

    private static WindowState.Bounds bounds(Rectangle2D r) {
        return new WindowState.Bounds(r.getMinX(), r.getMinY(), r.getWidth(), r.getHeight());
    }
}
