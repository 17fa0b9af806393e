package io.etcdexplorer.editor;

/** Which lease a save attaches: etcd's put replaces the lease, so "keep" has to name it again. */
public enum LeaseMode {
    KEEP("Keep the key's lease"),
    NONE("No lease"),
    EXISTING("Existing lease (hex id)"),
    NEW("New lease, TTL in seconds");

    private final String label;

    LeaseMode(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}
