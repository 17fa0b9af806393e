package io.etcdexplorer.profiles;

import io.etcdexplorer.i18n.Messages;
import javafx.application.Platform;
import javafx.geometry.Insets;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.PasswordField;
import javafx.scene.layout.GridPane;
import javafx.stage.Window;

/** Asks for the password (or key password) a connection needs, then hands it to the session view model. */
final class SecretPromptDialog extends Dialog<ButtonType> {

    private static final Messages TEXT = Messages.of(SecretPromptDialog.class);
    SecretPromptDialog(Window owner, SecretRequest request, SessionViewModel session) {
        initOwner(owner);
        setTitle(TEXT.get("secret.title"));
        setHeaderText(TEXT.format("secret.header", request.entry().name()));
        Label reason = new Label(request.reason());
        reason.setWrapText(true);
        reason.setMaxWidth(440);
        PasswordField password = new PasswordField();
        password.setId("secretPassword");
        PasswordField keyPassword = new PasswordField();
        keyPassword.setId("secretKeyPassword");
        PasswordField sshSecret = new PasswordField();
        sshSecret.setId("secretSsh");
        CheckBox remember = new CheckBox(TEXT.format("secret.remember", request.rememberWhere()));
        remember.setId("secretRemember");

        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(8);
        grid.setPadding(new Insets(10));
        grid.add(reason, 0, 0, 2, 1);
        int row = 1;
        if (request.password()) {
            grid.addRow(row++, new Label(TEXT.get("secret.password")), password);
        }
        if (request.keyPassword()) {
            grid.addRow(row++, new Label(TEXT.get("secret.keyPassword")), keyPassword);
        }
        if (request.sshSecret() != null) {
            grid.addRow(row++, new Label(request.sshSecret()), sshSecret);
        }
        if (request.canRemember()) {
            grid.add(remember, 1, row);
        }
        getDialogPane().setContent(grid);
        getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        Platform.runLater(request.password() ? password::requestFocus
                : request.sshSecret() != null ? sshSecret::requestFocus : keyPassword::requestFocus);
        setOnHidden(e -> {
            if (getResult() == ButtonType.OK) {
                session.provideSecrets(request, password.getText(), keyPassword.getText(), sshSecret.getText(),
                        remember.isSelected());
            } else {
                session.cancelSecretRequest();
            }
        });
    }
}
