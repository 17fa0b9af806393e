package io.etcdexplorer.transfer;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.i18n.Units;
import io.etcdexplorer.etcd.CompactedRevisionException;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.KeyValueData;
import io.etcdexplorer.etcd.ops.EtcdOps;
import io.etcdexplorer.etcd.ops.TxnResult;
import io.etcdexplorer.values.KeyText;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * Copies keys from one open cluster to another, byte for byte, optionally under another prefix. {@link #preview}
 * compares the source (read at one revision) with the target and writes nothing; {@link #copy} writes the source as
 * that preview read it, in transactions of bounded size (see {@link CopyWriter}). Leases are not copied. Blocking:
 * call it off the UI thread.
 */
public final class KeyCopier {

    private static final Messages TEXT = Messages.of(KeyCopier.class);

    /**
     * Transaction bounds, well inside etcd's defaults (128 operations, 1.5 MiB per request); tests shrink them.
     * {@code maxRequestBytes} is the target's {@code --max-request-bytes}: a single key above it cannot be written.
     */
    public record Limits(int maxOps, long maxTxnBytes, long maxRequestBytes) {
        public static final Limits DEFAULT = new Limits(64, 1024 * 1024, 1536 * 1024);
    }

    /** What a copy did; {@code transactions} counts the committed ones. */
    public record Result(long created, long overwritten, long identical, long skipped, int transactions, long bytes,
                         long sourceRevision) {
        public long written() {
            return created + overwritten;
        }
    }

    /** Where each transaction sent to the target is recorded (called on the copying thread). */
    public interface Log {
        void sent(String etcdctlCommand, TxnResult result);

        void failed(String etcdctlCommand, Throwable failure);
    }


    private final EtcdSession source;
    private final EtcdSession target;
    private final String targetName;
    private final Limits limits;

    public KeyCopier(EtcdSession source, EtcdSession target, String targetName, Limits limits) {
        this.source = source;
        this.target = target;
        this.targetName = targetName;
        this.limits = limits;
    }

    /** Reads the source at its latest revision and compares it with the target; works on read-only targets too. */
    public CopyPreview preview(CopySource what, PrefixRewrite rewrite, BooleanSupplier cancelled) {
        EtcdOps ops = new EtcdOps(target);
        long[] counts = new long[5]; // keys, bytes, added, changed, identical
        long[] leased = {0};
        List<CopyPreview.Row> rows = new ArrayList<>();
        List<String> tooLarge = new ArrayList<>();
        long revision = CopyBatches.read(source, what, 0, rewrite, limits, batch -> {
            if (cancelled.getAsBoolean()) {
                throw new TransferCancelledException(TEXT.get("copy.previewCancelled"), 0);
            }
            List<KeyValueData> now = CopyBatches.onTarget(ops, batch);
            for (int i = 0; i < batch.size(); i++) {
                CopyBatches.Entry entry = batch.get(i);
                CopyPreview.Change change = now.get(i) == null ? CopyPreview.Change.NEW
                        : Arrays.equals(now.get(i).value(), entry.value()) ? CopyPreview.Change.IDENTICAL
                        : CopyPreview.Change.CHANGED;
                counts[0]++;
                counts[1] += entry.targetKey().length + entry.value().length;
                counts[2 + change.ordinal()]++;
                leased[0] += entry.leased() ? 1 : 0;
                if (rows.size() < CopyPreview.MAX_ROWS) {
                    rows.add(new CopyPreview.Row(change, KeyText.display(entry.targetKey())));
                }
                if (entry.opBytes() > limits.maxRequestBytes()) {
                    tooLarge.add(KeyText.display(entry.sourceKey()) + " (" + JsonImporter.size(entry.value().length)
                            + ")");
                }
            }
        });
        List<String> notes = new ArrayList<>();
        notes.add(TEXT.format("copy.readAt", String.valueOf(revision)));
        notes.add(leased[0] > 0 ? TEXT.format("copy.leasesSome", leased[0]) : TEXT.get("copy.leases"));
        if (counts[0] > CopyPreview.MAX_ROWS) {
            notes.add(TEXT.format("copy.listFirst", CopyPreview.MAX_ROWS));
        }
        if (!tooLarge.isEmpty()) {
            notes.add(TEXT.format("copy.tooLarge", tooLarge.size(), JsonImporter.size(limits.maxRequestBytes())));
        }
        return new CopyPreview(what, targetName, rewrite, revision, counts[0], counts[1], counts[2], counts[3],
                counts[4], leased[0], rows, tooLarge, notes);
    }

    /**
     * Writes the source as {@code preview} read it (same revision, same rewrite), in {@code mode}.
     *
     * @throws EtcdAccessException        on a read-only target or a value too large (nothing written)
     * @throws CopyStoppedException       when a read or transaction failed: it says how many keys were written
     * @throws TransferCancelledException when cancelled (between transactions); {@code keysDone()} were written
     */
    public Result copy(CopyPreview preview, CopyMode mode, Consumer<TransferProgress> progress,
                       BooleanSupplier cancelled, Log log) {
        if (target.isReadOnly()) {
            throw readOnly(targetName);
        }
        if (!preview.canCopy()) {
            throw new EtcdAccessException(TEXT.format("copy.refused", preview.tooLarge().size()),
                    TEXT.get("copy.refused.fix"), null);
        }
        CopyWriter writer = new CopyWriter(new EtcdOps(target), target.settings(), mode, log);
        long total = preview.keys();
        try {
            CopyBatches.read(source, preview.source(), preview.sourceRevision(), preview.rewrite(), limits, batch -> {
                if (cancelled.getAsBoolean()) {
                    throw new TransferCancelledException(TEXT.format("copy.cancelled", count(writer.keysDone()),
                            total, done(writer), total - writer.keysDone()), writer.written());
                }
                writer.write(batch);
                progress.accept(new TransferProgress(writer.keysDone(), total, writer.bytes()));
            });
        } catch (CompactedRevisionException e) {
            throw stopped(writer, total, new EtcdAccessException(TEXT.format("copy.compacted",
                    String.valueOf(preview.sourceRevision())), TEXT.get("copy.compacted.fix"), e));
        } catch (EtcdAccessException e) {
            throw stopped(writer, total, e);
        }
        return writer.result(preview.sourceRevision());
    }

    static EtcdAccessException readOnly(String targetName) {
        return new EtcdAccessException(TEXT.format("copy.readOnly", targetName),
                TEXT.format("copy.readOnly.fix", targetName), null);
    }

    /** The failure, saying how far the copy got: committed transactions stay, nothing after them was written. */
    private CopyStoppedException stopped(CopyWriter writer, long total, EtcdAccessException cause) {
        String message = cause.getMessage().endsWith(".") ? cause.getMessage() : cause.getMessage() + ".";
        String after = writer.lastKey() == null ? TEXT.get("copy.nothingWritten")
                : TEXT.format("copy.nothingAfter", done(writer), KeyText.display(writer.lastKey()));
        return new CopyStoppedException(TEXT.format("copy.stopped", targetName, count(writer.keysDone()), total,
                lowerFirst(message), after), cause, writer.written());
    }

    private static String done(CopyWriter writer) {
        return TEXT.format("copy.done", writer.transactions(), writer.written());
    }

    private static String lowerFirst(String text) {
        return text.isEmpty() || text.length() > 1 && Character.isUpperCase(text.charAt(1)) ? text
                : Character.toLowerCase(text.charAt(0)) + text.substring(1);
    }

    /** 1,000: counts as the progress line shows them. */
    static String count(long n) {
        return Units.count(n);
    }
}
