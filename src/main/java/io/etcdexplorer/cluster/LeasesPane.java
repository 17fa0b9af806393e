package io.etcdexplorer.cluster;

import io.etcdexplorer.i18n.Messages;
import atlantafx.base.theme.Styles;
import javafx.beans.binding.Bindings;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.feather.Feather;

import static io.etcdexplorer.cluster.ClusterControls.column;
import static io.etcdexplorer.cluster.ClusterControls.number;

/** The Leases section: leases with their TTL counting down, the selected one's keys, revoke and keep-alive. */
final class LeasesPane extends VBox {

    private static final Messages TEXT = Messages.of(LeasesPane.class);

    LeasesPane(ClusterViewModel cluster) {
        super(6);
        LeasesModel viewModel = cluster.leases();
        TableView<LeaseItem> table = new TableView<>(viewModel.leases());
        io.etcdexplorer.fx.TableColumns.fitHeaders(table);
        table.setId("clusterLeases");
        table.getStyleClass().add(Styles.DENSE);
        table.setPlaceholder(new Label(TEXT.get("leases.none")));
        table.getColumns().add(column(TEXT.get("leases.colId"), 150, LeaseItem::idText));
        TableColumn<LeaseItem, String> ttl = new TableColumn<>(TEXT.get("leases.colTtlLeft"));
        ttl.setPrefWidth(80);
        ttl.getStyleClass().add("number-cell");
        ttl.setCellValueFactory(cell -> Bindings.createStringBinding(() -> cell.getValue().remainingProperty().get()
                + " s", cell.getValue().remainingProperty()));
        table.getColumns().add(ttl);
        table.getColumns().add(number(TEXT.get("leases.colGranted"), 80, l -> l.grantedTtl() + " s"));
        table.getColumns().add(number(TEXT.get("leases.colKeys"), 60, l -> Integer.toString(l.keys().size())));
        table.getSelectionModel().selectedItemProperty().addListener((obs, old, now) ->
                viewModel.selectedProperty().set(now));
        viewModel.selectedProperty().addListener((obs, old, now) -> {
            if (table.getSelectionModel().getSelectedItem() != now) {
                table.getSelectionModel().select(now);
            }
        });
        if (viewModel.selectedProperty().get() != null) { // made when its tab is first selected
            table.getSelectionModel().select(viewModel.selectedProperty().get());
        }

        TextArea keys = new TextArea();
        keys.setId("clusterLeaseKeys");
        keys.setEditable(false);
        keys.getStyleClass().add("cluster-keys");
        keys.setPromptText(TEXT.get("leases.keysPrompt"));
        keys.textProperty().bind(Bindings.createStringBinding(() -> viewModel.selectedProperty().get() == null ? ""
                : viewModel.selectedProperty().get().keysText(), viewModel.selectedProperty()));
        SplitPane split = new SplitPane(table, keys);
        split.setDividerPositions(0.55);
        VBox.setVgrow(split, Priority.ALWAYS);

        var revoke = ClusterControls.button(TEXT.get("leases.revoke"), Feather.TRASH_2, "clusterLeaseRevoke");
        revoke.setOnAction(e -> viewModel.revoke());
        var keepAlive = ClusterControls.button(TEXT.get("leases.keepAlive"), Feather.HEART, "clusterLeaseKeepAlive");
        keepAlive.setOnAction(e -> viewModel.keepAlive());
        Label summary = new Label();
        summary.setId("clusterLeasesSummary");
        summary.setWrapText(true);
        summary.textProperty().bind(viewModel.summaryProperty());
        HBox actions = new HBox(8, summary,
                ClusterControls.button(revoke, viewModel.canChangeSelectedBinding(),
                        TEXT.get("leases.revokeTip"), cluster.changeBlockedProperty()),
                ClusterControls.button(keepAlive, viewModel.canChangeSelectedBinding(),
                        TEXT.get("leases.keepAliveTip"),
                        cluster.changeBlockedProperty()),
                ClusterControls.message(viewModel.messageProperty(), viewModel.failedProperty(),
                        "clusterLeasesMessage"));
        actions.setAlignment(Pos.CENTER_LEFT);
        getChildren().addAll(split, actions);
    }
}
