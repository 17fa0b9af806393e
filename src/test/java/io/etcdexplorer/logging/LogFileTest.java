package io.etcdexplorer.logging;

import ch.qos.logback.classic.LoggerContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The log file as a user finds it: where, what level, which libraries, how big, and never a URL's password. */
class LogFileTest {

    @TempDir
    Path dir;

    private final Logger app = LoggerFactory.getLogger("io.etcdexplorer.somewhere.Feature");

    @AfterEach
    void stop() {
        LogFile.stop();
    }

    private String log() throws IOException {
        return Files.readString(dir.resolve(LogFile.FILE_NAME));
    }

    @Test
    void beforeTheWindowStartsItNothingIsLoggedAnywhere() {
        LogFile.stop(); // as at the start of the process: QuietStart's configuration
        LoggerContext context = (LoggerContext) LoggerFactory.getILoggerFactory();
        assertFalse(context.getLogger(Logger.ROOT_LOGGER_NAME).iteratorForAppenders().hasNext(),
                "no console appender: doctor and decode print only their own output");
        assertFalse(LoggerFactory.getLogger("io.grpc.internal.Channel").isErrorEnabled());
        assertFalse(app.isErrorEnabled());
    }

    @Test
    void infoByDefaultDebugOnRequestLibrariesOnlyFromWarn() throws IOException {
        assertTrue(LogFile.start(dir, false).isEmpty());
        app.info("an info line");
        app.debug("a debug line");
        LoggerFactory.getLogger("io.grpc.netty.Handler").info("gRPC chatter");
        LoggerFactory.getLogger("io.netty.channel.Pipeline").warn("a netty warning");
        java.util.logging.Logger.getLogger("io.grpc.internal.ManagedChannelImpl").warning("a JUL {0} warning");
        java.util.logging.Logger.getLogger("io.vertx.core.impl").info("Vert.x chatter");

        String log = log();
        assertTrue(log.contains("INFO  [main] io.etcdexplorer.somewhere.Feature: an info line"), log);
        assertFalse(log.contains("a debug line"), log);
        assertFalse(log.contains("gRPC chatter"), log);
        assertTrue(log.contains("WARN  [main] io.netty.channel.Pipeline: a netty warning"), log);
        assertTrue(log.contains("WARN  [main] io.grpc.internal.ManagedChannelImpl: a JUL {0} warning"), log);
        assertFalse(log.contains("Vert.x chatter"), log);

        LogFile.stop();
        assertTrue(LogFile.start(dir, true).isEmpty());
        app.debug("now with debug");
        LoggerFactory.getLogger("io.etcd.jetcd.ClientConnectionManager").debug("jetcd debug");
        assertTrue(log().contains("DEBUG [main] io.etcdexplorer.somewhere.Feature: now with debug"), log());
        assertFalse(log().contains("jetcd debug"), "libraries stay at WARN in debug mode");
        assertTrue(log().contains("an info line"), "appended, not truncated");
    }

    @Test
    void stackTracesAreKeptAndUrlPasswordsAndKeysMasked() throws IOException {
        LogFile.start(dir, true);
        String pem = "-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\n-----END PRIVATE KEY-----";
        app.debug("Dialling http://root:pw-123@10.0.0.1:2379", new IllegalStateException("key was " + pem));

        String log = log();
        assertTrue(log.contains("Dialling http://root:***@10.0.0.1:2379"), log);
        assertTrue(log.contains("java.lang.IllegalStateException: key was -----BEGIN PRIVATE KEY----- ***"), log);
        assertTrue(log.contains("at io.etcdexplorer.logging.LogFileTest.stackTraces"), "with its stack trace");
        assertFalse(log.contains("pw-123"), log);
        assertFalse(log.contains("MIIEvQIBADANBgkqhkiG9w0BAQEFAASC"), log);
    }

    @Test
    void rollsOverAtFiveMebibytesKeepingThreeFiles() throws Exception {
        LogFile.start(dir, false);
        String line = "x".repeat(1000);
        for (int i = 0; i < 17 * 1024; i++) {
            app.info("{} {}", i, line);
            if (i % 1024 == 0) {
                Thread.sleep(LogFile.CHECK_MILLIS + 50); // a burst may run past the cap until the next size check
            }
        }
        LogFile.stop();
        List<Path> files;
        try (Stream<Path> listed = Files.list(dir)) {
            files = listed.sorted().toList();
        }
        assertEquals(List.of(dir.resolve("etcd-explorer.1.log"), dir.resolve("etcd-explorer.2.log"),
                dir.resolve(LogFile.FILE_NAME)), files);
        long total = 0;
        for (Path file : files) {
            long size = Files.size(file);
            assertTrue(size < 6L * 1024 * 1024, file + ": " + size);
            total += size;
        }
        assertTrue(total < 16L * 1024 * 1024, "17 MiB written, the oldest part dropped: " + total);
        assertTrue(Files.readString(dir.resolve(LogFile.FILE_NAME)).contains((17 * 1024 - 1) + " x"));
    }

    @Test
    void aFolderThatCannotBeCreatedIsReportedNotFatal() throws IOException {
        Path file = Files.writeString(dir.resolve("not-a-folder"), "");
        assertTrue(LogFile.start(file.resolve("logs"), false).orElseThrow().describe().contains("cannot be created"));
        app.warn("goes nowhere");
    }

    @Test
    void aFailedOperationIsAWarningWithoutItsCommandWhichMayHoldTheValue() throws IOException {
        LogFile.start(dir, false);
        new io.etcdexplorer.oplog.OperationLog(java.time.Clock.systemUTC()).failed("put",
                "etcdctl put /registry/secrets/shop/db s3cr3t-value", new io.grpc.StatusRuntimeException(
                        io.grpc.Status.PERMISSION_DENIED.withDescription("etcdserver: permission denied")));

        String log = log();
        assertTrue(log.contains(" WARN  [main] io.etcdexplorer.oplog.OperationLog: put failed: "), log);
        assertTrue(log.contains("permission"), log);
        assertFalse(log.contains("s3cr3t-value"), log);
    }
}
