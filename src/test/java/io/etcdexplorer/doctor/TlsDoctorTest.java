package io.etcdexplorer.doctor;

import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.testsupport.TestPki;
import io.etcdexplorer.testsupport.TestPki.KeyFormat;
import io.etcdexplorer.testsupport.TestPki.Spec;
import io.etcdexplorer.testsupport.TlsEtcd;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The doctor on a TLS etcd with client-certificate auth, as kubeadm runs it. */
class TlsDoctorTest {

    @TempDir
    static Path dir;
    static TestPki pki;
    static TlsEtcd etcd;
    static TestPki.Issued client;

    @BeforeAll
    static void start() throws Exception {
        pki = TestPki.create(dir.resolve("pki"));
        // Covers localhost only, and expires in 10 days: both worth a note even though connecting works.
        Instant now = Instant.now();
        TestPki.Issued server = pki.ca().issue(Spec.server("server", "localhost")
                .validity(now.minus(Duration.ofDays(1)), now.plus(Duration.ofDays(10))));
        client = pki.ca().issue(Spec.client("healthcheck-client"));
        etcd = TlsEtcd.start(dir, TestPki.etcdServerFlags(server, pki.ca()));
    }

    @AfterAll
    static void stop() {
        etcd.close();
    }

    private static ConnectionSettings.Builder settings(List<String> endpoints) throws Exception {
        return ConnectionSettings.builder(endpoints).caCert(pki.ca().certPem())
                .cert(client.certPem()).key(client.keyFile(KeyFormat.PKCS1_PEM));
    }

    @Test
    void connectedReportWarnsAboutUncoveredEndpointsAndExpiry() throws Exception {
        // The second endpoint is down, so the connection works through the first, which the certificate covers.
        int down;
        try (java.net.ServerSocket socket = new java.net.ServerSocket(0)) {
            down = socket.getLocalPort();
        }
        DoctorReport report = new ConnectionDoctor(new EtcdConnector()).examine(settings(List.of(
                "https://localhost:" + etcd.port(), "https://127.0.0.1:" + down)).build());
        assertTrue(report.connected(), report::toText);
        String text = report.toText();
        assertTrue(text.contains("does not cover 127.0.0.1:" + down), text);
        assertTrue(text.contains("Server certificate: "), text);
    }

    @Test
    void missingClientCertificateIsDiagnosed() throws Exception {
        DoctorReport report = new ConnectionDoctor(new EtcdConnector()).examine(
                ConnectionSettings.builder(List.of("https://localhost:" + etcd.port()))
                        .caCert(pki.ca().certPem()).build());
        assertFalse(report.connected());
        assertTrue(report.toText().contains("requires a client certificate"), report::toText);
    }
}
