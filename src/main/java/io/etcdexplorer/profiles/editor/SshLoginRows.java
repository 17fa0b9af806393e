package io.etcdexplorer.profiles.editor;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.files.FolderPurpose;
import io.etcdexplorer.fx.FileDialogs;
import io.etcdexplorer.profiles.SshHop;
import io.etcdexplorer.profiles.SshLoginFields;
import javafx.beans.binding.Bindings;
import javafx.beans.property.StringProperty;
import javafx.beans.value.ObservableBooleanValue;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.PasswordField;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;


/**
 * The SSH login rows shared by the profile editor's SSH tab and the kubeadm node dialog: host and port, user,
 * login method, key file (only for key login) and the passphrase or password (not for the agent).
 *
 * @param host the host field, for whoever wants to focus it
 */
public record SshLoginRows(TextField host) {

    private static final Messages TEXT = Messages.of(SshLoginRows.class);

    /**
     * How the rows look. {@code idPrefix} names the controls ({@code prefix + "Host"}, ...); {@code askedLater}
     * says in the secret's prompt that it is asked when connecting if left empty.
     */
    public record Look(String idPrefix, String hostPrompt, boolean askedLater) {
    }

    /** Adds five rows from {@code firstRow} on; all stay disabled while {@code enabled} is false. */
    public static SshLoginRows add(GridPane grid, int firstRow, Look look, SshLoginFields f,
                                   ObservableBooleanValue enabled) {
        TextField host = field(f.hostProperty(), look.idPrefix() + "Host", look.hostPrompt());
        TextField port = field(f.portProperty(), look.idPrefix() + "Port", "22");
        port.setPrefColumnCount(5);
        HBox.setHgrow(host, Priority.ALWAYS);
        HBox hostPort = new HBox(6, host, new Label(":"), port);
        hostPort.setAlignment(Pos.CENTER_LEFT);
        TextField user = field(f.userProperty(), look.idPrefix() + "User", TEXT.get("ssh.userPrompt"));

        ComboBox<SshHop.Auth> auth = new ComboBox<>();
        auth.setId(look.idPrefix() + "Auth");
        auth.getItems().setAll(SshHop.Auth.values());
        auth.setButtonCell(authCell());
        auth.setCellFactory(list -> authCell());
        auth.valueProperty().bindBidirectional(f.authProperty());

        TextField keyFile = field(f.identityFileProperty(), look.idPrefix() + "KeyFile",
                TEXT.get("ssh.keyFilePrompt"));
        keyFile.setTooltip(new javafx.scene.control.Tooltip(TEXT.get("ssh.keyFileTip")));
        HBox.setHgrow(keyFile, Priority.ALWAYS);
        Button browse = new Button(null, new FontIcon(Feather.FOLDER));
        browse.setId(look.idPrefix() + "KeyFileBrowse");
        browse.setOnAction(e -> {
            FileDialogs.open(grid.getScene().getWindow(), FolderPurpose.SSH_KEY, TEXT.get("ssh.chooseKey"))
                    .ifPresent(chosen -> f.identityFileProperty().set(chosen.toAbsolutePath().toString()));
        });
        HBox keyRow = new HBox(4, keyFile, browse);

        PasswordField secret = new PasswordField();
        secret.setId(look.idPrefix() + "Secret");
        secret.textProperty().bindBidirectional(f.secretProperty());
        javafx.beans.property.ObjectProperty<SshHop.Auth> method = f.authProperty();
        secret.promptTextProperty().bind(Bindings.createStringBinding(() -> TEXT.get(
                (method.get() == SshHop.Auth.PASSWORD ? "ssh.passwordPrompt" : "ssh.passphrasePrompt")
                        + (look.askedLater() ? "Later" : "")), method));
        Label secretLabel = new Label();
        secretLabel.textProperty().bind(Bindings.createStringBinding(() -> TEXT.get(
                method.get() == SshHop.Auth.PASSWORD ? "ssh.password" : "ssh.passphrase"), method));

        Node[][] rows = {{new Label(TEXT.get("ssh.hostPort")), hostPort}, {new Label(TEXT.get("ssh.user")), user},
                {new Label(TEXT.get("ssh.logInWith")), auth}, {new Label(TEXT.get("ssh.privateKey")), keyRow},
                {secretLabel, secret}};
        for (int i = 0; i < rows.length; i++) {
            grid.add(rows[i][0], 0, firstRow + i);
            grid.add(rows[i][1], 1, firstRow + i);
            rows[i][0].disableProperty().bind(Bindings.not(enabled));
            if (rows[i][1] != keyRow && rows[i][1] != secret) {
                rows[i][1].disableProperty().bind(Bindings.not(enabled));
            }
        }
        keyRow.disableProperty().bind(Bindings.not(enabled).or(method.isNotEqualTo(SshHop.Auth.KEY)));
        secret.disableProperty().bind(Bindings.not(enabled).or(method.isEqualTo(SshHop.Auth.AGENT)));
        return new SshLoginRows(host);
    }

    private static ListCell<SshHop.Auth> authCell() {
        return new ListCell<>() {
            @Override
            protected void updateItem(SshHop.Auth item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : item.label());
            }
        };
    }

    private static TextField field(StringProperty property, String id, String prompt) {
        TextField field = new TextField();
        field.setId(id);
        field.setPromptText(prompt);
        field.textProperty().bindBidirectional(property);
        return field;
    }
}
