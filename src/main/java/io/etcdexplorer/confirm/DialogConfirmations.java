package io.etcdexplorer.confirm;

import io.etcdexplorer.i18n.Messages;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.stage.Window;

import java.util.function.Supplier;

/** Confirmations as modal dialogs over the main window; Cancel is the default button, so Enter never writes. */
public final class DialogConfirmations implements Confirmations {

    private static final Messages TEXT = Messages.of(DialogConfirmations.class);

    private final Supplier<Window> owner;

    public DialogConfirmations(Supplier<Window> owner) {
        this.owner = owner;
    }

    @Override
    public boolean confirm(String title, String message) {
        ButtonType go = new ButtonType(TEXT.get("continue"), ButtonBar.ButtonData.OK_DONE);
        ButtonType cancel = new ButtonType(TEXT.get("cancel"), ButtonBar.ButtonData.CANCEL_CLOSE);
        Alert alert = new Alert(Alert.AlertType.WARNING, message, go, cancel);
        alert.setTitle(title);
        alert.setHeaderText(title);
        alert.initOwner(owner.get());
        ((javafx.scene.control.Button) alert.getDialogPane().lookupButton(go)).setDefaultButton(false);
        ((javafx.scene.control.Button) alert.getDialogPane().lookupButton(cancel)).setDefaultButton(true);
        alert.getDialogPane().lookupButton(go).setId("confirmContinue");
        alert.getDialogPane().lookupButton(cancel).setId("confirmCancel");
        return alert.showAndWait().filter(b -> b == go).isPresent();
    }
}
