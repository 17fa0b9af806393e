package io.etcdexplorer.files;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/**
 * A file being written under a temporary name beside its target, for output too big to hold in memory. Write to
 * {@link #stream()} or {@link #channel()}, then {@link #commit()}: the data is synced and the temporary file takes the
 * target's name in one move. Closing without a commit (an exception, a cancel) deletes the temporary file, so the
 * target is either untouched or complete. Not thread-safe: one writer at a time.
 */
public final class PendingFile implements AutoCloseable {

    private static final int BUFFER = 1 << 16;

    private final Path target;
    private final Path temp;
    private final FileChannel channel;
    private final Set<PosixFilePermission> mode;
    private OutputStream stream;
    private boolean finished;

    private PendingFile(Path target, Path temp, FileChannel channel, Set<PosixFilePermission> mode) {
        this.target = target;
        this.temp = temp;
        this.channel = channel;
        this.mode = mode;
    }

    /**
     * Starts a file that will replace {@code target}. {@code mode} is what it gets on POSIX; the temporary file is
     * created owner-only whatever the mode, so the data is never readable by others while it is written.
     */
    static PendingFile begin(Path target, Set<PosixFilePermission> mode) throws IOException {
        Path dir = SafeFiles.existingParent(target);
        // Created with its mode (not changed afterwards) so that no other user can open it in between.
        FileAttribute<?>[] ownerOnly = SafeFiles.isPosix()
                ? new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(SafeFiles.OWNER_ONLY)}
                : new FileAttribute<?>[0];
        Path temp = Files.createTempFile(dir, "." + target.getFileName() + ".", ".part", ownerOnly);
        try {
            FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE,
                    StandardOpenOption.TRUNCATE_EXISTING);
            return new PendingFile(target, temp, channel, mode);
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(temp);
            throw e;
        }
    }

    /** A buffered stream onto the file; closing it does not commit (and is not needed). */
    public OutputStream stream() {
        if (stream == null) {
            stream = new BufferedOutputStream(Channels.newOutputStream(channel), BUFFER) {
                @Override
                public void close() throws IOException {
                    flush(); // the channel stays open until commit or close
                }
            };
        }
        return stream;
    }

    /** The file's channel, for writers that hand over ByteBuffers (do not mix with an unflushed {@link #stream()}). */
    public FileChannel channel() {
        return channel;
    }

    /** Where the file is being written (for tests and messages). */
    public Path temp() {
        return temp;
    }

    /** Syncs the data and gives the file its target name, replacing what was there. */
    public void commit() throws IOException {
        if (finished) {
            throw new IllegalStateException("already committed or abandoned");
        }
        if (stream != null) {
            stream.flush();
        }
        // Without the sync the rename can reach the disk before the data: an empty file after a power cut.
        channel.force(true);
        channel.close();
        if (SafeFiles.isPosix()) {
            // The umask can only remove bits: set them so the result never depends on it.
            Files.setPosixFilePermissions(temp, mode);
        }
        SafeFiles.moveOver(temp, target);
        finished = true;
    }

    /** Abandons the file unless committed: the temporary file is deleted and the target stays as it was. */
    @Override
    public void close() throws IOException {
        if (finished) {
            return;
        }
        finished = true;
        try {
            channel.close();
        } finally {
            Files.deleteIfExists(temp);
        }
    }
}
