package io.etcdexplorer.fx;

import javafx.beans.binding.Bindings;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.Node;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.Labeled;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.text.Text;

import java.util.ArrayList;
import java.util.List;

/**
 * A toolbar row whose buttons keep their whole label while it fits and show only their icon when it does not, from
 * the last button back, naming themselves in their tooltip then. A label is never shortened to "Sa…": it is whole
 * or gone, and the icon with its tooltip still says what the button does. The other children keep their preferred
 * width first (a summary line), except those set to grow, which give way down to their minimum (a prefix field):
 * so a field shrinks before a button loses its label, and a button loses its label before a summary wraps.
 * <p>
 * Nothing here is tuned to English: the decision measures the labels as drawn, so a longer translation compacts
 * sooner. The bar's minimum width is that of every icon alone, so a pane holding it can still become narrow.
 */
public final class CompactBar extends HBox {

    /**
     * A labelled child with an icon, whether it shows only that icon now, and its width with the label as last
     * measured, with the text it had then: compacted, the estimate of that width could differ by a pixel from the
     * real one and make the bar flip back and forth.
     */
    private static final class Part {
        private final Labeled labeled;
        private final BooleanProperty compact = new SimpleBooleanProperty();
        private String measuredText;
        private double measuredWidth;

        Part(Labeled labeled) {
            this.labeled = labeled;
        }

        Labeled labeled() {
            return labeled;
        }

        BooleanProperty compact() {
            return compact;
        }
    }

    private final List<Part> parts = new ArrayList<>();

    public CompactBar(double spacing, Node... children) {
        super(spacing, children);
        for (Node child : children) {
            if (child instanceof Labeled labeled && labeled.getGraphic() != null) {
                Part part = new Part(labeled);
                labeled.setMinWidth(Region.USE_PREF_SIZE); // whole or icon only, never "Sa…"
                labeled.contentDisplayProperty().bind(Bindings.when(part.compact())
                        .then(ContentDisplay.GRAPHIC_ONLY).otherwise(ContentDisplay.LEFT));
                nameInTooltip(part);
                parts.add(part);
            }
        }
    }

    /** Compacted, the tooltip starts with the label the button no longer shows. */
    private static void nameInTooltip(Part part) {
        nameInTooltip(part.labeled(), part.compact());
    }

    /**
     * While {@code compact} (it shows its icon alone), {@code labeled}'s tooltip starts with the label it no longer
     * shows: "Refresh: Read the keys again", or just "Refresh" when it had no tooltip. Also for other bars that
     * compact their buttons (the workspace's toolbar).
     */
    public static void nameInTooltip(Labeled labeled, javafx.beans.value.ObservableBooleanValue compact) {
        Tooltip own = labeled.getTooltip();
        String tip = own == null ? "" : own.getText();
        Tooltip tooltip = own == null ? new Tooltip() : own;
        tooltip.textProperty().bind(Bindings.createStringBinding(() -> !compact.get() ? tip
                : tip.isEmpty() ? labeled.getText() : labeled.getText() + ": " + tip,
                compact, labeled.textProperty()));
        labeled.tooltipProperty().bind(Bindings.createObjectBinding(
                () -> tooltip.getText().isEmpty() ? null : tooltip, tooltip.textProperty()));
    }

    @Override
    protected double computeMinWidth(double height) {
        double width = snappedLeftInset() + snappedRightInset() + gaps();
        for (Node child : getManagedChildren()) {
            Part part = part(child);
            width += part == null ? child.minWidth(-1) : iconWidth(part);
        }
        return width;
    }

    @Override
    protected void layoutChildren() {
        double room = getWidth() - snappedLeftInset() - snappedRightInset() - gaps();
        double needed = 0;
        for (Node child : getManagedChildren()) {
            Part part = part(child);
            needed += part != null ? fullWidth(part)
                    : getHgrow(child) == Priority.ALWAYS ? child.minWidth(-1) : child.prefWidth(-1);
        }
        // From the last button back: the first ones (Save, Watch) are the ones people look for.
        for (int i = parts.size() - 1; i >= 0; i--) {
            Part part = parts.get(i);
            boolean compact = needed > room && part.labeled().isManaged();
            if (compact) {
                needed -= fullWidth(part) - iconWidth(part);
            }
            part.compact().set(compact);
        }
        super.layoutChildren();
    }

    private double gaps() {
        return Math.max(0, getManagedChildren().size() - 1) * snapSpaceX(getSpacing());
    }

    private Part part(Node child) {
        return parts.stream().filter(p -> p.labeled() == child).findFirst().orElse(null);
    }

    /** The width with its label: measured as shown, or as the icon plus the label's text when compacted. */
    private static double fullWidth(Part part) {
        Labeled labeled = part.labeled();
        if (!part.compact().get()) {
            part.measuredText = labeled.getText();
            part.measuredWidth = labeled.prefWidth(-1);
            return part.measuredWidth;
        }
        double estimate = labeled.prefWidth(-1) + labeled.getGraphicTextGap() + textWidth(labeled);
        return java.util.Objects.equals(part.measuredText, labeled.getText())
                ? Math.max(estimate, part.measuredWidth) : estimate;
    }

    private static double iconWidth(Part part) {
        Labeled labeled = part.labeled();
        if (part.compact().get()) {
            return labeled.prefWidth(-1);
        }
        return labeled.prefWidth(-1) - labeled.getGraphicTextGap() - textWidth(labeled);
    }

    private static double textWidth(Labeled labeled) {
        Text text = new Text(labeled.getText() == null ? "" : labeled.getText());
        text.setFont(labeled.getFont());
        return Math.ceil(text.getLayoutBounds().getWidth());
    }
}
