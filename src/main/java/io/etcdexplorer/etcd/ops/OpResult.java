package io.etcdexplorer.etcd.ops;

import io.etcdexplorer.etcd.ResponseHeader;

/** What etcd answered to one operation, with a line for the log and the answer as etcdctl would print it. */
public sealed interface OpResult permits GetResult, PutResult, DeleteResult, TxnResult, LeaseGrantResult,
        LeaseRevokeResult, LeaseKeepAliveResult, LeaseTtlResult, LeaseListResult {

    ResponseHeader header();

    /** One human line, e.g. {@code "2 keys, revision 41"}. */
    String summary();

    /** The response exactly as {@code etcdctl -w json} (3.5 and later) prints it, without the trailing newline. */
    String toEtcdctlJson();

    /** The same as the etcdctl of {@code flavor} prints it: only a txn's differs between releases. */
    default String toEtcdctlJson(EtcdctlFlavor flavor) {
        return toEtcdctlJson();
    }
}
