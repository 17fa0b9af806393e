package io.etcdexplorer.profiles.nodes;

import io.etcdexplorer.i18n.Messages;
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

    private static final Messages TEXT = Messages.of(KubeadmNodeDialog.class);

    public KubeadmNodeDialog(Window owner, NodeImportViewModel vm) {
        initOwner(owner);
        setTitle(TEXT.get("kubeadm.title"));
        setHeaderText(TEXT.get("kubeadm.header"));
        setResizable(true);
        GridPane login = grid();
        TextField host = SshLoginRows.add(login, 0, new SshLoginRows.Look("kubeadm",
                TEXT.get("kubeadm.hostPrompt"), false), vm.login(), new SimpleBooleanProperty(true)).host();
        login.disableProperty().bind(vm.busyProperty().or(vm.importedProperty().isNotNull()));
        Label status = NodeDialogParts.status(vm);
        Node byHand = byHand(vm);
        Node duplicate = NodeDialogParts.duplicateAnswers(vm);
        VBox content = new VBox(10, NodeDialogParts.hint(TEXT.get("kubeadm.hint")), login, status, byHand,
                duplicate);
        content.setPadding(new Insets(10));
        getDialogPane().setContent(NodeDialogParts.content(this, content, status.textProperty(),
                byHand.visibleProperty(), duplicate.visibleProperty()));
        Button go = NodeDialogParts.buttons(this, vm, TEXT.get("kubeadm.import"), "kubeadmImportButton",
                vm.canImportKubeadmBinding(), vm::importKubeadmNode);
        go.textProperty().bind(Bindings.when(vm.byHand().askedProperty()).then(TEXT.get("kubeadm.readAgain"))
                .otherwise(TEXT.get("kubeadm.import")));
        setOnShown(shown -> host.requestFocus()); // once the dialog is on screen; earlier the request is lost
    }

    /** The endpoint and paths on the node, asked for when the node did not tell or they failed the test. */
    private static Node byHand(NodeImportViewModel vm) {
        HandEntry fields = vm.byHand();
        GridPane grid = grid();
        row(grid, 0, TEXT.get("kubeadm.endpoint"), "kubeadmEndpoint", fields.endpointProperty(),
                TEXT.get("kubeadm.endpointPrompt"));
        row(grid, 1, TEXT.get("kubeadm.ca"), "kubeadmCaCert", fields.caCertProperty(), TEXT.get("kubeadm.pathPrompt"));
        row(grid, 2, TEXT.get("kubeadm.cert"), "kubeadmCert", fields.certProperty(), TEXT.get("kubeadm.pathPrompt"));
        row(grid, 3, TEXT.get("kubeadm.key"), "kubeadmKey", fields.keyProperty(), TEXT.get("kubeadm.keyPrompt"));
        Button test = new Button(TEXT.get("kubeadm.testAndSave"));
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
