package io.etcdexplorer.profiles;

import io.etcdexplorer.files.FolderPurpose;
import io.etcdexplorer.fx.FileDialogs;
import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.profiles.editor.ProfileEditorView;
import io.etcdexplorer.profiles.editor.ProfileEditorViewModel;
import io.etcdexplorer.profiles.nodes.KubeadmNodeDialog;
import io.etcdexplorer.profiles.nodes.MinikubeDialog;
import io.etcdexplorer.profiles.nodes.NodeImportViewModel;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;
import javafx.stage.FileChooser;
import javafx.stage.Window;

import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The dialogs behind the connection list's buttons and menus. It only shows windows and forwards what the user
 * chose to the view models; it does no I/O itself.
 */
public final class ConnectionActions {

    private static final Messages TEXT = Messages.of(ConnectionActions.class);
    private static final FileChooser.ExtensionFilter JSON = new FileChooser.ExtensionFilter("JSON", "*.json");
    /** A member's own file is named "db", with no extension: "All files" shows it. */
    private static final FileChooser.ExtensionFilter[] SNAPSHOTS = {
        new FileChooser.ExtensionFilter(TEXT.get("actions.snapshotFiles"), "*.db", "*.snap", "*.snapshot"),
        new FileChooser.ExtensionFilter(TEXT.get("actions.allFiles"), "*")};

    private final Supplier<Window> owner;
    private final ConnectionsViewModel list;
    private final SessionViewModel session;
    private final Function<ConnectionProfile, ProfileEditorViewModel> editors;
    private final Function<ProfileEditorViewModel.Result, ConnectionEntry> saver;
    private final Supplier<NodeImportViewModel> nodeImports;
    private final java.util.function.Consumer<java.nio.file.Path> snapshots;

    public ConnectionActions(Supplier<Window> owner, ConnectionsViewModel list, SessionViewModel session,
                             Function<ConnectionProfile, ProfileEditorViewModel> editors,
                             Function<ProfileEditorViewModel.Result, ConnectionEntry> saver,
                             Supplier<NodeImportViewModel> nodeImports,
                             java.util.function.Consumer<java.nio.file.Path> snapshots) {
        this.owner = owner;
        this.snapshots = snapshots;
        this.nodeImports = nodeImports;
        this.list = list;
        this.session = session;
        this.editors = editors;
        this.saver = saver;
        session.secretRequestProperty().addListener((obs, old, request) -> {
            if (request != null) {
                new SecretPromptDialog(owner.get(), request, session).show();
            }
        });
        session.hostKeyQuestionProperty().addListener((obs, old, question) -> {
            if (question != null) {
                askAboutHostKey(question);
            }
        });
    }

    private void askAboutHostKey(HostKeyQuestion question) {
        HostKeyDialog.ask(owner.get(), question.problem(), TEXT.get("actions.trustAndConnect"), () -> session.trustHostKey(question),
                session::rejectHostKey);
    }

    public void connectSelected() {
        ConnectionEntry entry = list.selectedProperty().get();
        if (entry != null) {
            session.connect(entry);
        }
    }

    public void newProfile() {
        edit(TEXT.get("actions.newTitle"), ConnectionProfile.ofEndpoints(list.uniqueName("etcd"),
                java.util.List.of("http://127.0.0.1:2379")), null, true);
    }

    public void editSelected() {
        ConnectionEntry entry = list.selectedProperty().get();
        if (entry != null && entry.profile() != null) {
            edit(TEXT.format("actions.editTitle", entry.name()), entry.profile(), null, false);
        }
    }

    /** Opens the editor for the command-line connection, so it can be kept as a profile. */
    public void saveCommandLine() {
        ConnectionEntry entry = list.selectedProperty().get();
        if (entry != null && entry.settings() != null) {
            edit(TEXT.get("actions.saveTitle"), ConnectionProfile.ofSettings(list.uniqueName(TEXT.get("actions.commandLineName")), entry.settings()),
                    entry.settings().password(), true);
        }
    }

    public void removeSelected() {
        ConnectionEntry entry = list.selectedProperty().get();
        if (entry == null || entry.profile() == null) {
            return;
        }
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, TEXT.format("actions.deleteText", entry.name()),
                ButtonType.OK, ButtonType.CANCEL);
        alert.initOwner(owner.get());
        alert.setHeaderText(TEXT.get("actions.deleteHeader"));
        alert.showAndWait().filter(ButtonType.OK::equals).ifPresent(ok -> list.removeSelected());
    }

    public void importFromText() {
        new ImportTextDialog(owner.get(), list.newImport()).showAndWait().ifPresent(preview ->
                edit(TEXT.get("actions.reviewTitle"), preview.profile(), preview.password(), true));
    }

    public void connectToMinikube() {
        new MinikubeDialog(owner.get(), nodeImports.get()).show();
    }

    public void connectToKubeadmNode() {
        new KubeadmNodeDialog(owner.get(), nodeImports.get()).show();
    }

    public void importProfilesFile() {
        FileDialogs.open(owner.get(), FolderPurpose.CONNECTIONS, TEXT.get("actions.importFileTitle"), JSON)
                .ifPresent(list::importProfiles);
    }

    /** Open snapshot…: a file saved by etcdctl snapshot save (or a member's db), opened read-only. */
    public void openSnapshot() {
        FileDialogs.open(owner.get(), FolderPurpose.SNAPSHOT, TEXT.get("actions.openSnapshotTitle"), SNAPSHOTS).ifPresent(snapshots);
    }

    public void exportProfiles() {
        FileDialogs.save(owner.get(), FolderPurpose.CONNECTIONS, TEXT.get("actions.exportTitle"),
                "etcd-explorer-connections.json", JSON).ifPresent(list::exportProfiles);
    }

    public void confirmResetPlayground() {
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION,
                TEXT.get("actions.resetText"),
                ButtonType.OK, ButtonType.CANCEL);
        alert.initOwner(owner.get());
        alert.setHeaderText(TEXT.get("actions.resetHeader"));
        alert.showAndWait().filter(ButtonType.OK::equals).ifPresent(ok -> session.resetPlayground());
    }

    private void edit(String title, ConnectionProfile profile, String password, boolean connectAfter) {
        ProfileEditorViewModel editor = editors.apply(profile);
        if (password != null) {
            editor.passwordProperty().set(password);
        }
        String keychain = session.canRememberSecrets()
                ? TEXT.format("actions.keychainNote", session.keychainDescription()) : session.keychainDescription();
        new ProfileEditorView(owner.get(), title, editor, keychain).showAndWait().ifPresent(result -> {
            ConnectionEntry entry = saver.apply(result);
            if (connectAfter) {
                session.connect(entry);
            }
        });
    }
}
