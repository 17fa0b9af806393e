package io.etcdexplorer.viewer;

/** How the value viewer renders bytes: Kubernetes values decoded in JSON and YAML, as stored in Text and Hex. */
public enum ValueMode {
    TEXT("Text"), JSON("JSON"), YAML("YAML"), HEX("Hex");

    private final String label;

    ValueMode(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}
