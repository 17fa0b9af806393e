package io.etcdexplorer.profiles.nodes;

import io.etcdexplorer.i18n.Messages;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Dialog;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/**
 * "Connect to minikube": lists the clusters minikube's files name; a single one is imported at once, several wait
 * for a choice.
 */
public final class MinikubeDialog extends Dialog<Void> {

    private static final Messages TEXT = Messages.of(MinikubeDialog.class);

    public MinikubeDialog(Window owner, NodeImportViewModel vm) {
        initOwner(owner);
        setTitle(TEXT.get("minikube.title"));
        setHeaderText(TEXT.get("minikube.header"));
        setResizable(true);
        ListView<MinikubeCluster> clusters = new ListView<>(vm.clusters());
        clusters.setId("minikubeClusters");
        clusters.setPrefHeight(140);
        clusters.setCellFactory(list -> new ListCell<>() {
            @Override
            protected void updateItem(MinikubeCluster cluster, boolean empty) {
                super.updateItem(cluster, empty);
                setText(empty || cluster == null ? null : TEXT.format("minikube.cluster", cluster.name(),
                        cluster.driver(), cluster.sshUser() + "@" + cluster.sshHost() + ":" + cluster.sshPort()));
            }
        });
        clusters.getSelectionModel().selectedItemProperty().addListener((obs, old, cluster) ->
                vm.selectedClusterProperty().set(cluster));
        vm.selectedClusterProperty().addListener((obs, old, cluster) ->
                clusters.getSelectionModel().select(cluster));
        clusters.disableProperty().bind(vm.busyProperty().or(vm.importedProperty().isNotNull()));
        Label status = NodeDialogParts.status(vm);
        Node duplicate = NodeDialogParts.duplicateAnswers(vm);
        VBox content = new VBox(8, NodeDialogParts.hint(TEXT.get("minikube.hint")), clusters, status, duplicate);
        content.setPadding(new Insets(10));
        getDialogPane().setContent(NodeDialogParts.content(this, content, status.textProperty(),
                duplicate.visibleProperty()));
        NodeDialogParts.buttons(this, vm, TEXT.get("minikube.connect"), "minikubeConnectButton", vm.canImportMinikubeBinding(),
                vm::importMinikube);
        setOnShown(e -> vm.findMinikubeClusters());
    }
}
