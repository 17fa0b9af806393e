package io.etcdexplorer.transfer;

import io.etcdexplorer.i18n.Messages;

/** The user cancelled a transfer; {@link #keysDone()} says how far it got (for an import: how many were written). */
public final class TransferCancelledException extends RuntimeException {

    private static final Messages TEXT = Messages.of(TransferCancelledException.class);

    private final long keysDone;

    public TransferCancelledException(String message, long keysDone) {
        super(message);
        this.keysDone = keysDone;
    }

    /** An export stopped by the user: it leaves no file behind. */
    static TransferCancelledException export() {
        return new TransferCancelledException(TEXT.get("export.cancelled"), 0);
    }

    public long keysDone() {
        return keysDone;
    }
}
