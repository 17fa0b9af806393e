package io.etcdexplorer.profiles.editor;

import io.etcdexplorer.profiles.SshHop;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.PasswordField;
import javafx.scene.control.TextField;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.stage.FileChooser;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

import java.io.File;

/** The profile editor's SSH tab: binds {@link SshFields}; every field is disabled until "through SSH" is on. */
final class SshTab {

    private SshTab() {
    }

    static Node build(SshFields ssh) {
        GridPane grid = new GridPane();
        grid.setHgap(10);
        grid.setVgap(8);
        grid.setPadding(new Insets(12));
        ColumnConstraints labels = new ColumnConstraints();
        labels.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        ColumnConstraints fields = new ColumnConstraints();
        fields.setHgrow(Priority.ALWAYS);
        grid.getColumnConstraints().addAll(labels, fields);

        CheckBox through = new CheckBox("Connect through an SSH host");
        through.setId("sshEnabled");
        through.selectedProperty().bindBidirectional(ssh.enabledProperty());
        grid.add(through, 0, 0, 2, 1);
        grid.add(hint("For etcd that listens only inside a node (minikube, a kubeadm control plane). The endpoints "
                + "are then addresses as that host sees them, e.g. https://127.0.0.1:2379."), 1, 1);

        TextField host = field(ssh.hostProperty(), "sshHost", "e.g. 192.168.49.2 or bastion.example.com");
        TextField port = field(ssh.portProperty(), "sshPort", "22");
        port.setPrefColumnCount(5);
        HBox.setHgrow(host, Priority.ALWAYS);
        HBox hostPort = new HBox(6, host, new Label(":"), port);
        hostPort.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        row(grid, 2, "Host and port", hostPort);
        row(grid, 3, "User", field(ssh.userProperty(), "sshUser", "empty = your local user name"));

        ComboBox<SshHop.Auth> auth = new ComboBox<>();
        auth.setId("sshAuth");
        auth.getItems().setAll(SshHop.Auth.values());
        auth.setButtonCell(authCell());
        auth.setCellFactory(list -> authCell());
        auth.valueProperty().bindBidirectional(ssh.authProperty());
        row(grid, 4, "Log in with", auth);

        TextField keyFile = field(ssh.identityFileProperty(), "sshKeyFile",
                "empty = ~/.ssh/id_ed25519, id_ecdsa or id_rsa (OpenSSH, PEM or PuTTY .ppk)");
        HBox.setHgrow(keyFile, Priority.ALWAYS);
        Button browse = new Button(null, new FontIcon(Feather.FOLDER));
        browse.setId("sshKeyFileBrowse");
        browse.setOnAction(e -> {
            File chosen = new FileChooser().showOpenDialog(grid.getScene().getWindow());
            if (chosen != null) {
                ssh.identityFileProperty().set(chosen.getAbsolutePath());
            }
        });
        HBox keyRow = new HBox(4, keyFile, browse);
        row(grid, 5, "Private key", keyRow);

        PasswordField secret = new PasswordField();
        secret.setId("sshSecret");
        secret.promptTextProperty().bind(Bindings.createStringBinding(() -> ssh.authProperty().get()
                == SshHop.Auth.PASSWORD ? "the SSH password (asked when connecting if empty)"
                : "only for an encrypted key (asked when connecting if needed)", ssh.authProperty()));
        secret.textProperty().bindBidirectional(ssh.secretProperty());
        Label secretLabel = new Label();
        secretLabel.textProperty().bind(Bindings.createStringBinding(() -> ssh.authProperty().get()
                == SshHop.Auth.PASSWORD ? "Password" : "Passphrase", ssh.authProperty()));
        grid.add(secretLabel, 0, 6);
        grid.add(secret, 1, 6);

        CheckBox remote = new CheckBox("The TLS tab's files are on the SSH host");
        remote.setId("sshRemoteFiles");
        remote.selectedProperty().bindBidirectional(ssh.remoteFilesProperty());
        grid.add(remote, 1, 7);
        CheckBox sudo = new CheckBox("Use passwordless sudo for root-only files");
        sudo.setId("sshSudo");
        sudo.selectedProperty().bindBidirectional(ssh.sudoForFilesProperty());
        grid.add(sudo, 1, 8);
        grid.add(hint("Read over SFTP at each connect, kept in memory only. Host keys are checked against "
                + "~/.ssh/known_hosts; a new host's fingerprint is shown to confirm."), 1, 9);

        java.util.Set<Node> own = java.util.Set.of(through, keyRow, secret, sudo);
        for (Node node : grid.getChildren()) {
            if (!own.contains(node)) {
                node.disableProperty().bind(ssh.enabledProperty().not());
            }
        }
        keyRow.disableProperty().bind(ssh.enabledProperty().not().or(ssh.authProperty().isNotEqualTo(SshHop.Auth.KEY)));
        secret.disableProperty().bind(ssh.enabledProperty().not().or(ssh.authProperty().isEqualTo(SshHop.Auth.AGENT)));
        sudo.disableProperty().bind(ssh.enabledProperty().not().or(ssh.remoteFilesProperty().not()));
        return grid;
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

    private static TextField field(javafx.beans.property.StringProperty property, String id, String prompt) {
        TextField field = new TextField();
        field.setId(id);
        field.setPromptText(prompt);
        field.textProperty().bindBidirectional(property);
        return field;
    }

    private static void row(GridPane grid, int row, String label, Node field) {
        grid.add(new Label(label), 0, row);
        grid.add(field, 1, row);
    }

    private static Label hint(String text) {
        Label hint = new Label(text);
        hint.getStyleClass().addAll("text-muted", "text-small");
        hint.setWrapText(true);
        // Without this a wrapping label in a grid keeps one line and ends in "...".
        hint.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        hint.setPrefWidth(420);
        return hint;
    }
}
