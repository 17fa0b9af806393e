package io.etcdexplorer.values;

import io.etcdexplorer.i18n.Messages;

/** What a stored value looks like, which decides how the value viewer shows it. */
public enum ValueKind {
    EMPTY("Empty"),
    JSON("JSON"),
    YAML("YAML"),
    TEXT("Text"),
    BINARY("Binary"),
    /** Kubernetes API objects stored by the API server: the magic {@code k8s\0} followed by a protobuf. */
    KUBERNETES_PROTOBUF("Kubernetes protobuf"),
    /** Kubernetes objects encrypted at rest: {@code k8s:enc:} then the provider, key name and ciphertext. */
    KUBERNETES_ENCRYPTED("Kubernetes encrypted");

    private static final Messages TEXT_OF = Messages.of(ValueKind.class);

    private final String label;

    ValueKind(String label) {
        this.label = label;
    }

    /** A short name for people, e.g. for a badge or a combo box. */
    public String label() {
        // Names of formats (JSON, YAML, Hex, Base64) read the same in every language.
        return this == JSON || this == YAML ? label : TEXT_OF.get("valueKind." + name());
    }
}
