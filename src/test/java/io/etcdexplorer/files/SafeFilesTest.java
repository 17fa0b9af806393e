package io.etcdexplorer.files;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** The one file writer: owner-only, all or nothing, nothing left behind. */
class SafeFilesTest {

    @TempDir
    Path dir;

    private static String mode(Path file) throws IOException {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(file));
    }

    private List<String> names() throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void aWrittenFileIsOwnerOnlyEvenWhenItReplacesAWorldReadableOne() throws IOException {
        assumeTrue(SafeFiles.isPosix(), "POSIX permissions");
        Path file = dir.resolve("events.jsonl");
        Files.writeString(file, "old");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r--r--"));

        SafeFiles.writeString(file, "new");

        assertEquals("new", Files.readString(file));
        assertEquals("rw-------", mode(file));
        assertEquals(List.of("events.jsonl"), names());
    }

    @Test
    void theTemporaryFileIsOwnerOnlyFromItsCreation() throws IOException {
        assumeTrue(SafeFiles.isPosix(), "POSIX permissions");
        try (PendingFile pending = SafeFiles.begin(dir.resolve("report.md"))) {
            assertEquals("rw-------", mode(pending.temp()), "nobody else can open it while it is written");
            pending.stream().write("# report".getBytes(StandardCharsets.UTF_8));
            pending.commit();
        }
        assertEquals("# report", Files.readString(dir.resolve("report.md")));
    }

    @Test
    void aWriteThatFailsHalfwayLeavesThePreviousFileAndNoTemporaryFile() throws IOException {
        Path file = dir.resolve("operations.log");
        Files.writeString(file, "the previous log\n");

        IOException failure = assertThrows(IOException.class, () -> SafeFiles.write(file, out -> {
            out.write("half of the new log".getBytes(StandardCharsets.UTF_8));
            out.flush();
            throw new IOException("disk full");
        }));

        assertEquals("disk full", failure.getMessage());
        assertEquals("the previous log\n", Files.readString(file));
        assertEquals(List.of("operations.log"), names(), "no temporary file is left behind");
    }

    @Test
    void aStreamingWriteAbandonedWithoutCommitLeavesNothing() throws IOException {
        Path file = dir.resolve("export.json");
        try (PendingFile pending = SafeFiles.begin(file)) {
            pending.stream().write(new byte[100_000]);
        }
        assertEquals(List.of(), names());
    }

    @Test
    void aMissingFolderIsNamedWithTheFix() {
        IOException e = assertThrows(IOException.class,
                () -> SafeFiles.writeString(dir.resolve("gone/report.md"), "x"));
        assertTrue(e.getMessage().contains("does not exist: create it or pick another place"), e.getMessage());
    }

    @Test
    void replacingKeepsTheUsersModeAndFollowsALink() throws IOException {
        assumeTrue(SafeFiles.isPosix(), "POSIX permissions");
        Path real = dir.resolve("dotfiles-known_hosts");
        Files.writeString(real, "a\n");
        Files.setPosixFilePermissions(real, PosixFilePermissions.fromString("rw-r--r--"));
        Path link = Files.createSymbolicLink(dir.resolve("known_hosts"), real);

        SafeFiles.replaceKeepingMode(link, "a\nb\n".getBytes(StandardCharsets.UTF_8));

        assertTrue(Files.isSymbolicLink(link), "the user's link stays a link");
        assertEquals("a\nb\n", Files.readString(real));
        assertEquals("rw-r--r--", mode(real));
        Path fresh = dir.resolve("new_known_hosts");
        SafeFiles.replaceKeepingMode(fresh, "c\n".getBytes(StandardCharsets.UTF_8));
        assertEquals("rw-------", mode(fresh));
    }

    @Test
    void filesCreatedInsideAnExportFolderAreOwnerOnly() throws IOException {
        assumeTrue(SafeFiles.isPosix(), "POSIX permissions");
        Path folder = SafeFiles.tempDirBeside(dir.resolve("tree"));
        SafeFiles.createPrivate(folder.resolve("value"), new byte[] {1, 2});
        assertEquals("rwx------", mode(folder));
        assertEquals("rw-------", mode(folder.resolve("value")));
        assertThrows(IOException.class, () -> SafeFiles.createPrivate(folder.resolve("value"), new byte[0]),
                "an existing file is never overwritten");
    }
}
