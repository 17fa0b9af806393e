package io.etcdexplorer.keys;

/** How the value viewer renders bytes. */
public enum ValueMode {
    TEXT("Text"), JSON("JSON"), HEX("Hex");

    private final String label;

    ValueMode(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}
