package io.etcdexplorer.viewer;

import io.etcdexplorer.i18n.Messages;
import javafx.collections.ListChangeListener;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

/** The values of a Secret, each behind its own Reveal button; shown below the value text for Secrets only. */
final class SecretEntriesView extends VBox {

    private static final Messages TEXT = Messages.of(SecretEntriesView.class);

    SecretEntriesView(ValueViewModel viewModel) {
        setId("secretEntries");
        getStyleClass().add("secret-entries");
        setSpacing(4);
        Label title = new Label(TEXT.get("secretsHidden"));
        title.getStyleClass().add("text-muted");
        title.setWrapText(true);
        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(4);
        getChildren().addAll(title, grid);
        visibleProperty().bind(javafx.beans.binding.Bindings.isNotEmpty(viewModel.secretEntries()));
        managedProperty().bind(visibleProperty());
        viewModel.secretEntries().addListener((ListChangeListener<SecretEntryRow>) change -> fill(grid, viewModel));
        fill(grid, viewModel);
    }

    private static void fill(GridPane grid, ValueViewModel viewModel) {
        grid.getChildren().clear();
        int line = 0;
        for (SecretEntryRow row : viewModel.secretEntries()) {
            Label name = new Label(row.field().equals("data") ? row.name() : TEXT.format("stringData", row.name()));
            name.getStyleClass().add("secret-name");
            TextField shown = new TextField();
            shown.setId("secretValue-" + row.name());
            shown.setEditable(false);
            shown.textProperty().bind(row.shownProperty());
            GridPane.setHgrow(shown, Priority.ALWAYS);
            ToggleButton reveal = new ToggleButton(TEXT.get("reveal"), new FontIcon(Feather.EYE));
            reveal.setId("revealSecret-" + row.name());
            reveal.setTooltip(new Tooltip(TEXT.get("revealTip")));
            reveal.setSelected(row.isRevealed());
            reveal.selectedProperty().addListener((obs, was, now) -> {
                reveal.setText(TEXT.get(now ? "hide" : "reveal"));
                reveal.setGraphic(new FontIcon(now ? Feather.EYE_OFF : Feather.EYE));
                viewModel.reveal(row, now);
            });
            grid.addRow(line++, name, shown, reveal);
            GridPane.setHalignment(name, javafx.geometry.HPos.LEFT);
        }
        grid.setAlignment(Pos.CENTER_LEFT);
    }
}
