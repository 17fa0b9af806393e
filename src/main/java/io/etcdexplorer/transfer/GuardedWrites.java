package io.etcdexplorer.transfer;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.Hop;
import io.etcdexplorer.etcd.ops.CompareOp;
import io.etcdexplorer.etcd.ops.EtcdOps;
import io.etcdexplorer.etcd.ops.GetRequest;
import io.etcdexplorer.etcd.ops.GetResult;
import io.etcdexplorer.etcd.ops.PutRequest;
import io.etcdexplorer.etcd.ops.TxnCompare;
import io.etcdexplorer.etcd.ops.TxnOp;
import io.etcdexplorer.etcd.ops.TxnRequest;
import io.etcdexplorer.etcd.ops.TxnResult;
import io.etcdexplorer.values.KeyText;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Writes an import's batches, each one transaction that puts its keys only if every one of them still has the mod
 * revision the preview saw (0: still absent). When one does not, the transaction's other branch reads the keys, and
 * the import stops naming the first that changed; batches already committed stay.
 *
 * <p>A key the file holds twice is written twice: its second write then finds the key at the revision of this
 * import's own earlier transaction, which is not a change by someone else. Revisions are unique per transaction,
 * so a key whose mod revision is one of ours was last written by us; its guard moves to that revision.
 */
final class GuardedWrites {

    private static final Messages TEXT = Messages.of(GuardedWrites.class);

    /** A batch is retried only after our own earlier writes moved its guards; this bounds a pathological file. */
    private static final int ATTEMPTS = 3;

    private final EtcdOps ops;
    private final PreviewSeen seen;
    private final long total;
    private final Set<Long> ownRevisions = new HashSet<>();

    GuardedWrites(EtcdOps ops, PreviewSeen seen, long total) {
        this.ops = ops;
        this.seen = seen;
        this.total = total;
    }

    /** Writes {@code batch}, whose first entry is the file's {@code written}-th (all before it are written). */
    void write(List<JsonImporter.Put> batch, long written) {
        long[] expected = new long[batch.size()];
        for (int i = 0; i < expected.length; i++) {
            expected[i] = seen.modRevision((int) written + i);
        }
        for (int attempt = 1; ; attempt++) {
            TxnResult result = txn(batch, expected, written);
            if (result.succeeded()) {
                ownRevisions.add(result.header().revision());
                return;
            }
            for (int i = 0; i < expected.length; i++) {
                List<io.etcdexplorer.etcd.KeyValueData> kvs = ((GetResult) result.responses().get(i)).kvs();
                long now = kvs.isEmpty() ? 0 : kvs.get(0).meta().modRevision();
                if (now == expected[i]) {
                    continue;
                }
                if (!ownRevisions.contains(now) || attempt == ATTEMPTS) {
                    throw new ImportConflictException(KeyText.display(batch.get(i).key()), change(expected[i], now),
                            written, total);
                }
                expected[i] = now;
            }
        }
    }

    private TxnResult txn(List<JsonImporter.Put> batch, long[] expected, long written) {
        List<TxnCompare> unchanged = new ArrayList<>(batch.size());
        List<TxnOp> puts = new ArrayList<>(batch.size());
        List<TxnOp> reads = new ArrayList<>(batch.size());
        for (int i = 0; i < batch.size(); i++) {
            byte[] key = batch.get(i).key();
            unchanged.add(TxnCompare.mod(key, CompareOp.EQUAL, expected[i]));
            puts.add(new TxnOp.Put(PutRequest.of(key, batch.get(i).value())));
            reads.add(new TxnOp.Get(GetRequest.of(key).withKeysOnly()));
        }
        try {
            return ops.txn(new TxnRequest(unchanged, puts, reads));
        } catch (EtcdAccessException e) {
            throw new EtcdAccessException(Hop.ETCD, TEXT.format("import.stoppedAfter", written, total,
                    e.getMessage()), e.fix(), e);
        }
    }

    private static String change(long seenRevision, long now) {
        if (seenRevision == 0) {
            return TEXT.format("change.created", String.valueOf(now));
        }
        return now == 0 ? TEXT.get("change.deleted") : TEXT.format("change.changedBy", String.valueOf(now));
    }
}
