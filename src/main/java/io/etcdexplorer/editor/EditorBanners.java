package io.etcdexplorer.editor;

import atlantafx.base.theme.Styles;
import io.etcdexplorer.i18n.Messages;
import javafx.beans.binding.Bindings;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * What the editor has to tell above the text: a key selected while this one has unsaved changes, a save conflict
 * with the diff and the choices, the last outcome, and what is invalid in the text.
 */
final class EditorBanners extends VBox {

    private static final Messages TEXT = Messages.of(EditorBanners.class);

    EditorBanners(EditorViewModel viewModel) {
        setSpacing(4);
        getChildren().addAll(pending(viewModel), conflict(viewModel), line(viewModel.noticeProperty(), "editorNotice",
                "editor-notice"), line(viewModel.problemProperty(), "editorProblem", "editor-problem"));
    }

    private static HBox pending(EditorViewModel viewModel) {
        Label text = new Label();
        text.setWrapText(true);
        text.textProperty().bind(Bindings.createStringBinding(() -> TEXT.format("unsavedSelected",
                viewModel.pendingKeyProperty().get()), viewModel.pendingKeyProperty()));
        HBox.setHgrow(text, Priority.ALWAYS);
        Button open = new Button(TEXT.get("openPending"));
        open.setId("editorOpenPending");
        open.getStyleClass().add(Styles.SMALL);
        open.setOnAction(e -> viewModel.openPending());
        Button stay = new Button(TEXT.get("keepEditing"));
        stay.setId("editorKeepPending");
        stay.getStyleClass().add(Styles.SMALL);
        stay.setOnAction(e -> viewModel.dismissPending());
        HBox box = new HBox(8, text, open, stay);
        box.setId("editorPendingBanner");
        box.setAlignment(Pos.CENTER_LEFT);
        box.getStyleClass().add("editor-banner");
        box.visibleProperty().bind(viewModel.pendingKeyProperty().isNotEmpty());
        box.managedProperty().bind(box.visibleProperty());
        return box;
    }

    private static VBox conflict(EditorViewModel viewModel) {
        Label what = new Label();
        what.setId("editorConflictText");
        what.setWrapText(true);
        what.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE); // wrap onto a second line rather than cut it
        what.getStyleClass().add("editor-problem");
        TextArea diff = new TextArea();
        diff.setId("editorConflictDiff");
        diff.setEditable(false);
        diff.getStyleClass().add("value-text");
        diff.setPrefRowCount(8);
        java.util.function.Consumer<SaveConflict> show = now -> {
            if (now != null) {
                what.setText(TEXT.format("conflictBelow", viewModel.describe(now)));
                diff.setText(now.deleted() ? TEXT.get("keyGone") : now.diff());
            }
        };
        viewModel.conflictProperty().addListener((obs, old, now) -> show.accept(now));
        show.accept(viewModel.conflictProperty().get()); // the editor is made when its tab is first selected
        Button overwrite = new Button(TEXT.get("overwrite"));
        overwrite.setId("editorOverwrite");
        overwrite.getStyleClass().addAll(Styles.SMALL, Styles.DANGER);
        overwrite.setOnAction(e -> viewModel.overwrite());
        Button theirs = new Button(TEXT.get("takeTheirs"));
        theirs.setId("editorTakeTheirs");
        theirs.getStyleClass().add(Styles.SMALL);
        theirs.setOnAction(e -> viewModel.takeTheirs());
        Button keep = new Button(TEXT.get("keepEditing"));
        keep.setId("editorKeepMine");
        keep.getStyleClass().add(Styles.SMALL);
        keep.setOnAction(e -> viewModel.keepEditing());
        HBox choices = new HBox(8, overwrite, theirs, keep);
        VBox box = new VBox(4, what, diff, choices);
        box.setId("editorConflict");
        box.getStyleClass().add("editor-banner");
        box.visibleProperty().bind(viewModel.conflictProperty().isNotNull());
        box.managedProperty().bind(box.visibleProperty());
        return box;
    }

    private static Label line(javafx.beans.value.ObservableStringValue text, String id, String style) {
        Label label = new Label();
        label.setId(id);
        label.setWrapText(true);
        label.getStyleClass().add(style);
        label.textProperty().bind(text);
        label.visibleProperty().bind(Bindings.isNotEmpty(text));
        label.managedProperty().bind(label.visibleProperty());
        return label;
    }
}
