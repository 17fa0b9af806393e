package io.etcdexplorer.profiles;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.etcd.ssh.UnknownHostKeyException;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.stage.Window;

/** Asks whether to trust an SSH host seen for the first time, the same way wherever connecting meets one. */
public final class HostKeyDialog {

    private static final Messages TEXT = Messages.of(HostKeyDialog.class);
    private HostKeyDialog() {
    }

    /** Shows the question without blocking; {@code trust} or {@code reject} runs when it is answered. */
    public static void ask(Window owner, UnknownHostKeyException problem, String trustLabel, Runnable trust,
                           Runnable reject) {
        ButtonType yes = new ButtonType(trustLabel, ButtonBar.ButtonData.OK_DONE);
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, HostKeyQuestion.text(problem), yes, ButtonType.CANCEL);
        alert.initOwner(owner);
        alert.setTitle(TEXT.get("hostKey.title"));
        alert.setHeaderText(TEXT.format("hostKey.header", problem.host()));
        alert.getDialogPane().setId("hostKeyQuestion");
        alert.getDialogPane().setPrefWidth(560);
        alert.setOnHidden(e -> (alert.getResult() == yes ? trust : reject).run());
        alert.show();
    }
}
