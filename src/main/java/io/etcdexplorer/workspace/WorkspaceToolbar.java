package io.etcdexplorer.workspace;

import io.etcdexplorer.events.LiveTreeControls;
import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.transfer.TransferActions;
import javafx.beans.binding.Bindings;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextField;
import javafx.scene.control.ToolBar;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * A workspace's toolbar: its name and badges, key count, live state (not for a snapshot, which never changes), Go to
 * key, refresh, transfer, disconnect.
 */
final class WorkspaceToolbar extends ToolBar {

    private static final Messages TEXT = Messages.of(WorkspaceToolbar.class);

    WorkspaceToolbar(Workspace workspace, TransferActions transfers, Runnable close) {
        Button refresh = new Button(TEXT.get("refresh"), new FontIcon(Feather.REFRESH_CW));
        refresh.setId("refreshButton");
        refresh.setTooltip(new Tooltip(TEXT.get("refreshTip")));
        refresh.disableProperty().bind(workspace.keys().loadingProperty());
        refresh.setOnAction(e -> workspace.keys().refresh());

        Button cancel = new Button(TEXT.get("stop"), new FontIcon(Feather.X_CIRCLE));
        cancel.setId("cancelListingButton");
        cancel.visibleProperty().bind(workspace.keys().loadingProperty());
        cancel.managedProperty().bind(cancel.visibleProperty());
        cancel.setOnAction(e -> workspace.keys().cancelListing());

        Button disconnect = new Button(TEXT.get("disconnect"), new FontIcon(Feather.LOG_OUT));
        disconnect.setId("disconnectButton");
        disconnect.setTooltip(new Tooltip(TEXT.get("disconnectTip")));
        disconnect.setOnAction(e -> close.run());

        Label connectedTo = new Label(workspace.name());
        connectedTo.setId("connectedName");
        connectedTo.getStyleClass().add("title-4");
        Label count = new Label();
        count.setId("keyCount");
        count.getStyleClass().add("text-muted");
        count.textProperty().bind(Bindings.createStringBinding(() -> {
            long keys = workspace.keys().keyCountProperty().get();
            return TEXT.format("keyCount", keys);
        }, workspace.keys().keyCountProperty()));
        Region spring = new Region();
        HBox.setHgrow(spring, Priority.ALWAYS);
        TextField goTo = new TextField();
        goTo.setId("goToKey");
        goTo.setPromptText(TEXT.get("goToPrompt"));
        goTo.setPrefColumnCount(14); // with Disconnect still in the bar at 1280 px, not in its overflow menu
        goTo.setOnAction(e -> workspace.status().say(workspace.search().goTo(goTo.getText())));
        getItems().add(connectedTo);
        getItems().addAll(Badges.of(workspace));
        getItems().add(count);
        if (workspace.followsCluster()) { // a snapshot shows its revision in its badge instead
            getItems().addAll(new LiveTreeControls(workspace.live()).nodes());
        }
        getItems().add(spring);
        getItems().addAll(transferProgress(workspace, transfers));
        getItems().addAll(goTo, cancel, refresh, transferMenu(workspace, transfers), disconnect);
    }

    private static MenuButton transferMenu(Workspace workspace, TransferActions transfers) {
        MenuButton transfer = new MenuButton(TEXT.get("transfer"), new FontIcon(Feather.REPEAT));
        transfer.setId("transferMenu");
        MenuItem exportAll = new MenuItem(TEXT.get("exportAll"));
        exportAll.setId("exportAllItem");
        exportAll.setOnAction(e -> transfers.exportJson(new byte[0], "etcd-export"));
        transfer.getItems().add(exportAll);
        if (workspace.followsCluster()) { // never into a snapshot, whose copy is deleted when it closes
            MenuItem importJson = new MenuItem(TEXT.get("importJson"));
            importJson.setId("importJsonItem");
            importJson.setDisable(workspace.isReadOnly());
            importJson.setOnAction(e -> transfers.importJson());
            transfer.getItems().add(importJson);
        }
        transfer.disableProperty().bind(workspace.transfer().runningProperty());
        return transfer;
    }

    private static Node[] transferProgress(Workspace workspace, TransferActions transfers) {
        Label progress = new Label();
        progress.setId("transferProgress");
        progress.textProperty().bind(workspace.transfer().progressProperty());
        Button stop = new Button(null, new FontIcon(Feather.X_CIRCLE));
        stop.setId("transferStop");
        stop.setTooltip(new Tooltip(TEXT.get("transferStopTip")));
        stop.setOnAction(e -> workspace.transfer().cancel());
        for (Node n : new Node[]{progress, stop}) {
            n.visibleProperty().bind(workspace.transfer().runningProperty());
            n.managedProperty().bind(n.visibleProperty());
        }
        return new Node[]{progress, stop};
    }
}
