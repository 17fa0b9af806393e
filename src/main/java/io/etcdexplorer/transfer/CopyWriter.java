package io.etcdexplorer.transfer;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.KeyValueData;
import io.etcdexplorer.etcd.ops.CompareOp;
import io.etcdexplorer.etcd.ops.EtcdOps;
import io.etcdexplorer.etcd.ops.EtcdctlOps;
import io.etcdexplorer.etcd.ops.PutRequest;
import io.etcdexplorer.etcd.ops.TxnCompare;
import io.etcdexplorer.etcd.ops.TxnOp;
import io.etcdexplorer.etcd.ops.TxnRequest;
import io.etcdexplorer.etcd.ops.TxnResult;
import io.etcdexplorer.values.KeyText;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BiFunction;

/**
 * Writes a copy's batches to the target, one transaction each. Each batch reads its keys on the target first, then
 * puts only what the mode asks for, every put guarded by what that read saw: {@code create_revision == 0} for a new
 * key (a key created meanwhile is never overwritten), {@code mod_revision == seen} for a changed one. When a guard
 * fails, nothing of the batch is written and it is read and planned again. Identical keys are not written, so their
 * revisions stay and watchers see nothing.
 */
final class CopyWriter {

    private static final Messages TEXT = Messages.of(CopyWriter.class);

    /** A batch whose keys keep changing under it gives up after this many rounds. */
    static final int ATTEMPTS = 5;

    private final EtcdOps ops;
    private final ConnectionSettings settings;
    private final CopyMode mode;
    private final KeyCopier.Log log;
    private final BiFunction<EtcdOps, List<CopyBatches.Entry>, List<KeyValueData>> readTarget;

    private long created;
    private long overwritten;
    private long identical;
    private long skipped;
    private long bytes;
    private int transactions;
    private long keysDone;
    private byte[] lastKey;

    CopyWriter(EtcdOps ops, ConnectionSettings settings, CopyMode mode, KeyCopier.Log log) {
        this(ops, settings, mode, log, CopyBatches::onTarget);
    }

    /** {@code readTarget} reads a batch's keys on the target; tests put a write of their own right after it. */
    CopyWriter(EtcdOps ops, ConnectionSettings settings, CopyMode mode, KeyCopier.Log log,
               BiFunction<EtcdOps, List<CopyBatches.Entry>, List<KeyValueData>> readTarget) {
        this.ops = ops;
        this.settings = settings;
        this.mode = mode;
        this.log = log;
        this.readTarget = readTarget;
    }

    /** What one round plans: the guarded puts, and how each key of the batch is counted if it commits. */
    private record Plan(List<TxnCompare> guards, List<TxnOp> puts, long created, long overwritten, long identical,
                        long skipped, long bytes) {
    }

    void write(List<CopyBatches.Entry> batch) {
        for (int attempt = 1; ; attempt++) {
            Plan plan = plan(batch, readTarget.apply(ops, batch));
            if (plan.puts().isEmpty() || send(plan)) {
                created += plan.created();
                overwritten += plan.overwritten();
                identical += plan.identical();
                skipped += plan.skipped();
                bytes += plan.bytes();
                keysDone += batch.size();
                lastKey = batch.get(batch.size() - 1).targetKey();
                return;
            }
            if (attempt == ATTEMPTS) {
                throw new EtcdAccessException(TEXT.format("copy.race",
                        KeyText.display(batch.get(0).targetKey()), ATTEMPTS), TEXT.get("copy.race.fix"), null);
            }
        }
    }

    private Plan plan(List<CopyBatches.Entry> batch, List<KeyValueData> now) {
        List<TxnCompare> guards = new ArrayList<>();
        List<TxnOp> puts = new ArrayList<>();
        long[] counts = new long[5]; // created, overwritten, identical, skipped, bytes
        for (int i = 0; i < batch.size(); i++) {
            CopyBatches.Entry entry = batch.get(i);
            KeyValueData there = now.get(i);
            if (there == null) {
                guards.add(TxnCompare.create(entry.targetKey(), CompareOp.EQUAL, 0));
                counts[0]++;
            } else if (Arrays.equals(there.value(), entry.value())) {
                counts[2]++;
                continue;
            } else if (mode == CopyMode.OVERWRITE) {
                guards.add(TxnCompare.mod(entry.targetKey(), CompareOp.EQUAL, there.meta().modRevision()));
                counts[1]++;
            } else {
                counts[3]++;
                continue;
            }
            puts.add(new TxnOp.Put(PutRequest.of(entry.targetKey(), entry.value())));
            counts[4] += entry.targetKey().length + entry.value().length;
        }
        return new Plan(guards, puts, counts[0], counts[1], counts[2], counts[3], counts[4]);
    }

    /** Sends the plan's transaction and logs it; true when its guards held and it wrote. */
    private boolean send(Plan plan) {
        TxnRequest request = new TxnRequest(plan.guards(), plan.puts(), List.of());
        String command = EtcdctlOps.txn(settings, request);
        TxnResult result;
        try {
            result = ops.txn(request);
        } catch (RuntimeException e) {
            log.failed(command, e);
            throw e;
        }
        log.sent(command, result);
        if (result.succeeded()) {
            transactions++;
        }
        return result.succeeded();
    }

    KeyCopier.Result result(long sourceRevision) {
        return new KeyCopier.Result(created, overwritten, identical, skipped, transactions, bytes, sourceRevision);
    }

    long keysDone() {
        return keysDone;
    }

    long written() {
        return created + overwritten;
    }

    int transactions() {
        return transactions;
    }

    long bytes() {
        return bytes;
    }

    /** The last target key whose batch is done, or null before the first. */
    byte[] lastKey() {
        return lastKey;
    }
}
