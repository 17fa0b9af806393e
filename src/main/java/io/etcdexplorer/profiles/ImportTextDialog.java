package io.etcdexplorer.profiles;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.files.FolderPurpose;
import io.etcdexplorer.fx.FileDialogs;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;


/**
 * Paste an etcdctl command, ETCDCTL_* variables, an etcd or kube-apiserver command line or a kubeadm manifest
 * (or open such a file), see what was recognised and what cannot be used, then review it in the editor. Binds to
 * an {@link ImportTextViewModel}, which reads the text in the background.
 */
final class ImportTextDialog extends Dialog<ImportPreview> {

    private static final Messages TEXT = Messages.of(ImportTextDialog.class);

    ImportTextDialog(Window owner, ImportTextViewModel viewModel) {
        initOwner(owner);
        setTitle(TEXT.get("import.title"));
        setHeaderText(TEXT.get("import.header"));
        setResizable(true);
        TextArea input = new TextArea();
        input.setId("importText");
        input.getStyleClass().add("value-text");
        input.setPrefRowCount(8);
        input.setWrapText(true);
        input.setPromptText(TEXT.get("import.prompt"));
        Label kinds = new Label(TEXT.get("import.kinds"));
        kinds.getStyleClass().addAll("text-muted", "text-small");
        kinds.setWrapText(true);
        Button open = new Button(TEXT.get("import.openFile"), new FontIcon(Feather.FOLDER));
        open.setId("importOpenFile");
        open.setOnAction(e -> {
            FileDialogs.open(getDialogPane().getScene().getWindow(), FolderPurpose.CONNECTIONS,
                    TEXT.get("import.openFileTitle")).ifPresent(viewModel::openFile);
        });
        TextArea preview = new TextArea();
        preview.setId("importPreview");
        preview.setEditable(false);
        preview.getStyleClass().add("value-text");
        preview.setPrefRowCount(12);
        preview.setWrapText(true);

        input.textProperty().bindBidirectional(viewModel.textProperty());
        preview.textProperty().bind(Bindings.createStringBinding(() -> viewModel.previewProperty().get().describe(),
                viewModel.previewProperty()));
        Label reading = new Label(TEXT.get("import.reading"));
        reading.setId("importReading");
        reading.getStyleClass().addAll("text-muted", "text-small");
        reading.visibleProperty().bind(viewModel.readingProperty());

        VBox content = new VBox(8, kinds, new HBox(8, new Label(TEXT.get("import.fromFile")), open), input,
                new HBox(8, new Label(TEXT.get("import.willImport")), reading), preview);
        content.setPadding(new Insets(10));
        getDialogPane().setPrefWidth(760);
        getDialogPane().setContent(content);
        ButtonType review = new ButtonType(TEXT.get("import.review"), javafx.scene.control.ButtonBar.ButtonData.OK_DONE);
        getDialogPane().getButtonTypes().addAll(review, ButtonType.CANCEL);
        Node reviewButton = getDialogPane().lookupButton(review);
        reviewButton.setId("importReview");
        reviewButton.disableProperty().bind(viewModel.canReviewBinding().not());
        setResultConverter(button -> button == review ? viewModel.previewProperty().get() : null);
    }
}
