package io.etcdexplorer.profiles.nodes;

import io.etcdexplorer.profiles.ConnectionProfile;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

import java.util.List;
import java.util.Objects;

/**
 * What the user types when a node does not tell where its etcd listens and which certificates it has (or what it
 * told fails the connection test): the endpoint as the node itself reaches it, and the CA, client certificate and
 * key as paths on the node. Offered with the import's draft (what was found, kubeadm's defaults for the rest).
 */
public final class HandEntry {

    private final ReadOnlyBooleanWrapper asked = new ReadOnlyBooleanWrapper();
    private ConnectionProfile draft;
    private final StringProperty endpoint = new SimpleStringProperty("");
    private final StringProperty caCert = new SimpleStringProperty("");
    private final StringProperty cert = new SimpleStringProperty("");
    private final StringProperty key = new SimpleStringProperty("");

    public StringProperty endpointProperty() {
        return endpoint;
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

    /** True while the dialog asks for the endpoint and paths. */
    public ReadOnlyBooleanProperty askedProperty() {
        return asked.getReadOnlyProperty();
    }

    /** Asks for the endpoint and paths, starting from the draft's. */
    void ask(ConnectionProfile draft) {
        this.draft = draft;
        asked.set(true);
        endpoint.set(draft.endpoints().isEmpty() ? "" : draft.endpoints().get(0));
        caCert.set(Objects.requireNonNullElse(draft.caCert(), ""));
        cert.set(Objects.requireNonNullElse(draft.cert(), ""));
        key.set(Objects.requireNonNullElse(draft.key(), ""));
    }

    /** The profile is saved: nothing more to ask. */
    void done() {
        asked.set(false);
    }

    boolean hasEndpoint() {
        return endpoint.get() != null && !endpoint.get().isBlank();
    }

    /** The draft with the endpoint and paths as typed (blank paths: none); only while {@link #askedProperty()}. */
    ConnectionProfile typed() {
        return new ConnectionProfile(draft.id(), draft.name(), List.of(endpoint.get().trim()), blank(caCert),
                blank(cert), blank(key), draft.serverName(), draft.insecureSkipTlsVerify(), draft.user(),
                draft.rememberSecrets(), draft.namespace(), draft.readOnly(), draft.connectTimeoutSeconds(),
                draft.color(), draft.ssh());
    }

    private static String blank(StringProperty property) {
        String value = property.get();
        return value == null || value.isBlank() ? null : value.trim();
    }
}
