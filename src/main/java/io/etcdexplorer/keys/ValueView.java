package io.etcdexplorer.keys;

import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/** Shows the selected key's value as text, pretty JSON or a hex dump. */
public final class ValueView extends VBox {

    public ValueView(ValueViewModel viewModel) {
        setId("valuePane");
        getStyleClass().add("value-pane");
        setSpacing(6);
        setPadding(new Insets(8));

        TextField key = new TextField();
        key.setId("valueKey");
        key.setEditable(false);
        key.getStyleClass().add("value-key");
        key.textProperty().bind(viewModel.keyProperty());
        key.setPromptText("Select a key to see its value");
        HBox.setHgrow(key, Priority.ALWAYS);

        HBox modes = new HBox();
        modes.getStyleClass().add("segmented");
        ToggleGroup group = new ToggleGroup();
        for (ValueMode mode : ValueMode.values()) {
            ToggleButton button = new ToggleButton(mode.label());
            button.setId("valueMode" + mode.label());
            button.setUserData(mode);
            button.setToggleGroup(group);
            button.disableProperty().bind(viewModel.valueProperty().isNull());
            modes.getChildren().add(button);
        }
        selectToggle(group, viewModel.modeProperty().get());
        viewModel.modeProperty().addListener((obs, old, mode) -> selectToggle(group, mode));
        group.selectedToggleProperty().addListener((obs, old, toggle) -> {
            if (toggle == null) {
                selectToggle(group, viewModel.modeProperty().get()); // a mode is always chosen
            } else {
                viewModel.modeProperty().set((ValueMode) toggle.getUserData());
            }
        });

        ProgressIndicator spinner = new ProgressIndicator();
        spinner.setPrefSize(18, 18);
        spinner.visibleProperty().bind(viewModel.loadingProperty());
        spinner.managedProperty().bind(spinner.visibleProperty());
        HBox top = new HBox(8, key, spinner, modes);
        top.setAlignment(Pos.CENTER_LEFT);

        Label details = new Label();
        details.setId("valueDetails");
        details.getStyleClass().add("text-muted");
        details.textProperty().bind(viewModel.detailsProperty());

        Label notice = new Label();
        notice.setId("valueNotice");
        notice.getStyleClass().add("value-notice");
        notice.setWrapText(true);
        notice.textProperty().bind(viewModel.noticeProperty());
        notice.visibleProperty().bind(Bindings.isNotEmpty(viewModel.noticeProperty()));
        notice.managedProperty().bind(notice.visibleProperty());

        TextArea text = new TextArea();
        text.setId("valueView");
        text.setEditable(false);
        text.getStyleClass().add("value-text");
        text.textProperty().bind(viewModel.textProperty());
        // Prose reads best wrapped; JSON and hex dumps rely on their line structure.
        text.wrapTextProperty().bind(viewModel.modeProperty().isEqualTo(ValueMode.TEXT));
        Label empty = new Label("No key selected");
        empty.getStyleClass().add("text-muted");
        empty.visibleProperty().bind(viewModel.valueProperty().isNull().and(viewModel.loadingProperty().not())
                .and(Bindings.isEmpty(viewModel.noticeProperty())));
        StackPane body = new StackPane(text, empty);
        VBox.setVgrow(body, Priority.ALWAYS);

        getChildren().addAll(top, details, notice, body);
    }

    private static void selectToggle(ToggleGroup group, ValueMode mode) {
        group.getToggles().stream().filter(t -> t.getUserData() == mode).findFirst().ifPresent(group::selectToggle);
    }
}
