package io.etcdexplorer.profiles;

import io.etcdexplorer.i18n.Messages;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.beans.value.ObservableValue;

import java.util.List;
import java.util.Objects;

/**
 * How to log in to an SSH host, as the user types it: host, port, user, login method, key file and the key's
 * passphrase or the password. The profile editor's SSH tab and the kubeadm node dialog both hold one, and
 * {@code editor.SshLoginRows} shows it. The secret never goes into a profile: {@link #typedSecret()} hands it out
 * separately.
 */
public final class SshLoginFields {

    private static final Messages TEXT = Messages.of(SshLoginFields.class);

    private final StringProperty host = new SimpleStringProperty("");
    private final StringProperty port = new SimpleStringProperty(String.valueOf(SshHop.DEFAULT_PORT));
    private final StringProperty user = new SimpleStringProperty("");
    private final ObjectProperty<SshHop.Auth> auth = new SimpleObjectProperty<>(SshHop.Auth.KEY);
    private final StringProperty identityFile = new SimpleStringProperty("");
    private final StringProperty secret = new SimpleStringProperty("");

    /** Empty fields: port 22, key login. */
    public SshLoginFields() {
    }

    /** The fields of {@code hop} (none when null) and a secret already known in this run (or null). */
    public SshLoginFields(SshHop hop, String knownSecret) {
        if (hop != null) {
            host.set(hop.host());
            port.set(String.valueOf(hop.port()));
            user.set(Objects.requireNonNullElse(hop.user(), ""));
            auth.set(hop.auth());
            identityFile.set(Objects.requireNonNullElse(hop.identityFile(), ""));
        }
        secret.set(Objects.requireNonNullElse(knownSecret, ""));
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

    /** Everything the user can change here, for whoever must notice a change. */
    public List<ObservableValue<?>> observables() {
        return List.of(host, port, user, auth, identityFile, secret);
    }

    public boolean hasHost() {
        return host.get() != null && !host.get().isBlank();
    }

    /** The port typed: blank means 22; -1 when it is no number from 1 to 65535. */
    public int portNumber() {
        String text = port.get() == null ? "" : port.get().trim();
        if (text.isEmpty()) {
            return SshHop.DEFAULT_PORT;
        }
        try {
            int value = Integer.parseInt(text);
            return value >= 1 && value <= 65535 ? value : -1;
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /** What is wrong with the host and port, prefixed with {@code prefix}; empty when nothing is. */
    public List<String> problems(String prefix) {
        List<String> found = new java.util.ArrayList<>();
        if (!hasHost()) {
            found.add(TEXT.format("ssh.hostMissing", prefix));
        }
        if (portNumber() < 0) {
            found.add(TEXT.format("ssh.badPort", prefix, port.get()));
        }
        return found;
    }

    /** The hop as typed; only call when there are no {@link #problems}. The key file counts only for key login. */
    public SshHop toHop(boolean remoteFiles, boolean sudoForFiles) {
        return new SshHop(host.get(), portNumber(), user.get(), auth.get(),
                auth.get() == SshHop.Auth.KEY ? identityFile.get() : null, remoteFiles, remoteFiles && sudoForFiles);
    }

    /** The typed secret; null when blank or when the login method takes none (the agent). */
    public String typedSecret() {
        String value = secret.get();
        return auth.get() == SshHop.Auth.AGENT || value == null || value.isEmpty() ? null : value;
    }
}
