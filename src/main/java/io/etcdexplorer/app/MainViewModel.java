package io.etcdexplorer.app;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.doctor.ConnectionDoctor;
import io.etcdexplorer.confirm.Confirmations;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.tls.ProfileCertificates;
import io.etcdexplorer.kubernetes.KubeDecoder;
import io.etcdexplorer.kubernetes.KubeSchemas;
import io.etcdexplorer.playground.Playground;
import io.etcdexplorer.profiles.ConnectionEntry;
import io.etcdexplorer.profiles.ConnectionProfile;
import io.etcdexplorer.profiles.ConnectionsViewModel;
import io.etcdexplorer.profiles.Leaving;
import io.etcdexplorer.profiles.store.ProfileStore;
import io.etcdexplorer.profiles.SessionViewModel;
import io.etcdexplorer.profiles.editor.ProfileEditorViewModel;
import io.etcdexplorer.profiles.nodes.MinikubeFinder;
import io.etcdexplorer.profiles.nodes.NodeImportViewModel;
import io.etcdexplorer.profiles.nodes.NodeLayout;
import io.etcdexplorer.profiles.nodes.NodeProfiles;
import io.etcdexplorer.profiles.secrets.SecretStore;
import io.etcdexplorer.snapshots.SnapshotOpener;
import io.etcdexplorer.snapshots.SnapshotViewModel;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.workspace.Workspace;
import io.etcdexplorer.workspace.Workspaces;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.ObjectBinding;

import java.util.Map;

/**
 * The window-level parts: connection list, profiles, connecting, and the open workspaces (one per connection,
 * each owning everything tied to its cluster). What the status bar shows follows the workspace in front.
 */
public final class MainViewModel {

    private final StatusViewModel status = new StatusViewModel();
    private final BackgroundExecutor executor;
    private final ConnectionDoctor doctor;
    private final ProfileCertificates certificates = new ProfileCertificates();
    private final SessionViewModel session;
    private final ConnectionsViewModel connections;
    private final Workspaces workspaces;
    private final BooleanBinding connected;
    private final ObjectBinding<StatusViewModel> shownStatus;
    private final MinikubeFinder minikube;
    private final NodeProfiles nodes;
    private final SnapshotViewModel snapshots;

    public MainViewModel(BackgroundExecutor executor, EtcdConnector connector, ProfileStore store,
                         Playground playground, SecretStore keychain, Confirmations confirmations,
                         MinikubeFinder minikube, SnapshotOpener snapshotOpener) {
        this.executor = executor;
        this.minikube = minikube;
        this.doctor = new ConnectionDoctor(connector);
        this.nodes = new NodeProfiles(null, NodeLayout.minikube(), NodeLayout.kubeadm(), doctor);
        session = new SessionViewModel(executor, connector, playground, keychain, status);
        connections = new ConnectionsViewModel(executor, store, status, session::forgetSecrets);
        workspaces = new Workspaces(executor, new KubeDecoders(), confirmations, session);
        snapshots = new SnapshotViewModel(executor, status, session, snapshotOpener);
        connected = workspaces.activeProperty().isNotNull();
        shownStatus = Bindings.createObjectBinding(
                () -> workspaces.active().map(Workspace::status).orElse(status), workspaces.activeProperty());
        // What the window's own parts say (connecting, a profile saved) shows in front of any workspace.
        status.activityProperty().addListener((obs, old, text) ->
                workspaces.active().ifPresent(w -> w.status().say(text)));
        status.problemProperty().addListener((obs, old, problem) -> {
            // The copy goes wherever it was shown, also from a workspace no longer in front.
            workspaces.open().forEach(w -> w.status().withdraw(old));
            if (problem != null) {
                workspaces.active().ifPresent(w -> w.status().show(problem));
            }
        });
    }

    /** The window's own status: connecting, profiles, help. Shown while no workspace is open. */
    public StatusViewModel status() {
        return status;
    }

    /** The status the bar and banner show: the front workspace's, or the window's on the welcome screen. */
    public ObjectBinding<StatusViewModel> shownStatus() {
        return shownStatus;
    }

    public SessionViewModel session() {
        return session;
    }

    public ConnectionsViewModel connections() {
        return connections;
    }

    public Workspaces workspaces() {
        return workspaces;
    }

    /** Open snapshot…: snapshot files opened read-only, each in a workspace. */
    public SnapshotViewModel snapshots() {
        return snapshots;
    }

    public BackgroundExecutor executor() {
        return executor;
    }

    /** Some workspace is open (the welcome screen shows otherwise). */
    public BooleanBinding connectedBinding() {
        return connected;
    }

    /** An editor for a new profile, or for the selected one (with the secrets already known in this run). */
    public ProfileEditorViewModel editorFor(ConnectionProfile profile) {
        Map<String, String> known = session.knownSecrets(profile);
        ProfileEditorViewModel editor = new ProfileEditorViewModel(profile, known.get("password"),
                known.get("keyPassword"), known.get("sshSecret"), executor, doctor, certificates);
        // A connection test is a new attempt: the banner of the last failed connect no longer applies.
        editor.testingProperty().addListener((obs, was, testing) -> {
            if (testing) {
                session.attemptStarted();
            }
        });
        return editor;
    }

    /** A fresh "Connect to minikube" / "Connect to a kubeadm node" model, one per dialog. */
    public NodeImportViewModel nodeImport() {
        return new NodeImportViewModel(executor, nodes, minikube, connections, session);
    }

    /** Saves what the editor produced: the profile in the list, its secrets in memory (and keychain). */
    public ConnectionEntry saveEdited(ProfileEditorViewModel.Result result) {
        ConnectionEntry entry = connections.saveProfile(result.profile());
        session.storeSecrets(result.profile(), result.password(), result.keyPassword(), result.sshSecret());
        return entry;
    }

    public void shutdown() {
        snapshots.closeAll(); // first and here, not in the background as a closing tab would: the app is ending
        session.closeSession();
    }

    /** False when some workspace's editor holds unsaved text and the user chose to keep it rather than {@code action}. */
    public boolean mayDiscardEdits(Leaving why) {
        return workspaces.mayDiscardAllEdits(why);
    }

    /**
     * The Kubernetes decoder, made with the first workspace. A class rather than a lambda: resolving a lambda's
     * method type loads the classes it names, and the welcome screen loads none of the kubernetes package (issue 26).
     */
    private static final class KubeDecoders implements java.util.function.Supplier<KubeDecoder> {
        @Override
        public KubeDecoder get() {
            return new KubeDecoder(new KubeSchemas());
        }
    }
}
