package io.etcdexplorer.viewer;

import io.etcdexplorer.i18n.Messages;

/** How the value viewer renders bytes: Kubernetes values decoded in JSON and YAML, as stored in Text and Hex. */
public enum ValueMode {
    TEXT("Text"), JSON("JSON"), YAML("YAML"), HEX("Hex");

    private static final Messages TEXT_OF = Messages.of(ValueMode.class);

    private final String token;

    ValueMode(String token) {
        this.token = token;
    }

    /** The mode's name in this run's language ("Text" is translated; JSON, YAML and Hex are names of formats). */
    public String label() {
        return this == TEXT ? TEXT_OF.get("modeText") : token;
    }

    /** The same in every language, for node ids and kubectl's -o. */
    public String token() {
        return token;
    }
}
