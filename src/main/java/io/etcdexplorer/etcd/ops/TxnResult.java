package io.etcdexplorer.etcd.ops;

import io.etcdexplorer.etcd.ResponseHeader;

import java.util.List;

/**
 * A transaction: whether the compares held (so the success branch ran) and one result per request of the branch
 * that ran, in order. The inner results' headers carry only the revision, as etcd sends them: a read before the
 * branch's first write reports the revision the transaction started from, everything after it the new one.
 */
public record TxnResult(ResponseHeader header, boolean succeeded, List<OpResult> responses) implements OpResult {

    public TxnResult {
        responses = List.copyOf(responses);
    }

    @Override
    public String summary() {
        return Describe.TEXT.format(succeeded ? "txnSucceeded" : "txnFailed", responses.size());
    }

    @Override
    public String toEtcdctlJson() {
        return toEtcdctlJson(EtcdctlFlavor.V3_5);
    }

    @Override
    public String toEtcdctlJson(EtcdctlFlavor flavor) {
        return EtcdctlJson.object(json -> EtcdctlJson.fields(json, this, flavor));
    }
}
