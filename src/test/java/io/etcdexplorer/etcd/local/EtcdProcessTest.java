package io.etcdexplorer.etcd.local;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.etcd.jetcd.ByteSequence;
import io.etcd.jetcd.Client;
import io.etcd.jetcd.KeyValue;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EtcdProcessTest {

    @TempDir
    Path tempDir;

    @Test
    void startedEtcdServesPutAndGet() throws Exception {
        try (EtcdProcess etcd = EtcdProcess.start(LocalEtcd.options(tempDir.resolve("data")).build())) {
            assertTrue(etcd.isAlive());
            assertEquals("http://127.0.0.1:" + etcd.clientPort(), etcd.clientUrl());
            assertTrue(LocalEtcd.isRunning(etcd.pid()), "pid() names the running etcd");
            assertTrue(ProcessHandle.of(etcd.pid()).flatMap(h -> h.info().command()).orElse("").contains("etcd"));
            assertFalse(etcd.logFile().startsWith(etcd.dataDir()), "the log lives outside the data dir");

            put(etcd, "/greeting", "hello");
            assertEquals(List.of("hello"), get(etcd, "/greeting"));
        }
    }

    @Test
    void stopAndRestartKeepDataAndPorts() throws Exception {
        try (EtcdProcess etcd = EtcdProcess.start(LocalEtcd.options(tempDir.resolve("data")).build())) {
            put(etcd, "/kept", "across restarts");
            int clientPort = etcd.clientPort();
            int peerPort = etcd.peerPort();
            long firstPid = etcd.pid();

            etcd.stop();
            assertFalse(etcd.isAlive());
            LocalEtcd.assertStopped(firstPid, Duration.ofSeconds(2));
            assertTrue(Files.isDirectory(etcd.dataDir().resolve("member")), "stop keeps the data dir");

            etcd.restart();
            assertTrue(etcd.isAlive());
            assertEquals(clientPort, etcd.clientPort());
            assertEquals(peerPort, etcd.peerPort());
            assertTrue(firstPid != etcd.pid());
            assertEquals(List.of("across restarts"), get(etcd, "/kept"));
        }
    }

    @Test
    void closeKillsEtcd() throws Exception {
        EtcdProcess etcd = EtcdProcess.start(LocalEtcd.options(tempDir.resolve("data")).build());
        long pid = etcd.pid();

        etcd.close();

        assertFalse(etcd.isAlive());
        assertFalse(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false), "etcd pid " + pid + " is gone");
        etcd.close(); // a second close is harmless
    }

    @Test
    void secondEtcdOnTheSameDataDirFailsClearly() throws Exception {
        Path dataDir = tempDir.resolve("data");
        try (EtcdProcess first = EtcdProcess.start(LocalEtcd.options(dataDir).build())) {
            IOException e = assertThrows(IOException.class,
                    () -> EtcdProcess.start(LocalEtcd.options(dataDir).name("second").build()).close());
            assertTrue(e.getMessage().contains("already used by a running etcd"), e.getMessage());
            assertTrue(e.getMessage().contains(dataDir.toString()), e.getMessage());
            assertTrue(first.isAlive(), "the first etcd is untouched");
        }
    }

    @Test
    void earlyExitIsReportedWithTheLog() {
        EtcdOptions options = LocalEtcd.options(tempDir.resolve("data")).extraArgs("--no-such-flag").build();

        IOException e = assertThrows(IOException.class, () -> EtcdProcess.start(options).close());

        assertTrue(e.getMessage().contains("exited with code"), e.getMessage());
        assertTrue(e.getMessage().lines().findFirst().orElseThrow().contains("no-such-flag"),
                "the first line names the cause: " + e.getMessage());
        assertTrue(e.getMessage().contains("no-such-flag"), "the log tail names the bad flag: " + e.getMessage());
    }

    @Test
    void takenFixedPortIsReportedAsInUse() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            EtcdOptions options = LocalEtcd.options(tempDir.resolve("data")).clientPort(taken.getLocalPort()).build();

            IOException e = assertThrows(IOException.class, () -> EtcdProcess.start(options).close());

            assertTrue(e.getMessage().contains("port " + taken.getLocalPort()), e.getMessage());
            assertTrue(e.getMessage().contains("already in use"), e.getMessage());
            assertFalse(e.getMessage().contains("\"stacktrace\""), "etcd 3.5's JSON lines are shown readable: "
                    + e.getMessage());
        }
    }

    @Test
    void busyFixedPortIsNotRetriedEvenWhenTheOtherPortIsPicked() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            EtcdOptions options = LocalEtcd.options(tempDir.resolve("data")).peerPort(taken.getLocalPort()).build();

            assertThrows(IOException.class, () -> EtcdProcess.start(options).close());

            // One line per run with which etcd died (3.5 also logs the cause at levels error and warn first).
            long attempts = StartupLog.deadlyLines(Files.readString(options.logFile()))
                    .filter(l -> l.text().contains("bind:")).count();
            assertEquals(1, attempts, "retrying cannot free a port the caller chose");
        }
    }

    @Test
    void httpsSchemeIsReflectedInTheClientUrl() {
        EtcdOptions options = LocalEtcd.options(tempDir).clientScheme("https").clientPort(2379).peerPort(2380).build();

        assertEquals("https://127.0.0.1:2379", options.clientUrl());
        assertEquals("http://127.0.0.1:2380", options.peerUrl());
        assertThrows(IllegalArgumentException.class, () -> LocalEtcd.options(tempDir).clientScheme("ftp").build());
    }

    private static void put(EtcdProcess etcd, String key, String value) throws Exception {
        try (Client client = Client.builder().endpoints(etcd.clientUrl()).build()) {
            client.getKVClient().put(bytes(key), bytes(value)).get(10, TimeUnit.SECONDS);
        }
    }

    private static List<String> get(EtcdProcess etcd, String key) throws Exception {
        try (Client client = Client.builder().endpoints(etcd.clientUrl()).build()) {
            List<KeyValue> kvs = client.getKVClient().get(bytes(key)).get(10, TimeUnit.SECONDS).getKvs();
            return kvs.stream().map(kv -> kv.getValue().toString(StandardCharsets.UTF_8)).toList();
        }
    }

    private static ByteSequence bytes(String text) {
        return ByteSequence.from(text, StandardCharsets.UTF_8);
    }
}
