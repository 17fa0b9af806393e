package io.etcdexplorer.profiles.editor;

import io.etcdexplorer.i18n.Messages;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;


/** The profile editor's SSH tab: binds {@link SshFields}; every field is disabled until "through SSH" is on. */
final class SshTab {

    private static final Messages TEXT = Messages.of(SshTab.class);

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

        CheckBox through = new CheckBox(TEXT.get("ssh.through"));
        through.setId("sshEnabled");
        through.selectedProperty().bindBidirectional(ssh.enabledProperty());
        grid.add(through, 0, 0, 2, 1);
        grid.add(hint(TEXT.get("ssh.throughHint")), 1, 1);

        SshLoginRows.add(grid, 2, new SshLoginRows.Look("ssh", TEXT.get("ssh.hostPrompt"), true), ssh.login(),
                ssh.enabledProperty());

        CheckBox remote = new CheckBox(TEXT.get("ssh.remoteFiles"));
        remote.setId("sshRemoteFiles");
        remote.selectedProperty().bindBidirectional(ssh.remoteFilesProperty());
        grid.add(remote, 1, 7);
        CheckBox sudo = new CheckBox(TEXT.get("ssh.sudo"));
        sudo.setId("sshSudo");
        sudo.selectedProperty().bindBidirectional(ssh.sudoForFilesProperty());
        grid.add(sudo, 1, 8);
        grid.add(hint(TEXT.get("ssh.filesHint")), 1, 9);

        // The login rows bind their own enablement; the rest follows the "through SSH" check box.
        java.util.Set<Node> login = new java.util.HashSet<>(grid.getChildren().filtered(n -> {
            Integer row = GridPane.getRowIndex(n);
            return row != null && row >= 2 && row <= 6;
        }));
        for (Node node : grid.getChildren()) {
            if (node != through && node != sudo && !login.contains(node)) {
                node.disableProperty().bind(ssh.enabledProperty().not());
            }
        }
        sudo.disableProperty().bind(ssh.enabledProperty().not().or(ssh.remoteFilesProperty().not()));
        return grid;
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
