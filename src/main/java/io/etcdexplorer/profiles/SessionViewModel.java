package io.etcdexplorer.profiles;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.concurrent.Latest;
import io.etcdexplorer.concurrent.Tasks;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdErrors;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.MaskedUrls;
import io.etcdexplorer.etcd.SecretRequiredException;
import io.etcdexplorer.etcd.ssh.UnknownHostKeyException;
import io.etcdexplorer.playground.Playground;
import io.etcdexplorer.profiles.secrets.SecretStore;
import io.etcdexplorer.status.Problem;
import io.etcdexplorer.status.StatusViewModel;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Connecting (asking for passwords and host keys when needed), disconnecting, and the playground. Opened sessions
 * go to {@link OpenConnections} (the window's workspaces); the properties here follow the one in front.
 * Secrets given by the user are kept in memory for the app's lifetime, and in the keychain when asked to.
 */
public final class SessionViewModel {

    private static final Messages TEXT = Messages.of(SessionViewModel.class);
    private static final Logger LOG = LoggerFactory.getLogger(SessionViewModel.class);

    // Properties
    private final ReadOnlyObjectWrapper<EtcdSession> session = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<ConnectionEntry> connected = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyBooleanWrapper connecting = new ReadOnlyBooleanWrapper();
    private final ReadOnlyObjectWrapper<SecretRequest> secretRequest = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<HostKeyQuestion> hostKeyQuestion = new ReadOnlyObjectWrapper<>();

    private final BackgroundExecutor executor;
    private final Tasks tasks;
    private final EtcdConnector connector;
    private final Playground playground;
    private final SecretStore keychain;
    private final StatusViewModel status;
    private final RememberedSecrets remembered;
    private final SettingsResolver resolver;
    private final javafx.collections.ObservableList<ConnectionEntry> openEntries =
            javafx.collections.FXCollections.observableArrayList();
    /** The connection attempt under way: a newer one, or closing everything, drops it (and closes what it opens). */
    private final Latest attempts = new Latest();
    private OpenConnections open;
    private java.util.function.Consumer<ConnectionEntry> notOpened = entry -> { };

    public SessionViewModel(BackgroundExecutor executor, EtcdConnector connector, Playground playground,
                            SecretStore keychain, StatusViewModel status) {
        this(executor, connector, playground, keychain, status, null);
    }

    /** {@code knownHosts} is the file that vouches for SSH hosts; null means ~/.ssh/known_hosts, as for ssh. */
    public SessionViewModel(BackgroundExecutor executor, EtcdConnector connector, Playground playground,
                            SecretStore keychain, StatusViewModel status, java.nio.file.Path knownHosts) {
        this.resolver = new SettingsResolver(playground, keychain, knownHosts);
        this.executor = executor;
        this.tasks = new Tasks(executor, status);
        this.remembered = new RememberedSecrets(keychain, executor, status);
        this.connector = connector;
        this.playground = playground;
        this.keychain = keychain;
        this.status = status;
        this.open = new SingleConnection(this, executor, status);
    }

    /**
     * Told of an entry whose connect attempt ended without opening it (failed, given up at a prompt, superseded and
     * closed), so that whatever was started for it (a snapshot's private etcd) can go.
     */
    public void onNotOpened(java.util.function.Consumer<ConnectionEntry> listener) {
        notOpened = listener;
    }

    /** Opened sessions go to {@code connections} from now on (the window's workspaces). */
    public void openInto(OpenConnections connections) {
        this.open = connections;
    }

    /** The session in front (null when none is open). */
    public ReadOnlyObjectProperty<EtcdSession> sessionProperty() {
        return session.getReadOnlyProperty();
    }

    /** The entry of the session in front. */
    public ReadOnlyObjectProperty<ConnectionEntry> connectedProperty() {
        return connected.getReadOnlyProperty();
    }

    /** Every entry open in the window, in tab order: the connection list marks them. Kept by the open connections. */
    public javafx.collections.ObservableList<ConnectionEntry> openEntries() {
        return openEntries;
    }

    /** Told by the open connections which session is in front now (both null when none). */
    public void showing(ConnectionEntry entry, EtcdSession session) {
        this.connected.set(entry);
        this.session.set(session);
    }

    public ReadOnlyBooleanProperty connectingProperty() {
        return connecting.getReadOnlyProperty();
    }

    /** Non-null while the app waits for the user to type a password. */
    public ReadOnlyObjectProperty<SecretRequest> secretRequestProperty() {
        return secretRequest.getReadOnlyProperty();
    }

    /** Non-null while the app waits for the user to accept (or not) an SSH host key seen for the first time. */
    public ReadOnlyObjectProperty<HostKeyQuestion> hostKeyQuestionProperty() {
        return hostKeyQuestion.getReadOnlyProperty();
    }

    public Optional<String> playgroundUnavailableReason() {
        return playground.unavailableReason();
    }

    // Commands

    /** Opens a connection to {@code entry}, or brings it to the front when it is open already. */
    public void connect(ConnectionEntry entry) {
        if (open.show(entry)) {
            return;
        }
        connecting.set(true);
        secretRequest.set(null);
        hostKeyQuestion.set(null);
        status.attemptStarted();
        LOG.info("Connecting to {} ({})", entry.name(), MaskedUrls.mask(entry.description()));
        Map<String, String> known = remembered.known(entry);
        StatusViewModel own = open.statusFor(entry);
        tasks.run(() -> open(entry, known, own)).showing(TEXT.format("session.connecting", entry.name())).latestIn(attempts)
                .ifDropped(opened -> {
                    executor.runQuietly(opened.session()::close);
                    notOpened.accept(entry);
                }).onSuccess(opened -> {
            remembered.used(entry, opened.secrets());
            connecting.set(false);
            own.setConnection(entry.name() + " · " + opened.session().settings().endpointsLabel());
            own.say(TEXT.format("session.connected", entry.name()));
            open.add(entry, opened.session(), own);
            LOG.info("Connected to {}: {}", entry.name(), MaskedUrls.mask(opened.session().settings().endpointsLabel()));
        }).onFailure(failure -> {
            connecting.set(false);
            failed(entry, EtcdErrors.translate(failure, entry.description()));
        }).start();
    }

    /**
     * Another attempt to reach a cluster started outside connecting (a node import, a connection test): the banner
     * of the last failed connect goes, as it would for a new connect.
     */
    public void attemptStarted() {
        status.attemptStarted();
    }

    /** The user typed the secrets asked for; connect again with them. */
    public void provideSecrets(SecretRequest request, String password, String keyPassword, boolean remember) {
        provideSecrets(request, password, keyPassword, null, remember);
    }

    /** As above, with the SSH key's passphrase or SSH password when that was asked. */
    public void provideSecrets(SecretRequest request, String password, String keyPassword, String sshSecret,
                               boolean remember) {
        remembered.typed(request.entry(), RememberedSecrets.typed(password, keyPassword, sshSecret), remember);
        secretRequest.set(null);
        connect(request.entry());
    }

    public void cancelSecretRequest() {
        SecretRequest given = secretRequest.get();
        secretRequest.set(null);
        status.say(TEXT.get("session.notConnected"));
        if (given != null) {
            notOpened.accept(given.entry());
        }
    }

    /** The user checked the fingerprint and trusts the host: record it in known_hosts, then connect again. */
    public void trustHostKey(HostKeyQuestion question) {
        hostKeyQuestion.set(null);
        tasks.run(() -> {
            question.problem().trust();
            return question;
        }).onSuccess(trusted -> connect(trusted.entry())).onFailure(failure -> status.reportAttempt(Problem.of(
                TEXT.format("session.trustFailed", question.problem().knownHostsFile(), failure.getMessage()),
                TEXT.get("session.trustFailedFix")))).start();
    }

    public void rejectHostKey() {
        hostKeyQuestion.set(null);
        status.say(TEXT.get("session.hostKeyRejected"));
    }

    /** Keeps the editor's typed secrets in memory, and in the keychain if the profile remembers them (else removed). */
    public void storeSecrets(ConnectionProfile profile, String password, String keyPassword, String sshSecret) {
        remembered.store(profile, RememberedSecrets.typed(password, keyPassword, sshSecret));
    }

    /** Secrets already known for a profile in this run, for the editor to show as filled in. */
    public Map<String, String> knownSecrets(ConnectionProfile profile) {
        return remembered.known(profile);
    }

    /** Where remembered secrets go, or that they cannot be remembered. */
    public String keychainDescription() {
        return keychain.description();
    }

    public boolean canRememberSecrets() {
        return keychain.isPersistent();
    }

    /** Forgets the secrets of a profile, in memory and in the keychain (profile deleted or "remember" unset). */
    public void forgetSecrets(ConnectionProfile profile) {
        remembered.forget(profile);
    }

    /** Closes the connection in front, asking first when its editor holds unsaved text. */
    public void disconnect() {
        ConnectionEntry front = connected.get();
        if (front != null) {
            LOG.info("Disconnecting from {}", front.name());
        }
        open.close(null, Leaving.DISCONNECT);
    }

    /** Closes every connection without asking (the app is quitting, and the window already asked). */
    public void closeSession() {
        attempts.invalidate();
        connecting.set(false);
        open.closeAll();
        status.clearHeader();
        status.dismissProblem(); // it was about the connections just closed
        status.setConnection(TEXT.get("session.notConnected"));
    }

    /** Wipes the playground's data and seeds it afresh, reconnecting if it was open. */
    public void resetPlayground() {
        boolean wasOpen = openEntries.stream().anyMatch(e -> e.kind() == ConnectionEntry.Kind.PLAYGROUND);
        if (wasOpen && !open.close(ConnectionEntry.playground(), Leaving.RESET_PLAYGROUND)) {
            return;
        }
        tasks.run(playground::reset).showing(TEXT.get("session.resettingNow")).onSuccess(endpoint -> {
            status.say(TEXT.get("session.reset"));
            if (wasOpen) {
                connect(ConnectionEntry.playground());
            }
        }).onFailure(failure -> status.report(Problem.of(TEXT.format("session.resetFailed", failure.getMessage()),
                ""))).start();
    }

    private record Opened(EtcdSession session, Map<String, String> secrets) {
    }

    /** Runs off the UI thread: may read the keychain and start the playground. */
    private Opened open(ConnectionEntry entry, Map<String, String> known, StatusViewModel own) throws Exception {
        Map<String, String> secrets = new HashMap<>(known);
        ConnectionSettings settings = resolver.settings(entry, secrets);
        return new Opened(connector.connect(settings, h -> executor.onUi(() -> own.showHeader(h))), secrets);
    }

    private void failed(ConnectionEntry entry, EtcdAccessException problem) {
        // The message is the one shown to the user, which never holds a secret; the stack trace went to DEBUG.
        LOG.warn("Connecting to {} failed at the {}: {}", entry.name(), problem.hop().label(), problem.getMessage());
        if (problem instanceof UnknownHostKeyException unknown) {
            hostKeyQuestion.set(new HostKeyQuestion(entry, unknown));
            status.say(TEXT.get("session.waitingHostKey"));
            return;
        }
        if (problem instanceof SecretRequiredException needed && entry.kind() != ConnectionEntry.Kind.PLAYGROUND) {
            SecretRequest request = SecretRequest.of(entry, needed, keychain);
            remembered.refused(entry, request.asked()); // not tried again
            secretRequest.set(request);
            status.say(TEXT.get("session.waitingPassword"));
            return;
        }
        status.say(TEXT.get("session.notConnected"));
        status.reportAttempt(Problem.of(problem));
        notOpened.accept(entry);
    }
}
