package io.etcdexplorer.testsupport;

import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Cell;
import javafx.scene.control.Labeled;
import javafx.scene.control.OverrunStyle;
import javafx.scene.text.Text;
import org.testfx.util.WaitForAsyncUtils;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Finds labelled controls whose text the window cuts off: the label's skin draws an ellipsis in place of the end
 * (or the middle) of a text that does not fit, so what is drawn differs from what the control says. A user cannot
 * read what is cut off, so the tour fails on it.
 * <p>
 * Table, list and tree cells are left out: they hold data (keys, values), which a column shortens on purpose and
 * shows whole in its tooltip or the value pane. Hidden nodes (and those under a hidden parent) are left out too.
 */
public final class ClippedText {

    private ClippedText() {
    }

    /** The clipped labels of {@code scene}, as {@code "id or class: 'shown' of 'whole text'"}; empty when none. */
    public static List<String> in(Scene scene) throws Exception {
        WaitForAsyncUtils.waitForFxEvents();
        return WaitForAsyncUtils.asyncFx(() -> {
            List<String> found = new ArrayList<>();
            visit(scene.getRoot(), found);
            return found;
        }).get(10, TimeUnit.SECONDS);
    }

    /** Fails, naming every clipped label, when {@code scene} shows one; {@code where} says which step it was. */
    public static void assertNone(Scene scene, String where) throws Exception {
        List<String> clipped = in(scene);
        if (!clipped.isEmpty()) {
            throw new AssertionError(where + ": text cut off at " + (int) scene.getWidth() + "x"
                    + (int) scene.getHeight() + ": " + String.join("; ", clipped));
        }
    }

    private static void visit(Node node, List<String> found) {
        if (!node.isVisible() || node instanceof Cell<?>) {
            return;
        }
        if (node instanceof Labeled labeled && isClipped(labeled)) {
            found.add(name(labeled) + ": '" + shown(labeled) + "' of '" + labeled.getText() + "'");
        } else if (node instanceof Labeled labeled && hasText(labeled) && outside(labeled) != null) {
            found.add(name(labeled) + ": '" + labeled.getText() + "' runs past " + outside(labeled));
        }
        if (node instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                visit(child, found);
            }
        }
    }

    private static boolean isClipped(Labeled labeled) {
        String text = labeled.getText();
        String shown = shown(labeled);
        if (text == null || text.isBlank() || shown == null || labeled.getTextOverrun() == OverrunStyle.CLIP) {
            return false;
        }
        String ellipsis = labeled.getEllipsisString();
        // Mnemonic parsing drops the underscore of "_File" from what is drawn; that is not clipping.
        String whole = labeled.isMnemonicParsing() ? text.replaceFirst("_(?=.)", "") : text;
        return !shown.equals(whole) && ellipsis != null && !ellipsis.isEmpty() && shown.contains(ellipsis)
                && !whole.contains(ellipsis);
    }

    private static boolean hasText(Labeled labeled) {
        return labeled.getText() != null && !labeled.getText().isBlank() && shown(labeled) != null;
    }

    /**
     * What cuts the label's drawn text off without an ellipsis: the window's edge, or a clipping parent (a split
     * pane's side, a tab's content) narrower than the text. A scroll pane's viewport does not count: the user can
     * scroll to what it hides. Null when nothing does.
     */
    private static String outside(Labeled labeled) {
        Node text = labeled.getChildrenUnmodifiable().stream().filter(c -> c instanceof Text && c.isVisible())
                .findFirst().orElse(null);
        if (text == null) {
            return null;
        }
        javafx.geometry.Bounds drawn = text.localToScene(text.getBoundsInLocal());
        Scene scene = labeled.getScene();
        if (cut(drawn, new javafx.geometry.BoundingBox(0, 0, scene.getWidth(), scene.getHeight()))) {
            return "the window's edge";
        }
        for (Parent parent = labeled.getParent(); parent != null; parent = parent.getParent()) {
            // Scrolling content (scroll panes, lists and tables, the editor's flow of lines) hides what is scrolled
            // away on purpose; the user scrolls to it.
            if (parent instanceof javafx.scene.control.ScrollPane
                    || parent.getClass().getSimpleName().equals("VirtualFlow")) {
                return null;
            }
            if (parent.getClip() != null) {
                javafx.geometry.Bounds clip = parent.localToScene(parent.getClip().getBoundsInParent());
                if (cut(drawn, clip)) {
                    return "the edge of " + parent.getClass().getName();
                }
            }
        }
        return null;
    }

    /**
     * Whether {@code area} shows part of {@code drawn} but not all of it. Text wholly outside is hidden, not cut
     * (a collapsed split pane side, a column scrolled away), and a user does not see it as a half word.
     */
    private static boolean cut(javafx.geometry.Bounds drawn, javafx.geometry.Bounds area) {
        boolean overlaps = drawn.getMaxX() > area.getMinX() + 1 && drawn.getMinX() < area.getMaxX() - 1
                && drawn.getMaxY() > area.getMinY() + 1 && drawn.getMinY() < area.getMaxY() - 1;
        boolean inside = drawn.getMinX() >= area.getMinX() - 1 && drawn.getMaxX() <= area.getMaxX() + 1
                && drawn.getMinY() >= area.getMinY() - 1 && drawn.getMaxY() <= area.getMaxY() + 1;
        return overlaps && !inside;
    }

    /** What the skin draws: the {@link Text} it puts directly under the control ({@code LabeledText}). */
    private static String shown(Labeled labeled) {
        for (Node child : labeled.getChildrenUnmodifiable()) {
            if (child instanceof Text text && child.isVisible() && child.getStyleClass().contains("text")) {
                return text.getText();
            }
        }
        return null;
    }

    private static String name(Labeled labeled) {
        if (labeled.getId() != null) {
            return "#" + labeled.getId();
        }
        return labeled.getClass().getSimpleName() + (labeled.getStyleClass().isEmpty() ? ""
                : "." + String.join(".", labeled.getStyleClass()));
    }
}
