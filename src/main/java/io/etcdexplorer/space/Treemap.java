package io.etcdexplorer.space;

import javafx.geometry.Insets;
import javafx.scene.Cursor;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;
import javafx.util.Duration;

import java.util.List;
import java.util.function.Consumer;

/**
 * The treemap of one box of a breakdown: its parts as boxes whose areas are their bytes ({@link TreemapLayout}),
 * each in a colour of its own, with its own parts drawn inside when there is room. A box says its name, size and key
 * count when they fit, and nothing rather than a cut-off text when they do not; its tooltip says everything.
 * Clicking a box with parts opens it.
 */
public final class Treemap extends Region {

    /** Colours of the boxes side by side (space.css maps them to the theme's chart colours). */
    static final int COLOURS = 8;
    /** Boxes smaller than this are left out: nobody can see nor click them, and their labels never fit. */
    private static final double SMALLEST = 4;
    /** A box shows its parts inside from this size on, below a header with its name. */
    private static final double NEST_WIDTH = 90;
    private static final double NEST_HEIGHT = 70;
    private static final double PAD = 4;

    private SpaceNode shown;
    private SpaceReport.Kind kind = SpaceReport.Kind.SIZE;
    private Consumer<SpaceNode> onOpen = node -> { };
    private boolean dirty = true;
    private double builtWidth = -1;
    private double builtHeight = -1;

    public Treemap() {
        getStyleClass().add("treemap");
        setMinSize(0, 0);
        setPrefSize(480, 320);
    }

    /** Draws the parts of {@code node}, sized and labelled as a {@code reportKind} breakdown counts them. */
    public void show(SpaceNode node, SpaceReport.Kind reportKind) {
        shown = node;
        kind = reportKind;
        dirty = true;
        requestLayout();
    }

    /** What clicking a box with parts does: the view drills into it. */
    public void setOnOpen(Consumer<SpaceNode> action) {
        onOpen = action;
    }

    @Override
    protected void layoutChildren() {
        Insets in = getInsets();
        double width = getWidth() - in.getLeft() - in.getRight();
        double height = getHeight() - in.getTop() - in.getBottom();
        if (!dirty && width == builtWidth && height == builtHeight) {
            return;
        }
        dirty = false;
        builtWidth = width;
        builtHeight = height;
        getChildren().clear();
        if (shown == null) {
            return;
        }
        List<SpaceNode> parts = shown.isLeaf() ? List.of(shown) : shown.children();
        List<TreemapLayout.Tile> tiles = TreemapLayout.layout(sizes(parts), in.getLeft(), in.getTop(), width, height);
        for (TreemapLayout.Tile tile : tiles) {
            SpaceNode part = parts.get(tile.index());
            Pane box = box(part, shown, tile, "treemap-top", "treemap-c" + tile.index() % COLOURS);
            if (box == null) {
                continue;
            }
            getChildren().add(box);
            double header = label(box, part, true);
            if (!part.isLeaf()) {
                box.setCursor(Cursor.HAND);
                box.setOnMouseClicked(event -> onOpen.accept(part));
                if (box.getWidth() >= NEST_WIDTH && box.getHeight() >= NEST_HEIGHT && header > 0) {
                    nest(box, part, header);
                }
            }
        }
    }

    /** The parts of {@code part} inside its box, below its header, in shades of its colour. */
    private void nest(Pane box, SpaceNode part, double header) {
        List<SpaceNode> inner = part.children();
        double x = PAD / 2;
        double y = header;
        double width = box.getWidth() - PAD;
        double height = box.getHeight() - header - PAD / 2;
        for (TreemapLayout.Tile tile : TreemapLayout.layout(sizes(inner), x, y, width, height)) {
            SpaceNode child = inner.get(tile.index());
            Pane innerBox = box(child, part, tile, "treemap-inner", null);
            if (innerBox != null) {
                innerBox.setManaged(false); // placed here: the box around it would size it to its labels
                box.getChildren().add(innerBox);
                label(innerBox, child, false);
            }
        }
    }

    private Pane box(SpaceNode node, SpaceNode whole, TreemapLayout.Tile tile, String style, String colour) {
        double x = snapPositionX(tile.x());
        double y = snapPositionY(tile.y());
        double w = snapPositionX(tile.x() + tile.width()) - x - 1; // a one-pixel gap tells boxes apart
        double h = snapPositionY(tile.y() + tile.height()) - y - 1;
        if (w < SMALLEST || h < SMALLEST) {
            return null;
        }
        Pane box = new Pane();
        box.getStyleClass().addAll("treemap-box", style);
        if (colour != null) {
            box.getStyleClass().add(colour);
        }
        box.setUserData(node);
        box.resizeRelocate(x, y, w, h);
        Tooltip tip = new Tooltip(SpaceTexts.details(node, whole, kind));
        tip.setShowDelay(Duration.millis(300));
        tip.setShowDuration(Duration.seconds(30));
        Tooltip.install(box, tip);
        return box;
    }

    /**
     * Puts the name and, below it, the figures in the box's top left corner, each only when it fits whole.
     *
     * @return the height the labels take (0: none fit)
     */
    private double label(Pane box, SpaceNode node, boolean top) {
        Label name = new Label(node.name());
        name.getStyleClass().add(top ? "treemap-name" : "treemap-inner-name");
        Label figures = new Label(SpaceTexts.figures(node, kind));
        figures.getStyleClass().add("treemap-figures");
        box.getChildren().addAll(name, figures);
        double used = place(box, name, PAD / 2);
        if (used == 0) {
            box.getChildren().removeAll(name, figures);
            return 0;
        }
        double second = place(box, figures, PAD / 2 + used);
        if (second == 0) {
            box.getChildren().remove(figures);
        }
        return PAD / 2 + used + second + PAD / 2;
    }

    /** Places {@code label} at {@code y} when it fits whole in the box; its height, or 0 when it does not fit. */
    private static double place(Pane box, Label label, double y) {
        label.applyCss();
        double width = label.prefWidth(-1);
        double height = label.prefHeight(width);
        if (width > box.getWidth() - 2 * PAD || y + height > box.getHeight() - PAD / 2) {
            return 0;
        }
        label.setMinWidth(Region.USE_PREF_SIZE);
        label.relocate(PAD, y);
        label.setMouseTransparent(true);
        return height;
    }

    private static long[] sizes(List<SpaceNode> nodes) {
        return nodes.stream().mapToLong(SpaceNode::bytes).toArray();
    }
}
