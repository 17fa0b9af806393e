package io.etcdexplorer.profiles.editor;

import io.etcdexplorer.i18n.Messages;
import javafx.geometry.Insets;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextArea;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Screen;
import javafx.stage.Window;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.Locale;

/**
 * The certificate inspector's window: how the profile's files relate at the top, one wrapped line each with its
 * mark and fix, so nothing is cut off (a long list scrolls); the inspected file's details below.
 */
final class InspectionDialog {

    private static final Messages TEXT = Messages.of(InspectionDialog.class);

    private static final double WIDTH = 720;
    /** The summary takes at most this share of the screen's height, so the details stay in view. */
    private static final double SUMMARY_SHARE = 0.45;

    private InspectionDialog() {
    }

    static void show(Window owner, Inspection inspection) {
        VBox summary = new VBox(8);
        summary.setId("inspectionSummary");
        summary.setPadding(new Insets(0, 8, 0, 0)); // room for the scroll bar when there is one
        inspection.summary().forEach(line -> summary.getChildren().add(row(line)));
        if (inspection.summary().isEmpty()) {
            summary.getChildren().add(wrapped(TEXT.get("inspect.nothing"), "inspection-line"));
        }
        ScrollPane scroll = new ScrollPane(summary);
        scroll.setFitToWidth(true);
        scroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        scroll.getStyleClass().add("edge-to-edge");

        Label title = wrapped(TEXT.format("inspect.details", inspection.file()), "text-muted");
        TextArea details = new TextArea(inspection.details());
        details.setId("inspectionReport");
        details.setEditable(false);
        details.getStyleClass().add("value-text");
        details.setWrapText(true); // long paths and fingerprints wrap instead of hiding behind a scroll bar
        details.setPrefRowCount(10);
        VBox.setVgrow(details, Priority.ALWAYS);

        VBox content = new VBox(10, scroll, title, details);
        content.setPrefWidth(WIDTH);
        Dialog<Void> dialog = new Dialog<>();
        dialog.initOwner(owner);
        dialog.setTitle(TEXT.get("inspect.title"));
        dialog.setResizable(true);
        dialog.getDialogPane().setContent(content);
        dialog.getDialogPane().getButtonTypes().add(ButtonType.CLOSE);
        // Wrapped lines are as tall as the width makes them: measure with the theme's fonts before showing.
        dialog.getDialogPane().applyCss();
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        scroll.setPrefViewportHeight(Math.min(summary.prefHeight(WIDTH - 2), screen.getHeight() * SUMMARY_SHARE));
        dialog.show();
    }

    private static Node row(Inspection.Line line) {
        Label mark = new Label(null, new FontIcon(switch (line.mark()) {
            case PASSED -> Feather.CHECK_CIRCLE;
            case FAILED -> Feather.X_CIRCLE;
            case WARNING -> Feather.ALERT_TRIANGLE;
            case SKIPPED -> Feather.MINUS_CIRCLE;
        }));
        mark.getStyleClass().add(switch (line.mark()) {
            case PASSED -> "success";
            case FAILED -> "danger";
            case WARNING -> "warning";
            case SKIPPED -> "text-muted";
        });
        mark.setMinWidth(Region.USE_PREF_SIZE);
        mark.setAccessibleText(TEXT.get("inspect.mark." + line.mark().name().toLowerCase(Locale.ROOT)));
        VBox text = new VBox(2, wrapped(line.text(), "inspection-line"));
        if (line.fix() != null) {
            Label fix = wrapped(TEXT.format("inspect.fix", line.fix()), "inspection-fix");
            fix.getStyleClass().add("text-muted");
            text.getChildren().add(fix);
        }
        HBox.setHgrow(text, Priority.ALWAYS);
        HBox row = new HBox(8, mark, text);
        row.getStyleClass().addAll("inspection-row", "inspection-" + line.mark().name().toLowerCase(Locale.ROOT));
        return row;
    }

    private static Label wrapped(String text, String styleClass) {
        Label label = new Label(text);
        label.getStyleClass().add(styleClass);
        label.setWrapText(true);
        label.setMinHeight(Region.USE_PREF_SIZE);
        label.setMaxWidth(Double.MAX_VALUE);
        return label;
    }
}
