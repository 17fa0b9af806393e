package io.etcdexplorer.transfer;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.status.Problem;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.RadioButton;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * The "Copy to…" window: target, target prefix, mode, preview, copy with progress and cancel. Built once per view
 * model and shown again for each copy; it binds and forwards only. Closing it while a copy runs cancels the copy
 * (between two transactions) and keeps the window open to show how far it got.
 */
public final class CopyToDialog {

    private static final Messages TEXT = Messages.of(CopyToDialog.class);

    private final Stage stage = new Stage();

    public CopyToDialog(Window owner, CopyToViewModel vm) {
        stage.initOwner(owner);
        stage.setTitle(TEXT.get("dialog.title"));
        Label source = new Label();
        source.setId("copySource");
        source.textProperty().bind(vm.sourceTextProperty());

        ComboBox<CopyTarget> target = new ComboBox<>(vm.targets());
        target.setId("copyTarget");
        target.valueProperty().bindBidirectional(vm.targetProperty());
        target.setMaxWidth(Double.MAX_VALUE); // as wide as the prefix below: a cluster's name reads whole
        TextField prefix = new TextField();
        prefix.setId("copyTargetPrefix");
        prefix.textProperty().bindBidirectional(vm.targetPrefixProperty());
        Label prefixLabel = new Label();
        prefixLabel.textProperty().bind(vm.targetPrefixLabelProperty());

        GridPane form = new GridPane();
        form.setHgap(8);
        form.setVgap(6);
        form.addRow(0, new Label(TEXT.get("dialog.toCluster")), target);
        form.addRow(1, prefixLabel, prefix);
        GridPane.setHgrow(prefix, Priority.ALWAYS);
        GridPane.setHgrow(target, Priority.ALWAYS);
        form.disableProperty().bind(vm.busyProperty());

        VBox modes = modes(vm);
        Button preview = new Button(TEXT.get("dialog.preview"));
        preview.setId("copyPreviewButton");
        preview.disableProperty().bind(vm.canPreviewProperty().not());
        preview.setOnAction(e -> vm.preview());

        TextArea summary = new TextArea();
        summary.setId("copySummary");
        summary.setEditable(false);
        summary.setWrapText(true);
        summary.setPrefRowCount(8);
        summary.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE); // the list below gives way, not the counts
        summary.textProperty().bind(vm.summaryProperty());
        ListView<CopyPreview.Row> rows = new ListView<>(vm.rows());
        rows.setId("copyPreviewList");
        rows.setPrefHeight(180);
        rows.setCellFactory(list -> new RowCell());

        ProgressBar bar = new ProgressBar();
        bar.setId("copyProgressBar");
        bar.setMaxWidth(Double.MAX_VALUE);
        bar.progressProperty().bind(vm.progressFractionProperty());
        bar.visibleProperty().bind(vm.busyProperty());
        bar.managedProperty().bind(bar.visibleProperty());
        Label progress = new Label();
        progress.setId("copyProgress");
        io.etcdexplorer.fx.Texts.wrapping(progress); // grows a line rather than cutting the sentence
        progress.textProperty().bind(vm.progressProperty());
        Label message = new Label();
        message.setId("copyMessage");
        io.etcdexplorer.fx.Texts.wrapping(message); // grows a line rather than cutting the sentence
        message.textProperty().bind(vm.messageProperty());
        Label problem = new Label();
        problem.setId("copyProblem");
        io.etcdexplorer.fx.Texts.wrapping(problem); // grows a line rather than cutting the sentence
        problem.getStyleClass().add("danger");
        problem.textProperty().bind(Bindings.createStringBinding(() -> describe(vm.problemProperty().get()),
                vm.problemProperty()));

        VBox content = new VBox(10, source, form, modes, preview, summary, rows, bar, progress, message, problem,
                buttons(vm));
        content.setPadding(new Insets(12));
        VBox.setVgrow(rows, Priority.ALWAYS);
        stage.setScene(new Scene(content, 620, 640));
        stage.setOnCloseRequest(e -> {
            if (vm.busyProperty().get()) {
                vm.cancel();
                e.consume();
            }
        });
    }

    public void show() {
        stage.show();
        stage.toFront();
    }

    private static VBox modes(CopyToViewModel vm) {
        ToggleGroup group = new ToggleGroup();
        // The modes wrap: a long language's sentence goes on two lines instead of being cut off.
        RadioButton createOnly = io.etcdexplorer.fx.Texts.wrapping(new RadioButton(CopyMode.CREATE_ONLY.label()));
        createOnly.setId("copyCreateOnly");
        RadioButton overwrite = io.etcdexplorer.fx.Texts.wrapping(new RadioButton(CopyMode.OVERWRITE.label()));
        overwrite.setId("copyOverwrite");
        createOnly.setToggleGroup(group);
        overwrite.setToggleGroup(group);
        createOnly.setUserData(CopyMode.CREATE_ONLY);
        overwrite.setUserData(CopyMode.OVERWRITE);
        (vm.modeProperty().get() == CopyMode.OVERWRITE ? overwrite : createOnly).setSelected(true);
        group.selectedToggleProperty().addListener((obs, old, now) -> {
            if (now != null) {
                vm.modeProperty().set((CopyMode) now.getUserData());
            }
        });
        vm.modeProperty().addListener((obs, old, now) -> (now == CopyMode.OVERWRITE ? overwrite : createOnly)
                .setSelected(true));
        VBox box = new VBox(4, createOnly, overwrite);
        box.disableProperty().bind(vm.busyProperty());
        return box;
    }

    private HBox buttons(CopyToViewModel vm) {
        Button copy = new Button(TEXT.get("dialog.copy"));
        copy.setId("copyButton");
        copy.setDefaultButton(true);
        copy.disableProperty().bind(vm.canCopyProperty().not());
        copy.setOnAction(e -> vm.copy());
        Button cancel = new Button(TEXT.get("dialog.cancel"));
        cancel.setId("copyCancelButton");
        cancel.disableProperty().bind(vm.busyProperty().not());
        cancel.setOnAction(e -> vm.cancel());
        Button close = new Button(TEXT.get("dialog.close"));
        close.setId("copyCloseButton");
        close.disableProperty().bind(vm.busyProperty());
        close.setOnAction(e -> stage.hide());
        ButtonBar.setButtonData(copy, ButtonBar.ButtonData.OK_DONE);
        HBox box = new HBox(8, copy, cancel, close);
        box.setPadding(new Insets(6, 0, 0, 0));
        return box;
    }

    private static String describe(Problem problem) {
        if (problem == null) {
            return "";
        }
        return problem.hint().isEmpty() ? problem.message() : problem.message() + "\n" + problem.hint();
    }

    /** "new      /staging/app/a". */
    private static final class RowCell extends ListCell<CopyPreview.Row> {
        @Override
        protected void updateItem(CopyPreview.Row row, boolean empty) {
            super.updateItem(row, empty);
            setText(empty || row == null ? null : String.format("%-10s %s", row.change().label(), row.targetKey()));
        }
    }
}
