package io.etcdexplorer.snapshots;

import io.etcdexplorer.i18n.Messages;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.stage.Window;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

import java.io.File;
import java.util.List;
import java.util.function.Supplier;

/**
 * While a snapshot opens: what it is doing, how far the restore got, and Cancel. Shown only then. It also asks
 * the one question opening can raise (a hash mismatch: open anyway?) and takes files dropped on the window.
 */
public final class SnapshotBarView extends HBox {

    private static final Messages TEXT = Messages.of(SnapshotBarView.class);

    public SnapshotBarView(SnapshotViewModel viewModel, Supplier<Window> owner) {
        setId("snapshotBar");
        getStyleClass().add("snapshot-bar");
        setSpacing(10);
        setAlignment(Pos.CENTER_LEFT);
        setPadding(new Insets(6, 12, 6, 12));

        Label text = new Label();
        text.setId("snapshotProgressText");
        text.textProperty().bind(viewModel.progressTextProperty());
        text.setMinWidth(USE_PREF_SIZE);
        ProgressBar bar = new ProgressBar();
        bar.setId("snapshotProgress");
        bar.progressProperty().bind(viewModel.progressProperty());
        bar.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(bar, Priority.ALWAYS);
        Button cancel = new Button(TEXT.get("cancel"), new FontIcon(Feather.X));
        cancel.setId("snapshotCancel");
        cancel.setOnAction(e -> viewModel.cancel());
        getChildren().addAll(new FontIcon(Feather.ARCHIVE), text, bar, cancel);
        visibleProperty().bind(viewModel.openingProperty());
        managedProperty().bind(visibleProperty());

        viewModel.questionProperty().addListener((obs, old, asked) -> {
            if (asked != null) {
                ask(viewModel, asked, owner.get());
            }
        });
    }

    /** Dropping a file on {@code target} (the main window) opens it as a snapshot (see {@code openDropped}). */
    public static void acceptDroppedFiles(Node target, SnapshotViewModel viewModel) {
        target.setOnDragOver(event -> {
            if (event.getDragboard().hasFiles()) {
                event.acceptTransferModes(TransferMode.COPY);
            }
            event.consume();
        });
        target.setOnDragDropped(event -> {
            List<File> files = event.getDragboard().hasFiles() ? event.getDragboard().getFiles() : List.of();
            event.setDropCompleted(viewModel.openDropped(files.stream().map(File::toPath).toList()));
            event.consume();
        });
    }

    private static void ask(SnapshotViewModel viewModel, SnapshotViewModel.HashQuestion asked, Window owner) {
        ButtonType anyway = new ButtonType(TEXT.get("openAnyway"), ButtonBar.ButtonData.OK_DONE);
        Alert alert = new Alert(Alert.AlertType.WARNING, asked.problem().message() + "\n\n" + asked.problem().hint(),
                anyway, ButtonType.CANCEL);
        alert.initOwner(owner);
        alert.setTitle(TEXT.get("openTitle"));
        alert.setHeaderText(TEXT.get("hashHeader"));
        alert.getDialogPane().setId("snapshotHashDialog");
        alert.getDialogPane().lookupButton(anyway).setId("openAnywayButton");
        alert.getDialogPane().setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        alert.setOnHidden(e -> {
            if (alert.getResult() == anyway) {
                viewModel.openSkippingHashCheck();
            } else {
                viewModel.dismissQuestion();
            }
        });
        alert.show();
    }
}
