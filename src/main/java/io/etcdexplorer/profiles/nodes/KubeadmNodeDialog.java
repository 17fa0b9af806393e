package io.etcdexplorer.profiles.nodes;

import io.etcdexplorer.profiles.SshHop;
import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.PasswordField;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.stage.FileChooser;
import javafx.stage.Window;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

import java.io.File;

/** "Connect to a kubeadm node": the SSH login of a control-plane node; the rest is read from the node. */
public final class KubeadmNodeDialog extends Dialog<Void> {

    public KubeadmNodeDialog(Window owner, NodeImportViewModel vm) {
        initOwner(owner);
        setTitle("Connect to a kubeadm node");
        setHeaderText("Log in to a control-plane node over SSH");
        setResizable(true);
        GridPane grid = new GridPane();
        grid.setHgap(10);
        grid.setVgap(8);
        grid.setPadding(new Insets(10));
        grid.add(NodeDialogParts.hint("etcd's client URL and CA are read from /etc/kubernetes/manifests/etcd.yaml"
                + " (with sudo -n), the client certificate is /etc/kubernetes/pki/etcd/healthcheck-client.crt or"
                + " /etc/kubernetes/pki/apiserver-etcd-client.crt. The connection tunnels to etcd on the node, reads"
                + " the certificates into memory at each connect, and is read-only until you change it."), 0, 0, 2, 1);

        TextField host = field(vm.hostProperty(), "kubeadmHost", "e.g. 10.0.0.5 or cp1.example.com");
        TextField port = field(vm.portProperty(), "kubeadmPort", "22");
        port.setPrefColumnCount(5);
        HBox.setHgrow(host, Priority.ALWAYS);
        row(grid, 1, "Host and port", new HBox(6, host, new Label(":"), port));
        row(grid, 2, "User", field(vm.userProperty(), "kubeadmUser", "empty = your local user name"));
        ComboBox<SshHop.Auth> auth = new ComboBox<>();
        auth.setId("kubeadmAuth");
        auth.getItems().setAll(SshHop.Auth.values());
        auth.setButtonCell(authCell());
        auth.setCellFactory(list -> authCell());
        auth.valueProperty().bindBidirectional(vm.authProperty());
        row(grid, 3, "Log in with", auth);
        TextField keyFile = field(vm.identityFileProperty(), "kubeadmKeyFile",
                "empty = ~/.ssh/id_ed25519, id_ecdsa or id_rsa");
        HBox.setHgrow(keyFile, Priority.ALWAYS);
        Button browse = new Button(null, new FontIcon(Feather.FOLDER));
        browse.setOnAction(e -> {
            File chosen = new FileChooser().showOpenDialog(getDialogPane().getScene().getWindow());
            if (chosen != null) {
                vm.identityFileProperty().set(chosen.getAbsolutePath());
            }
        });
        HBox keyRow = new HBox(4, keyFile, browse);
        keyRow.disableProperty().bind(vm.authProperty().isNotEqualTo(SshHop.Auth.KEY));
        row(grid, 4, "Private key", keyRow);
        PasswordField secret = new PasswordField();
        secret.setId("kubeadmSecret");
        secret.textProperty().bindBidirectional(vm.secretProperty());
        secret.disableProperty().bind(vm.authProperty().isEqualTo(SshHop.Auth.AGENT));
        Label secretLabel = new Label();
        secretLabel.textProperty().bind(Bindings.createStringBinding(() -> vm.authProperty().get()
                == SshHop.Auth.PASSWORD ? "Password" : "Passphrase", vm.authProperty()));
        secret.promptTextProperty().bind(Bindings.createStringBinding(() -> vm.authProperty().get()
                == SshHop.Auth.PASSWORD ? "the SSH password" : "only for an encrypted key", vm.authProperty()));
        grid.add(secretLabel, 0, 5);
        grid.add(secret, 1, 5);
        grid.disableProperty().bind(vm.busyProperty().or(vm.importedProperty().isNotNull()));
        javafx.scene.layout.VBox content = new javafx.scene.layout.VBox(8, grid, NodeDialogParts.status(vm));
        content.setPadding(new Insets(0, 10, 10, 10));
        getDialogPane().setContent(content);
        getDialogPane().setPrefWidth(600);
        NodeDialogParts.buttons(this, vm, "Import and connect", "kubeadmImportButton",
                vm.canImportKubeadmBinding(), vm::importKubeadmNode);
        Platform.runLater(host::requestFocus);
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
}
