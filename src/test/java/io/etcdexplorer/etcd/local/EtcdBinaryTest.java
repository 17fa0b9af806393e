package io.etcdexplorer.etcd.local;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EtcdBinaryTest {

    @TempDir
    Path tempDir;

    @Test
    void etcdBinNamingAMissingFileIsAnError() {
        Path missing = tempDir.resolve("no-etcd-here");

        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> EtcdBinary.locate(Map.of("ETCD_BIN", missing.toString(), "PATH", "/usr/bin")));

        assertTrue(e.getMessage().contains("ETCD_BIN"), e.getMessage());
        assertTrue(e.getMessage().contains(missing.toString()), e.getMessage());
    }

    @Test
    void etcdBinNamingADirectoryIsAnError() {
        assertThrows(IllegalStateException.class,
                () -> EtcdBinary.locate(Map.of("ETCD_BIN", tempDir.toString()), List.of()));
    }

    @Test
    void etcdBinWins() throws Exception {
        Path fake = executable(tempDir.resolve("custom/etcd"));
        Path onPath = executable(tempDir.resolve("bin/etcd"));

        Optional<Path> found = EtcdBinary.locate(Map.of("ETCD_BIN", fake.toString(), "PATH", onPath.getParent()
                .toString()), List.of());

        assertEquals(Optional.of(fake), found);
    }

    @Test
    void pathIsSearchedInOrderBeforeCommonLocations() throws Exception {
        assumeFalse(EtcdBinary.isWindows(), "the fake binaries are named for POSIX");
        Path first = executable(tempDir.resolve("a/etcd"));
        executable(tempDir.resolve("b/etcd"));
        Path common = executable(tempDir.resolve("common/etcd"));
        String path = String.join(File.pathSeparator, tempDir.resolve("empty").toString(),
                first.getParent().toString(), tempDir.resolve("b").toString());

        assertEquals(Optional.of(first), EtcdBinary.locate(Map.of("PATH", path), List.of(common)));
        assertEquals(Optional.of(common), EtcdBinary.locate(Map.of("PATH", ""), List.of(common)));
    }

    @Test
    void nothingFoundWithoutPathOrCommonLocations() throws Exception {
        Files.writeString(tempDir.resolve("etcd"), "not executable");

        assertEquals(Optional.empty(), EtcdBinary.locate(Map.of("PATH", ""),
                List.of(tempDir.resolve("missing/etcd"), tempDir.resolve("etcd"))));
        assertEquals(Optional.empty(), EtcdBinary.locate(Map.of(), List.of()));
    }

    @Test
    void installHintNamesEveryPlatformAndTheOverride() {
        String hint = EtcdBinary.installHint();

        for (String expected : List.of("not found", "apt install etcd-server", "dnf install etcd",
                "brew install etcd", "etcd.exe", "ETCD_BIN")) {
            assertTrue(hint.contains(expected), "hint mentions " + expected + ":\n" + hint);
        }
        assertTrue(hint.lines().count() > 3, "one line per platform");
    }

    @Test
    void versionOfTheInstalledEtcd() throws Exception {
        String version = EtcdBinary.version(LocalEtcd.binary());

        assertTrue(version.matches("\\d+\\.\\d+\\.\\d+.*"), version);
    }

    @Test
    void versionParsesTheFirstLine() {
        assertEquals(Optional.of("3.4.23"),
                EtcdBinary.parseVersion("etcd Version: 3.4.23\nGit SHA: Not provided\nGo Version: go1.19.8\n"));
        assertEquals(Optional.empty(), EtcdBinary.parseVersion("usage: something else"));
    }

    private static Path executable(Path path) throws Exception {
        Files.createDirectories(path.getParent());
        Files.writeString(path, "#!/bin/sh\n");
        assumeTrue(path.toFile().setExecutable(true) || EtcdBinary.isWindows(), "cannot mark files executable");
        return path;
    }
}
