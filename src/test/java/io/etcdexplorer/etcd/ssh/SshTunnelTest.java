package io.etcdexplorer.etcd.ssh;

import io.etcd.jetcd.ByteSequence;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.FileSource;
import io.etcdexplorer.etcd.Hop;
import io.etcdexplorer.etcd.KeyValueData;
import io.etcdexplorer.i18n.Language;
import io.etcdexplorer.i18n.Locales;
import io.etcdexplorer.testsupport.SshEtcd;
import io.etcdexplorer.testsupport.SshdServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

import static io.etcdexplorer.etcd.ssh.SshConnectionTest.assertContains;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * etcd behind an SSH jump host, as minikube and kubeadm nodes keep it: TLS etcd reached through the tunnel with
 * certificate files read from the host over SFTP, root-only keys, and a tunnel that drops and comes back.
 */
class SshTunnelTest {

    @TempDir
    static Path dir;
    static SshEtcd host;

    @BeforeAll
    static void start() throws IOException {
        assumeTrue(SshdServer.available(), "OpenSSH's sshd is not installed (apt-get install openssh-server)");
        host = SshEtcd.start(dir);
    }

    @AfterAll
    static void stop() {
        if (host != null) {
            host.close();
        }
    }

    @AfterEach
    void noSudo() throws IOException {
        host.sudo(SshEtcd.Sudo.NOT_INSTALLED);
    }

    @Test
    void readsTheCertificatesOverSftpAndTalksToTlsEtcdThroughTheTunnel() throws Exception {
        ConnectionSettings settings = host.settings().build();
        try (EtcdSession session = new EtcdConnector().connect(settings, header -> { })) {
            put(session, "/ssh/hello", "through the tunnel");

            assertEquals("through the tunnel", get(session, "/ssh/hello"));
            URI dialed = URI.create(session.route().dialUrl(host.endpoint()));
            assertEquals("127.0.0.1", dialed.getHost());
            assertNotEquals(host.etcd().port(), dialed.getPort());
            assertEquals(host.endpoint(), session.settings().endpointUrls().get(0), "messages name the endpoint");
            assertNotSame(FileSource.LOCAL, session.settings().files(), "certificates come from memory");
            assertEquals(host.sshd().user() + "@127.0.0.1:" + host.remote("ca.crt"),
                    session.settings().fileLabel(host.remote("ca.crt")));
            // MINA keeps BouncyCastle to itself: registered globally it breaks EC client certificates in TLS.
            assertEquals(null, java.security.Security.getProvider("BC"));
            assertContains(String.join("\n", session.route().describe()), "ssh " + host.sshd().user()
                    + "@127.0.0.1:" + host.sshd().port() + " → " + host.endpoint() + " (local port "
                    + dialed.getPort() + ")");
        }
    }

    @Test
    void aRootOnlyKeyFailsAtRemoteFileNamingThePathAndTheWaysOut() {
        ConnectionSettings settings = host.settings().key(host.rootOnlyKey()).build();

        EtcdAccessException e = assertThrows(EtcdAccessException.class,
                () -> new EtcdConnector().connect(settings, header -> { }));

        assertEquals(Hop.REMOTE_FILE, e.hop());
        assertContains(e.getMessage(), host.sshd().user() + "@127.0.0.1:" + host.rootOnlyKey(), "permission denied");
        assertContains(e.hint(), "sudo", "copy the file");
    }

    @Test
    void aRootOnlyKeyIsExplainedInRussian() {
        ConnectionSettings settings = host.settings().key(host.rootOnlyKey()).build();
        Locales.use(Language.RUSSIAN);
        try {
            EtcdAccessException e = assertThrows(EtcdAccessException.class,
                    () -> new EtcdConnector().connect(settings, header -> { }));

            assertContains(e.getMessage(), "Не удаётся прочитать удалённый файл " + host.sshd().user()
                    + "@127.0.0.1:" + host.rootOnlyKey(), "доступ запрещён");
            assertContains(e.hint(), "скопируйте файл на хосте", "sudo install -o");
        } finally {
            Locales.use(Language.ENGLISH);
        }
    }

    @Test
    void passwordlessSudoReadsARootOnlyKeyAsOnMinikube() throws Exception {
        assumeTrue(SshdServer.runsAsRoot(), "only root can stand in for sudo here");
        host.sudo(SshEtcd.Sudo.PASSWORDLESS);
        ConnectionSettings settings = host.settings().key(host.rootOnlyKey())
                .ssh(host.ssh().sudoRemoteFiles(true).build()).build();

        try (EtcdSession session = new EtcdConnector().connect(settings, header -> { })) {
            put(session, "/ssh/sudo", "read with sudo");
            assertEquals("read with sudo", get(session, "/ssh/sudo"));
        }
    }

    @Test
    void sudoThatAsksForAPasswordOrIsMissingIsExplained() throws Exception {
        ConnectionSettings settings = host.settings().key(host.rootOnlyKey())
                .ssh(host.ssh().sudoRemoteFiles(true).build()).build();

        host.sudo(SshEtcd.Sudo.ASKS_PASSWORD);
        EtcdAccessException asks = assertThrows(EtcdAccessException.class,
                () -> new EtcdConnector().connect(settings, header -> { }));
        host.sudo(SshEtcd.Sudo.NOT_INSTALLED);
        EtcdAccessException missing = assertThrows(EtcdAccessException.class,
                () -> new EtcdConnector().connect(settings, header -> { }));

        assertEquals(Hop.REMOTE_FILE, asks.hop());
        assertContains(asks.getMessage(), host.rootOnlyKey().toString(), "permission denied",
                "asks " + host.sshd().user() + " for a password");
        assertContains(asks.hint(), "NOPASSWD");
        assertEquals(Hop.REMOTE_FILE, missing.hop());
        assertContains(missing.getMessage(), "permission denied", "sudo is not installed on 127.0.0.1");
    }

    @Test
    void aMissingRemoteFileIsNamed() {
        Path absent = host.remote("no-such.crt");
        ConnectionSettings settings = host.settings().caCert(absent).build();

        EtcdAccessException e = assertThrows(EtcdAccessException.class,
                () -> new EtcdConnector().connect(settings, header -> { }));

        assertEquals(Hop.REMOTE_FILE, e.hop());
        assertContains(e.getMessage(), host.sshd().user() + "@127.0.0.1:" + absent + " does not exist");
    }

    @Test
    void aWrongRemoteCaFailsAtTlsNamingTheRemoteFile() {
        ConnectionSettings settings = host.settings().caCert(host.remote("other-ca.crt")).build();

        EtcdAccessException e = assertThrows(EtcdAccessException.class,
                () -> new EtcdConnector().connect(settings, header -> { }));

        assertEquals(Hop.TLS, e.hop(), e.getMessage());
        assertContains(e.getMessage(), "localhost:" + host.etcd().port(), host.sshd().user() + "@127.0.0.1:"
                + host.remote("other-ca.crt"));
    }

    @Test
    void aDroppedTunnelReconnectsOnTheSameLocalPortAndTheSessionKeepsWorking() throws Exception {
        ConnectionSettings settings = host.settings().build();
        int localPort;
        try (EtcdSession session = new EtcdConnector().connect(settings, header -> { })) {
            SshConnection ssh = ((SshTunnel) session.route()).connection();
            List<SshState> states = new CopyOnWriteArrayList<>();
            ssh.addStateListener(states::add);
            put(session, "/ssh/before", "1");
            localPort = URI.create(session.route().dialUrl(host.endpoint())).getPort();

            host.sshd().restart(); // kills sshd and every session it serves, then starts it on the same port

            awaitTrue(() -> ssh.reconnects() >= 1, Duration.ofSeconds(30));
            assertEquals(SshState.Phase.CONNECTED, ssh.state().phase());
            assertTrue(states.stream().anyMatch(s -> s.phase() == SshState.Phase.RECONNECTING), states::toString);
            assertEquals(localPort, URI.create(session.route().dialUrl(host.endpoint())).getPort());
            // The client's old connection died with the tunnel; its next one goes through the new session.
            assertEquals("1", eventually(() -> get(session, "/ssh/before"), Duration.ofSeconds(20)));
            put(session, "/ssh/after", "2");
            assertEquals("2", get(session, "/ssh/after"));
        }
        try (ServerSocket reuse = new ServerSocket(localPort, 1, InetAddress.getLoopbackAddress())) {
            assertEquals(localPort, reuse.getLocalPort(), "closing the session closes the tunnel and its port");
        }
    }

    private static void put(EtcdSession session, String key, String value) throws Exception {
        session.client().getKVClient().put(bytes(key), bytes(value)).get(10, TimeUnit.SECONDS);
    }

    private static String get(EtcdSession session, String key) {
        return session.get(key.getBytes(StandardCharsets.UTF_8)).map(KeyValueData::value)
                .map(v -> new String(v, StandardCharsets.UTF_8)).orElse("(missing)");
    }

    private static ByteSequence bytes(String text) {
        return ByteSequence.from(text, StandardCharsets.UTF_8);
    }

    private static void awaitTrue(java.util.function.BooleanSupplier condition, Duration timeout)
            throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!condition.getAsBoolean()) {
            assertTrue(System.nanoTime() < deadline, "condition not met within " + timeout);
            Thread.sleep(50);
        }
    }

    private static <T> T eventually(java.util.function.Supplier<T> call, Duration timeout)
            throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            try {
                return call.get();
            } catch (EtcdAccessException e) {
                if (System.nanoTime() > deadline) {
                    throw e;
                }
                Thread.sleep(200);
            }
        }
    }
}
