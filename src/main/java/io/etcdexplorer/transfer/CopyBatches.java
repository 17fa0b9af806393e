package io.etcdexplorer.transfer;

import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.KeyValueData;
import io.etcdexplorer.etcd.ResponseHeader;
import io.etcdexplorer.etcd.SnapshotReader;
import io.etcdexplorer.etcd.ops.EtcdOps;
import io.etcdexplorer.etcd.ops.GetRequest;
import io.etcdexplorer.etcd.ops.GetResult;
import io.etcdexplorer.etcd.ops.TxnOp;
import io.etcdexplorer.etcd.ops.TxnRequest;
import io.etcdexplorer.etcd.ops.TxnResult;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the source's keys at one revision, in bounded pages ({@link SnapshotReader}), and hands them on in batches
 * that fit one transaction on the target: at most {@code maxOps} keys and {@code maxTxnBytes} (a larger single key
 * goes alone). Keys are rewritten to their target names on the way. Also reads a batch's keys on the target.
 */
final class CopyBatches {

    /** Room for the request's framing around a key and value, as for imports. */
    static final int OP_OVERHEAD = JsonImporter.OP_OVERHEAD;

    /** One source key, its name on the target and its value. */
    record Entry(byte[] sourceKey, byte[] targetKey, byte[] value, boolean leased) {

        /** The compare and the put each carry the key; a read-back may carry it once more. */
        long opBytes() {
            return 3L * targetKey.length + value.length + OP_OVERHEAD;
        }
    }

    /** Receives the batches, in key order. */
    interface Sink {
        default void started(long revision, long totalKeys) {
        }

        void batch(List<Entry> batch);
    }

    private CopyBatches() {
    }

    /**
     * Streams {@code what} at {@code revision} (0: the latest) to {@code sink}. Cancellation is the sink's to check
     * between batches, so that the message can say how far a copy got.
     *
     * @return the source revision read
     */
    static long read(EtcdSession source, CopySource what, long revision, PrefixRewrite rewrite,
                     KeyCopier.Limits limits, Sink sink) {
        List<Entry> batch = new ArrayList<>();
        long[] batchBytes = {0};
        long[] read = {revision};
        try {
            SnapshotReader.of(source).read(what.start(), what.end(), revision, new SnapshotReader.Listener() {
                    @Override
                    public void started(ResponseHeader header, long totalKeys) {
                        read[0] = revision == 0 ? header.revision() : revision;
                        sink.started(read[0], totalKeys);
                    }

                    @Override
                    public void page(List<KeyValueData> kvs) {
                        for (KeyValueData kv : kvs) {
                            byte[] targetKey = rewrite.apply(kv.key());
                            if (targetKey == null) {
                                continue; // cannot happen: the range read is the rewrite's own prefix
                            }
                            Entry entry = new Entry(kv.key(), targetKey, kv.value(), kv.meta().lease() != 0);
                            if (!batch.isEmpty() && (batch.size() >= limits.maxOps()
                                    || batchBytes[0] + entry.opBytes() > limits.maxTxnBytes())) {
                                sink.batch(List.copyOf(batch));
                                batch.clear();
                                batchBytes[0] = 0;
                            }
                            batch.add(entry);
                            batchBytes[0] += entry.opBytes();
                        }
                    }
                }, () -> false);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // the listener above does no I/O
        }
        if (!batch.isEmpty()) {
            sink.batch(List.copyOf(batch));
        }
        return read[0];
    }

    /** The batch's keys on the target as they are now, in one read transaction (one revision); null for absent. */
    static List<KeyValueData> onTarget(EtcdOps target, List<Entry> batch) {
        List<TxnOp> gets = batch.stream().map(e -> (TxnOp) new TxnOp.Get(GetRequest.of(e.targetKey()))).toList();
        TxnResult response = target.txn(new TxnRequest(List.of(), gets, List.of()));
        List<KeyValueData> now = new ArrayList<>(batch.size());
        for (int i = 0; i < batch.size(); i++) {
            List<KeyValueData> kvs = ((GetResult) response.responses().get(i)).kvs();
            now.add(kvs.isEmpty() ? null : kvs.get(0));
        }
        return now;
    }
}
