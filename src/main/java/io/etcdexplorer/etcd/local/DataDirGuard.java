package io.etcdexplorer.etcd.local;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Refuses to start etcd on a data dir that a running etcd already uses.
 *
 * <p>etcd 3.4 itself would not fail: it blocks on bbolt's lock, logs a warning after 10 s and waits forever.
 * A live etcd also holds a lock on its newest WAL file; on Linux that is an open-file-description lock, which
 * conflicts with the POSIX lock {@link FileChannel#tryLock()} takes, so we can ask without waiting. Where the
 * probe cannot tell (other lock flavours, sharing violations), {@link StartupLog#isDataDirLocked} still
 * recognises etcd's warning.
 */
final class DataDirGuard {

    private static final Logger LOG = LoggerFactory.getLogger(DataDirGuard.class);

    private DataDirGuard() {
    }

    static void checkNotInUse(Path dataDir) throws IOException {
        Path walDir = dataDir.resolve("member").resolve("wal");
        if (!Files.isDirectory(walDir)) {
            return;
        }
        try (DirectoryStream<Path> walFiles = Files.newDirectoryStream(walDir, "*.wal")) {
            for (Path wal : walFiles) {
                if (isLockedElsewhere(wal)) {
                    throw new IOException(EtcdBinary.TEXT.format("dataDirLocked", String.valueOf(dataDir),
                            String.valueOf(wal.getFileName())));
                }
            }
        }
    }

    private static boolean isLockedElsewhere(Path file) {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE)) {
            FileLock lock = channel.tryLock();
            if (lock == null) {
                return true;
            }
            lock.release();
            return false;
        } catch (OverlappingFileLockException e) {
            return true;
        } catch (IOException e) {
            // Unreadable or shared-locked by the OS: leave the verdict to etcd and the log check.
            LOG.debug("Could not test the data folder's lock", e);
            return false;
        }
    }
}
