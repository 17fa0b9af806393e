package io.etcdexplorer.snapshots;

import io.etcd.jetcd.Client;
import io.etcd.jetcd.KeyValue;
import io.etcd.jetcd.options.GetOption;
import io.etcdexplorer.etcd.tls.TlsContexts;
import io.etcdexplorer.testsupport.EtcdExtension;
import io.grpc.netty.GrpcSslContexts;
import io.netty.handler.ssl.SslContext;
import io.etcdexplorer.testsupport.SnapshotFiles;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.net.HttpURLConnection;
import java.net.Proxy;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Opening snapshot files with the real etcd tools of the release under test (etcdctl on 3.4, etcdutl on 3.5): a
 * snapshot saved from a seeded etcd comes back with the same keys, values, revisions and history; bad files each
 * get their own message and leave no process and no folder behind. The copy's etcd lets in only the app's client
 * certificate, on its client and its peer port.
 */
class SnapshotOpenerTest {

    @RegisterExtension
    static final EtcdExtension source = new EtcdExtension();

    @TempDir
    static Path files;

    private static Path snapshot;
    private static long firstConfigRevision;
    private static List<KeyValue> sourceKeys;
    private static long sourceRevision;

    @TempDir
    Path work;

    private final List<OpenedSnapshot> opened = new ArrayList<>();

    @BeforeAll
    static void saveASnapshot() throws Exception {
        firstConfigRevision = SnapshotFiles.seed(source);
        sourceKeys = SnapshotFiles.all(source.client());
        sourceRevision = source.client().getKVClient().get(SnapshotFiles.bytes("/app/config")).get(10,
                TimeUnit.SECONDS).getHeader().getRevision();
        snapshot = SnapshotFiles.save(source, files.resolve("etcd-backup.db"));
    }

    @AfterEach
    void closeOpened() {
        opened.forEach(OpenedSnapshot::close);
    }

    private SnapshotOpener opener() {
        return new SnapshotOpener(new SnapshotWorkDirs(work.resolve("snapshots")), System.getenv());
    }

    private OpenedSnapshot open(SnapshotOpener opener, Path file, boolean skipHash) throws Exception {
        OpenedSnapshot snapshot = opener.open(file, skipHash, () -> false, step -> { });
        opened.add(snapshot);
        return snapshot;
    }

    @Test
    void aSavedSnapshotOpensReadOnlyWithTheSameKeysValuesRevisionsAndHistory() throws Exception {
        List<SnapshotOpener.Progress> steps = new ArrayList<>();
        SnapshotOpener opener = opener();
        OpenedSnapshot copy = opener.open(snapshot, false, () -> false, steps::add);
        opened.add(copy);
        assertTrue(copy.hashChecked(), "a saved snapshot's hash is checked");
        assertEquals("snapshot: etcd-backup.db", copy.name());
        assertTrue(copy.settings().readOnly(), "connections to it are read-only");
        assertEquals(sourceRevision, copy.status().revision());
        long size = Files.size(snapshot);
        assertTrue(steps.stream().anyMatch(s -> s.total() == size && s.done() > 0),
                "the restore reported bytes against the file's size: " + steps);

        try (Client client = client(copy)) {
            List<KeyValue> restored = SnapshotFiles.all(client);
            assertEquals(sourceKeys.size(), restored.size(), "as many keys as the source");
            for (int i = 0; i < sourceKeys.size(); i++) {
                KeyValue want = sourceKeys.get(i);
                KeyValue got = restored.get(i);
                String key = want.getKey().toString(StandardCharsets.UTF_8);
                assertArrayEquals(want.getKey().getBytes(), got.getKey().getBytes(), "key #" + i);
                assertArrayEquals(want.getValue().getBytes(), got.getValue().getBytes(), key + "'s value");
                assertEquals(want.getCreateRevision(), got.getCreateRevision(), key + "'s create revision");
                assertEquals(want.getModRevision(), got.getModRevision(), key + "'s mod revision");
                assertEquals(want.getVersion(), got.getVersion(), key + "'s version");
            }
            long revision = client.getKVClient().get(SnapshotFiles.bytes("/app/config")).get(10, TimeUnit.SECONDS)
                    .getHeader().getRevision();
            assertEquals(sourceRevision, revision, "the copy is at the source's revision");
            List<KeyValue> old = client.getKVClient().get(SnapshotFiles.bytes("/app/config"),
                    GetOption.builder().withRevision(firstConfigRevision).build()).get(10, TimeUnit.SECONDS).getKvs();
            assertEquals("replicas=1", old.get(0).getValue().toString(StandardCharsets.UTF_8),
                    "history is there: a get at an earlier revision reads the first version");
            List<KeyValue> deleted = client.getKVClient().get(SnapshotFiles.bytes("/app/tmp"),
                    GetOption.builder().withRevision(firstConfigRevision + 2).build()).get(10, TimeUnit.SECONDS)
                    .getKvs();
            assertEquals("short-lived", deleted.get(0).getValue().toString(StandardCharsets.UTF_8),
                    "a key deleted before the snapshot reads at its old revision");
        }

        long pid = copy.etcd().pid();
        Path dir = copy.dir();
        copy.close();
        opened.remove(copy);
        assertFalse(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false), "close stops its etcd");
        assertFalse(Files.exists(dir), "close deletes its copy");
        assertEquals(List.of(), opener.dirs().list(), "nothing left in the snapshots folder");
    }

    @Test
    void onlyTheAppsClientCertificateGetsIn() throws Exception {
        OpenedSnapshot copy = open(opener(), snapshot, false);
        assertTrue(copy.etcd().clientUrl().startsWith("https://127.0.0.1:"), copy.etcd().clientUrl());
        for (Path file : List.of(copy.tls().caCert(), copy.tls().serverKey(), copy.tls().clientKey())) {
            assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)),
                    file + " is the owner's only");
        }
        int client = copy.etcd().clientPort();
        int peer = copy.etcd().peerPort();
        // Plain http, as curl or etcdctl without TLS flags: no /health, no keys, on either port.
        for (int port : List.of(client, peer)) {
            String health = plainGet("http://127.0.0.1:" + port + "/health");
            assertFalse(health.contains("\"health\""), port + " answered plain http: " + health);
            String keys = plainGet("http://127.0.0.1:" + port + "/v3/kv/range");
            assertFalse(keys.contains("\"kvs\""), port + " answered plain http: " + keys);
            try (Client plain = refusedClient("http://127.0.0.1:" + port, null)) {
                assertRefused(plain, "plaintext gRPC on port " + port);
            }
            // TLS that trusts the server but shows no client certificate: the handshake is refused.
            SslContext noCertificate = GrpcSslContexts.forClient()
                    .trustManager(copy.tls().caCert().toFile()).build();
            try (Client anonymous = refusedClient("https://127.0.0.1:" + port, noCertificate)) {
                assertRefused(anonymous, "TLS without a client certificate on port " + port);
            }
        }
        try (Client app = client(copy)) {
            assertEquals(sourceKeys.size(), SnapshotFiles.all(app).size(), "the app's certificate reads every key");
        }
    }

    @Test
    void aTruncatedFileSaysTruncatedAndLeavesNothing() throws Exception {
        Path cut = SnapshotFiles.truncated(snapshot, files.resolve("cut.db"), Files.size(snapshot) / 2);
        String message = failure(cut);
        assertTrue(message.startsWith("cut.db is truncated"), message);
    }

    @Test
    void randomBytesAreNotASnapshotAndLeaveNothing() throws Exception {
        String message = failure(SnapshotFiles.random(files.resolve("noise.db"), 40_000));
        assertTrue(message.startsWith("noise.db is not an etcd snapshot"), message);
    }

    @Test
    void underTwoPagesRandomBytesAreNotASnapshotButACutSnapshotIsTruncated() throws Exception {
        // etcdutl 3.5 says "file size too small" for both, etcdctl 3.4 "invalid database" for both.
        String noise = failure(SnapshotFiles.random(files.resolve("small-noise.db"), 3_000));
        assertTrue(noise.startsWith("small-noise.db is not an etcd snapshot"), noise);
        String cut = failure(SnapshotFiles.truncated(snapshot, files.resolve("head.db"), 3_000));
        assertTrue(cut.startsWith("head.db is truncated"), cut);
    }

    @Test
    void anEmptyFileSaysEmptyAndLeavesNothing() throws Exception {
        String message = failure(Files.createFile(files.resolve("empty.db")));
        assertTrue(message.startsWith("empty.db is empty (0 bytes)"), message);
    }

    @Test
    void aHashMismatchOffersToSkipTheCheckWhichThenOpensIt() throws Exception {
        Path bad = SnapshotFiles.badHash(snapshot, files.resolve("bad-hash.db"));
        SnapshotOpener opener = opener();
        SnapshotProblem problem = assertThrows(SnapshotProblem.class,
                () -> opener.open(bad, false, () -> false, step -> { }));
        assertTrue(problem.getMessage().contains("does not match the SHA-256 hash"), problem.getMessage());
        assertTrue(problem.offersSkip(), "both etcdctl 3.4 and etcdutl can skip the check");
        assertNothingLeft(opener);

        OpenedSnapshot anyway = open(opener, bad, true);
        assertFalse(anyway.hashChecked());
        try (Client client = client(anyway)) {
            assertEquals(sourceKeys.size(), SnapshotFiles.all(client).size());
        }
    }

    @Test
    void aHashMismatchWithAToolThatCannotSkipTheCheckSaysHowToFixItWithoutOfferingToSkip() throws Exception {
        Path bad = SnapshotFiles.badHash(snapshot, files.resolve("bad-hash-no-skip.db"));
        // etcd beside an etcdctl whose restore --help lacks --skip-hash-check (as an old etcdctl's), no etcdutl.
        Path bin = Files.createDirectories(work.resolve("old-bin"));
        Path etcd = Files.createSymbolicLink(bin.resolve("etcd"),
                io.etcdexplorer.testsupport.EtcdTools.etcd().toAbsolutePath());
        Path etcdctl = bin.resolve("etcdctl");
        Files.writeString(etcdctl, "#!/bin/sh\n"
                + "if [ \"$1 $2 $3\" = \"snapshot restore --help\" ]; then\n"
                + "  \"" + io.etcdexplorer.testsupport.EtcdTools.etcdctl().toAbsolutePath() + "\" \"$@\" 2>&1"
                + " | grep -v skip-hash-check; exit 0\n"
                + "fi\n"
                + "exec \"" + io.etcdexplorer.testsupport.EtcdTools.etcdctl().toAbsolutePath() + "\" \"$@\"\n");
        assertTrue(etcdctl.toFile().setExecutable(true));
        SnapshotOpener opener = new SnapshotOpener(new SnapshotWorkDirs(work.resolve("no-skip")),
                Map.of("PATH", "", "ETCD_BIN", etcd.toString(), "ETCDCTL_API", "3"), dir -> Long.MAX_VALUE,
                List.of());
        SnapshotProblem problem = assertThrows(SnapshotProblem.class,
                () -> opener.open(bad, false, () -> false, step -> { }));
        assertTrue(problem.getMessage().contains("does not match the SHA-256 hash"), problem.getMessage());
        assertFalse(problem.offersSkip(), "no \"open anyway\" when the tool cannot skip the check");
        assertEquals("Copy the file again. etcdctl cannot skip the hash check: install etcd 3.5 or later for"
                + " etcdutl, whose restore can.", problem.problem().hint());
        assertNothingLeft(opener);
    }

    @Test
    void aMembersDbFileOpensWithoutAHashToCheck() throws Exception {
        SnapshotOpener opener = opener();
        OpenedSnapshot first = open(opener, snapshot, false);
        first.etcd().stop(); // bbolt's file is consistent once etcd has stopped
        Path db = Files.copy(first.dir().resolve("data/member/snap/db"), files.resolve("db"));
        OpenedSnapshot member = open(opener, db, false);
        assertFalse(member.hashChecked(), "a member's db has no hash after it");
        assertEquals(sourceRevision, member.status().revision());
    }

    @Test
    void aDiskTooSmallSaysHowMuchIsNeededAndWhere() throws Exception {
        SnapshotOpener opener = new SnapshotOpener(new SnapshotWorkDirs(work.resolve("snapshots")), System.getenv(),
                dir -> 1024 * 1024, io.etcdexplorer.etcd.local.EtcdBinary.commonLocations());
        String message = assertThrows(SnapshotProblem.class,
                () -> opener.open(snapshot, false, () -> false, step -> { })).getMessage();
        assertTrue(message.startsWith("Not enough free disk space to open etcd-backup.db: its restored copy needs"
                + " about 80 MiB in " + work.resolve("snapshots") + ", and 1.0 MiB is free there."), message);
        assertNothingLeft(opener);
    }

    @Test
    void noEtcdAndNoToolsSayHowToInstallThem() throws Exception {
        SnapshotOpener noEtcd = new SnapshotOpener(new SnapshotWorkDirs(work.resolve("a")), Map.of("PATH", ""),
                dir -> Long.MAX_VALUE, List.of());
        SnapshotProblem problem = assertThrows(SnapshotProblem.class,
                () -> noEtcd.open(snapshot, false, () -> false, step -> { }));
        assertTrue(problem.getMessage().contains("no etcd binary was found"), problem.getMessage());
        assertTrue(problem.problem().hint().contains("sudo apt install etcd-server"), problem.problem().hint());

        Path lonely = Files.createDirectories(work.resolve("bin")).resolve("etcd");
        Files.createSymbolicLink(lonely, io.etcdexplorer.testsupport.EtcdTools.etcd().toAbsolutePath());
        SnapshotOpener noTools = new SnapshotOpener(new SnapshotWorkDirs(work.resolve("b")),
                Map.of("PATH", "", "ETCD_BIN", lonely.toString()), dir -> Long.MAX_VALUE, List.of());
        problem = assertThrows(SnapshotProblem.class, () -> noTools.open(snapshot, false, () -> false, step -> { }));
        assertTrue(problem.getMessage().contains("neither etcdutl nor etcdctl was found"), problem.getMessage());
        assertTrue(problem.problem().hint().contains("sudo apt install etcd-client"), problem.problem().hint());
    }

    @Test
    void stoppingWhileItRestoresLeavesNothing() throws Exception {
        SnapshotOpener opener = opener();
        assertThrows(java.util.concurrent.CancellationException.class,
                () -> opener.open(snapshot, false, () -> true, step -> { }));
        assertNothingLeft(opener);
    }

    @Test
    void stoppingWhileEtcdStartsStopsItAndLeavesNothing() throws Exception {
        SnapshotOpener opener = opener();
        java.util.concurrent.atomic.AtomicInteger asked = new java.util.concurrent.atomic.AtomicInteger(-1);
        // Once etcd is about to start, the first question (before launching it) says go on, the next ones stop.
        assertThrows(java.util.concurrent.CancellationException.class, () -> opener.open(snapshot, false,
                () -> asked.get() >= 0 && asked.incrementAndGet() > 1,
                step -> {
                    if (step.step().startsWith("Starting etcd")) {
                        asked.set(0);
                    }
                }));
        assertTrue(asked.get() > 1, "asked while etcd was starting");
        assertNothingLeft(opener);
    }

    /** A client as the workspace connects: the snapshot's own CA, client certificate and key. */
    private static Client client(OpenedSnapshot copy) {
        return Client.builder().endpoints(copy.etcd().clientUrl())
                .sslContext(TlsContexts.forSettings(copy.settings())).build();
    }

    private static Client refusedClient(String endpoint, SslContext tls) {
        var builder = Client.builder().endpoints(endpoint).waitForReady(false)
                .retryMaxDuration(Duration.ofSeconds(2)).connectTimeout(Duration.ofSeconds(2));
        return (tls == null ? builder : builder.sslContext(tls)).build();
    }

    private static void assertRefused(Client client, String what) {
        assertThrows(ExecutionException.class, () -> client.getKVClient().get(SnapshotFiles.bytes("/app/config"))
                .get(20, TimeUnit.SECONDS), what + " must not read keys");
    }

    /** The body (or the error) a plain http GET gets, without a proxy. */
    private static String plainGet(String url) {
        try {
            HttpURLConnection connection = (HttpURLConnection) URI.create(url).toURL().openConnection(Proxy.NO_PROXY);
            connection.setConnectTimeout(2_000);
            connection.setReadTimeout(2_000);
            try (InputStream body = connection.getResponseCode() < 400 ? connection.getInputStream()
                    : connection.getErrorStream()) {
                return connection.getResponseCode() + " " + (body == null ? ""
                        : new String(body.readAllBytes(), StandardCharsets.UTF_8));
            }
        } catch (IOException e) {
            return e.toString();
        }
    }

    private String failure(Path file) throws Exception {
        SnapshotOpener opener = opener();
        SnapshotProblem problem = assertThrows(SnapshotProblem.class,
                () -> opener.open(file, false, () -> false, step -> { }));
        assertFalse(problem.offersSkip(), "only a hash mismatch may be opened anyway");
        assertNothingLeft(opener);
        return problem.getMessage();
    }

    /** No folder under the snapshots root, and no process of ours that runs on one. */
    static void assertNothingLeft(SnapshotOpener opener) throws Exception {
        assertEquals(List.of(), opener.dirs().list(), "no temporary folder left");
        String root = opener.dirs().root().toString();
        List<String> processes = ProcessHandle.current().descendants().filter(ProcessHandle::isAlive)
                .map(p -> p.info().commandLine().orElse("")).filter(c -> c.contains(root)).toList();
        assertEquals(List.of(), processes, "no process left running on a copy");
    }
}
