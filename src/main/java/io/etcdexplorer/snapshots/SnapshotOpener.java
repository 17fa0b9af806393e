package io.etcdexplorer.snapshots;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.etcd.local.EtcdBinary;
import io.etcdexplorer.etcd.local.EtcdOptions;
import io.etcdexplorer.etcd.local.EtcdProcess;
import io.etcdexplorer.etcd.local.LoopbackTls;
import io.etcdexplorer.etcd.local.SnapshotTool;
import io.etcdexplorer.etcd.local.ToolFailure;
import io.etcdexplorer.files.SafeFiles;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import java.util.function.ToLongFunction;

/**
 * Opens a snapshot file with etcd's own tooling: checks it ({@code snapshot status}), restores it into a temporary
 * data dir ({@code snapshot restore}) and starts a private etcd on it on free loopback ports, reachable only with a
 * client certificate made for it (see {@link LoopbackTls}), since a snapshot holds Secrets that other local users
 * must not read while it is open. Whatever fails or is stopped on the way, what was made so far (the tool, etcd,
 * the folder) is removed before the problem is thrown.
 * Blocking: runs off the UI thread.
 */
public final class SnapshotOpener {

    private static final Messages TEXT = Messages.of(SnapshotOpener.class);

    private static final Logger LOG = LoggerFactory.getLogger(SnapshotOpener.class);

    /** What the opening is doing: {@code done} of {@code total} bytes restored, or total 0 when unknown. */
    public record Progress(String step, long done, long total) {
    }

    /** etcd's hash after the database of a saved snapshot. */
    private static final int HASH_BYTES = 32;
    /** Besides the database, restore writes a WAL segment (64 MB preallocated); etcd adds its log. */
    static final long OVERHEAD_BYTES = 80L * 1024 * 1024;
    private static final long GIB = 1024L * 1024 * 1024;

    private final SnapshotWorkDirs dirs;
    private final Map<String, String> env;
    private final ToLongFunction<Path> usableSpace;
    private final List<Path> etcdFallbacks;

    public SnapshotOpener(SnapshotWorkDirs dirs, Map<String, String> env) {
        this(dirs, env, SnapshotOpener::freeBytes, EtcdBinary.commonLocations());
    }

    /**
     * {@code usableSpace} tells the free bytes of a folder's disk; {@code etcdFallbacks} are where etcd is looked
     * for after {@code PATH}. Tests: a disk that is too small, a machine without etcd.
     */
    SnapshotOpener(SnapshotWorkDirs dirs, Map<String, String> env, ToLongFunction<Path> usableSpace,
                   List<Path> etcdFallbacks) {
        this.dirs = dirs;
        this.env = Map.copyOf(env);
        this.usableSpace = usableSpace;
        this.etcdFallbacks = List.copyOf(etcdFallbacks);
    }

    public SnapshotWorkDirs dirs() {
        return dirs;
    }

    /**
     * Opens {@code file}; {@code skipHashCheck} is the user's "open anyway" after a hash mismatch.
     *
     * @throws SnapshotProblem       the cause and the fix, after everything made was removed
     * @throws CancellationException when {@code stopped} turned true, after everything made was removed
     */
    public OpenedSnapshot open(Path file, boolean skipHashCheck, BooleanSupplier stopped,
                               Consumer<Progress> progress) throws SnapshotProblem, IOException {
        progress.accept(new Progress(TEXT.format("step.checking", name(file)), 0, 0));
        long size = checkFile(file);
        Optional<Path> etcd = locateEtcd(file);
        SnapshotTool tool = SnapshotTool.locate(env, etcd, etcdFallbacks)
                .orElseThrow(() -> SnapshotProblem.noTool(file));
        SnapshotTool.Status status = status(tool, file, size, stopped);
        // A saved snapshot is its database plus a hash; a member's own db file has none to check.
        boolean hashed = size == status.totalSize() + HASH_BYTES;
        checkSpace(file, size);
        Path dir = dirs.create();
        EtcdProcess process = null;
        try {
            Path data = dir.resolve("data");
            restore(tool, file, data, skipHashCheck || !hashed, size, stopped, progress);
            progress.accept(new Progress(TEXT.format("step.starting", name(file)), 0, 0));
            Path certificates = dir.resolve("tls");
            SafeFiles.createPrivateDirectory(certificates);
            LoopbackTls tls = LoopbackTls.create(certificates);
            process = start(file, etcd.orElseThrow(), dir, data, tls, size, stopped);
            LOG.info("Opened snapshot {} (revision {}, {} keys) with {} at {}", file, status.revision(),
                    status.totalKey(), tool.binary(), process.clientUrl());
            return new OpenedSnapshot(file, status, hashed && !skipHashCheck, process, tls, dir);
        } catch (IOException | SnapshotProblem | RuntimeException e) {
            if (process != null) {
                process.close();
            }
            SnapshotWorkDirs.delete(dir);
            throw e;
        }
    }

    private static long checkFile(Path file) throws SnapshotProblem, IOException {
        if (!Files.exists(file)) {
            throw SnapshotProblem.missing(file);
        }
        if (!Files.isRegularFile(file) || !Files.isReadable(file)) {
            throw SnapshotProblem.unreadable(file);
        }
        long size = Files.size(file);
        if (size == 0) {
            throw SnapshotProblem.empty(file);
        }
        return size;
    }

    private Optional<Path> locateEtcd(Path file) throws SnapshotProblem {
        try {
            Optional<Path> etcd = EtcdBinary.locate(env, etcdFallbacks);
            if (etcd.isEmpty()) {
                throw SnapshotProblem.noEtcd(file);
            }
            return etcd;
        } catch (IllegalStateException e) {
            throw SnapshotProblem.toolFailed(file, e.getMessage()); // ETCD_BIN names no executable
        }
    }

    private static SnapshotTool.Status status(SnapshotTool tool, Path file, long size, BooleanSupplier stopped)
            throws SnapshotProblem, IOException {
        String name = tool.binary().getFileName().toString();
        long needed = BoltMagic.of(file).neededSize();
        if (size < needed) {
            throw SnapshotProblem.truncated(file, size, needed); // before the tool, which may crash on it
        }
        SnapshotTool.Status status;
        try {
            status = tool.status(file, stopped);
        } catch (ToolFailure e) {
            logFailure(e, file);
            throw switch (e.reason()) {
                case NOT_A_SNAPSHOT, TRUNCATED -> badFile(e.reason(), file, size, name);
                default -> SnapshotProblem.toolFailed(file, e.getMessage());
            };
        }
        if (size < status.totalSize()) {
            throw SnapshotProblem.truncated(file, size, status.totalSize());
        }
        return status;
    }

    /** The tool's verdict on a file it could not read, checked against how the file begins (see BoltMagic). */
    private static SnapshotProblem badFile(ToolFailure.Reason said, Path file, long size, String tool) {
        BoltMagic head = BoltMagic.of(file);
        boolean cut = said == ToolFailure.Reason.TRUNCATED ? head.present() : head.cutInItsHeader(size);
        return cut ? SnapshotProblem.truncated(file, size, 0) : SnapshotProblem.notASnapshot(file, tool);
    }

    private void checkSpace(Path file, long size) throws SnapshotProblem {
        long needed = size + OVERHEAD_BYTES;
        Path where = dirs.root();
        long free = usableSpace.applyAsLong(where);
        if (free < needed) {
            throw SnapshotProblem.noSpace(file, needed, free, where);
        }
    }

    private static void restore(SnapshotTool tool, Path file, Path data, boolean skipHash, long size,
                                BooleanSupplier stopped, Consumer<Progress> progress)
            throws SnapshotProblem, IOException {
        String step = TEXT.format("step.restoring", name(file));
        LongSupplier written = SnapshotTool.restoredBytes(data);
        try {
            tool.restore(file, data, skipHash, stopped,
                    () -> progress.accept(new Progress(step, Math.min(size, written.getAsLong()), size)));
        } catch (ToolFailure e) {
            String name = tool.binary().getFileName().toString();
            logFailure(e, file);
            throw switch (e.reason()) {
                case HASH_MISMATCH -> SnapshotProblem.hashMismatch(file, tool.canSkipHashCheck(), name);
                case NOT_A_SNAPSHOT, TRUNCATED -> badFile(e.reason(), file, size, name);
                case NO_SPACE -> SnapshotProblem.noSpace(file, size + OVERHEAD_BYTES, freeBytes(data), data);
                default -> SnapshotProblem.toolFailed(file, e.getMessage());
            };
        }
    }

    private static EtcdProcess start(Path file, Path etcd, Path dir, Path data, LoopbackTls tls, long size,
                                     BooleanSupplier stopped) throws SnapshotProblem {
        if (stopped.getAsBoolean()) {
            throw new CancellationException("stopped before etcd started");
        }
        // etcd rebuilds its index from every revision kept in the file: a large one takes a while.
        Duration timeout = Duration.ofSeconds(60 + 30 * (size / GIB));
        try {
            // The peer port serves etcd's gRPC API as well: it needs the client certificate too.
            return EtcdProcess.start(EtcdOptions.builder(etcd, data).extraArgs(tls.etcdFlags())
                    .clientScheme("https").peerScheme("https")
                    .logFile(dir.resolve("etcd.log")).startupTimeout(timeout).build(), stopped);
        } catch (IOException e) {
            LOG.warn("etcd did not start on the restored snapshot {}: {}", file, e.getMessage());
            throw SnapshotProblem.etcdFailed(file, e.getMessage().lines().findFirst().orElse(""));
        }
    }

    /** What the tool said: its words at WARN, a Go stack dump (a crash on a truncated file) only at DEBUG. */
    private static void logFailure(ToolFailure failure, Path file) {
        LOG.warn("Opening snapshot {}: {}", file, failure.getMessage());
        LOG.debug("The tool's whole output:\n{}", failure.output());
    }

    private static long freeBytes(Path dir) {
        try {
            Path existing = dir;
            while (existing != null && !Files.exists(existing)) {
                existing = existing.getParent();
            }
            return existing == null ? Long.MAX_VALUE : Files.getFileStore(existing).getUsableSpace();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot tell the free space of " + dir + ": " + e.getMessage(), e);
        }
    }

    private static String name(Path file) {
        return String.valueOf(file.getFileName());
    }
}
