package io.etcdexplorer.transfer;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.KeyValueData;
import io.etcdexplorer.etcd.ResponseHeader;
import io.etcdexplorer.etcd.ops.EtcdOps;
import io.etcdexplorer.etcd.ops.GetRequest;
import io.etcdexplorer.etcd.ops.GetResult;
import io.etcdexplorer.etcd.ops.TxnOp;
import io.etcdexplorer.etcd.ops.TxnRequest;
import io.etcdexplorer.etcd.ops.TxnResult;
import io.etcdexplorer.values.KeyText;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * Imports a JSON export (ours or {@code etcdctl get --prefix -w json}) byte for byte, optionally under another
 * prefix. {@link #preview} says what would change; {@link #importFile} writes in transactions that stay within
 * etcd 3.4's defaults (128 operations, 1.5 MiB per request), each guarded by what the preview saw (see
 * {@link GuardedWrites}): a key changed by someone else after the preview stops the import instead of being
 * overwritten unseen. Leases are not recreated: keys are written without one.
 */
public final class JsonImporter {

    private static final Messages TEXT = Messages.of(JsonImporter.class);

    /** Transaction bounds; tests shrink them. {@code maxRequestBytes} is etcd's {@code --max-request-bytes}. */
    public record Limits(int maxOps, long maxTxnBytes, long maxRequestBytes) {
        public static final Limits DEFAULT = new Limits(128, 1024 * 1024, 1536 * 1024);
    }

    /** What an import wrote. */
    public record Result(long written, long bytes, long skipped) {
    }

    /** Room for the request's framing around a key and value, so a put we accept is never refused by etcd. */
    static final int OP_OVERHEAD = 512;
    private static final int SAMPLES = 5;
    /** Said on every import preview: the file's lease ids mean nothing on this cluster. */
    static String leaseNote() {
        return TEXT.get("import.leases");
    }

    private final EtcdSession session;
    private final Limits limits;
    private final EtcdOps ops;

    public JsonImporter(EtcdSession session) {
        this(session, Limits.DEFAULT);
    }

    public JsonImporter(EtcdSession session, Limits limits) {
        this.session = session;
        this.limits = limits;
        this.ops = new EtcdOps(session);
    }

    /** Reads the file and compares it with the cluster; writes nothing, so it works on read-only sessions too. */
    public ImportPreview preview(Path file, PrefixRewrite rewrite, BooleanSupplier cancelled) throws IOException {
        Scan scan = new Scan();
        List<String> samples = new ArrayList<>();
        List<String> tooLarge = new ArrayList<>();
        long[] counts = new long[3]; // added, changed, identical
        PreviewSeen seen = new PreviewSeen();
        ResponseHeader header = batches(file, rewrite, scan, batch -> {
            checkCancelled(cancelled, 0, TEXT.get("import.previewCancelled"));
            for (Put put : batch) {
                if (samples.size() < SAMPLES) {
                    samples.add(KeyText.display(put.key));
                }
                if (tooLarge(put) && tooLarge.size() < SAMPLES) {
                    tooLarge.add(KeyText.display(put.key) + " (" + size(put.value.length) + ")");
                }
            }
            compare(batch, counts, seen);
        });
        seen.seal();
        List<String> notes = new ArrayList<>();
        notes.add(leaseNote());
        if (scan.leased > 0) {
            notes.add(TEXT.format("import.leased", scan.leased));
        }
        if (scan.skipped > 0) {
            notes.add(TEXT.format("import.outside", scan.skipped, KeyText.display(rewrite.from())));
        }
        if (scan.tooLarge > 0) {
            notes.add(TEXT.format("import.tooLargeNote", scan.tooLarge, size(limits.maxRequestBytes())));
        }
        return new ImportPreview(scan.keys, scan.bytes, counts[0], counts[1], counts[2], scan.skipped, scan.leased,
                samples, tooLarge, rewrite, header, notes, seen);
    }

    /** Previews, then imports what that preview saw: for callers that have no preview of their own to honour. */
    public Result importFile(Path file, PrefixRewrite rewrite, Consumer<TransferProgress> progress,
                             BooleanSupplier cancelled) throws IOException {
        return importFile(file, preview(file, rewrite, cancelled), progress, cancelled);
    }

    /**
     * Writes every key of the file, under the preview's prefix rewrite, as long as each key is still as
     * {@code preview} saw it. The file is checked completely first, so a malformed file, a value over the request
     * limit or a file that changed since the preview is reported before anything is written.
     *
     * @throws EtcdAccessException        on a read-only session (nothing written) or when etcd refuses
     * @throws ImportConflictException    when a key changed after the preview; the batches before it are written
     * @throws TransferCancelledException when cancelled; its {@code keysDone()} is the number of keys written
     */
    public Result importFile(Path file, ImportPreview preview, Consumer<TransferProgress> progress,
                             BooleanSupplier cancelled) throws IOException {
        if (session.isReadOnly()) {
            throw new EtcdAccessException(TEXT.get("import.readOnly"),
                    TEXT.get("import.readOnly.fix"), null);
        }
        PrefixRewrite rewrite = preview.rewrite();
        Scan check = new Scan();
        PreviewSeen.Entries entries = new PreviewSeen.Entries();
        batches(file, rewrite, check, batch -> {
            checkCancelled(cancelled, 0, TEXT.get("import.cancelledNothing"));
            for (Put put : batch) {
                entries.add(put.key, put.value);
                if (tooLarge(put)) {
                    throw new EtcdAccessException(TEXT.format("import.valueTooLarge",
                            KeyText.display(put.key), size(put.value.length), size(limits.maxRequestBytes())),
                            TEXT.get("import.valueTooLarge.fix"), null);
                }
            }
        });
        if (!preview.seen().sameEntries(entries)) {
            throw new EtcdAccessException(TEXT.get("import.fileChanged"),
                    TEXT.get("import.fileChanged.fix"), null);
        }
        GuardedWrites writes = new GuardedWrites(ops, preview.seen(), check.keys);
        long[] done = new long[2]; // keys, bytes
        batches(file, rewrite, new Scan(), batch -> {
            checkCancelled(cancelled, done[0], TEXT.format("import.cancelledAfter", done[0], check.keys));
            writes.write(batch, done[0]);
            done[0] += batch.size();
            for (Put put : batch) {
                done[1] += put.key.length + put.value.length;
            }
            progress.accept(new TransferProgress(done[0], check.keys, done[1]));
        });
        return new Result(done[0], done[1], check.skipped);
    }

    /** Reads the batch's keys in one transaction (one revision): counts them and notes what was seen. */
    private void compare(List<Put> batch, long[] counts, PreviewSeen seen) {
        List<TxnOp> gets = batch.stream().map(p -> (TxnOp) new TxnOp.Get(GetRequest.of(p.key))).toList();
        TxnResult response = ops.txn(new TxnRequest(List.of(), gets, List.of()));
        for (int i = 0; i < batch.size(); i++) {
            List<KeyValueData> kvs = ((GetResult) response.responses().get(i)).kvs();
            Put put = batch.get(i);
            seen.saw(put.key, put.value, kvs.isEmpty() ? 0 : kvs.get(0).meta().modRevision());
            if (kvs.isEmpty()) {
                counts[0]++;
            } else if (Arrays.equals(kvs.get(0).value(), put.value)) {
                counts[2]++;
            } else {
                counts[1]++;
            }
        }
    }

    private boolean tooLarge(Put put) {
        return opBytes(put) > limits.maxRequestBytes();
    }

    /** The put, its guard's compare and the read of the key when the guard fails each carry the key. */
    private static long opBytes(Put put) {
        return 3L * put.key.length + put.value.length + OP_OVERHEAD;
    }

    /**
     * Streams the file as batches that fit one transaction: at most {@code maxOps} puts, at most {@code maxTxnBytes}
     * (a larger single put goes alone), and no key twice, which etcd refuses within one transaction.
     */
    private ResponseHeader batches(Path file, PrefixRewrite rewrite, Scan scan, BatchSink sink)
            throws IOException {
        try (EtcdctlJsonReader reader = new EtcdctlJsonReader(file)) {
            List<Put> batch = new ArrayList<>();
            Set<ByteBuffer> batchKeys = new HashSet<>();
            long batchBytes = 0;
            for (EtcdctlJsonReader.Entry entry = reader.next(); entry != null; entry = reader.next()) {
                byte[] key = rewrite.apply(entry.key());
                if (key == null) {
                    scan.skipped++;
                    continue;
                }
                Put put = new Put(key, entry.value());
                scan.count(put, entry.leased(), tooLarge(put));
                long bytes = opBytes(put);
                if (!batch.isEmpty() && (batch.size() >= limits.maxOps() || batchBytes + bytes > limits.maxTxnBytes()
                        || batchKeys.contains(ByteBuffer.wrap(key)))) {
                    sink.accept(batch);
                    batch = new ArrayList<>();
                    batchKeys.clear();
                    batchBytes = 0;
                }
                batch.add(put);
                batchKeys.add(ByteBuffer.wrap(key));
                batchBytes += bytes;
            }
            if (!batch.isEmpty()) {
                sink.accept(batch);
            }
            return reader.header();
        }
    }

    private static void checkCancelled(BooleanSupplier cancelled, long written, String message) {
        if (cancelled.getAsBoolean()) {
            throw new TransferCancelledException(message, written);
        }
    }

    static String size(long bytes) {
        if (bytes < 1024) {
            return bytes + " B";
        }
        double kib = bytes / 1024.0;
        return kib < 1024 ? String.format(Locale.ROOT, "%.1f KiB", kib)
                : String.format(Locale.ROOT, "%.1f MiB", kib / 1024);
    }

    /** One entry of the file, its key rewritten. */
    record Put(byte[] key, byte[] value) {
    }

    private interface BatchSink {
        void accept(List<Put> batch) throws IOException;
    }

    /** Counts gathered while reading the file. */
    private static final class Scan {
        long keys;
        long bytes;
        long skipped;
        long leased;
        long tooLarge;

        void count(Put put, boolean hadLease, boolean overLimit) {
            keys++;
            bytes += put.key.length + put.value.length;
            leased += hadLease ? 1 : 0;
            tooLarge += overLimit ? 1 : 0;
        }
    }
}
