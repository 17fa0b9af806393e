package io.etcdexplorer.doctor;

import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.Hop;
import io.etcdexplorer.testsupport.SshEtcd;
import io.etcdexplorer.testsupport.SshdServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** "Test connection" through an SSH jump host says which hop failed and how to fix it, or shows the tunnel. */
class SshDoctorTest {

    @TempDir
    static Path dir;
    static SshEtcd host;
    static ConnectionDoctor doctor = new ConnectionDoctor(new EtcdConnector());

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

    @Test
    void aWorkingTunnelIsShownWithItsLocalPort() {
        DoctorReport report = doctor.examine(host.settings().build());

        assertTrue(report.connected(), report::toText);
        assertNull(report.failedHop());
        assertEquals(1, report.route().size());
        assertContains(report.toText(), "Through SSH:", "ssh " + host.sshd().user() + "@127.0.0.1:"
                + host.sshd().port() + " → " + host.endpoint() + " (local port ");
        assertTrue(report.endpoints().get(0).ok(), report::toText);
        assertEquals(host.endpoint(), report.endpoints().get(0).endpoint());
    }

    @Test
    void anSshHostThatDoesNotAnswerFailsAtSshConnect() throws IOException {
        int closed = closedPort();
        assertFailsAt(host.settings().ssh(host.ssh().port(closed).build()).build(), Hop.SSH_CONNECT,
                "Connection refused by SSH host 127.0.0.1:" + closed, "Failed at: SSH connection\n");
    }

    @Test
    void anUnknownHostKeyFailsAtHostKeyWithItsFingerprint() throws IOException {
        ConnectionSettings settings = host.settings().ssh(host.ssh().knownHosts(dir.resolve("empty_known_hosts"))
                .build()).build();
        assertFailsAt(settings, Hop.HOST_KEY, host.sshd().hostKeyFingerprint(),
                "Failed at: SSH host key (passed: SSH connection)");
    }

    @Test
    void aRefusedKeyFailsAtSshLogin() throws IOException {
        Path stranger = dir.resolve("stranger");
        SshdServer.keygen(stranger, "stranger");
        assertFailsAt(host.settings().ssh(host.ssh().identityFile(stranger).build()).build(), Hop.SSH_AUTH,
                "SSH login as " + host.sshd().user() + "@127.0.0.1:" + host.sshd().port() + " was refused",
                "Failed at: SSH login (passed: SSH connection, SSH host key)", "Fix: Authorise the key");
    }

    @Test
    void anEndpointNothingListensOnFailsAtForward() throws IOException {
        String dead = "https://localhost:" + closedPort();
        ConnectionSettings settings = host.settings().build();
        assertFailsAt(ConnectionSettings.builder(List.of(dead)).ssh(settings.ssh()).remoteCertificates(true)
                        .caCert(settings.caCert()).cert(settings.cert()).key(settings.key()).build(), Hop.FORWARD,
                "cannot connect to localhost:", "Failed at: SSH port forward");
    }

    @Test
    void aRootOnlyKeyFailsAtRemoteFile() {
        assertFailsAt(host.settings().key(host.rootOnlyKey()).build(), Hop.REMOTE_FILE,
                host.rootOnlyKey() + ": permission denied", "Failed at: remote file", "Fix: Either turn on");
    }

    @Test
    void aWrongCaFailsAtTlsAfterAWorkingTunnel() {
        assertFailsAt(host.settings().caCert(host.remote("other-ca.crt")).build(), Hop.TLS,
                "Failed at: TLS (the SSH tunnel worked: ssh " + host.sshd().user() + "@127.0.0.1:");
    }

    private static void assertFailsAt(ConnectionSettings settings, Hop hop, String... parts) {
        DoctorReport report = doctor.examine(settings);

        assertFalse(report.connected(), report::toText);
        assertEquals(hop, report.failedHop(), report::toText);
        assertContains(report.toText(), parts);
    }

    private static void assertContains(String text, String... parts) {
        for (String part : parts) {
            assertTrue(text.contains(part), () -> "expected '" + part + "' in:\n" + text);
        }
    }

    private static int closedPort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
