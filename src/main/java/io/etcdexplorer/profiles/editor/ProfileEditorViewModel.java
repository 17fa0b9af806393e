package io.etcdexplorer.profiles.editor;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.concurrent.Latest;
import io.etcdexplorer.concurrent.Tasks;
import io.etcdexplorer.doctor.ConnectionDoctor;
import io.etcdexplorer.doctor.DoctorReport;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.tls.CertificateSet;
import io.etcdexplorer.etcd.tls.ProfileCertificates;
import io.etcdexplorer.profiles.ConnectionProfile;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.ObjectBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * One profile being created or edited: every field the user types, what is wrong with it, and a test of the
 * connection as typed (before anything is saved).
 */
public final class ProfileEditorViewModel {

    /**
     * What saving produced: the profile, plus the secrets typed, which never go into the profile itself
     * ({@code sshSecret} is the SSH key's passphrase or the SSH password, as the login method says).
     */
    public record Result(ConnectionProfile profile, String password, String keyPassword, String sshSecret) {
    }

    // Properties the user edits
    private final StringProperty name = new SimpleStringProperty("");
    private final StringProperty endpoints = new SimpleStringProperty("");
    private final StringProperty caCert = new SimpleStringProperty("");
    private final StringProperty cert = new SimpleStringProperty("");
    private final StringProperty key = new SimpleStringProperty("");
    private final StringProperty keyPassword = new SimpleStringProperty("");
    private final StringProperty serverName = new SimpleStringProperty("");
    private final BooleanProperty insecureSkipTlsVerify = new SimpleBooleanProperty();
    private final StringProperty user = new SimpleStringProperty("");
    private final StringProperty password = new SimpleStringProperty("");
    private final BooleanProperty rememberSecrets = new SimpleBooleanProperty();
    private final StringProperty namespace = new SimpleStringProperty("");
    private final BooleanProperty readOnly = new SimpleBooleanProperty();
    private final StringProperty timeoutSeconds = new SimpleStringProperty("5");
    private final StringProperty color = new SimpleStringProperty("");

    // Derived and read-only
    private final SshFields ssh;
    private final ObjectBinding<List<String>> problems;
    private final BooleanBinding valid;
    private final ReadOnlyBooleanWrapper testing = new ReadOnlyBooleanWrapper();
    private final ReadOnlyObjectWrapper<DoctorReport> report = new ReadOnlyObjectWrapper<>();
    private final BooleanBinding canTest;

    private final String id;
    private final Tasks tasks;
    private final ConnectionDoctor doctor;
    private final Latest tests = new Latest();
    private final ProfileCertificates certificates;
    private final Latest inspections = new Latest();
    private final ReadOnlyBooleanWrapper inspecting = new ReadOnlyBooleanWrapper();
    private final ReadOnlyObjectWrapper<Inspection> inspection = new ReadOnlyObjectWrapper<>();

    public ProfileEditorViewModel(ConnectionProfile profile, String knownPassword, String knownKeyPassword,
                                  String knownSshSecret, BackgroundExecutor executor, ConnectionDoctor doctor,
                                  ProfileCertificates certificates) {
        this.id = profile.id();
        this.ssh = new SshFields(profile.ssh(), knownSshSecret);
        this.problems = Bindings.createObjectBinding(() -> {
            List<String> found = new java.util.ArrayList<>(ProfileValidation.problems(name.get(), endpoints.get(),
                    cert.get(), key.get(), timeoutSeconds.get(), color.get()));
            found.addAll(ssh.problemsBinding().get());
            return List.copyOf(found);
        }, name, endpoints, cert, key, timeoutSeconds, color, ssh.problemsBinding());
        this.valid = Bindings.createBooleanBinding(() -> problems.get().isEmpty(), problems);
        this.canTest = valid.and(testing.not());
        this.certificates = certificates;
        this.tasks = new Tasks(executor);
        this.doctor = doctor;
        name.set(text(profile.name()));
        endpoints.set(String.join(", ", profile.endpoints()));
        caCert.set(text(profile.caCert()));
        cert.set(text(profile.cert()));
        key.set(text(profile.key()));
        serverName.set(text(profile.serverName()));
        insecureSkipTlsVerify.set(profile.insecureSkipTlsVerify());
        user.set(text(profile.user()));
        rememberSecrets.set(profile.rememberSecrets());
        namespace.set(text(profile.namespace()));
        readOnly.set(profile.readOnly());
        timeoutSeconds.set(String.valueOf(profile.connectTimeoutSeconds()));
        color.set(text(profile.color()));
        password.set(text(knownPassword));
        keyPassword.set(text(knownKeyPassword));
        // A stale report would describe settings that are no longer the ones typed.
        List.of(endpoints, caCert, cert, key, keyPassword, serverName, user, password, namespace, timeoutSeconds)
                .forEach(p -> p.addListener((obs, old, now) -> clearReport()));
        insecureSkipTlsVerify.addListener((obs, old, now) -> clearReport());
        ssh.observables().forEach(p -> p.addListener((obs, old, now) -> clearReport()));
        readOnly.addListener((obs, old, now) -> clearReport());
    }

    public StringProperty nameProperty() {
        return name;
    }

    public StringProperty endpointsProperty() {
        return endpoints;
    }

    public StringProperty caCertProperty() {
        return caCert;
    }

    public StringProperty certProperty() {
        return cert;
    }

    public StringProperty keyProperty() {
        return key;
    }

    public StringProperty keyPasswordProperty() {
        return keyPassword;
    }

    public StringProperty serverNameProperty() {
        return serverName;
    }

    /** Unsafe: the view shows a warning whenever this is on. */
    public BooleanProperty insecureSkipTlsVerifyProperty() {
        return insecureSkipTlsVerify;
    }

    public StringProperty userProperty() {
        return user;
    }

    public StringProperty passwordProperty() {
        return password;
    }

    public BooleanProperty rememberSecretsProperty() {
        return rememberSecrets;
    }

    public StringProperty namespaceProperty() {
        return namespace;
    }

    public BooleanProperty readOnlyProperty() {
        return readOnly;
    }

    public StringProperty timeoutSecondsProperty() {
        return timeoutSeconds;
    }

    public StringProperty colorProperty() {
        return color;
    }

    /** The SSH tab: the host the connection goes through, if any. */
    public SshFields ssh() {
        return ssh;
    }

    /** Everything that keeps the profile from being saved, in words. */
    public ObjectBinding<List<String>> problemsBinding() {
        return problems;
    }

    public BooleanBinding validBinding() {
        return valid;
    }

    public BooleanBinding canTestBinding() {
        return canTest;
    }

    public ReadOnlyBooleanProperty testingProperty() {
        return testing.getReadOnlyProperty();
    }

    /** The last "Test connection" report for the settings as typed; null before a test or after a change. */
    public ReadOnlyObjectProperty<DoctorReport> reportProperty() {
        return report.getReadOnlyProperty();
    }

    /** The last inspection: the profile's files checked against each other and the server, then one file's details. */
    public ReadOnlyObjectProperty<Inspection> inspectionProperty() {
        return inspection.getReadOnlyProperty();
    }

    /** True while an inspection reads the files and asks the servers for their certificates. */
    public ReadOnlyBooleanProperty inspectingProperty() {
        return inspecting.getReadOnlyProperty();
    }

    // Commands

    /**
     * Checks the profile's files as typed (key and certificate, certificate and CA, each reachable server, the dates)
     * and describes {@code file}, off the UI thread; a newer inspection drops this one's result.
     */
    public void inspect(String file) {
        if (file == null || file.isBlank()) {
            return;
        }
        String shown = file.trim();
        CertificateSet set = certificateSet();
        String password = blank(keyPassword);
        inspection.set(null);
        tasks.run(() -> Inspection.of(shown, certificates.check(set), certificates.details(Path.of(shown), password)))
                .latestIn(inspections).busy(inspecting).onSuccess(inspection::set)
                .onFailure(failure -> inspection.set(Inspection.failed(shown, failure))).start();
    }

    public void testConnection() {
        if (!canTest.get()) {
            return;
        }
        ConnectionSettings settings = toSettings();
        report.set(null);
        tasks.run(() -> doctor.examine(settings)).latestIn(tests).busy(testing).onSuccess(report::set)
                .onFailure(failure -> { /* the doctor puts what it finds in its report; this only ends the test */ })
                .start();
    }

    /** The profile as typed; only call when {@link #validBinding()} holds. */
    public Result save() {
        ConnectionProfile profile = new ConnectionProfile(id, name.get().trim(),
                ProfileValidation.splitEndpoints(endpoints.get()), blank(caCert), blank(cert), blank(key),
                blank(serverName), insecureSkipTlsVerify.get(), blank(user), rememberSecrets.get(), blank(namespace),
                readOnly.get(), ProfileValidation.timeoutSeconds(timeoutSeconds.get()).orElse(5), blank(color),
                ssh.toHop());
        return new Result(profile, blank(password), blank(keyPassword), ssh.secret());
    }

    ConnectionSettings toSettings() {
        return ConnectionSettings.builder(ProfileValidation.splitEndpoints(endpoints.get()))
                .caCert(path(caCert)).cert(path(cert)).key(path(key)).keyPassword(blank(keyPassword))
                .serverName(blank(serverName)).insecureSkipTlsVerify(insecureSkipTlsVerify.get())
                .user(blank(user)).password(blank(password)).namespace(blank(namespace)).readOnly(readOnly.get())
                .dialTimeout(Duration.ofSeconds(ProfileValidation.timeoutSeconds(timeoutSeconds.get()).orElse(5)))
                .ssh(ssh.problemsBinding().get().isEmpty() && ssh.toHop() != null
                        ? ssh.toHop().toSettings(ssh.secret()) : null)
                .remoteCertificates(ssh.toHop() != null && ssh.toHop().remoteFiles())
                .build();
    }

    private CertificateSet certificateSet() {
        var hop = ssh.toHop();
        return new CertificateSet(path(caCert), path(cert), path(key), blank(keyPassword),
                ProfileValidation.splitEndpoints(endpoints.get()), blank(serverName), hop == null ? null : hop.host(),
                hop != null && hop.remoteFiles());
    }

    private void clearReport() {
        tests.invalidate();
        testing.set(false);
        report.set(null);
    }

    private static String text(String value) {
        return Objects.requireNonNullElse(value, "");
    }

    private static String blank(StringProperty property) {
        String value = property.get();
        return value == null || value.isBlank() ? null : value.trim();
    }

    private static Path path(StringProperty property) {
        String value = blank(property);
        return value == null ? null : Path.of(value);
    }
}
