package io.etcdexplorer.profiles.editor;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.profiles.SshHop;
import io.etcdexplorer.profiles.SshLoginFields;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.ObjectBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.value.ObservableValue;

import java.util.ArrayList;
import java.util.List;

/**
 * The SSH tab of the profile editor: whether the connection goes through an SSH host, how to log in there (the
 * {@link SshLoginFields} the kubeadm node dialog uses too), and whether the TLS files are on that host.
 * The passphrase and password typed here are secrets: they go with the editor's result, never into the profile.
 */
public final class SshFields {

    private static final Messages TEXT = Messages.of(SshFields.class);

    private final BooleanProperty enabled = new SimpleBooleanProperty();
    private final SshLoginFields login;
    private final BooleanProperty remoteFiles = new SimpleBooleanProperty(true);
    private final BooleanProperty sudoForFiles = new SimpleBooleanProperty(true);
    private final ObjectBinding<List<String>> problems;

    SshFields(SshHop hop, String knownSecret) {
        login = new SshLoginFields(hop, knownSecret);
        if (hop != null) {
            enabled.set(true);
            remoteFiles.set(hop.remoteFiles());
            sudoForFiles.set(hop.sudoForFiles());
        }
        problems = Bindings.createObjectBinding(() -> enabled.get() ? login.problems("SSH: ") : List.of(),
                enabled, login.hostProperty(), login.portProperty());
    }

    public BooleanProperty enabledProperty() {
        return enabled;
    }

    /** Host, port, user, login method, key file and secret. */
    public SshLoginFields login() {
        return login;
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
        List<ObservableValue<?>> all = new ArrayList<>(login.observables());
        all.addAll(List.of(enabled, remoteFiles, sudoForFiles));
        return all;
    }

    /** The hop as typed, or null when the connection is direct. Only call when there are no problems. */
    SshHop toHop() {
        return enabled.get() ? login.toHop(remoteFiles.get(), sudoForFiles.get()) : null;
    }

    /** The typed secret, null when blank or when the login method takes none. */
    String secret() {
        return enabled.get() ? login.typedSecret() : null;
    }
}
