package io.etcdexplorer.transfer;

import io.etcdexplorer.etcd.EtcdAccessException;

/**
 * An import stopped because a key it was about to write changed after the preview the user confirmed. The batches
 * before it are committed ({@link #keysWritten()} keys); nothing of its batch or later ones was written.
 */
public final class ImportConflictException extends EtcdAccessException {

    private final String key;
    private final long keysWritten;

    ImportConflictException(String key, String change, long keysWritten, long total) {
        super("Import stopped: " + key + " " + change + " after the preview. " + keysWritten + " of " + total
                + " keys were written before it; the rest were not.",
                "Preview the import again to see the keys as they are now, then import.", null);
        this.key = key;
        this.keysWritten = keysWritten;
    }

    /** The key that changed, in display form. */
    public String key() {
        return key;
    }

    public long keysWritten() {
        return keysWritten;
    }
}
