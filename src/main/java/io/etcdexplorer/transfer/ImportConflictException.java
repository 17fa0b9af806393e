package io.etcdexplorer.transfer;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.etcd.EtcdAccessException;

/**
 * An import stopped because a key it was about to write changed after the preview the user confirmed. The batches
 * before it are committed ({@link #keysWritten()} keys); nothing of its batch or later ones was written.
 */
public final class ImportConflictException extends EtcdAccessException {

    private static final Messages TEXT = Messages.of(ImportConflictException.class);

    private final String key;
    private final long keysWritten;

    ImportConflictException(String key, String change, long keysWritten, long total) {
        super(TEXT.format("conflict", key, change, keysWritten, total), TEXT.get("conflict.fix"), null);
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
