package io.etcdexplorer.cluster;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.admin.ClusterAdmin;
import io.etcdexplorer.etcd.admin.Pending;
import io.etcdexplorer.files.PendingFile;
import io.etcdexplorer.files.SafeFiles;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.concurrent.CancellationException;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * Saves one member's snapshot (its whole database, as {@code etcdctl snapshot save} does) to a file. The stream
 * goes to a temporary file next to the target, which takes the target's name only once complete and synced: a
 * failure or a cancel leaves nothing half-written. etcd ends the stream with the SHA-256 of what came before, which
 * is checked here as {@code etcdctl snapshot restore} will.
 */
final class SnapshotSaver {

    private static final Messages TEXT = Messages.of(SnapshotSaver.class);

    /** etcd appends a SHA-256 of the database to the stream. */
    private static final int TRAILER = 32;
    /** A stream that delivers nothing for this long is given up. */
    private static final long STALL_MILLIS = 60_000;
    /** How often the wait looks for a cancel or a stall. */
    private static final Duration POLL = Duration.ofMillis(200);

    /**
     * A saved snapshot: its size, the file's SHA-256 (as sha256sum prints it), the endpoint that sent it and that
     * member's revision just before it started (writes during the stream may be in it too).
     */
    public record Saved(Path file, long bytes, String sha256, String endpoint, long revision) {
    }

    /** Bytes received so far, of {@code total} (etcd says how many remain with every chunk). */
    @FunctionalInterface
    public interface Progress {
        void received(long bytes, long total);
    }

    private final EtcdSession session;

    public SnapshotSaver(EtcdSession session) {
        this.session = session;
    }

    /**
     * Streams the snapshot of the member at profile endpoint {@code endpoint} into {@code target}, reporting the
     * bytes received so far to {@code progress} (from the network thread) and stopping when {@code cancelled}. The
     * stream is written as it arrives (the next chunk is asked for only then), so memory stays flat at any size.
     *
     * @throws CancellationException when cancelled (nothing is left behind)
     */
    public Saved save(String endpoint, Path target, Progress progress, BooleanSupplier cancelled) {
        Path dir = target.toAbsolutePath().getParent();
        PendingFile pending;
        try {
            pending = SafeFiles.begin(target);
        } catch (IOException e) {
            throw new EtcdAccessException(TEXT.format("snapshot.cannotWrite", dir.toString(), e.getMessage()),
                    TEXT.get("snapshot.cannotWriteFix"), e);
        }
        try (pending) {
            Receiver receiver = new Receiver(pending.channel(), progress);
            ClusterAdmin admin = new ClusterAdmin(session);
            long revision = admin.status(endpoint).await(ClusterCalls.pollTimeout(session)).revision();
            Pending<Void> stream = admin.snapshot(endpoint, receiver::accept);
            await(stream, receiver, cancelled, endpoint);
            if (cancelled.getAsBoolean()) {
                // Cancelled as the last chunk came in: the user asked for no file, so there is none.
                throw new CancellationException(TEXT.get("snapshot.cancelled"));
            }
            receiver.checkTrailer();
            pending.commit();
            return new Saved(target, receiver.bytes, HexFormat.of().formatHex(receiver.whole.digest()), endpoint,
                    revision);
        } catch (IOException e) {
            throw new EtcdAccessException(TEXT.format("snapshot.writeFailed", target.toString(), e.getMessage()),
                    TEXT.format("snapshot.writeFailedFix", dir.toString()), e);
        }
    }

    private void await(Pending<Void> stream, Receiver receiver, BooleanSupplier cancelled, String endpoint) {
        long lastBytes = -1;
        long lastChange = System.nanoTime();
        while (true) {
            if (cancelled.getAsBoolean() || Thread.currentThread().isInterrupted()) {
                stream.cancel();
                throw new CancellationException(TEXT.get("snapshot.cancelled"));
            }
            if (stream.waitFor(POLL)) {
                stream.await(POLL); // done: returns at once, or says why the stream failed
                return;
            }
            if (receiver.bytes != lastBytes) {
                lastBytes = receiver.bytes;
                lastChange = System.nanoTime();
            } else if (TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - lastChange) > STALL_MILLIS) {
                stream.cancel();
                throw new EtcdAccessException(TEXT.format("snapshot.stalled", endpoint,
                        Long.toString(STALL_MILLIS / 1000)), TEXT.get("snapshot.stalledFix"), null);
            }
        }
    }

    /** Writes the chunks and hashes them: the whole file, and everything but the last 32 bytes (etcd's hash). */
    private static final class Receiver {
        private final FileChannel out;
        private final Progress progress;
        private final MessageDigest whole = sha256();
        private final MessageDigest body = sha256();
        /** The last bytes seen, which may turn out to be the trailer. */
        private byte[] tail = new byte[0];
        private volatile long bytes;

        Receiver(FileChannel out, Progress progress) {
            this.out = out;
            this.progress = progress;
        }

        void accept(byte[] blob, long remainingBytes) {
            try {
                ByteBuffer buffer = ByteBuffer.wrap(blob);
                while (buffer.hasRemaining()) {
                    out.write(buffer);
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            whole.update(blob);
            byte[] joined = Arrays.copyOf(tail, tail.length + blob.length);
            System.arraycopy(blob, 0, joined, tail.length, blob.length);
            int keep = Math.min(TRAILER, joined.length);
            body.update(joined, 0, joined.length - keep);
            tail = Arrays.copyOfRange(joined, joined.length - keep, joined.length);
            bytes += blob.length;
            progress.received(bytes, bytes + remainingBytes);
        }

        void checkTrailer() {
            if (tail.length < TRAILER || !MessageDigest.isEqual(body.digest(), tail)) {
                throw new EtcdAccessException(TEXT.get("snapshot.damaged"), TEXT.get("snapshot.damagedFix"), null);
            }
        }

        private static MessageDigest sha256() {
            try {
                return MessageDigest.getInstance("SHA-256");
            } catch (NoSuchAlgorithmException e) {
                throw new IllegalStateException("every Java has SHA-256", e);
            }
        }
    }
}
