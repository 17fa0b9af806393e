package io.etcdexplorer.profiles.nodes;

import io.etcdexplorer.profiles.HostKeyDialog;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.event.ActionEvent;
import javafx.scene.Node;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;

/** What the minikube and kubeadm dialogs share: the action button, the message, the notes, the host-key question. */
final class NodeDialogParts {

    private NodeDialogParts() {
    }

    /**
     * Adds the action button and Close. The action runs without closing the dialog (its progress, problems and
     * outcome are shown in it); a result still on its way when the dialog closes is dropped.
     */
    static void buttons(Dialog<?> dialog, NodeImportViewModel vm, String text, String id, BooleanBinding enabled,
                        Runnable action) {
        ButtonType go = new ButtonType(text, ButtonBar.ButtonData.OK_DONE);
        dialog.getDialogPane().getButtonTypes().addAll(go, ButtonType.CLOSE);
        Node button = dialog.getDialogPane().lookupButton(go);
        button.setId(id);
        button.disableProperty().bind(enabled.not());
        button.addEventFilter(ActionEvent.ACTION, event -> {
            event.consume();
            action.run();
        });
        dialog.setOnHidden(e -> {
            if (vm.importedProperty().get() == null) {
                vm.cancel();
            }
        });
        vm.hostKeyQuestionProperty().addListener((obs, old, question) -> {
            if (question != null) {
                HostKeyDialog.ask(dialog.getDialogPane().getScene().getWindow(), question, "Trust and go on",
                        vm::trustHostKey, vm::rejectHostKey);
            }
        });
    }

    /** Progress and problems; after the import, what was chosen and why. */
    static Label status(NodeImportViewModel vm) {
        Label status = hint("");
        status.setId("nodeImportMessage");
        status.getStyleClass().remove("text-small");
        status.textProperty().bind(Bindings.createStringBinding(() -> vm.importedProperty().get() == null
                ? vm.messageProperty().get()
                : "Saved as \"" + vm.importedProperty().get().name() + "\", connecting now.\n\n" + vm.notesText(),
                vm.messageProperty(), vm.importedProperty(), vm.notes()));
        return status;
    }

    static Label hint(String text) {
        Label hint = new Label(text);
        hint.getStyleClass().addAll("text-muted", "text-small");
        hint.setWrapText(true);
        hint.setMaxWidth(520);
        return hint;
    }
}
