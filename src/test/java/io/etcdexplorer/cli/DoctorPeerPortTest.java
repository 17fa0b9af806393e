package io.etcdexplorer.cli;

import io.etcdexplorer.testsupport.EtcdExtension;
import io.etcdexplorer.testsupport.TestPki;
import io.etcdexplorer.testsupport.TestPki.KeyFormat;
import io.etcdexplorer.testsupport.TestPki.Spec;
import io.etcdexplorer.testsupport.TlsEtcd;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code doctor} pointed at etcd's peer port, which serves gRPC too: a real etcd's plain-http peer port and a
 * kubeadm-style https peer port that wants a client certificate. It must say "peer port" and never "Connected";
 * the client port beside it still connects.
 */
class DoctorPeerPortTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    private static final String PEER_PORT = "is etcd's peer port, where the members talk to each other; clients use "
            + "the port in --listen-client-urls (usually 2379).";

    @TempDir
    static Path dir;
    static TestPki pki;
    static TlsEtcd tlsPeer;
    static TestPki.Issued client;

    private record Result(int code, String out, String err) {
    }

    @BeforeAll
    static void startTlsPeer() throws Exception {
        pki = TestPki.create(dir.resolve("pki"));
        TestPki.Issued server = pki.ca().issue(Spec.server("server", "localhost", "127.0.0.1"));
        TestPki.Issued peer = pki.ca().issue(Spec.server("peer", "localhost", "127.0.0.1").usage(true, true));
        client = pki.ca().issue(Spec.client("healthcheck-client"));
        tlsPeer = TlsEtcd.startWithTlsPeer(dir, TestPki.etcdServerFlags(server, pki.ca()), peer, pki.ca());
    }

    @AfterAll
    static void stopTlsPeer() {
        tlsPeer.close();
    }

    @Test
    void thePlainPeerPortIsNamedNotConnected() {
        String peer = "http://127.0.0.1:" + etcd.process().peerPort();
        Result r = doctor("--endpoints", peer);
        assertEquals(1, r.code(), r.out());
        assertTrue(r.out().contains("NOT CONNECTED: " + peer + " " + PEER_PORT), r.out());
        assertTrue(r.out().contains("Fix: Use " + etcd.endpoint() + ", the client URL this cluster advertises."),
                r.out());
        assertFalse(r.out().contains("Connected."), r.out());
    }

    @Test
    void thePlainPeerPortAsHttpsIsNamedInsteadOfSuggestingHttp() {
        // Before: "does not speak TLS … Use http://…", and with http:// then "Connected" through the peer port.
        String peer = "https://127.0.0.1:" + etcd.process().peerPort();
        Result r = doctor("--endpoints", peer);
        assertEquals(1, r.code(), r.out());
        assertTrue(r.out().contains("NOT CONNECTED: " + peer + " " + PEER_PORT), r.out());
        assertFalse(r.out().contains("Use http://127.0.0.1:" + etcd.process().peerPort()), r.out());
    }

    @Test
    void theClientPortBesideItStillConnects() {
        Result r = doctor("--endpoints", etcd.endpoint());
        assertEquals(0, r.code(), r.out());
        assertTrue(r.out().contains("\nConnected.\n"), r.out());
        assertFalse(r.out().contains("peer port"), r.out());
    }

    @Test
    void aPeerPortAmongClientPortsIsNamed() {
        String peer = "http://127.0.0.1:" + etcd.process().peerPort();
        Result r = doctor("--endpoints", etcd.endpoint() + "," + peer);
        assertEquals(1, r.code(), r.out());
        assertTrue(r.out().contains("NOT CONNECTED: " + peer + " " + PEER_PORT), r.out());
    }

    @Test
    void theTlsPeerPortWithTheClusterCertificatesIsNamed() {
        // kubeadm signs peer and client certificates with one etcd CA, so gRPC gets through the peer port.
        String peer = tlsPeer.peerEndpoint("https");
        Result r = doctor(tlsFlags("--endpoints", peer));
        assertEquals(1, r.code(), r.out());
        assertTrue(r.out().contains("NOT CONNECTED: " + peer + " " + PEER_PORT), r.out());
        assertTrue(r.out().contains("Fix: Use " + tlsPeer.endpoint() + ", the client URL this cluster advertises."),
                r.out());
    }

    @Test
    void theTlsPeerPortAsHttpIsNamed() {
        String peer = tlsPeer.peerEndpoint("http");
        Result r = doctor(tlsFlags("--endpoints", peer));
        assertEquals(1, r.code(), r.out());
        assertTrue(r.out().contains("NOT CONNECTED: " + peer + " " + PEER_PORT), r.out());
    }

    @Test
    void theTlsClientPortStillConnects() {
        Result r = doctor(tlsFlags("--endpoints", tlsPeer.endpoint()));
        assertEquals(0, r.code(), r.out());
        assertTrue(r.out().contains("\nConnected.\n"), r.out());
    }

    private static String[] tlsFlags(String... more) {
        List<String> args = new ArrayList<>(List.of(more));
        args.addAll(List.of("--cacert", pki.ca().certPem().toString(), "--cert", client.certPem().toString(),
                "--key", client.keyFile(KeyFormat.PKCS1_PEM).toString()));
        return args.toArray(String[]::new);
    }

    private static Result doctor(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = DoctorCommand.run(List.of(args), Map.of(), new PrintStream(out, true, UTF_8),
                new PrintStream(err, true, UTF_8));
        return new Result(code, out.toString(UTF_8), err.toString(UTF_8));
    }
}
