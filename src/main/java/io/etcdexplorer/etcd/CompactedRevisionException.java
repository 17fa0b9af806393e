package io.etcdexplorer.etcd;

/** The revision a request asked for is older than etcd's compaction point: its history is gone. */
public final class CompactedRevisionException extends EtcdAccessException {

    public CompactedRevisionException(String message, String hint, Throwable cause) {
        super(message, hint, cause);
    }
}
