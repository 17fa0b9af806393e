package io.etcdexplorer.profiles;

import javafx.application.Platform;
import javafx.event.ActionEvent;
import javafx.geometry.Insets;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;

import java.util.Optional;

/** Asks for a name and endpoints; keeps the dialog open with the reason when they cannot be used. */
final class AddConnectionDialog extends Dialog<Void> {

    AddConnectionDialog(ConnectionsViewModel viewModel) {
        setTitle("Add connection");
        setHeaderText("Connect to an etcd cluster by its client endpoints");
        TextField name = new TextField();
        name.setId("profileName");
        name.setPromptText("e.g. staging");
        TextField endpoints = new TextField();
        endpoints.setId("profileEndpoints");
        endpoints.setPromptText("http://127.0.0.1:2379, http://10.0.0.2:2379");
        endpoints.setPrefColumnCount(30);
        Label error = new Label();
        error.getStyleClass().add("danger");
        error.setWrapText(true);

        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(8);
        grid.setPadding(new Insets(10));
        grid.addRow(0, new Label("Name"), name);
        grid.addRow(1, new Label("Endpoints"), endpoints);
        grid.add(new Label("Several endpoints separated by commas; etcd fails over between them."), 1, 2);
        grid.add(error, 1, 3);
        getDialogPane().setContent(grid);
        getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        getDialogPane().lookupButton(ButtonType.OK).addEventFilter(ActionEvent.ACTION, event -> {
            Optional<String> problem = viewModel.addProfile(name.getText(), endpoints.getText());
            problem.ifPresent(message -> {
                error.setText(message);
                event.consume();
            });
        });
        Platform.runLater(name::requestFocus);
    }
}
