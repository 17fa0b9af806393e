package io.etcdexplorer.etcd.local;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The log lines below are what etcd 3.4.23 (capnslog) and 3.5.30 (zap, JSON) really print. */
class StartupLogTest {

    private static final String LOCKED = """
            2026-11-29 17:08:36.944507 W | etcdserver: another etcd process is using "/tmp/e1/data/member/snap/db" \
            and holds the file lock, or loading backend file is taking >10 seconds
            2026-11-29 17:08:36.944651 W | etcdserver: waiting for it to exit before starting...
            """;
    private static final String BIND = """
            2026-11-29 17:08:41.993675 C | etcdmain: listen tcp 127.0.0.1:23791: bind: address already in use
            """;

    private static final String LOCKED_35 = """
            {"level":"info","ts":"2026-12-02T03:33:50.550158Z","caller":"etcdserver/backend.go:85",\
            "msg":"db file is flocked by another process, or taking too long","path":"/tmp/e35d/member/snap/db",\
            "took":"10.005724585s"}
            """;
    private static final String BIND_35 = """
            {"level":"info","ts":"2026-12-02T03:33:15.17Z","caller":"embed/etcd.go:128","msg":"configuring peer \
            listeners","listen-peer-urls":["http://127.0.0.1:49465"]}
            {"level":"error","ts":"2026-12-02T03:33:15.173558Z","caller":"embed/etcd.go:570","msg":"creating peer \
            listener failed","error":"listen tcp 127.0.0.1:49465: bind: address already in use","stacktrace":\
            "go.etcd.io/etcd/server/embed.configurePeerListeners\\n\\tgo.etcd.io/etcd/server/embed/etcd.go:570"}
            {"level":"warn","ts":"2026-12-02T03:33:15.174627Z","caller":"etcdmain/etcd.go:146","msg":"failed to \
            start etcd","error":"listen tcp 127.0.0.1:49465: bind: address already in use"}
            {"level":"fatal","ts":"2026-12-02T03:33:15.174722Z","caller":"etcdmain/etcd.go:204","msg":"discovery \
            failed","error":"listen tcp 127.0.0.1:49465: bind: address already in use","stacktrace":\
            "go.etcd.io/etcd/server/etcdmain.startEtcdOrProxyV2\\n\\tgo.etcd.io/etcd/server/etcdmain/etcd.go:204"}
            """;
    private static final String BAD_FLAG = """
            flag provided but not defined: -no-such-flag
            Usage:

              etcd [flags]
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
    void recognisesTheJsonLinesOfEtcd35() {
        assertTrue(StartupLog.isDataDirLocked(LOCKED_35), "3.5 says it in other words, at level info");
        assertTrue(StartupLog.isPortInUse(BIND_35));
        assertFalse(StartupLog.isPortInUse(LOCKED_35) || StartupLog.isDataDirLocked(BIND_35));
    }

    @Test
    void oneDeadlyLinePerRunInEitherFormat() {
        assertEquals(1, StartupLog.deadlyLines(BIND).count());
        assertEquals(1, StartupLog.deadlyLines(BIND_35).count(), "3.5 logs the cause three times, dies once");
        assertEquals(2, StartupLog.deadlyLines(BIND_35 + BIND_35).count());
        assertEquals(0, StartupLog.deadlyLines(LOCKED + LOCKED_35).count());
    }

    @Test
    void theCauseOfDeathIsNamedInWords() {
        assertEquals(Optional.of("etcdmain: listen tcp 127.0.0.1:23791: bind: address already in use"),
                StartupLog.deathCause(BIND));
        assertEquals(Optional.of("discovery failed: listen tcp 127.0.0.1:49465: bind: address already in use"),
                StartupLog.deathCause(BIND_35));
        assertEquals(Optional.of("flag provided but not defined: -no-such-flag"), StartupLog.deathCause(BAD_FLAG));
        assertEquals(Optional.empty(), StartupLog.deathCause(LOCKED_35));
    }

    @Test
    void jsonLinesAreShownReadableWithoutTheirStackTrace() {
        String tail = StartupLog.lastLines(BIND_35 + LOCKED_35, 2);

        assertEquals(List.of("    FATAL discovery failed: listen tcp 127.0.0.1:49465: bind: address already in use",
                "    INFO db file is flocked by another process, or taking too long path=/tmp/e35d/member/snap/db"
                        + " took=10.005724585s"), tail.lines().toList());
        assertTrue(StartupLog.lastLines(BIND, 1).strip().startsWith("2026-11-29"), "capnslog lines stay as they are");
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
