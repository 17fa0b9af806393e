package io.etcdexplorer.transfer;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * Output is written under a temporary name beside its destination and renamed into place only when complete, so a
 * failed or cancelled transfer never leaves a half-written file where the user expects a finished one.
 */
final class AtomicFiles {

    private AtomicFiles() {
    }

    static Path tempFileBeside(Path target) throws IOException {
        return Files.createTempFile(parentOf(target), "." + target.getFileName() + ".", ".part");
    }

    static Path tempDirBeside(Path target) throws IOException {
        return Files.createTempDirectory(parentOf(target), "." + target.getFileName() + ".part-");
    }

    /** Renames {@code temp} to {@code target}, replacing a file (or an empty folder) already there. */
    static void moveIntoPlace(Path temp, Path target) throws IOException {
        if (Files.isDirectory(target)) {
            // Only an empty folder is replaced; callers refuse non-empty ones before they start.
            Files.delete(target);
        }
        try {
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** Deletes a file or a whole tree; used on failure, so it tries its best and never throws. */
    static void deleteQuietly(Path path) {
        if (path == null || !Files.exists(path)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(path)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException | UncheckedIOException e) {
            // Nothing better to do: the original failure is what the user needs to see.
        }
    }

    private static Path parentOf(Path target) throws IOException {
        Path parent = target.toAbsolutePath().getParent();
        if (parent == null || !Files.isDirectory(parent)) {
            throw new IOException("The folder " + parent + " does not exist: create it or pick another place.");
        }
        return parent;
    }
}
