package io.etcdexplorer.transfer;

import io.etcdexplorer.etcd.EtcdAccessException;

/**
 * A copy stopped on a failure after {@link #keysWritten()} keys: the transactions committed before it stay on the
 * target, nothing after them was written. The message says so and names the cause; the hint is the cause's.
 */
public final class CopyStoppedException extends EtcdAccessException {

    private final long keysWritten;

    CopyStoppedException(String message, EtcdAccessException cause, long keysWritten) {
        super(cause.hop(), message, cause.fix(), cause);
        this.keysWritten = keysWritten;
    }

    public long keysWritten() {
        return keysWritten;
    }
}
