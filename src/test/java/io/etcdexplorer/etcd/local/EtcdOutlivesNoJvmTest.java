package io.etcdexplorer.etcd.local;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The promise that matters most: killing the JVM with -9, which runs no shutdown hook, still stops etcd. */
class EtcdOutlivesNoJvmTest {

    @TempDir
    Path tempDir;

    @Test
    void etcdDiesWhenItsJvmIsKilledHard() throws Exception {
        assumeFalse(EtcdBinary.isWindows(), "Windows has no stdin-pipe wrapper; only the shutdown hook guards it");
        Path stderr = tempDir.resolve("probe.err");
        Process jvm = new ProcessBuilder(
                ProcessHandle.current().info().command().orElseThrow(),
                "-cp", System.getProperty("java.class.path"),
                OrphanProbeMain.class.getName(),
                LocalEtcd.binary().toString(),
                tempDir.resolve("data").toString())
                .redirectError(stderr.toFile())
                .start();
        try {
            long pid = readEtcdPid(jvm, stderr);
            assertTrue(LocalEtcd.isRunning(pid), "etcd runs while its JVM lives");

            jvm.destroyForcibly();
            assertTrue(jvm.waitFor(10, TimeUnit.SECONDS), "the probe JVM died");

            LocalEtcd.assertStopped(pid, Duration.ofSeconds(5));
        } finally {
            jvm.destroyForcibly();
        }
    }

    private static long readEtcdPid(Process jvm, Path stderr) throws Exception {
        BufferedReader out = new BufferedReader(new InputStreamReader(jvm.getInputStream(), StandardCharsets.UTF_8));
        CompletableFuture<String> line = CompletableFuture.supplyAsync(() -> {
            try {
                return out.readLine();
            } catch (IOException e) {
                return null;
            }
        });
        String text = line.get(30, TimeUnit.SECONDS);
        if (text == null || !text.startsWith("ETCD_PID ")) {
            throw new AssertionError("the probe JVM printed no etcd pid: " + text + "; its stderr: "
                    + Files.readString(stderr));
        }
        return Long.parseLong(text.substring("ETCD_PID ".length()).strip());
    }
}
