package io.etcdexplorer.transfer;

import io.etcdexplorer.i18n.Messages;

/** What a copy does with a key that already exists on the target with another value. */
public enum CopyMode {
    /** Leaves it as it is; a key is only ever created, guarded by {@code create_revision == 0}. */
    CREATE_ONLY,
    /** Gives it the source's value, guarded by the mod revision read just before, so a newer write is not lost. */
    OVERWRITE;

    private static final Messages TEXT = Messages.of(CopyMode.class);

    public String label() {
        return TEXT.get(this == CREATE_ONLY ? "mode.createOnly" : "mode.overwrite");
    }
}
