package io.etcdexplorer.fx;

import javafx.beans.InvalidationListener;
import javafx.scene.Node;
import javafx.scene.control.SplitPane;

import java.util.List;

/**
 * A split pane's side the user dragged shut stays shut when the window around it changes height or width. JavaFX
 * gives a split pane's growth to all its sides but takes a shrink only from those that can still shrink, so a banner
 * shown and dismissed above it, or a window made smaller and larger again, opened a shut side by a sliver: a key
 * table reduced to half a row of cut-off column headers. A side at an edge is therefore left out of the resizing
 * ({@link SplitPane#setResizableWithParent}) until the user drags it open again.
 */
public final class ShutPanes {

    /** Within this share of the pane from its edge, a side counts as dragged shut. */
    static final double EDGE = 0.01;

    private ShutPanes() {
    }

    /**
     * Keeps the shut sides of {@code split} shut; its items and dividers must not change afterwards. A side already
     * set not to resize with the window (the connection list keeps its width) is left so.
     */
    public static void keep(SplitPane split) {
        List<Node> resizing = split.getItems().stream().filter(SplitPane::isResizableWithParent).toList();
        InvalidationListener update = obs -> update(split, resizing);
        split.getDividers().forEach(divider -> divider.positionProperty().addListener(update));
        update(split, resizing);
    }

    private static void update(SplitPane split, List<Node> resizing) {
        List<Node> items = split.getItems();
        List<SplitPane.Divider> dividers = split.getDividers();
        for (int i = 0; i < items.size(); i++) {
            double start = i == 0 ? 0 : dividers.get(i - 1).getPosition();
            double end = i == items.size() - 1 ? 1 : dividers.get(i).getPosition();
            if (resizing.contains(items.get(i))) {
                SplitPane.setResizableWithParent(items.get(i), end - start > EDGE);
            }
        }
    }
}
