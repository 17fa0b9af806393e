package io.etcdexplorer.status;

import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

/** The last problem, in words: what happened and what to do. Never a stack trace. */
public final class ProblemBanner extends HBox {

    public ProblemBanner(StatusViewModel viewModel) {
        setId("problemBanner");
        getStyleClass().add("problem-banner");
        setSpacing(10);
        setAlignment(Pos.CENTER_LEFT);
        setPadding(new Insets(8, 12, 8, 12));

        Label message = new Label();
        message.setId("problemMessage");
        message.getStyleClass().add("problem-message");
        message.setWrapText(true);
        Label hint = new Label();
        hint.setId("problemHint");
        hint.setWrapText(true);
        javafx.beans.value.ChangeListener<Problem> shown = (obs, old, problem) -> {
            message.setText(problem == null ? "" : problem.message());
            hint.setText(problem == null ? "" : problem.hint());
            hint.setVisible(problem != null && !problem.hint().isEmpty());
            hint.setManaged(hint.isVisible());
        };
        viewModel.problemProperty().addListener(shown);
        shown.changed(null, null, viewModel.problemProperty().get()); // a workspace brought forward shows its own
        VBox text = new VBox(2, message, hint);
        HBox.setHgrow(text, Priority.ALWAYS);

        Button close = new Button(null, new FontIcon(Feather.X));
        close.setId("problemDismiss");
        close.getStyleClass().add("flat");
        close.setOnAction(e -> viewModel.dismissProblem());

        getChildren().addAll(new FontIcon(Feather.ALERT_TRIANGLE), text, close);
        visibleProperty().bind(viewModel.hasProblem());
        managedProperty().bind(visibleProperty());
    }
}
