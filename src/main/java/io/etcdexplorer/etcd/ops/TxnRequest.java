package io.etcdexplorer.etcd.ops;

import java.util.List;

/**
 * A transaction: when every compare holds, the {@code success} requests run, otherwise the {@code failure}
 * requests, all at one revision. etcd refuses more than 128 requests per branch by default
 * ({@code --max-txn-ops}) and a branch that writes one key twice.
 */
public record TxnRequest(List<TxnCompare> compares, List<TxnOp> success, List<TxnOp> failure) {

    public TxnRequest {
        compares = compares == null ? List.of() : List.copyOf(compares);
        success = success == null ? List.of() : List.copyOf(success);
        failure = failure == null ? List.of() : List.copyOf(failure);
    }
}
