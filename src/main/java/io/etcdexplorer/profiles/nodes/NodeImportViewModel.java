package io.etcdexplorer.profiles.nodes;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.concurrent.Latest;
import io.etcdexplorer.concurrent.Tasks;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.EtcdErrors;
import io.etcdexplorer.etcd.SecretRequiredException;
import io.etcdexplorer.profiles.ConnectionEntry;
import io.etcdexplorer.profiles.ConnectionProfile;
import io.etcdexplorer.profiles.ConnectionsViewModel;
import io.etcdexplorer.profiles.SessionViewModel;
import io.etcdexplorer.profiles.SshHop;
import io.etcdexplorer.etcd.ssh.UnknownHostKeyException;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.concurrent.Callable;

/**
 * "Connect to minikube" and "Connect to a kubeadm node": finds the clusters or takes the SSH target, builds the
 * profile from what the node has (off the UI thread), asks about a first-seen host key, then saves the profile,
 * keeps the SSH secret typed here for this run, and connects. One instance per dialog.
 */
public final class NodeImportViewModel {

    // Properties: the kubeadm node's SSH login, as typed
    private final StringProperty host = new SimpleStringProperty("");
    private final StringProperty port = new SimpleStringProperty(String.valueOf(SshHop.DEFAULT_PORT));
    private final StringProperty user = new SimpleStringProperty("");
    private final ObjectProperty<SshHop.Auth> auth = new SimpleObjectProperty<>(SshHop.Auth.KEY);
    private final StringProperty identityFile = new SimpleStringProperty("");
    private final StringProperty secret = new SimpleStringProperty("");
    // Properties: minikube
    private final ObservableList<MinikubeCluster> clusters = FXCollections.observableArrayList();
    private final ObservableList<MinikubeCluster> clustersView = FXCollections.unmodifiableObservableList(clusters);
    private final ObjectProperty<MinikubeCluster> selectedCluster = new SimpleObjectProperty<>();
    // Properties: progress and outcome
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<UnknownHostKeyException> hostKeyQuestion = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<ConnectionEntry> imported = new ReadOnlyObjectWrapper<>();
    private final ObservableList<String> notes = FXCollections.observableArrayList();
    private final ObservableList<String> notesView = FXCollections.unmodifiableObservableList(notes);
    private final BooleanBinding canImportKubeadm = Bindings.createBooleanBinding(
            () -> !busy.get() && imported.get() == null && !host.get().isBlank(), busy, imported, host);
    private final BooleanBinding canImportMinikube = Bindings.createBooleanBinding(
            () -> !busy.get() && imported.get() == null && selectedCluster.get() != null, busy, imported,
            selectedCluster);

    private final Tasks tasks;
    private final NodeProfiles nodes;
    private final MinikubeFinder minikube;
    private final ConnectionsViewModel connections;
    private final SessionViewModel session;
    /** What to run again once the user trusts the host key, and the SSH secret it was given. */
    private Callable<NodeImport> pending;
    private String pendingSecret;
    /** The import under way: closing the dialog or starting another drops it. */
    private final Latest imports = new Latest();

    public NodeImportViewModel(BackgroundExecutor executor, NodeProfiles nodes, MinikubeFinder minikube,
                               ConnectionsViewModel connections, SessionViewModel session) {
        this.tasks = new Tasks(executor);
        this.nodes = nodes;
        this.minikube = minikube;
        this.connections = connections;
        this.session = session;
    }

    public StringProperty hostProperty() {
        return host;
    }

    public StringProperty portProperty() {
        return port;
    }

    public StringProperty userProperty() {
        return user;
    }

    public ObjectProperty<SshHop.Auth> authProperty() {
        return auth;
    }

    public StringProperty identityFileProperty() {
        return identityFile;
    }

    /** The SSH key's passphrase or the SSH password, as the login method says. */
    public StringProperty secretProperty() {
        return secret;
    }

    /** The minikube clusters found, after {@link #findMinikubeClusters()}. */
    public ObservableList<MinikubeCluster> clusters() {
        return clustersView;
    }

    public ObjectProperty<MinikubeCluster> selectedClusterProperty() {
        return selectedCluster;
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /** What went wrong (or what is going on), with what to do about it; empty when there is nothing to say. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** Non-null while the user is asked whether to trust a node's host key seen for the first time. */
    public ReadOnlyObjectProperty<UnknownHostKeyException> hostKeyQuestionProperty() {
        return hostKeyQuestion.getReadOnlyProperty();
    }

    /** The saved connection, once the import succeeded (it is then being connected). */
    public ReadOnlyObjectProperty<ConnectionEntry> importedProperty() {
        return imported.getReadOnlyProperty();
    }

    /** What the import chose and why, once it succeeded. */
    public ObservableList<String> notes() {
        return notesView;
    }

    public BooleanBinding canImportKubeadmBinding() {
        return canImportKubeadm;
    }

    public BooleanBinding canImportMinikubeBinding() {
        return canImportMinikube;
    }

    // Commands

    /** Reads minikube's files; a single cluster is imported at once, several wait for the user's choice. */
    public void findMinikubeClusters() {
        begin("Looking for minikube clusters in " + minikube.home() + "…");
        tasks.run(minikube::find).latestIn(imports).busy(busy).onSuccess(found -> {
            message.set("");
            clusters.setAll(found);
            selectedCluster.set(found.get(0));
            if (found.size() == 1) {
                importMinikube();
            }
        }).onFailure(this::failed).start();
    }

    public void importMinikube() {
        MinikubeCluster cluster = selectedCluster.get();
        if (cluster != null && !busy.get()) {
            Callable<NodeImport> work = () -> nodes.minikube(cluster);
            run(work, work, null, "Looking at minikube's node " + cluster.sshHost() + "…");
        }
    }

    public void importKubeadmNode() {
        if (busy.get() || host.get().isBlank()) {
            return;
        }
        int portNumber;
        try {
            portNumber = port.get().isBlank() ? SshHop.DEFAULT_PORT : Integer.parseInt(port.get().trim());
        } catch (NumberFormatException e) {
            portNumber = -1;
        }
        if (portNumber < 1 || portNumber > 65535) {
            message.set("The SSH port must be a number from 1 to 65535, not \"" + port.get() + "\".");
            return;
        }
        SshHop target = new SshHop(host.get(), portNumber, user.get(), auth.get(), auth.get() == SshHop.Auth.KEY
                ? identityFile.get() : null, true, true);
        String typed = auth.get() == SshHop.Auth.AGENT || secret.get().isEmpty() ? null : secret.get();
        Callable<NodeImport> work = () -> nodes.kubeadm(target, typed);
        run(work, work, typed, "Reading etcd's settings on " + target.label() + "…");
    }

    /** The user compared the fingerprint: add the key to known_hosts, then try the import again. */
    public void trustHostKey() {
        UnknownHostKeyException question = hostKeyQuestion.get();
        Callable<NodeImport> retry = pending;
        if (question == null || retry == null) {
            return;
        }
        hostKeyQuestion.set(null);
        run(() -> {
            question.trust();
            return retry.call();
        }, retry, pendingSecret, "Trusting " + question.host() + " and trying again…");
    }

    public void rejectHostKey() {
        hostKeyQuestion.set(null);
        message.set("Not imported: the SSH host key was not accepted.");
    }

    /** The dialog was closed: a result still on its way is dropped. */
    public void cancel() {
        imports.invalidate();
        busy.set(false);
        hostKeyQuestion.set(null);
    }

    private void begin(String activity) {
        session.attemptStarted();
        message.set(activity);
        hostKeyQuestion.set(null);
    }

    /** {@code retry} is what runs again after a host key is trusted: {@code work} without trusting again. */
    private void run(Callable<NodeImport> work, Callable<NodeImport> retry, String sshSecret, String activity) {
        begin(activity);
        pending = retry;
        pendingSecret = sshSecret;
        tasks.run(work).latestIn(imports).busy(busy).onSuccess(result -> {
            message.set("");
            saveAndConnect(result, sshSecret);
        }).onFailure(this::failed).start();
    }

    private void saveAndConnect(NodeImport result, String sshSecret) {
        ConnectionProfile profile = result.profile().withName(connections.uniqueName(result.profile().name()));
        ConnectionEntry entry = connections.saveProfile(profile);
        if (sshSecret != null) {
            session.storeSecrets(profile, null, null, sshSecret);
        }
        notes.setAll(result.notes());
        imported.set(entry);
        session.connect(entry);
    }

    private void failed(Throwable failure) {
        EtcdAccessException problem = EtcdErrors.translate(failure, "the node");
        if (problem instanceof UnknownHostKeyException unknown) {
            message.set("Waiting for you to check the host key of " + unknown.host() + ".");
            hostKeyQuestion.set(unknown);
            return;
        }
        if (problem instanceof SecretRequiredException needed) {
            boolean password = needed.kind() == SecretRequiredException.Kind.SSH_PASSWORD;
            message.set(needed.describe() + "\nType it in the " + (password ? "password" : "passphrase")
                    + " field and import again.");
            return;
        }
        message.set(problem.describe());
    }

    /** The notes as one text, a line each. */
    public String notesText() {
        return String.join("\n", notes);
    }
}
