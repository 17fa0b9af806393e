package io.etcdexplorer.profiles;

import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

/** The connection list on the left: pick one and connect, add or remove saved ones. */
public final class ConnectionsView extends VBox {

    public ConnectionsView(ConnectionsViewModel viewModel) {
        setId("connectionsPane");
        getStyleClass().add("connections-pane");
        setSpacing(8);
        setPadding(new Insets(10));

        Label title = new Label("Connections");
        title.getStyleClass().add("title-4");

        ListView<ConnectionEntry> list = new ListView<>(viewModel.entries());
        list.setId("connectionList");
        list.setCellFactory(v -> new EntryCell(viewModel));
        list.setFixedCellSize(52); // two lines per entry; also keeps empty rows from stretching
        list.getSelectionModel().selectedItemProperty().addListener((obs, old, entry) ->
                viewModel.selectedProperty().set(entry));
        viewModel.selectedProperty().addListener((obs, old, entry) -> list.getSelectionModel().select(entry));
        viewModel.connectedProperty().addListener((obs, old, entry) -> list.refresh());
        list.setOnMouseClicked(event -> {
            if (event.getButton() == MouseButton.PRIMARY && event.getClickCount() == 2) {
                viewModel.connectSelected();
            }
        });
        VBox.setVgrow(list, Priority.ALWAYS);

        Button connect = new Button("Connect", new FontIcon(Feather.LINK));
        connect.setId("connectButton");
        connect.setDefaultButton(false);
        connect.getStyleClass().add("accent");
        connect.disableProperty().bind(viewModel.canConnectBinding().not());
        connect.setOnAction(e -> viewModel.connectSelected());
        connect.setMaxWidth(Double.MAX_VALUE);
        connect.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        HBox.setHgrow(connect, Priority.ALWAYS);

        Button add = new Button(null, new FontIcon(Feather.PLUS));
        add.setId("addConnectionButton");
        add.setTooltip(new Tooltip("Add a connection"));
        add.setOnAction(e -> new AddConnectionDialog(viewModel).showAndWait());

        Button remove = new Button(null, new FontIcon(Feather.TRASH_2));
        remove.setId("removeConnectionButton");
        remove.setTooltip(new Tooltip("Remove the selected connection"));
        remove.disableProperty().bind(viewModel.canRemoveBinding().not());
        remove.setOnAction(e -> viewModel.removeSelected());

        HBox buttons = new HBox(6, connect, add, remove);
        getChildren().addAll(title, list, buttons);
    }

    private static final class EntryCell extends ListCell<ConnectionEntry> {
        private final ConnectionsViewModel viewModel;

        EntryCell(ConnectionsViewModel viewModel) {
            this.viewModel = viewModel;
            setPrefWidth(0); // fit the list's width: long endpoints are cut with an ellipsis, not scrolled
        }

        @Override
        protected void updateItem(ConnectionEntry entry, boolean empty) {
            super.updateItem(entry, empty);
            setText(null);
            setContextMenu(null);
            if (empty || entry == null) {
                setGraphic(null);
                return;
            }
            Label name = new Label(entry.name());
            name.getStyleClass().add("connection-name");
            Label description = new Label(entry.description());
            description.getStyleClass().addAll("text-muted", "text-small");
            Feather icon = entry.kind() == ConnectionEntry.Kind.PLAYGROUND ? Feather.BOX : Feather.DATABASE;
            FontIcon graphic = new FontIcon(icon);
            if (entry.equals(viewModel.connectedProperty().get())) {
                graphic = new FontIcon(Feather.CHECK_CIRCLE);
                graphic.getStyleClass().add("connected-icon");
                description.setText("Connected · " + entry.description());
            }
            HBox row = new HBox(8, graphic, new VBox(2, name, description));
            setGraphic(row);
            if (entry.kind() == ConnectionEntry.Kind.PLAYGROUND) {
                MenuItem reset = new MenuItem("Reset playground data…");
                reset.setId("resetPlaygroundItem");
                reset.setOnAction(e -> PlaygroundDialogs.confirmReset(getScene().getWindow(), viewModel));
                setContextMenu(new ContextMenu(reset));
            }
        }
    }
}
