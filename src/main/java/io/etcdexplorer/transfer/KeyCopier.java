package io.etcdexplorer.transfer;

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
import java.util.Locale;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * Copies keys from one open cluster to another, byte for byte, optionally under another prefix. {@link #preview}
 * compares the source (read at one revision) with the target and writes nothing; {@link #copy} writes the source as
 * that preview read it, in transactions of bounded size (see {@link CopyWriter}). Leases are not copied. Blocking:
 * call it off the UI thread.
 */
public final class KeyCopier {

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

    static final String LEASE_NOTE = "Leases are not copied: keys are written on the target without a lease and "
            + "do not expire.";

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
                throw new TransferCancelledException("Preview cancelled: nothing was written.", 0);
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
        notes.add("The source is read at revision " + revision + ": the copy writes the keys as they were then.");
        notes.add(LEASE_NOTE + (leased[0] > 0 ? " " + leased[0] + " of these keys have a lease on the source." : ""));
        if (counts[0] > CopyPreview.MAX_ROWS) {
            notes.add("The list shows the first " + count(CopyPreview.MAX_ROWS) + " keys.");
        }
        if (!tooLarge.isEmpty()) {
            notes.add(tooLarge.size() + " values exceed etcd's request limit of "
                    + JsonImporter.size(limits.maxRequestBytes()) + ": the copy is refused until they are left out "
                    + "or the target's --max-request-bytes raised.");
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
            throw new EtcdAccessException(preview.tooLarge().size() + " values are larger than one etcd request may "
                    + "be: nothing was written.", "Copy a prefix that leaves them out, or raise the target's "
                    + "--max-request-bytes.", null);
        }
        CopyWriter writer = new CopyWriter(new EtcdOps(target), target.settings(), mode, log);
        long total = preview.keys();
        try {
            CopyBatches.read(source, preview.source(), preview.sourceRevision(), preview.rewrite(), limits, batch -> {
                if (cancelled.getAsBoolean()) {
                    throw new TransferCancelledException("Copy cancelled after " + count(writer.keysDone()) + " of "
                            + count(total) + " keys: " + done(writer) + "; the other "
                            + count(total - writer.keysDone()) + " were not copied.", writer.written());
                }
                writer.write(batch);
                progress.accept(new TransferProgress(writer.keysDone(), total, writer.bytes()));
            });
        } catch (CompactedRevisionException e) {
            throw stopped(writer, total, new EtcdAccessException("the source's revision "
                    + preview.sourceRevision() + ", which the preview read, has been compacted since.",
                    "Preview again, then copy.", e));
        } catch (EtcdAccessException e) {
            throw stopped(writer, total, e);
        }
        return writer.result(preview.sourceRevision());
    }

    static EtcdAccessException readOnly(String targetName) {
        return new EtcdAccessException(targetName + " is a read-only connection: nothing was written.",
                "Edit the connection " + targetName + " and turn off read-only, or copy to another cluster.", null);
    }

    /** The failure, saying how far the copy got: committed transactions stay, nothing after them was written. */
    private CopyStoppedException stopped(CopyWriter writer, long total, EtcdAccessException cause) {
        String message = cause.getMessage().endsWith(".") ? cause.getMessage() : cause.getMessage() + ".";
        String after = writer.lastKey() == null ? "Nothing was written."
                : done(writer) + "; nothing after " + KeyText.display(writer.lastKey()) + " was written.";
        return new CopyStoppedException("Copy to " + targetName + " stopped after " + count(writer.keysDone())
                + " of " + count(total) + " keys: " + lowerFirst(message) + " " + after, cause, writer.written());
    }

    private static String done(CopyWriter writer) {
        return writer.transactions() + (writer.transactions() == 1 ? " transaction" : " transactions")
                + " committed, " + count(writer.written()) + " keys written";
    }

    private static String lowerFirst(String text) {
        return text.isEmpty() || text.length() > 1 && Character.isUpperCase(text.charAt(1)) ? text
                : Character.toLowerCase(text.charAt(0)) + text.substring(1);
    }

    /** 1,000: counts as the progress line shows them. */
    static String count(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }
}
