package io.etcdexplorer.testsupport;

import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Cell;
import javafx.scene.control.Control;
import javafx.scene.control.Labeled;
import javafx.scene.control.OverrunStyle;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.control.skin.TableHeaderRow;
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
 * Text cut without an ellipsis counts too: by a clipping parent narrower than it, or by the window's edge; and so
 * does any other control (a field, a combo box, a table) that runs past them, as when a pane's minimum width is
 * larger than the window gives it. What a scroll pane, a table or a list scrolls away does not count: the user
 * scrolls to it.
 * <p>
 * A toolbar that shows its overflow button ("»") counts too: its last items are out of sight.
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
        if (!node.isVisible() || node instanceof Cell<?> && inFlow(node)) {
            return;
        }
        if (node.getStyleClass().contains("tool-bar-overflow-button")) {
            // A toolbar short of width moves its last items into a menu behind "»": out of sight, two clicks away.
            found.add(name(node.getParent()) + ": items pushed into its overflow menu");
            return;
        }
        if (node instanceof Labeled labeled && isClipped(labeled)) {
            found.add(name(labeled) + ": '" + shown(labeled) + "' of '" + labeled.getText() + "'");
        } else if (node instanceof Labeled labeled && hasText(labeled) && outside(labeled) != null) {
            found.add(name(labeled) + ": '" + labeled.getText() + "' runs past " + outside(labeled));
        } else if (node instanceof Labeled labeled && !hasText(labeled) && iconCut(labeled) != null) {
            found.add(name(labeled) + " (an icon button) " + iconCut(labeled));
            return;
        } else if (node instanceof TextField field && promptCut(field) != null) {
            found.add(name(field) + ": prompt '" + field.getPromptText() + "' runs past " + promptCut(field));
            return;
        } else if (node instanceof Control control && !(node instanceof Labeled) && !(node instanceof ScrollBar)) {
            // A field, a combo box, a table or a code area cut off shows no text to compare, but the user still
            // sees half a control (the pane's minimum width is larger than the window gives it).
            String cut = cutBy(control, control.localToScene(control.getLayoutBounds()));
            if (cut != null) {
                found.add(name(control) + " runs past " + cut);
                return; // its own parts are cut with it: one line says it
            }
        }
        if (node instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                visit(child, found);
            }
        }
    }

    /**
     * What cuts an empty field's prompt ("From rev (no"): the prompt says what to type, so it must be whole. The
     * field's own text is left out: a field scrolls what the user typed.
     */
    private static String promptCut(TextField field) {
        if (field.getText() != null && !field.getText().isEmpty() || field.getPromptText() == null
                || field.getPromptText().isBlank()) {
            return null;
        }
        return field.lookupAll("Text").stream()
                .filter(n -> n instanceof Text t && t.isVisible() && field.getPromptText().equals(t.getText()))
                .map(t -> cutBy(t, t.localToScene(t.getBoundsInLocal()))).filter(java.util.Objects::nonNull)
                .findFirst().orElse(null);
    }

    /**
     * Whether {@code node} is a row of a list, table or tree: those hold data (keys, values), which a column
     * shortens on purpose and shows whole in its tooltip or the value pane. A combo box's button cell is not one:
     * it shows the current choice, which must be readable.
     */
    private static boolean inFlow(Node node) {
        for (Parent parent = node.getParent(); parent != null; parent = parent.getParent()) {
            if (isFlow(parent)) {
                return true;
            }
        }
        return false;
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

    /**
     * What hides an icon-only button, which has no text to compare: squeezed narrower than its icon, drawn under the
     * control before it in a row (a header's title longer in another language), or cut by a clip or the window's
     * edge. Null when the whole button shows.
     */
    private static String iconCut(Labeled button) {
        Node icon = button.getGraphic();
        if (icon == null || !icon.isVisible()) {
            return null;
        }
        if (button.getWidth() + 1 < icon.prefWidth(-1)) {
            return "is squeezed to " + (int) button.getWidth() + " px, narrower than its icon";
        }
        if (button.getParent() instanceof javafx.scene.layout.HBox row) {
            Node before = null;
            for (Node sibling : row.getChildren()) {
                if (sibling == button) {
                    break;
                }
                if (sibling.isVisible() && sibling.isManaged()) {
                    before = sibling;
                }
            }
            if (before != null && before.getBoundsInParent().getMaxX() > button.getBoundsInParent().getMinX() + 1) {
                return "lies under " + name(before);
            }
        }
        // Unlike text, a button wholly outside counts: a header's last button pushed out of its pane is just gone.
        Bounds drawn = button.localToScene(button.getLayoutBounds());
        for (Parent parent = button.getParent(); parent != null; parent = parent.getParent()) {
            if (parent.getClip() == null || within(drawn, parent.localToScene(parent.getClip().getBoundsInParent()))) {
                continue;
            }
            if (scrolls(parent)) {
                return null; // scrolled away: the user scrolls to it
            }
            return "is pushed past the edge of " + parent.getClass().getName();
        }
        Scene scene = button.getScene();
        return within(drawn, new BoundingBox(0, 0, scene.getWidth(), scene.getHeight())) ? null
                : "is pushed past the window's edge";
    }

    private static boolean within(Bounds drawn, Bounds area) {
        return drawn.getMinX() >= area.getMinX() - 1 && drawn.getMaxX() <= area.getMaxX() + 1
                && drawn.getMinY() >= area.getMinY() - 1 && drawn.getMaxY() <= area.getMaxY() + 1;
    }

    private static boolean hasText(Labeled labeled) {
        return labeled.getText() != null && !labeled.getText().isBlank() && shown(labeled) != null;
    }

    /**
     * What cuts the label's drawn text off without an ellipsis: a clipping parent (a split pane's side, a tab's
     * content) narrower than the text, or the window's edge. Scrolling content (a scroll pane's viewport, the rows
     * and the header row of a table, the editor's flow of lines) hides what is scrolled away on purpose, and the user
     * scrolls to it: there only the part inside the viewport counts, and it must still fit in the window (a table
     * that runs past the window's edge is not scrolled to by its scroll bar). Null when nothing cuts the text.
     */
    private static String outside(Labeled labeled) {
        Node text = labeled.getChildrenUnmodifiable().stream().filter(c -> c instanceof Text && c.isVisible())
                .findFirst().orElse(null);
        return text == null ? null : cutBy(labeled, text.localToScene(text.getBoundsInLocal()));
    }

    /** What cuts {@code drawn} (scene coordinates), walking up from {@code node}; null when nothing does. */
    private static String cutBy(Node node, Bounds drawn) {
        Bounds shown = drawn;
        for (Parent parent = node.getParent(); parent != null; parent = parent.getParent()) {
            if (parent.getClip() == null) {
                continue;
            }
            Bounds clip = parent.localToScene(parent.getClip().getBoundsInParent());
            if (scrolls(parent)) {
                shown = intersection(shown, clip);
                if (shown == null) {
                    return null; // scrolled away, not cut
                }
            } else if (cut(shown, clip)) {
                return "the edge of " + parent.getClass().getName();
            }
        }
        Scene scene = node.getScene();
        return cut(shown, new BoundingBox(0, 0, scene.getWidth(), scene.getHeight())) ? "the window's edge" : null;
    }

    /**
     * Whether {@code clipping} is the viewport of scrolling content: a scroll pane's (its skin's clipped node, right
     * under the scroll pane), a virtual flow's (JavaFX's and Flowless's, under tables, lists, trees and code areas),
     * a table's header row, which scrolls sideways with the rows, or a tab pane's row of tabs, which scrolls to the
     * selected tab and lists them all in its overflow menu.
     */
    private static boolean scrolls(Parent clipping) {
        Parent owner = clipping.getParent();
        return clipping instanceof ScrollPane || owner instanceof ScrollPane || clipping instanceof TableHeaderRow
                || isFlow(clipping) || isFlow(owner) || clipping.getClass().getName().contains("TabHeaderArea");
    }

    private static boolean isFlow(Node node) {
        return node != null && node.getClass().getSimpleName().equals("VirtualFlow");
    }

    private static Bounds intersection(Bounds a, Bounds b) {
        double minX = Math.max(a.getMinX(), b.getMinX());
        double minY = Math.max(a.getMinY(), b.getMinY());
        double maxX = Math.min(a.getMaxX(), b.getMaxX());
        double maxY = Math.min(a.getMaxY(), b.getMaxY());
        return maxX - minX <= 1 || maxY - minY <= 1 ? null : new BoundingBox(minX, minY, maxX - minX, maxY - minY);
    }

    /**
     * Whether {@code area} shows part of {@code drawn} but not all of it. Text wholly outside is hidden, not cut
     * (a collapsed split pane side, a column scrolled away), and a user does not see it as a half word.
     */
    private static boolean cut(Bounds drawn, Bounds area) {
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

    private static String name(Node node) {
        if (node.getId() != null) {
            return "#" + node.getId();
        }
        return node.getClass().getSimpleName() + (node.getStyleClass().isEmpty() ? ""
                : "." + String.join(".", node.getStyleClass()));
    }
}
