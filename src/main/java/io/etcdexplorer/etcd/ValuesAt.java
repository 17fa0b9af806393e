package io.etcdexplorer.etcd;

import io.etcd.jetcd.ByteSequence;
import io.etcd.jetcd.KeyValue;
import io.etcd.jetcd.kv.GetResponse;
import io.etcd.jetcd.kv.TxnResponse;
import io.etcd.jetcd.op.Op;
import io.etcd.jetcd.options.GetOption;

import java.util.ArrayList;
import java.util.List;

/**
 * The values of many keys at one revision, read in transactions of {@value #MAX_OPS} gets: comparing two clusters
 * key by key then costs one round trip per {@value #MAX_OPS} keys instead of one per key. 128 values of etcd's
 * largest (1.5 MiB) still fit the client's inbound limit. Blocking: call it off the UI thread.
 */
public final class ValuesAt {

    /** etcd 3.4 allows at most 128 operations per transaction. */
    public static final int MAX_OPS = EtcdSession.MAX_TXN_OPS;

    private ValuesAt() {
    }

    /**
     * The value of each key at {@code revision} (0: the latest), in order; null for a key absent then. A compacted
     * revision fails with {@link CompactedRevisionException}, like a single get.
     */
    public static List<byte[]> read(EtcdSession session, List<byte[]> keys, long revision) {
        GetOption at = revision > 0 ? GetOption.builder().withRevision(revision).build() : GetOption.DEFAULT;
        List<byte[]> values = new ArrayList<>(keys.size());
        for (int start = 0; start < keys.size(); start += MAX_OPS) {
            Op[] gets = keys.subList(start, Math.min(keys.size(), start + MAX_OPS)).stream()
                    .map(k -> Op.get(ByteSequence.from(k), at))
                    .toArray(Op[]::new);
            TxnResponse response = session.call(session.client().getKVClient().txn().Then(gets).commit());
            for (GetResponse answer : response.getGetResponses()) {
                List<KeyValue> kvs = answer.getKvs();
                values.add(kvs.isEmpty() ? null : kvs.get(0).getValue().getBytes());
            }
        }
        return values;
    }
}
