package io.etcdexplorer.profiles.nodes;

import io.etcdexplorer.profiles.editor.SshLoginRows;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.application.Platform;
import javafx.geometry.Insets;
import javafx.scene.control.Dialog;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.stage.Window;


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

        TextField host = SshLoginRows.add(grid, 1, new SshLoginRows.Fields("kubeadm",
                "e.g. 10.0.0.5 or cp1.example.com", "", vm.hostProperty(), vm.portProperty(), vm.userProperty(), vm.authProperty(),
                vm.identityFileProperty(), vm.secretProperty()), new SimpleBooleanProperty(true)).host();
        grid.disableProperty().bind(vm.busyProperty().or(vm.importedProperty().isNotNull()));
        javafx.scene.layout.VBox content = new javafx.scene.layout.VBox(8, grid, NodeDialogParts.status(vm));
        content.setPadding(new Insets(0, 10, 10, 10));
        getDialogPane().setContent(content);
        getDialogPane().setPrefWidth(600);
        NodeDialogParts.buttons(this, vm, "Import and connect", "kubeadmImportButton",
                vm.canImportKubeadmBinding(), vm::importKubeadmNode);
        Platform.runLater(host::requestFocus);
    }
}
