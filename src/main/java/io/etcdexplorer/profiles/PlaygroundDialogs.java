package io.etcdexplorer.profiles;

import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;
import javafx.stage.Window;

/** Confirmation before the playground's data is wiped. */
final class PlaygroundDialogs {

    private PlaygroundDialogs() {
    }

    static void confirmReset(Window owner, ConnectionsViewModel viewModel) {
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION,
                "Everything written to the playground is deleted and the sample data is written again.",
                ButtonType.OK, ButtonType.CANCEL);
        alert.initOwner(owner);
        alert.setHeaderText("Reset the playground?");
        alert.showAndWait().filter(ButtonType.OK::equals).ifPresent(ok -> viewModel.resetPlayground());
    }
}
