package io.etcdexplorer.fx;

import javafx.beans.binding.Bindings;
import javafx.scene.control.Control;
import javafx.scene.control.Labeled;
import javafx.scene.control.TextField;
import javafx.scene.layout.Region;
import javafx.scene.text.Text;

/**
 * Keeps the texts a user must read whole: none of these is tuned to a width in pixels, so a longer translation
 * takes the room it needs.
 */
public final class Texts {

    private Texts() {
    }

    /**
     * A message, hint or summary that wraps onto more lines when narrow. Its height never shrinks below what its
     * wrapped lines need at the width it has: a pane short of height would otherwise cut it back to one line ending
     * in "…". (Not {@code USE_PREF_SIZE}: asked without a width, a wrapped label answers the height of one word a
     * line, and the panes above it would claim that much.)
     */
    public static <T extends Labeled> T wrapping(T label) {
        label.setWrapText(true);
        label.minHeightProperty().bind(Bindings.createDoubleBinding(() -> label.getWidth() <= 0
                ? Region.USE_COMPUTED_SIZE : Math.ceil(label.prefHeight(label.getWidth())),
                label.widthProperty(), label.textProperty(), label.fontProperty(), label.graphicProperty()));
        return label;
    }

    /** A caption, check box or button that keeps its whole text: what is beside it gives way. */
    public static <T extends Control> T whole(T control) {
        control.setMinWidth(Region.USE_PREF_SIZE);
        return control;
    }

    /**
     * A field at least as wide as its prompt while it is empty, so "From rev (now)" never reads "From rev (no": the
     * prompt says what to type.
     */
    public static TextField wholePrompt(TextField field) {
        field.minWidthProperty().bind(Bindings.createDoubleBinding(() -> {
            if (field.getPromptText() == null || field.getPromptText().isEmpty()) {
                return Region.USE_COMPUTED_SIZE;
            }
            Text prompt = new Text(field.getPromptText());
            prompt.setFont(field.getFont());
            // +2: the caret's room at the end, which the field keeps free of text
            return Math.ceil(prompt.getLayoutBounds().getWidth()) + field.getInsets().getLeft()
                    + field.getInsets().getRight() + 2;
        }, field.promptTextProperty(), field.fontProperty(), field.insetsProperty()));
        return field;
    }
}
