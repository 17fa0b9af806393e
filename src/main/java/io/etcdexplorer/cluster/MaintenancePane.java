package io.etcdexplorer.cluster;

import io.etcdexplorer.files.FolderPurpose;
import io.etcdexplorer.fx.FileDialogs;
import atlantafx.base.theme.Styles;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import org.kordamp.ikonli.feather.Feather;

import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;

/** The Maintenance section: compaction, defragmentation, snapshot and leader move, each on its own row. */
final class MaintenancePane extends ScrollPane {

    MaintenancePane(ClusterViewModel cluster) {
        MaintenanceModel viewModel = cluster.maintenance();
        var blocked = cluster.changeBlockedProperty();

        Label bounds = new Label();
        bounds.setId("clusterBounds");
        bounds.setWrapText(true);
        bounds.textProperty().bind(viewModel.boundsProperty());
        TextField revision = new TextField();
        revision.setId("clusterCompactRevision");
        revision.setPromptText("revision");
        revision.setPrefColumnCount(10);
        revision.textProperty().bindBidirectional(viewModel.compactRevisionProperty());
        CheckBox physical = new CheckBox("wait until the space is freed (--physical)");
        physical.setId("clusterCompactPhysical");
        physical.selectedProperty().bindBidirectional(viewModel.physicalProperty());
        Button compact = ClusterControls.button("Compact…", Feather.SCISSORS, "clusterCompact");
        compact.setOnAction(e -> viewModel.compact());
        revision.setOnAction(e -> viewModel.compact());

        ComboBox<MaintenanceModel.Target> member = new ComboBox<>(viewModel.endpoints());
        member.setId("clusterMember");
        member.setPromptText("member (profile endpoint)");
        member.valueProperty().bindBidirectional(viewModel.endpointProperty());
        member.setTooltip(new Tooltip("Only members reached through this profile's endpoints can be defragmented "
                + "or snapshotted."));
        Button defrag = ClusterControls.button("Defragment…", Feather.MINIMIZE_2, "clusterDefrag");
        defrag.setOnAction(e -> viewModel.defragment());
        Button snapshot = ClusterControls.button("Save snapshot…", Feather.DOWNLOAD, "clusterSnapshot");
        snapshot.setOnAction(e -> chooseSnapshotFile(viewModel));
        ProgressBar progress = new ProgressBar();
        progress.setId("clusterSnapshotProgress");
        progress.progressProperty().bind(viewModel.snapshotFractionProperty());
        Label progressText = new Label();
        progressText.textProperty().bind(viewModel.snapshotProgressProperty());
        progressText.setWrapText(true);
        Button cancel = ClusterControls.button("Cancel", Feather.X_CIRCLE, "clusterSnapshotCancel");
        cancel.getStyleClass().add(Styles.SMALL);
        cancel.setOnAction(e -> viewModel.cancelSnapshot());
        HBox running = new HBox(6, progress, progressText, cancel);
        running.setAlignment(Pos.CENTER_LEFT);
        running.visibleProperty().bind(viewModel.snapshotRunningProperty());
        running.managedProperty().bind(running.visibleProperty());

        ComboBox<MaintenanceModel.Target> leader = new ComboBox<>(viewModel.followers());
        leader.setId("clusterNewLeader");
        leader.setPromptText("new leader");
        leader.valueProperty().bindBidirectional(viewModel.newLeaderProperty());
        Button move = ClusterControls.button("Move leader…", Feather.STAR, "clusterMoveLeader");
        move.setOnAction(e -> viewModel.moveLeader());

        GridPane grid = new GridPane();
        grid.setHgap(10);
        grid.setVgap(10);
        grid.addRow(0, title("Compact"), row(revision, physical, ClusterControls.button(compact,
                viewModel.canCompactBinding(), "Remove every key's history before this revision (etcdctl "
                        + "compact)", blocked)));
        grid.add(hint("History before the revision is removed for every key: the timeline, the History tab and "
                + "watches from older revisions cannot go back further."), 1, 1);
        grid.addRow(2, title("Member"), row(member, ClusterControls.button(defrag, viewModel.canDefragmentBinding(),
                "Rewrite this member's database file to give free space back to the disk (etcdctl defrag). The "
                        + "member answers nothing meanwhile.", blocked), ClusterControls.button(snapshot,
                viewModel.canSnapshotBinding(), "Save this member's whole database to a file (etcdctl snapshot "
                        + "save); a read, allowed on read-only connections too", blocked)));
        grid.add(hint("Defragmenting blocks the member while it runs: do one member at a time."), 1, 3);
        grid.add(running, 1, 4);
        grid.addRow(5, title("Leader"), row(leader, ClusterControls.button(move, viewModel.canMoveLeaderBinding(),
                "Hand the leadership to this member (etcdctl move-leader, sent to the current leader)", blocked)));
        VBox content = new VBox(10, bounds, grid, ClusterControls.message(viewModel.messageProperty(),
                viewModel.failedProperty(), "clusterMaintenanceMessage"));
        content.setPadding(new Insets(8));
        setContent(content);
        setFitToWidth(true);
        setId("clusterMaintenance");
    }

    private void chooseSnapshotFile(MaintenanceModel viewModel) {
        FileDialogs.save(getScene() == null ? null : getScene().getWindow(), FolderPurpose.SNAPSHOT, "Save snapshot",
                "etcd-snapshot-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")) + ".db",
                new FileChooser.ExtensionFilter("etcd snapshot", "*.db")).ifPresent(viewModel::saveSnapshot);
    }

    private static Label title(String text) {
        Label label = new Label(text);
        label.getStyleClass().add(Styles.TEXT_BOLD);
        label.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        return label;
    }

    private static Label hint(String text) {
        Label label = new Label(text);
        label.getStyleClass().add(Styles.TEXT_MUTED);
        label.setWrapText(true);
        return label;
    }

    private static HBox row(Node... nodes) {
        HBox row = new HBox(8, nodes);
        row.setAlignment(Pos.CENTER_LEFT);
        return row;
    }
}
