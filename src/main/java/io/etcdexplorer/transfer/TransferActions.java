package io.etcdexplorer.transfer;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.i18n.Units;
import io.etcdexplorer.files.FolderPurpose;
import io.etcdexplorer.fx.FileDialogs;
import javafx.geometry.Insets;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import javafx.stage.Window;

import java.io.File;
import java.util.function.Supplier;

/** File choosers and the import preview; the work itself is the view model's. */
public final class TransferActions {

    private static final Messages TEXT = Messages.of(TransferActions.class);

    private static final FileChooser.ExtensionFilter JSON = new FileChooser.ExtensionFilter("JSON", "*.json");

    private final Supplier<Window> owner;
    private final TransferViewModel vm;

    public TransferActions(Supplier<Window> owner, TransferViewModel vm) {
        this.owner = owner;
        this.vm = vm;
    }

    public void exportJson(byte[] prefix, String suggestedName) {
        FileDialogs.save(owner.get(), FolderPurpose.EXPORT, TEXT.get("exportJson"), suggestedName + ".json", JSON)
                .ifPresent(file -> vm.exportJson(prefix, file));
    }

    public void exportFiles(byte[] prefix) {
        FileDialogs.folder(owner.get(), FolderPurpose.EXPORT, TEXT.get("exportFiles"))
                .ifPresent(folder -> vm.exportFiles(prefix, folder));
    }

    /** Pick a JSON file, see what importing it would do, optionally move it under another prefix, confirm. */
    public void importJson() {
        FileDialogs.open(owner.get(), FolderPurpose.IMPORT, TEXT.get("importJson"), JSON).ifPresent(path -> {
            File file = path.toFile();
            vm.previewImport(path, PrefixRewrite.none(), preview -> confirm(file, preview));
        });
    }

    private void confirm(File file, ImportPreview preview) {
        TextField from = new TextField();
        from.setId("importRewriteFrom");
        from.setPromptText(TEXT.get("rewriteFromPrompt"));
        TextField to = new TextField();
        to.setId("importRewriteTo");
        to.setPromptText(TEXT.get("rewriteToPrompt"));
        GridPane rewrite = new GridPane();
        rewrite.setHgap(8);
        rewrite.setVgap(6);
        rewrite.addRow(0, new Label(TEXT.get("moveKeysUnder")), from);
        rewrite.addRow(1, new Label(TEXT.get("moveTo")), to);
        TextArea summary = new TextArea(describe(preview));
        summary.setId("importSummary");
        summary.setEditable(false);
        summary.setWrapText(true);
        summary.setPrefRowCount(12);
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, null, ButtonType.OK, ButtonType.CANCEL);
        alert.initOwner(owner.get());
        alert.setTitle(TEXT.format("importTitle", file.getName()));
        alert.setHeaderText(header(preview));
        VBox content = new VBox(8, summary, new Label(TEXT.get("importUnder")), rewrite);
        content.setPadding(new Insets(4));
        alert.getDialogPane().setContent(content);
        alert.getDialogPane().lookupButton(ButtonType.OK).setDisable(!preview.canImport());
        alert.showAndWait().filter(ButtonType.OK::equals).ifPresent(ok -> {
            PrefixRewrite chosen = from.getText().isBlank() ? PrefixRewrite.none()
                    : PrefixRewrite.of(from.getText().trim(), to.getText().trim());
            if (chosen.isIdentity()) {
                write(file, preview);
            } else {
                // Counts change with the rewrite: show them again before writing.
                vm.previewImport(file.toPath(), chosen, again -> confirmRewritten(file, again));
            }
        });
    }

    private void confirmRewritten(File file, ImportPreview preview) {
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, describe(preview), ButtonType.OK, ButtonType.CANCEL);
        alert.initOwner(owner.get());
        alert.setHeaderText(header(preview));
        alert.getDialogPane().lookupButton(ButtonType.OK).setDisable(!preview.canImport());
        alert.showAndWait().filter(ButtonType.OK::equals).ifPresent(ok -> write(file, preview));
    }

    /** Imports what the preview showed; if a key changed since, offers to preview again (with the same move). */
    private void write(File file, ImportPreview preview) {
        vm.importJson(file.toPath(), preview, conflict -> {
            Alert again = new Alert(Alert.AlertType.WARNING, conflict.getMessage(), ButtonType.OK, ButtonType.CANCEL);
            again.initOwner(owner.get());
            again.setTitle(TEXT.get("stoppedTitle"));
            again.setHeaderText(TEXT.get("stoppedHeader"));
            ((javafx.scene.control.Button) again.getDialogPane().lookupButton(ButtonType.OK))
                    .setText(TEXT.get("previewAgain"));
            again.showAndWait().filter(ButtonType.OK::equals).ifPresent(ok -> vm.previewImport(file.toPath(),
                    preview.rewrite(), fresh -> confirmRewritten(file, fresh)));
        });
    }

    private static String header(ImportPreview preview) {
        return preview.canImport() ? TEXT.format("writeKeys", preview.keys()) : TEXT.get("cannotImport");
    }

    static String describe(ImportPreview p) {
        StringBuilder out = new StringBuilder();
        out.append(TEXT.format("import.head", p.keys(), Units.bytes(p.bytes()))).append('\n');
        out.append(TEXT.format("import.counts", p.added(), p.changed(), p.identical())).append('\n');
        if (p.skipped() > 0) {
            out.append(TEXT.format("import.skipped", p.skipped())).append('\n');
        }
        if (!p.rewrite().isIdentity()) {
            out.append(TEXT.format("import.moved", p.rewrite().describe())).append('\n');
        }
        if (!p.sampleKeys().isEmpty()) {
            out.append('\n').append(TEXT.get("import.example")).append('\n');
            p.sampleKeys().forEach(k -> out.append("  ").append(k).append('\n'));
        }
        if (!p.tooLarge().isEmpty()) {
            out.append('\n').append(TEXT.get("import.tooLarge")).append('\n');
            p.tooLarge().forEach(k -> out.append("  ").append(k).append('\n'));
        }
        p.notes().forEach(n -> out.append('\n').append(n));
        return out.toString();
    }
}
