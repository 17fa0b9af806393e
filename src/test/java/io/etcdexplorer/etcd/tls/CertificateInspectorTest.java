package io.etcdexplorer.etcd.tls;

import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.testsupport.TestPki;
import io.etcdexplorer.testsupport.TestPki.KeyAlgorithm;
import io.etcdexplorer.testsupport.TestPki.KeyFormat;
import io.etcdexplorer.testsupport.TestPki.Spec;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;

import static io.etcdexplorer.etcd.tls.TlsClients.assertContains;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CertificateInspectorTest {

    @TempDir
    static Path dir;
    static TestPki pki;
    static TestPki.Issued server;
    static TestPki.Issued ec;
    static Instant now;
    static CertificateInspector inspector;

    @BeforeAll
    static void issue() {
        pki = TestPki.create(dir);
        now = Instant.now();
        inspector = new CertificateInspector(Clock.fixed(now, ZoneOffset.UTC));
        server = pki.ca().issue(Spec.server("etcd-server", "etcd.example", "*.etcd.cluster", "127.0.0.1", "::1")
                .validity(now.minus(Duration.ofDays(1)), now.plus(Duration.ofDays(100).plusHours(1))));
        ec = pki.ca().issue(Spec.client("ec-client").algorithm(KeyAlgorithm.EC));
    }

    @Test
    void describesEveryField() {
        CertificateReport report = inspector.describe(server.certificate());

        assertEquals("CN=etcd-server", report.subject());
        assertEquals("CN=etcd-ca", report.issuer());
        assertEquals(List.of("DNS:etcd.example", "DNS:*.etcd.cluster", "IP:127.0.0.1", "IP:0:0:0:0:0:0:0:1"),
                report.subjectAltNames());
        assertEquals(100, report.daysLeft());
        assertEquals("RSA 2048", report.keyType());
        assertTrue(report.sha256Fingerprint().matches("([0-9A-F]{2}:){31}[0-9A-F]{2}"));
        assertEquals(server.certificate().getSerialNumber().toString(16).toUpperCase(), report.serial());
        assertFalse(report.ca());
        assertTrue(report.warnings().isEmpty());
    }

    @Test
    void namesKeyTypes() {
        TestPki.Issued ed = pki.ca().issue(Spec.client("ed").algorithm(KeyAlgorithm.ED25519));

        assertEquals("EC P-256", inspector.describe(ec.certificate()).keyType());
        assertEquals("Ed25519", inspector.describe(ed.certificate()).keyType());
        assertTrue(inspector.describe(pki.ca().certificate()).ca());
    }

    @Test
    void warnsAboutExpiredNotYetValidAndExpiringSoon() {
        assertContains(warning(now.minus(Duration.ofDays(30)), now.minus(Duration.ofDays(2))), "Expired on ",
                "(2 days ago)");
        assertContains(warning(now.plus(Duration.ofDays(2)), now.plus(Duration.ofDays(300))), "Not valid until ");
        assertContains(warning(now.minus(Duration.ofDays(2)), now.plus(Duration.ofDays(10)).plusSeconds(60)),
                "Expires in 10 days, on ");
    }

    @Test
    void inspectsAPkcs12BundleWithItsKey() {
        InspectionReport report = inspector.inspect(ec.keyFile(KeyFormat.PKCS12), TestPki.PASSWORD);

        assertEquals(List.of("CN=ec-client", "CN=etcd-ca"), report.certificates().stream()
                .map(CertificateReport::subject).toList());
        assertEquals(new KeyReport(ec.keyFile(KeyFormat.PKCS12), "EC P-256", true, KeyReport.Match.MATCHES),
                report.key());
        assertContains(report.toText(), "2 certificates and a private key", "Subject:  CN=ec-client",
                "Names:    (none)", "Key:      EC P-256", "Matches:  yes");
    }

    @Test
    void inspectsACertificateFile() {
        InspectionReport report = inspector.inspect(server.certDer(), null);

        assertEquals(1, report.certificates().size());
        assertNull(report.key());
        assertContains(report.toText(), "Names:    DNS:etcd.example, DNS:*.etcd.cluster, IP:127.0.0.1",
                "(100 days left)");
    }

    @Test
    void tellsWhetherAKeyBelongsToACertificate() {
        Path key = ec.keyFile(KeyFormat.SEC1_PEM);

        assertEquals(KeyReport.Match.MATCHES, inspector.inspectKey(key, null, ec.certPem()).match());
        assertEquals(KeyReport.Match.DIFFERS, inspector.inspectKey(key, null, server.certPem()).match());
        assertEquals(KeyReport.Match.NOT_CHECKED, inspector.inspectKey(key, null, null).match());
        assertContains(inspector.inspectKey(key, null, server.certPem()).toText(), "NO: it belongs to another");
    }

    @Test
    void tellsWhetherACaSignedACertificate() {
        assertTrue(inspector.signedBy(server.certPem(), pki.ca().certPem(), null));
        assertFalse(inspector.signedBy(server.certPem(), pki.otherCa().certDer(), null));
        assertTrue(CertificateInspector.signedBy(pki.ca().certificate(), pki.ca().certificate()));
    }

    @Test
    void coversNamesAddressesAndWildcards() {
        var certificate = server.certificate();

        assertTrue(CertificateInspector.covers(certificate, "etcd.example"));
        assertTrue(CertificateInspector.covers(certificate, "ETCD.example."));
        assertTrue(CertificateInspector.covers(certificate, "node-1.etcd.cluster"));
        assertFalse(CertificateInspector.covers(certificate, "a.node-1.etcd.cluster"));
        assertFalse(CertificateInspector.covers(certificate, "etcd.cluster"));
        assertTrue(CertificateInspector.covers(certificate, "127.0.0.1"));
        assertTrue(CertificateInspector.covers(certificate, "[::1]"));
        assertFalse(CertificateInspector.covers(certificate, "127.0.0.2"));
        assertFalse(CertificateInspector.covers(certificate, "localhost"));
    }

    @Test
    void listsEndpointsTheServerCertificateDoesNotCover() {
        ConnectionSettings settings = ConnectionSettings.builder(List.of("https://etcd.example:2379",
                "https://10.0.0.7:2379", "node-2.etcd.cluster:2379")).build();

        assertEquals(List.of("10.0.0.7:2379"), CertificateInspector.uncoveredEndpoints(server.certificate(),
                settings));
        assertEquals(List.of(), CertificateInspector.uncoveredEndpoints(server.certificate(),
                settings.toBuilder().serverName("etcd.example").build()));
    }

    private static String warning(Instant from, Instant until) {
        TestPki.Issued issued = pki.ca().issue(Spec.client("dated-" + from.toEpochMilli()).validity(from, until));
        return String.join("\n", inspector.warnings(issued.certificate()));
    }
}
