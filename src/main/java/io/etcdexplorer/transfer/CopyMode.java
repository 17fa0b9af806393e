package io.etcdexplorer.transfer;

/** What a copy does with a key that already exists on the target with another value. */
public enum CopyMode {
    /** Leaves it as it is; a key is only ever created, guarded by {@code create_revision == 0}. */
    CREATE_ONLY("Create only: keys that already exist on the target are left as they are"),
    /** Gives it the source's value, guarded by the mod revision read just before, so a newer write is not lost. */
    OVERWRITE("Overwrite: keys that exist on the target get the source's value");

    private final String label;

    CopyMode(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}
