package io.etcdexplorer.files;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.SeekableByteChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Comparator;
import java.util.Set;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one way the app writes files. A file is written under a temporary name in its target's folder, synced, and
 * renamed over the target in one move, so a crash, a full disk or a cancel never leaves half a file; on POSIX it is
 * readable by its owner only (rw-------), as exports, logs and reports can hold keys, values and host names. The
 * temporary file has that mode from its creation, so nobody can open it while it is written. No JavaFX.
 */
public final class SafeFiles {

    private static final io.etcdexplorer.i18n.Messages TEXT = io.etcdexplorer.i18n.Messages.of(SafeFiles.class);

    private static final Logger LOG = LoggerFactory.getLogger(SafeFiles.class);

    /** rw-------: what every file the app writes gets on POSIX (known_hosts keeps the user's own mode). */
    public static final Set<PosixFilePermission> OWNER_ONLY = PosixFilePermissions.fromString("rw-------");
    /** rwx------: folders the app creates for its own data. */
    public static final Set<PosixFilePermission> OWNER_DIR = PosixFilePermissions.fromString("rwx------");

    /** Writes the content to the stream it is given; the stream is buffered and must not be closed. */
    @FunctionalInterface
    public interface Body {
        void writeTo(OutputStream out) throws IOException;
    }

    private SafeFiles() {
    }

    /** Replaces {@code target} with {@code text} in UTF-8, atomically, owner-only on POSIX. */
    public static void writeString(Path target, CharSequence text) throws IOException {
        write(target, text.toString().getBytes(StandardCharsets.UTF_8));
    }

    /** Replaces {@code target} with {@code bytes}, atomically, owner-only on POSIX. */
    public static void write(Path target, byte[] bytes) throws IOException {
        write(target, out -> out.write(bytes));
    }

    /**
     * Streams {@code body} into {@code target}, atomically and owner-only on POSIX: memory stays flat at any size.
     * When {@code body} throws, the target is left as it was and no temporary file remains.
     */
    public static void write(Path target, Body body) throws IOException {
        try (PendingFile file = begin(target)) {
            body.writeTo(file.stream());
            file.commit();
        }
    }

    /**
     * Replaces a file the user owns and may share with other tools (known_hosts) atomically, keeping its current
     * POSIX mode; a new file is owner-only. A symbolic link is followed, so the file it points to is replaced.
     */
    public static void replaceKeepingMode(Path target, byte[] bytes) throws IOException {
        Path real = followLink(target);
        Set<PosixFilePermission> mode = isPosix() && Files.exists(real)
                ? Files.getPosixFilePermissions(real) : OWNER_ONLY;
        try (PendingFile file = PendingFile.begin(real, mode)) {
            file.stream().write(bytes);
            file.commit();
        }
    }

    /** Starts an owner-only file that replaces {@code target} on {@link PendingFile#commit()}. */
    public static PendingFile begin(Path target) throws IOException {
        return PendingFile.begin(followLink(target), OWNER_ONLY);
    }

    /**
     * Creates {@code file}, which must not exist yet, owner-only on POSIX. Meant for files inside a folder from
     * {@link #tempDirBeside}, which becomes the target as a whole, so each file need not be atomic on its own.
     */
    public static void createPrivate(Path file, byte[] bytes) throws IOException {
        FileAttribute<?>[] ownerOnly = isPosix()
                ? new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(OWNER_ONLY)}
                : new FileAttribute<?>[0];
        try (SeekableByteChannel channel = Files.newByteChannel(file,
                Set.of(StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE), ownerOnly)) {
            ByteBuffer buffer = ByteBuffer.wrap(bytes);
            while (buffer.hasRemaining()) {
                channel.write(buffer);
            }
        }
    }

    /** An owner-only (rwx------) temporary folder beside {@code target}, to be moved into place when complete. */
    public static Path tempDirBeside(Path target) throws IOException {
        Path dir = existingParent(target);
        // Java creates temporary folders rwx------ on POSIX.
        return Files.createTempDirectory(dir, "." + target.getFileName() + ".part-");
    }

    /**
     * Creates {@code dir} if missing; only the folder created here becomes rwx------ (its parents, e.g.
     * ~/.config, are shared with other apps and keep the usual permissions).
     */
    public static void createPrivateDirectory(Path dir) throws IOException {
        if (Files.isDirectory(dir)) {
            return;
        }
        Path parent = dir.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        try {
            if (isPosix()) {
                Files.createDirectory(dir, PosixFilePermissions.asFileAttribute(OWNER_DIR));
                Files.setPosixFilePermissions(dir, OWNER_DIR);
            } else {
                Files.createDirectory(dir);
            }
        } catch (FileAlreadyExistsException e) {
            if (!Files.isDirectory(dir)) {
                throw e;
            }
        }
    }

    /** Renames {@code temp} to {@code target}, replacing a file (or an empty folder) already there. */
    public static void moveIntoPlace(Path temp, Path target) throws IOException {
        if (Files.isDirectory(target)) {
            // Only an empty folder is replaced; callers refuse non-empty ones before they start.
            Files.delete(target);
        }
        moveOver(temp, target);
    }

    /** Deletes a file or a whole tree; used on failure, so it tries its best and never throws. */
    public static void deleteQuietly(Path path) {
        if (path == null || !Files.exists(path)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(path)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException | UncheckedIOException e) {
            // Nothing better to do: the original failure is what the user needs to see.
            LOG.debug("Could not delete {} after a failure", path, e);
        }
    }

    public static boolean isPosix() {
        return FileSystems.getDefault().supportedFileAttributeViews().contains("posix");
    }

    static void moveOver(Path temp, Path target) throws IOException {
        try {
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            LOG.debug("No atomic move to {}: replacing it in two steps", target, e);
            Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** A link is replaced by what it points to, so the user's link (dotfiles, say) survives the rename. */
    private static Path followLink(Path target) throws IOException {
        if (!Files.isSymbolicLink(target)) {
            return target;
        }
        try {
            return target.toRealPath();
        } catch (java.nio.file.NoSuchFileException dangling) {
            return target;
        }
    }

    static Path existingParent(Path target) throws IOException {
        Path parent = target.toAbsolutePath().getParent();
        if (parent == null || !Files.isDirectory(parent)) {
            throw new IOException(TEXT.format("folderMissing", String.valueOf(parent)));
        }
        return parent;
    }
}
