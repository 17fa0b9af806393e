package io.etcdexplorer.etcd.ops;

/**
 * Order of a range read. NONE with a target other than KEY still sorts ascending: etcd applies that default
 * itself, so the app and etcdctl agree without sending an order.
 */
public enum SortOrder {
    NONE, ASCEND, DESCEND
}
