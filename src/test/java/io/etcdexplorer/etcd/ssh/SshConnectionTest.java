package io.etcdexplorer.etcd.ssh;

import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.Hop;
import io.etcdexplorer.testsupport.SshdServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** Connecting, host keys, forwarding and closing, against a real OpenSSH server on a loopback port. */
class SshConnectionTest {

    @TempDir
    static Path dir;
    static SshdServer sshd;
    static Path knownHosts;

    @BeforeAll
    static void startSshd() throws IOException {
        assumeTrue(SshdServer.available(), "OpenSSH's sshd is not installed (apt-get install openssh-server)");
        sshd = SshdServer.builder(dir.resolve("sshd")).start();
        knownHosts = sshd.knownHosts(dir.resolve("known_hosts"));
    }

    @AfterAll
    static void stopSshd() {
        if (sshd != null) {
            sshd.close();
        }
    }

    static SshSettings.Builder settings() {
        return SshSettings.builder(sshd.host()).port(sshd.port()).user(sshd.user()).identityFile(sshd.userKey())
                .knownHosts(knownHosts);
    }

    @Test
    void forwardsALocalPortToAnAddressSeenFromTheHostAndFreesItOnClose() throws Exception {
        try (ServerSocket echo = echoServer()) {
            int local;
            try (SshConnection ssh = SshConnection.open(settings().build())) {
                assertEquals(SshState.Phase.CONNECTED, ssh.state().phase());
                local = ssh.forward("127.0.0.1", echo.getLocalPort());
                assertEquals(local, ssh.forward("127.0.0.1", echo.getLocalPort()), "one forward per target");
                assertEquals("hello through ssh", roundTrip(local, "hello through ssh"));
                assertEquals("and again", roundTrip(local, "and again"));
            }
            try (ServerSocket reuse = new ServerSocket(local, 1, InetAddress.getLoopbackAddress())) {
                assertEquals(local, reuse.getLocalPort(), "close() frees the local port");
            }
        }
    }

    @Test
    void readsAFileOverSftp() throws Exception {
        try (SshConnection ssh = SshConnection.open(settings().build())) {
            assertArrayEquals(Files.readAllBytes(sshd.hostPublicKey()),
                    ssh.readFile(sshd.hostPublicKey().toString()));
        }
    }

    @Test
    void anUnknownHostKeyShowsItsFingerprintAndTrustingItLetsTheNextConnectionIn() throws Exception {
        Path fresh = dir.resolve("new-home/.ssh/known_hosts");
        SshSettings unknown = settings().knownHosts(fresh).build();

        UnknownHostKeyException e = assertThrows(UnknownHostKeyException.class, () -> SshConnection.open(unknown));

        assertEquals(Hop.HOST_KEY, e.hop());
        assertEquals(sshd.hostKeyFingerprint(), e.fingerprint());
        assertEquals("ssh-ed25519", e.keyType());
        assertEquals(sshd.port(), e.port());
        assertTrue(e.getMessage().contains(e.fingerprint()) && e.getMessage().contains("[127.0.0.1]:" + sshd.port()),
                e.getMessage());
        e.trust();
        String hostKey = Files.readString(sshd.hostPublicKey()).strip().split("\\s+")[1];
        assertEquals(List.of("[127.0.0.1]:" + sshd.port() + " ssh-ed25519 " + hostKey), Files.readAllLines(fresh));
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(fresh)));
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(fresh.getParent())));
        // OpenSSH finds the line it would write itself.
        assertTrue(SshdServer.run(List.of("ssh-keygen", "-F", "[127.0.0.1]:" + sshd.port(), "-f", fresh.toString()))
                .contains(hostKey));
        try (SshConnection ssh = SshConnection.open(unknown)) {
            assertEquals(SshState.Phase.CONNECTED, ssh.state().phase());
        }
    }

    @Test
    void aChangedHostKeyIsRefusedWithBothFingerprintsAndTheLineToRemove() throws Exception {
        Path other = dir.resolve("other-host-key");
        SshdServer.keygen(other, "impostor");
        String otherKey = Files.readString(other.resolveSibling("other-host-key.pub")).strip();
        Path file = dir.resolve("changed_known_hosts");
        Files.writeString(file, "# a comment\nexample.org ssh-ed25519 " + otherKey.split(" ")[1] + "\n[127.0.0.1]:"
                + sshd.port() + " " + otherKey + "\n");

        EtcdAccessException e = assertThrows(EtcdAccessException.class,
                () -> SshConnection.open(settings().knownHosts(file).build()));

        assertEquals(Hop.HOST_KEY, e.hop());
        String otherFingerprint = SshdServer.run(List.of("ssh-keygen", "-l", "-E", "sha256", "-f",
                other + ".pub")).split("\\s+")[1];
        assertContains(e.getMessage(), "CHANGED", file + " line 3", "expects ED25519 " + otherFingerprint,
                "presented ED25519 " + sshd.hostKeyFingerprint(), "man-in-the-middle");
        assertContains(e.hint(), "ssh-keygen -R '[127.0.0.1]:" + sshd.port() + "'");
    }

    @Test
    void aLatin1ByteInKnownHostsDoesNotHideAChangedHostKey() throws Exception {
        Path other = dir.resolve("latin1-host-key");
        SshdServer.keygen(other, "impostor");
        String otherKey = Files.readString(other.resolveSibling("latin1-host-key.pub")).strip();
        Path file = dir.resolve("latin1_known_hosts");
        // 0xE9 ("é" in Latin-1) is not UTF-8: reading the file as UTF-8 text in one go fails on it.
        Files.write(file, ("# h\u00f4tes ajout\u00e9s \u00e0 la main\nexample.org ssh-ed25519 " + otherKey.split(" ")[1]
                + "\n[127.0.0.1]:" + sshd.port() + " " + otherKey + "\n").getBytes(StandardCharsets.ISO_8859_1));

        EtcdAccessException e = assertThrows(EtcdAccessException.class,
                () -> SshConnection.open(settings().knownHosts(file).build()));

        assertFalse(e instanceof UnknownHostKeyException, "must not offer to trust a changed key: " + e);
        assertEquals(Hop.HOST_KEY, e.hop());
        String otherFingerprint = SshdServer.run(List.of("ssh-keygen", "-l", "-E", "sha256", "-f",
                other + ".pub")).split("\\s+")[1];
        assertContains(e.getMessage(), "CHANGED", file + " line 3", "expects ED25519 " + otherFingerprint,
                "presented ED25519 " + sshd.hostKeyFingerprint());
    }

    @Test
    void aKnownHostsFileThatCannotBeReadRefusesTheConnectionWithItsCause() throws Exception {
        // Tests run as root, who reads any file: a folder where the file should be cannot be read by anyone.
        Path folder = Files.createDirectories(dir.resolve("unreadable/known_hosts"));

        EtcdAccessException e = assertThrows(EtcdAccessException.class,
                () -> SshConnection.open(settings().knownHosts(folder).build()));

        assertFalse(e instanceof UnknownHostKeyException, "an unreadable file is not an empty one: " + e);
        assertEquals(Hop.HOST_KEY, e.hop());
        assertContains(e.getMessage(), "Cannot read the known_hosts file " + folder, "Is a directory",
                "[127.0.0.1]:" + sshd.port(), "cannot be checked");
        assertContains(e.hint(), folder.toString());
        try (var entries = Files.list(folder)) {
            assertEquals(0, entries.count(), "nothing was written there");
        }
    }

    @Test
    void hashedKnownHostsEntriesAreRead() throws Exception {
        Path hashed = sshd.knownHosts(dir.resolve("hashed_known_hosts"));
        SshdServer.run(List.of("ssh-keygen", "-H", "-f", hashed.toString()));
        assertTrue(Files.readString(hashed).startsWith("|1|"));

        try (SshConnection ssh = SshConnection.open(settings().knownHosts(hashed).build())) {
            assertEquals(SshState.Phase.CONNECTED, ssh.state().phase());
        }
    }

    @Test
    void aClosedSshPortFailsAtSshConnect() throws Exception {
        int closed;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closed = socket.getLocalPort();
        }
        int port = closed;

        EtcdAccessException e = assertThrows(EtcdAccessException.class,
                () -> SshConnection.open(settings().port(port).build()));

        assertEquals(Hop.SSH_CONNECT, e.hop());
        assertContains(e.getMessage(), "Connection refused by SSH host 127.0.0.1:" + port);
    }

    @Test
    void aPortThatDoesNotSpeakSshFailsAtSshConnect() throws Exception {
        try (ServerSocket silent = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            Thread talker = new Thread(() -> {
                try (Socket s = silent.accept()) {
                    s.getOutputStream().write("HTTP/1.1 400 Bad Request\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
                } catch (IOException ignored) {
                    // The test is over.
                }
            });
            talker.start();

            EtcdAccessException e = assertThrows(EtcdAccessException.class,
                    () -> SshConnection.open(settings().port(silent.getLocalPort()).build()));

            assertEquals(Hop.SSH_CONNECT, e.hop(), e.getMessage());
            talker.join(5000);
        }
    }

    @Test
    void forwardingToAPortWhereNothingListensFailsAtForward() throws Exception {
        int closed;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closed = socket.getLocalPort();
        }
        int port = closed;
        try (SshConnection ssh = SshConnection.open(settings().build())) {
            EtcdAccessException e = assertThrows(EtcdAccessException.class, () -> ssh.forward("127.0.0.1", port));

            assertEquals(Hop.FORWARD, e.hop());
            assertContains(e.getMessage(), "cannot connect to 127.0.0.1:" + port, "Connection refused");
            assertContains(e.hint(), "as seen from the SSH host");
        }
    }

    @Test
    void aHostThatForbidsForwardingFailsAtForward() throws Exception {
        try (SshdServer strict = SshdServer.builder(dir.resolve("sshd-no-forwarding")).tcpForwarding(false).start();
             ServerSocket echo = echoServer()) {
            SshSettings settings = SshSettings.builder(strict.host()).port(strict.port()).user(strict.user())
                    .identityFile(strict.userKey()).knownHosts(strict.knownHosts(dir.resolve("strict_known_hosts")))
                    .build();
            try (SshConnection ssh = SshConnection.open(settings)) {
                EtcdAccessException e = assertThrows(EtcdAccessException.class,
                        () -> ssh.forward("127.0.0.1", echo.getLocalPort()));

                assertEquals(Hop.FORWARD, e.hop());
                assertContains(e.getMessage(), "refused to forward", "administratively prohibited");
                assertContains(e.hint(), "AllowTcpForwarding yes");
            }
        }
    }

    static void assertContains(String text, String... parts) {
        for (String part : parts) {
            assertTrue(text.contains(part), () -> "expected '" + part + "' in: " + text);
        }
    }

    /** Echoes every connection's bytes back, on a daemon thread per connection. */
    static ServerSocket echoServer() throws IOException {
        ServerSocket server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread acceptor = new Thread(() -> {
            while (!server.isClosed()) {
                try {
                    Socket s = server.accept();
                    Thread t = new Thread(() -> {
                        try (s; InputStream in = s.getInputStream(); OutputStream out = s.getOutputStream()) {
                            in.transferTo(out);
                        } catch (IOException ignored) {
                            // The client went away.
                        }
                    });
                    t.setDaemon(true);
                    t.start();
                } catch (IOException e) {
                    return;
                }
            }
        });
        acceptor.setDaemon(true);
        acceptor.start();
        return server;
    }

    static String roundTrip(int port, String text) throws IOException {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            socket.setSoTimeout(10_000);
            socket.getOutputStream().write(text.getBytes(StandardCharsets.UTF_8));
            socket.shutdownOutput();
            return new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
