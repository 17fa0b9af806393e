package io.etcdexplorer.snapshots;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A start deletes the snapshot copies a crashed run left, and only those. */
class SnapshotWorkDirsTest {

    @TempDir
    Path root;

    @Test
    void deletesCopiesWhoseAppIsGoneAndKeepsThoseOfRunningOnes() throws Exception {
        SnapshotWorkDirs dirs = new SnapshotWorkDirs(root);
        Path ours = dirs.create();
        Files.createDirectories(ours.resolve("data/member/snap"));

        // A run that crashed: its owner file names a process that has exited.
        Process gone = new ProcessBuilder("true").start();
        gone.waitFor(10, TimeUnit.SECONDS);
        Path crashed = Files.createDirectories(root.resolve("snapshot-crashed/data/member/wal")).getParent()
                .getParent().getParent();
        Files.writeString(crashed.resolve(SnapshotWorkDirs.OWNER), gone.pid() + " 0\n");
        Files.write(crashed.resolve("data/member/wal/0.wal"), new byte[4096]);

        // Our pid with another start time: a pid the OS reused after the crash.
        Path reused = Files.createDirectories(root.resolve("snapshot-reused"));
        Files.writeString(reused.resolve(SnapshotWorkDirs.OWNER), ProcessHandle.current().pid() + " 12345\n");

        // No owner file yet: being made right now, unless it is old.
        Path making = Files.createDirectories(root.resolve("snapshot-making"));
        Path stale = Files.createDirectories(root.resolve("snapshot-stale"));
        Files.setLastModifiedTime(stale, FileTime.from(Instant.now().minusSeconds(3600)));

        assertEquals(3, dirs.deleteLeftovers());
        assertFalse(Files.exists(crashed), "the crashed run's copy is deleted, its WAL and all");
        assertFalse(Files.exists(reused), "a reused pid does not keep a copy alive");
        assertFalse(Files.exists(stale));
        assertTrue(Files.isDirectory(ours), "this run's own copy stays");
        assertTrue(Files.isDirectory(making), "a folder being made right now stays");
        assertEquals(List.of(making.getFileName().toString(), ours.getFileName().toString()).stream().sorted()
                .toList(), dirs.list().stream().map(p -> p.getFileName().toString()).sorted().toList());
    }
}
