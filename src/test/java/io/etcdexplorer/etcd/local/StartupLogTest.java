package io.etcdexplorer.etcd.local;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The log lines below are what etcd 3.4.23 really prints. */
class StartupLogTest {

    private static final String LOCKED = """
            2026-11-29 17:08:36.944507 W | etcdserver: another etcd process is using "/tmp/e1/data/member/snap/db" \
            and holds the file lock, or loading backend file is taking >10 seconds
            2026-11-29 17:08:36.944651 W | etcdserver: waiting for it to exit before starting...
            """;
    private static final String BIND = """
            2026-11-29 17:08:41.993675 C | etcdmain: listen tcp 127.0.0.1:23791: bind: address already in use
            """;

    @TempDir
    Path tempDir;

    @Test
    void recognisesReadinessAndFailures() {
        assertTrue(StartupLog.isReady("2026-11-29 17:08:24.738445 I | embed: ready to serve client requests"));
        assertTrue(StartupLog.isReady("{\"level\":\"info\",\"msg\":\"ready to serve client requests\"}"));
        assertTrue(StartupLog.isDataDirLocked(LOCKED));
        assertTrue(StartupLog.isPortInUse(BIND));
        assertFalse(StartupLog.isPortInUse(LOCKED));
        assertFalse(StartupLog.isDataDirLocked("all fine") || StartupLog.isPortInUse("all fine"));
    }

    @Test
    void readsOnlyWhatFollowsTheOffset() throws Exception {
        Path log = tempDir.resolve("etcd.log");
        Files.writeString(log, "old run: ready to serve client requests\n");
        long offset = StartupLog.sizeOf(log);
        Files.writeString(log, "new run starting\n", java.nio.file.StandardOpenOption.APPEND);

        assertEquals("new run starting\n", StartupLog.readFrom(log, offset));
        assertEquals("", StartupLog.readFrom(tempDir.resolve("missing.log"), 0));
    }

    @Test
    void lastLinesKeepsTheTail() {
        String tail = StartupLog.lastLines("1\n2\n3\n4\n", 2);

        assertFalse(tail.contains("2"));
        assertTrue(tail.contains("3") && tail.contains("4"));
        assertTrue(StartupLog.lastLines("", 20).contains("nothing"));
    }
}
