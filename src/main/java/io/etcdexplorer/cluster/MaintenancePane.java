package io.etcdexplorer.cluster;

import io.etcdexplorer.i18n.Messages;
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
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import org.kordamp.ikonli.feather.Feather;

import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;

/** The Maintenance section: compaction, defragmentation, snapshot and leader move, each on its own row. */
final class MaintenancePane extends ScrollPane {

    private static final Messages TEXT = Messages.of(MaintenancePane.class);

    MaintenancePane(ClusterViewModel cluster) {
        MaintenanceModel viewModel = cluster.maintenance();
        var blocked = cluster.changeBlockedProperty();

        Label bounds = new Label();
        bounds.setId("clusterBounds");
        bounds.setWrapText(true);
        bounds.textProperty().bind(viewModel.boundsProperty());
        TextField revision = new TextField();
        revision.setId("clusterCompactRevision");
        revision.setPromptText(TEXT.get("maint.revisionPrompt"));
        revision.setPrefColumnCount(10);
        revision.textProperty().bindBidirectional(viewModel.compactRevisionProperty());
        CheckBox physical = new CheckBox(TEXT.get("maint.physical"));
        physical.setId("clusterCompactPhysical");
        physical.selectedProperty().bindBidirectional(viewModel.physicalProperty());
        Button compact = ClusterControls.button(TEXT.get("maint.compact"), Feather.SCISSORS, "clusterCompact");
        compact.setOnAction(e -> viewModel.compact());
        revision.setOnAction(e -> viewModel.compact());

        ComboBox<MaintenanceModel.Target> member = new ComboBox<>(viewModel.endpoints());
        member.setId("clusterMember");
        member.setPromptText(TEXT.get("maint.memberPrompt"));
        member.valueProperty().bindBidirectional(viewModel.endpointProperty());
        member.setTooltip(new Tooltip(TEXT.get("maint.memberTip")));
        Button defrag = ClusterControls.button(TEXT.get("maint.defragment"), Feather.MINIMIZE_2, "clusterDefrag");
        defrag.setOnAction(e -> viewModel.defragment());
        Button snapshot = ClusterControls.button(TEXT.get("maint.saveSnapshot"), Feather.DOWNLOAD, "clusterSnapshot");
        snapshot.setOnAction(e -> chooseSnapshotFile(viewModel));
        ProgressBar progress = new ProgressBar();
        progress.setId("clusterSnapshotProgress");
        progress.progressProperty().bind(viewModel.snapshotFractionProperty());
        Label progressText = new Label();
        progressText.textProperty().bind(viewModel.snapshotProgressProperty());
        progressText.setWrapText(true);
        Button cancel = ClusterControls.button(TEXT.get("maint.cancel"), Feather.X_CIRCLE, "clusterSnapshotCancel");
        cancel.getStyleClass().add(Styles.SMALL);
        cancel.setOnAction(e -> viewModel.cancelSnapshot());
        HBox running = new HBox(6, progress, progressText, cancel);
        running.setAlignment(Pos.CENTER_LEFT);
        running.visibleProperty().bind(viewModel.snapshotRunningProperty());
        running.managedProperty().bind(running.visibleProperty());

        ComboBox<MaintenanceModel.Target> leader = new ComboBox<>(viewModel.followers());
        leader.setId("clusterNewLeader");
        leader.setPromptText(TEXT.get("maint.leaderPrompt"));
        leader.valueProperty().bindBidirectional(viewModel.newLeaderProperty());
        Button move = ClusterControls.button(TEXT.get("maint.moveLeader"), Feather.STAR, "clusterMoveLeader");
        move.setOnAction(e -> viewModel.moveLeader());

        GridPane grid = new GridPane();
        grid.setHgap(10);
        grid.setVgap(10);
        javafx.scene.layout.ColumnConstraints wide = new javafx.scene.layout.ColumnConstraints();
        wide.setHgrow(Priority.ALWAYS);
        grid.getColumnConstraints().setAll(new javafx.scene.layout.ColumnConstraints(), wide);
        grid.addRow(0, title(TEXT.get("maint.compactTitle")), row(revision, physical, ClusterControls.button(compact,
                viewModel.canCompactBinding(), TEXT.get("maint.compactTip"), blocked)));
        grid.add(hint(TEXT.get("maint.compactHint")), 1, 1);
        grid.addRow(2, title(TEXT.get("maint.memberTitle")), row(member,
                ClusterControls.button(defrag, viewModel.canDefragmentBinding(),
                TEXT.get("maint.defragTip"), blocked), ClusterControls.button(snapshot,
                viewModel.canSnapshotBinding(), TEXT.get("maint.snapshotTip"), blocked)));
        grid.add(hint(TEXT.get("maint.defragHint")), 1, 3);
        grid.add(running, 1, 4);
        grid.addRow(5, title(TEXT.get("maint.leaderTitle")), row(leader,
                ClusterControls.button(move, viewModel.canMoveLeaderBinding(),
                TEXT.get("maint.moveLeaderTip"), blocked)));
        VBox content = new VBox(10, bounds, grid, ClusterControls.message(viewModel.messageProperty(),
                viewModel.failedProperty(), "clusterMaintenanceMessage"));
        content.setPadding(new Insets(8));
        setContent(content);
        setFitToWidth(true);
        setId("clusterMaintenance");
    }

    private void chooseSnapshotFile(MaintenanceModel viewModel) {
        FileDialogs.save(getScene() == null ? null : getScene().getWindow(), FolderPurpose.SNAPSHOT,
                TEXT.get("maint.snapshotDialog"),
                "etcd-snapshot-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")) + ".db",
                new FileChooser.ExtensionFilter(TEXT.get("maint.snapshotFilter"), "*.db"))
                .ifPresent(viewModel::saveSnapshot);
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

    /** Controls side by side; where a language's longer texts do not fit, the row wraps instead of cutting them. */
    private static javafx.scene.layout.FlowPane row(Node... nodes) {
        javafx.scene.layout.FlowPane row = new javafx.scene.layout.FlowPane(8, 6, nodes);
        row.setAlignment(Pos.CENTER_LEFT);
        row.setPrefWrapLength(300);
        return row;
    }
}
