package io.etcdexplorer.etcd;

/**
 * What a feature may know of an open connection without asking etcd: the settings it was opened with (for labels,
 * messages and etcdctl commands) and whether writes are allowed. Implemented by {@link EtcdSession}.
 */
public interface ConnectionInfo {

    /** The settings as the user gave them (endpoints as seen from the SSH host, if any). */
    ConnectionSettings settings();

    /** True when no mutating request may be sent; views disable every write. */
    default boolean isReadOnly() {
        return settings().readOnly();
    }
}
