package io.etcdexplorer.profiles.nodes;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.concurrent.Latest;
import io.etcdexplorer.concurrent.Tasks;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.EtcdErrors;
import io.etcdexplorer.etcd.ssh.UnknownHostKeyException;
import io.etcdexplorer.profiles.ConnectionEntry;
import io.etcdexplorer.profiles.ConnectionProfile;
import io.etcdexplorer.profiles.ConnectionsViewModel;
import io.etcdexplorer.profiles.SessionViewModel;
import io.etcdexplorer.profiles.SshHop;
import io.etcdexplorer.profiles.SshLoginFields;
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
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

/**
 * "Connect to minikube" and "Connect to a kubeadm node": finds the clusters or takes the SSH login, builds the
 * profile from what the node has and tests it through the tunnel (off the UI thread), asks about a first-seen host
 * key, then saves the profile, keeps the SSH secret typed here for this run, and connects. Nothing is saved before
 * a test passes: when the node lacks something or the test fails, the kubeadm dialog takes the endpoint and paths
 * by hand. A saved profile for the same node is not duplicated without asking. One attempt at a time; one instance
 * per dialog.
 */
public final class NodeImportViewModel {

    private static final Messages TEXT = Messages.of(NodeImportViewModel.class);
    // Properties: the kubeadm node's SSH login, as typed, and the paths typed when the node did not tell
    private final SshLoginFields login = new SshLoginFields();
    private final HandEntry byHand = new HandEntry();
    // Properties: minikube
    private final ObservableList<MinikubeCluster> clusters = FXCollections.observableArrayList();
    private final ObservableList<MinikubeCluster> clustersView = FXCollections.unmodifiableObservableList(clusters);
    private final ObjectProperty<MinikubeCluster> selectedCluster = new SimpleObjectProperty<>();
    // Properties: progress, questions and outcome
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<UnknownHostKeyException> hostKeyQuestion = new ReadOnlyObjectWrapper<>();
    private final NodeOutcome outcome;
    /** Nothing under way and no question open: the one moment a new attempt may start. */
    private final BooleanBinding idle;
    private final BooleanBinding canImportKubeadm;
    private final BooleanBinding canTestByHand;
    private final BooleanBinding canImportMinikube;

    private final Tasks tasks;
    private final NodeProfiles nodes;
    private final MinikubeFinder minikube;
    /** What to run again once the user trusts the host key, and the SSH secret it was given. */
    private Callable<NodeAttempt> pending;
    private String pendingSecret;
    /** The attempt under way: closing the dialog drops it. */
    private final Latest imports = new Latest();

    public NodeImportViewModel(BackgroundExecutor executor, NodeProfiles nodes, MinikubeFinder minikube,
                               ConnectionsViewModel connections, SessionViewModel session) {
        this.tasks = new Tasks(executor);
        this.nodes = nodes;
        this.minikube = minikube;
        this.outcome = new NodeOutcome(connections, session);
        ReadOnlyObjectProperty<ConnectionEntry> imported = outcome.importedProperty();
        ReadOnlyObjectProperty<DuplicateQuestion> duplicate = outcome.questionProperty();
        idle = Bindings.createBooleanBinding(() -> !busy.get() && imported.get() == null
                && hostKeyQuestion.get() == null && duplicate.get() == null, busy, imported, hostKeyQuestion,
                duplicate);
        canImportKubeadm = idle.and(Bindings.createBooleanBinding(login::hasHost, login.hostProperty()));
        canTestByHand = idle.and(byHand.askedProperty()).and(Bindings.createBooleanBinding(byHand::hasEndpoint,
                byHand.endpointProperty()));
        canImportMinikube = idle.and(selectedCluster.isNotNull());
    }

    /** The kubeadm node's SSH login. */
    public SshLoginFields login() {
        return login;
    }

    /** The endpoint and paths on the node, asked for when the node did not tell or its values failed the test. */
    public HandEntry byHand() {
        return byHand;
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

    /** Non-null while the user is asked what to do with a saved profile for the same node. */
    public ReadOnlyObjectProperty<DuplicateQuestion> duplicateQuestionProperty() {
        return outcome.questionProperty();
    }

    /** The saved connection, once the import succeeded (it is then being connected). */
    public ReadOnlyObjectProperty<ConnectionEntry> importedProperty() {
        return outcome.importedProperty();
    }

    /** What the import chose and why, once it succeeded. */
    public ObservableList<String> notes() {
        return outcome.notes();
    }

    /** Idle with a host typed: no attempt under way, no question open. */
    public BooleanBinding canImportKubeadmBinding() {
        return canImportKubeadm;
    }

    public BooleanBinding canTestByHandBinding() {
        return canTestByHand;
    }

    public BooleanBinding canImportMinikubeBinding() {
        return canImportMinikube;
    }

    /** Reads minikube's files; a single cluster is imported at once, several wait for the user's choice. */
    public void findMinikubeClusters() {
        begin(TEXT.format("vm.looking", String.valueOf(minikube.home())));
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
        if (canImportMinikube.get()) {
            Callable<NodeAttempt> work = () -> tested(nodes.minikube(cluster), null, false);
            run(work, work, null, TEXT.format("vm.lookingAtNode", cluster.sshHost()));
        }
    }

    /** Reads the node's manifest and certificates and tests them; also "read the node again" after hand entry. */
    public void importKubeadmNode() {
        if (!canImportKubeadm.get()) {
            return;
        }
        List<String> problems = login.problems("SSH: ");
        if (!problems.isEmpty()) {
            message.set(String.join("\n", problems));
            return;
        }
        SshHop target = login.toHop(true, true);
        String typed = login.typedSecret();
        Callable<NodeAttempt> work = () -> tested(nodes.kubeadm(target, typed), typed, true);
        run(work, work, typed, TEXT.format("vm.reading", target.label()));
    }

    /** Tests the endpoint and paths typed by hand through the node; saves only when the test passes. */
    public void testByHand() {
        if (!canTestByHand.get()) {
            return;
        }
        ConnectionProfile typed = byHand.typed();
        String secret = pendingSecret;
        begin(TEXT.format("vm.testing", typed.endpoints().get(0), typed.ssh().label()));
        tasks.run(() -> nodes.check(typed, secret)).latestIn(imports).busy(busy).onSuccess(report -> {
            if (report.connected()) {
                offerToSave(typed, NodeMessages.typedNotes(typed), secret);
            } else {
                message.set(NodeMessages.testFailed(report, TEXT.get("msg.correct")));
            }
        }).onFailure(this::failed).start();
    }

    /** The user compared the fingerprint: add the key to known_hosts, then try again. */
    public void trustHostKey() {
        UnknownHostKeyException question = hostKeyQuestion.get();
        Callable<NodeAttempt> retry = pending;
        if (question == null || retry == null) {
            return;
        }
        hostKeyQuestion.set(null);
        run(() -> {
            question.trust();
            return retry.call();
        }, retry, pendingSecret, TEXT.format("vm.trusting", question.host()));
    }

    public void rejectHostKey() {
        hostKeyQuestion.set(null);
        message.set(TEXT.get("vm.rejected"));
    }

    /** Answers the duplicate question: update the saved profile, keep both, or save nothing. */
    public void answerDuplicate(DuplicateQuestion.Answer answer) {
        switch (answer) {
            case UPDATE_IT -> outcome.updateExisting();
            case KEEP_BOTH -> outcome.keepBoth();
            case SAVE_NOTHING -> outcome.cancel().ifPresent(kept -> message.set(TEXT.format("vm.nothingSaved", kept.name())));
        }
        saved();
    }

    /** The dialog was closed: a result still on its way is dropped. */
    public void cancel() {
        imports.invalidate();
        busy.set(false);
        hostKeyQuestion.set(null);
        outcome.cancel();
    }

    private void begin(String activity) {
        outcome.attemptStarted();
        message.set(activity);
        hostKeyQuestion.set(null);
    }

    /** Off the UI thread: a complete profile is tested at once, through the node. */
    private NodeAttempt tested(NodeImport found, String secret, boolean byHand) {
        return new NodeAttempt(found, found.complete() ? nodes.check(found.profile(), secret) : null, byHand);
    }

    /** {@code retry} is what runs again after a host key is trusted: {@code work} without trusting again. */
    private void run(Callable<NodeAttempt> work, Callable<NodeAttempt> retry, String sshSecret, String activity) {
        begin(activity);
        pending = retry;
        pendingSecret = sshSecret;
        tasks.run(work).latestIn(imports).busy(busy).onSuccess(attempt -> attempted(attempt, sshSecret))
                .onFailure(this::failed).start();
    }

    private void attempted(NodeAttempt attempt, String sshSecret) {
        NodeImport found = attempt.found();
        if (attempt.passed()) {
            List<String> said = new ArrayList<>(found.notes());
            said.add(NodeMessages.passed(found.profile()));
            offerToSave(found.profile(), said, sshSecret);
            return;
        }
        if (attempt.byHand()) {
            byHand.ask(found.profile());
        }
        message.set(attempt.whyNot());
    }

    private void offerToSave(ConnectionProfile profile, List<String> said, String sshSecret) {
        Optional<DuplicateQuestion> asked = outcome.offer(profile, said, sshSecret);
        if (asked.isPresent()) {
            message.set(asked.get().text());
        } else {
            saved();
        }
    }

    private void saved() {
        if (outcome.importedProperty().get() != null) {
            message.set("");
            byHand.done();
        }
    }

    private void failed(Throwable failure) {
        EtcdAccessException problem = EtcdErrors.translate(failure, TEXT.get("vm.theNode"));
        if (problem instanceof UnknownHostKeyException unknown) {
            message.set(TEXT.format("vm.waitingHostKey", unknown.host()));
            hostKeyQuestion.set(unknown);
            return;
        }
        message.set(NodeMessages.failed(problem));
    }
}
