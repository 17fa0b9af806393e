package io.etcdexplorer.profiles.nodes;

import io.etcdexplorer.profiles.editor.SshLoginRows;
import javafx.beans.binding.Bindings;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.StringProperty;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/**
 * "Connect to a kubeadm node": the SSH login of a control-plane node; the rest is read from the node and tested.
 * What the node does not tell (or what fails the test) is asked for by hand, with kubeadm's defaults filled in.
 */
public final class KubeadmNodeDialog extends Dialog<Void> {

    public KubeadmNodeDialog(Window owner, NodeImportViewModel vm) {
        initOwner(owner);
        setTitle("Connect to a kubeadm node");
        setHeaderText("Log in to a control-plane node over SSH");
        setResizable(true);
        GridPane login = grid();
        TextField host = SshLoginRows.add(login, 0, new SshLoginRows.Look("kubeadm",
                "e.g. 10.0.0.5 or cp1.example.com", ""), vm.login(), new SimpleBooleanProperty(true)).host();
        login.disableProperty().bind(vm.busyProperty().or(vm.importedProperty().isNotNull()));
        Label status = NodeDialogParts.status(vm);
        Node byHand = byHand(vm);
        Node duplicate = NodeDialogParts.duplicateAnswers(vm);
        VBox content = new VBox(10, NodeDialogParts.hint("etcd's client URL and CA are read from"
                + " /etc/kubernetes/manifests/etcd.yaml (with sudo -n), the client certificate is"
                + " /etc/kubernetes/pki/etcd/healthcheck-client.crt or /etc/kubernetes/pki/apiserver-etcd-client.crt."
                + " Nothing is saved until a connection test through the node passes. The connection tunnels to etcd"
                + " on the node, reads the certificates into memory at each connect, and is read-only until you"
                + " change it."), login, status, byHand, duplicate);
        content.setPadding(new Insets(10));
        getDialogPane().setContent(NodeDialogParts.content(this, content, status.textProperty(),
                byHand.visibleProperty(), duplicate.visibleProperty()));
        Button go = NodeDialogParts.buttons(this, vm, "Import and connect", "kubeadmImportButton",
                vm.canImportKubeadmBinding(), vm::importKubeadmNode);
        go.textProperty().bind(Bindings.when(vm.byHand().askedProperty()).then("Read the node again")
                .otherwise("Import and connect"));
        setOnShown(shown -> host.requestFocus()); // once the dialog is on screen; earlier the request is lost
    }

    /** The endpoint and paths on the node, asked for when the node did not tell or they failed the test. */
    private static Node byHand(NodeImportViewModel vm) {
        HandEntry fields = vm.byHand();
        GridPane grid = grid();
        row(grid, 0, "etcd endpoint", "kubeadmEndpoint", fields.endpointProperty(), "as the node reaches it");
        row(grid, 1, "CA certificate", "kubeadmCaCert", fields.caCertProperty(), "a path on the node");
        row(grid, 2, "Client certificate", "kubeadmCert", fields.certProperty(), "a path on the node");
        row(grid, 3, "Client key", "kubeadmKey", fields.keyProperty(), "a path on the node, read with sudo -n");
        Button test = new Button("Test and save");
        test.setId("kubeadmTestAndSave");
        test.setDefaultButton(true);
        test.disableProperty().bind(vm.canTestByHandBinding().not());
        test.setOnAction(e -> vm.testByHand());
        grid.add(test, 1, 4);
        grid.disableProperty().bind(vm.busyProperty().or(vm.duplicateQuestionProperty().isNotNull()));
        grid.visibleProperty().bind(fields.askedProperty());
        grid.managedProperty().bind(grid.visibleProperty());
        return grid;
    }

    private static void row(GridPane grid, int row, String label, String id, StringProperty value, String prompt) {
        TextField field = new TextField();
        field.setId(id);
        field.setPromptText(prompt);
        field.textProperty().bindBidirectional(value);
        grid.add(new Label(label), 0, row);
        grid.add(field, 1, row);
    }

    private static GridPane grid() {
        GridPane grid = new GridPane();
        grid.setHgap(10);
        grid.setVgap(8);
        ColumnConstraints labels = new ColumnConstraints();
        labels.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        ColumnConstraints fields = new ColumnConstraints();
        fields.setHgrow(Priority.ALWAYS);
        grid.getColumnConstraints().addAll(labels, fields);
        return grid;
    }
}
