package io.etcdexplorer.profiles.editor;

import io.etcdexplorer.profiles.SshHop;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.ObjectBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.beans.value.ObservableValue;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The SSH tab of the profile editor: whether the connection goes through an SSH host, and how to log in there.
 * The passphrase and password typed here are secrets: they go with the editor's result, never into the profile.
 */
public final class SshFields {

    private final BooleanProperty enabled = new SimpleBooleanProperty();
    private final StringProperty host = new SimpleStringProperty("");
    private final StringProperty port = new SimpleStringProperty(String.valueOf(SshHop.DEFAULT_PORT));
    private final StringProperty user = new SimpleStringProperty("");
    private final ObjectProperty<SshHop.Auth> auth = new SimpleObjectProperty<>(SshHop.Auth.KEY);
    private final StringProperty identityFile = new SimpleStringProperty("");
    private final StringProperty secret = new SimpleStringProperty("");
    private final BooleanProperty remoteFiles = new SimpleBooleanProperty(true);
    private final BooleanProperty sudoForFiles = new SimpleBooleanProperty(true);
    private final ObjectBinding<List<String>> problems = Bindings.createObjectBinding(this::findProblems,
            enabled, host, port);

    SshFields(SshHop hop, String knownSecret) {
        if (hop != null) {
            enabled.set(true);
            host.set(hop.host());
            port.set(String.valueOf(hop.port()));
            user.set(Objects.requireNonNullElse(hop.user(), ""));
            auth.set(hop.auth());
            identityFile.set(Objects.requireNonNullElse(hop.identityFile(), ""));
            remoteFiles.set(hop.remoteFiles());
            sudoForFiles.set(hop.sudoForFiles());
        }
        secret.set(Objects.requireNonNullElse(knownSecret, ""));
    }

    public BooleanProperty enabledProperty() {
        return enabled;
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

    /** The key's passphrase (key login) or the password (password login); unused with the agent. */
    public StringProperty secretProperty() {
        return secret;
    }

    public BooleanProperty remoteFilesProperty() {
        return remoteFiles;
    }

    public BooleanProperty sudoForFilesProperty() {
        return sudoForFiles;
    }

    ObjectBinding<List<String>> problemsBinding() {
        return problems;
    }

    /** Everything whose change makes a connection test's report stale. */
    List<ObservableValue<?>> observables() {
        return List.of(enabled, host, port, user, auth, identityFile, secret, remoteFiles, sudoForFiles);
    }

    /** The hop as typed, or null when the connection is direct. Only call when there are no problems. */
    SshHop toHop() {
        if (!enabled.get()) {
            return null;
        }
        return new SshHop(host.get(), parsePort(port.get()), user.get(), auth.get(), identityFile.get(),
                remoteFiles.get(), remoteFiles.get() && sudoForFiles.get());
    }

    /** The typed secret, null when blank or when the login method takes none. */
    String secret() {
        String value = secret.get();
        return !enabled.get() || auth.get() == SshHop.Auth.AGENT || value == null || value.isEmpty() ? null : value;
    }

    private List<String> findProblems() {
        List<String> found = new ArrayList<>();
        if (!enabled.get()) {
            return found;
        }
        if (host.get() == null || host.get().isBlank()) {
            found.add("SSH: the host is missing (e.g. 192.168.49.2 or bastion.example.com).");
        }
        if (parsePort(port.get()) <= 0) {
            found.add("SSH: the port must be a number from 1 to 65535.");
        }
        return found;
    }

    private static int parsePort(String text) {
        try {
            int value = Integer.parseInt(text == null ? "" : text.trim());
            return value >= 1 && value <= 65535 ? value : -1;
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
