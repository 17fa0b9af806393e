package io.etcdexplorer.snapshots;

import io.etcdexplorer.files.SafeFiles;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.stream.Stream;

/**
 * The temporary folders of opened snapshots (the restored data dir and etcd's log), one per snapshot, under the
 * app's data folder. Each holds an {@value #OWNER} file naming the app process that made it (pid and start time, so
 * a reused pid is not mistaken for it): a folder whose owner is gone was left by a crash, and the next start deletes
 * it. A folder that another running copy of the app owns is left alone.
 */
public final class SnapshotWorkDirs {

    private static final Logger LOG = LoggerFactory.getLogger(SnapshotWorkDirs.class);

    static final String OWNER = "owner";
    /** A folder without an owner file yet is being made right now, unless it is older than this. */
    private static final Duration UNOWNED_GRACE = Duration.ofMinutes(1);

    private final Path root;

    public SnapshotWorkDirs(Path root) {
        this.root = root;
    }

    /** The folder all of them are in, e.g. for a message about disk space. */
    public Path root() {
        return root;
    }

    /** A new, private folder owned by this process. */
    Path create() throws IOException {
        SafeFiles.createPrivateDirectory(root);
        Path dir = root.resolve("snapshot-" + UUID.randomUUID().toString().substring(0, 8));
        SafeFiles.createPrivateDirectory(dir);
        SafeFiles.writeString(dir.resolve(OWNER), ownerLine(ProcessHandle.current()));
        return dir;
    }

    /** Deletes {@code dir} and everything in it; true when nothing of it is left. */
    static boolean delete(Path dir) {
        if (!Files.exists(dir)) {
            return true;
        }
        try (Stream<Path> paths = Files.walk(dir)) {
            paths.sorted(Comparator.reverseOrder()).forEach(SafeFiles::deleteQuietly);
        } catch (IOException e) {
            LOG.warn("Could not delete the snapshot folder {}: {}", dir, e.getMessage());
        }
        return !Files.exists(dir);
    }

    /** Deletes the folders whose owner process is gone; returns how many. Blocking: off the UI thread. */
    public int deleteLeftovers() throws IOException {
        if (!Files.isDirectory(root)) {
            return 0;
        }
        List<Path> dirs;
        try (Stream<Path> list = Files.list(root)) {
            dirs = list.filter(Files::isDirectory).toList();
        }
        int deleted = 0;
        for (Path dir : dirs) {
            if (isLeftover(dir) && delete(dir)) {
                LOG.info("Deleted {}, left by an earlier run that did not close its snapshot", dir);
                deleted++;
            }
        }
        return deleted;
    }

    /** The folders there are now (tests: nothing left behind). */
    public List<Path> list() throws IOException {
        if (!Files.isDirectory(root)) {
            return List.of();
        }
        try (Stream<Path> list = Files.list(root)) {
            return list.toList();
        }
    }

    private static boolean isLeftover(Path dir) throws IOException {
        Path owner = dir.resolve(OWNER);
        if (!Files.exists(owner)) {
            return Files.getLastModifiedTime(dir).toInstant().isBefore(Instant.now().minus(UNOWNED_GRACE));
        }
        String line = Files.readString(owner).strip();
        return ownerOf(line).filter(p -> p.isAlive() && ownerLine(p).strip().equals(line)).isEmpty();
    }

    private static Optional<ProcessHandle> ownerOf(String line) {
        try {
            return ProcessHandle.of(Long.parseLong(line.split(" ")[0]));
        } catch (NumberFormatException e) {
            return Optional.empty(); // not ours to keep: an owner file we cannot read names no live process
        }
    }

    /** "pid start-millis": the start time tells a reused pid apart (0 where the OS does not say). */
    static String ownerLine(ProcessHandle process) {
        long started = process.info().startInstant().map(Instant::toEpochMilli).orElse(0L);
        return process.pid() + " " + started + "\n";
    }
}
