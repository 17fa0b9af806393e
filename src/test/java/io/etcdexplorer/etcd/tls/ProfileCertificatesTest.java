package io.etcdexplorer.etcd.tls;

import io.etcdexplorer.etcd.tls.CertificateCheck.Status;
import io.etcdexplorer.i18n.Language;
import io.etcdexplorer.i18n.Locales;
import io.etcdexplorer.testsupport.TestPki;
import io.etcdexplorer.testsupport.TestPki.KeyAlgorithm;
import io.etcdexplorer.testsupport.TestPki.KeyFormat;
import io.etcdexplorer.testsupport.TestPki.Spec;
import io.etcdexplorer.testsupport.TlsEtcd;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.stream.Collectors;

import static io.etcdexplorer.etcd.tls.TlsClients.assertContains;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The inspector's relations between a profile's files and its server: key and client certificate, client certificate
 * and CA, the server's certificate and the CA and host (against a real TLS etcd), and the dates of all of them.
 */
class ProfileCertificatesTest {

    @TempDir
    static Path dir;
    static TestPki pki;
    static TestPki.Issued client;
    static TlsEtcd etcd;
    static final ProfileCertificates certificates = new ProfileCertificates(new CertificateInspector(),
            Duration.ofSeconds(5)); // generous: the test machine is busy, and a local handshake is all it waits for

    @BeforeAll
    static void startEtcd() throws Exception {
        pki = TestPki.create(dir.resolve("pki"));
        client = pki.ca().issue(Spec.client("client"));
        TestPki.Issued server = pki.ca().issue(Spec.server("etcd-server", "127.0.0.1", "localhost"));
        etcd = TlsEtcd.start(dir, TestPki.etcdServerFlags(server, pki.ca()));
    }

    @AfterAll
    static void stopEtcd() {
        etcd.close();
    }

    @Test
    void aMatchingPairSignedByTheCaAgainstItsServerPassesEveryCheck() {
        CertificateSetCheck check = certificates.check(set(pki.ca().certPem(), client.certPem(),
                client.keyFile(KeyFormat.PKCS1_PEM), etcd.endpoint()));

        assertEquals(List.of(Status.PASSED, Status.PASSED, Status.PASSED, Status.PASSED, Status.PASSED),
                statuses(check), () -> text(check));
        assertContains(text(check),
                "The client key in " + client.keyFile(KeyFormat.PKCS1_PEM) + " belongs to the client certificate"
                        + " 'CN=client' in " + client.certPem() + ".",
                "The client certificate 'CN=client' is signed by the CA 'CN=etcd-ca' in " + pki.ca().certPem() + ".",
                "The server certificate of " + etcd.hostPort() + " ('CN=etcd-server') is signed by the CA"
                        + " 'CN=etcd-ca' in " + pki.ca().certPem() + ".",
                "The server certificate of " + etcd.hostPort() + " covers '127.0.0.1' (it is valid for"
                        + " IP:127.0.0.1, DNS:localhost).",
                "All 3 certificates are valid for at least 30 more days");
        assertFalse(check.failed());
    }

    @Test
    void theChecksReadInRussianAndJapanese() {
        CertificateSet set = set(pki.ca().certPem(), client.certPem(), client.keyFile(KeyFormat.PKCS1_PEM),
                etcd.endpoint());
        try {
            Locales.use(Language.RUSSIAN);
            String russian = text(certificates.check(set));
            Locales.use(Language.JAPANESE);
            String japanese = text(certificates.check(set));

            assertContains(russian, "Клиентский сертификат 'CN=client' подписан CA 'CN=etcd-ca' из "
                    + pki.ca().certPem() + ".", "покрывает «127.0.0.1»",
                    "Все 3 сертификата действуют ещё не менее 30 дней");
            assertContains(japanese, "のサーバー証明書は「127.0.0.1」をカバーしています",
                    "3 件の証明書はすべて少なくともあと 30 日有効です");
        } finally {
            Locales.use(Language.ENGLISH);
        }
    }

    @Test
    void aKeyOfAnotherPairIsCaughtAndNamed() {
        TestPki.Issued other = pki.ca().issue(Spec.client("other-client"));
        Path wrongKey = other.keyFile(KeyFormat.PKCS8_PEM);

        CertificateSetCheck check = certificates.check(set(pki.ca().certPem(), client.certPem(), wrongKey));

        CertificateCheck pair = check.checks().get(0);
        assertEquals(Status.FAILED, pair.status(), () -> text(check));
        assertEquals("The client key in " + wrongKey + " does not belong to the client certificate 'CN=client' in "
                + client.certPem() + ": the certificate's public key (RSA 2048) is not the public half of this RSA"
                + " 2048 key; they come from different key pairs.", pair.text());
        assertContains(pair.fix(), "Choose the key file issued with that certificate");
        assertTrue(check.failed());
    }

    @Test
    void theCasKeyPickedByMistakeIsNamedAsSuch() throws IOException {
        Path caKey = Files.writeString(dir.resolve("ca.key"), TestPki.pem("PRIVATE KEY",
                pki.ca().key().getEncoded()));

        CertificateSetCheck check = certificates.check(set(pki.ca().certPem(), client.certPem(), caKey));

        assertEquals(Status.FAILED, check.checks().get(0).status(), () -> text(check));
        assertContains(check.checks().get(0).text(), "is not the public half of this RSA 2048 key, which belongs to"
                + " the certificate 'CN=etcd-ca' instead.");
    }

    @Test
    void aClientCertificateOfAnotherCaNamesBothIssuers() {
        TestPki.Issued stranger = pki.otherCa().issue(Spec.client("stranger"));

        CertificateSetCheck check = certificates.check(set(pki.ca().certPem(), stranger.certPem(),
                stranger.keyFile(KeyFormat.PKCS1_PEM)));

        assertEquals(List.of(Status.PASSED, Status.FAILED, Status.PASSED), statuses(check), () -> text(check));
        CertificateCheck signed = check.checks().get(1);
        assertEquals("The client certificate 'CN=stranger' in " + stranger.certPem() + " is not signed by the CA in "
                + pki.ca().certPem() + ": it was issued by 'CN=other-ca', but that file holds 'CN=etcd-ca'.",
                signed.text());
        assertContains(signed.fix(), "issued by the cluster's CA", "--trusted-ca-file");
    }

    @Test
    void expiredAndExpiringCertificatesAreFlaggedWithTheirFix() {
        Instant now = Instant.now();
        TestPki.Issued expired = pki.ca().issue(Spec.client("expired-client")
                .validity(now.minus(Duration.ofDays(400)), now.minus(Duration.ofDays(3))));
        TestPki.Issued expiring = pki.ca().issue(Spec.client("expiring-client")
                .validity(now.minus(Duration.ofDays(300)), now.plus(Duration.ofDays(10).plusHours(1))));

        CertificateSetCheck old = certificates.check(set(pki.ca().certPem(), expired.certPem(),
                expired.keyFile(KeyFormat.PKCS8_PEM)));
        CertificateSetCheck soon = certificates.check(set(pki.ca().certPem(), expiring.certPem(),
                expiring.keyFile(KeyFormat.PKCS8_PEM)));

        CertificateCheck oldDate = old.checks().get(old.checks().size() - 1);
        assertEquals(Status.FAILED, oldDate.status(), () -> text(old));
        assertContains(oldDate.text(), "The client certificate 'CN=expired-client' in " + expired.certPem()
                + ": expired on ", "(3 days ago).");
        assertContains(oldDate.fix(), "kubeadm certs renew etcd-healthcheck-client");
        CertificateCheck soonDate = soon.checks().get(soon.checks().size() - 1);
        assertEquals(Status.WARNING, soonDate.status(), () -> text(soon));
        assertContains(soonDate.text(), "'CN=expiring-client'", ": expires in 10 days, on ");
    }

    @Test
    void theCaItselfIsCheckedForExpiry() {
        // The test CA is valid for ten years: look from a day that is 20 days before its end.
        Instant late = pki.ca().certificate().getNotAfter().toInstant().minus(Duration.ofDays(20));
        ProfileCertificates later = new ProfileCertificates(new CertificateInspector(Clock.fixed(late,
                ZoneOffset.UTC)), Duration.ofSeconds(1));

        CertificateSetCheck check = later.check(set(pki.ca().certPem(), null, null));

        assertEquals(1, check.checks().size(), () -> text(check));
        assertEquals(Status.WARNING, check.checks().get(0).status());
        assertContains(check.checks().get(0).text(), "The CA certificate 'CN=etcd-ca' in " + pki.ca().certPem()
                + ": expires in 20 days, on ");
        assertContains(check.checks().get(0).fix(), "CA's renewal");
    }

    @Test
    void aServerThatDoesNotAnswerIsSkippedAndSaysSo() throws IOException {
        String closed = "https://127.0.0.1:" + freePort();

        CertificateSetCheck check = certificates.check(set(pki.ca().certPem(), client.certPem(),
                client.keyFile(KeyFormat.PKCS1_PEM), closed));

        assertEquals(List.of(Status.PASSED, Status.PASSED, Status.SKIPPED, Status.PASSED), statuses(check),
                () -> text(check));
        assertContains(check.checks().get(2).text(), closed.substring("https://".length())
                + " is not reachable from here (", "so its server certificate was not checked.");
        assertFalse(check.failed(), "an unreachable server is not the files' fault");
    }

    @Test
    void aServerCertificateOfAnotherCaOrForAnotherNameFails() {
        CertificateSetCheck wrongCa = certificates.check(set(pki.otherCa().certPem(), null, null, etcd.endpoint()));
        CertificateSetCheck wrongName = certificates.check(new CertificateSet(pki.ca().certPem(), null, null, null,
                List.of(etcd.endpoint()), "etcd.example", null, false));

        assertEquals(Status.FAILED, wrongCa.checks().get(0).status(), () -> text(wrongCa));
        assertContains(wrongCa.checks().get(0).text(), "The server certificate of " + etcd.hostPort()
                + " is not signed by the CA in " + pki.otherCa().certPem() + ": it was issued by 'CN=etcd-ca'");
        assertEquals(Status.FAILED, wrongName.checks().get(1).status(), () -> text(wrongName));
        assertContains(wrongName.checks().get(1).text(), "does not cover the server name override 'etcd.example'");
    }

    @Test
    void aPkcs12BundleAloneBringsItsOwnCa() {
        TestPki.Issued ec = pki.ca().issue(Spec.client("ec-client").algorithm(KeyAlgorithm.EC));
        Path bundle = ec.keyFile(KeyFormat.PKCS12);

        CertificateSetCheck check = certificates.check(new CertificateSet(null, null, bundle, TestPki.PASSWORD,
                List.of(etcd.endpoint()), null, null, false));

        assertEquals(List.of(Status.PASSED, Status.PASSED, Status.PASSED, Status.PASSED, Status.PASSED),
                statuses(check), () -> text(check));
        assertContains(text(check), "The client key and certificate 'CN=ec-client' in " + bundle
                + " belong together.", "is signed by the CA 'CN=etcd-ca' in " + bundle);
    }

    @Test
    void derFilesAndAnEcKeyWork() {
        TestPki.Issued ec = pki.ca().issue(Spec.client("ec-der").algorithm(KeyAlgorithm.EC));

        CertificateSetCheck check = certificates.check(set(pki.ca().certDer(), ec.certDer(),
                ec.keyFile(KeyFormat.SEC1_DER)));

        assertEquals(List.of(Status.PASSED, Status.PASSED, Status.PASSED), statuses(check), () -> text(check));
    }

    @Test
    void filesThatCannotBeReadSayWhyAndWhatToDo() {
        CertificateSetCheck missing = certificates.check(set(pki.ca().certPem(), client.certPem(),
                dir.resolve("nowhere.key")));
        CertificateSetCheck locked = certificates.check(set(pki.ca().certPem(), client.certPem(),
                client.keyFile(KeyFormat.ENCRYPTED_PKCS8_PEM)));

        assertEquals(Status.FAILED, missing.checks().get(0).status());
        assertContains(missing.checks().get(0).text(), "nowhere.key does not exist.");
        assertEquals(Status.FAILED, locked.checks().get(0).status(), () -> text(locked));
        assertContains(locked.checks().get(0).text() + locked.checks().get(0).fix(), "password");
    }

    @Test
    void filesOnTheSshHostAreLeftToTestConnection() {
        CertificateSetCheck check = certificates.check(new CertificateSet(Path.of("/etc/kubernetes/pki/etcd/ca.crt"),
                null, null, null, List.of("https://127.0.0.1:2379"), null, "node-1", true));

        assertEquals(List.of(Status.SKIPPED), statuses(check));
        assertContains(check.checks().get(0).text(), "paths on the SSH host node-1");
    }

    private static CertificateSet set(Path ca, Path cert, Path key, String... endpoints) {
        return CertificateSet.direct(ca, cert, key, null, List.of(endpoints), null);
    }

    private static List<Status> statuses(CertificateSetCheck check) {
        return check.checks().stream().map(CertificateCheck::status).toList();
    }

    private static String text(CertificateSetCheck check) {
        return check.checks().stream().map(c -> c.status() + " " + c.text() + (c.fix() == null ? "" : " / " + c.fix()))
                .collect(Collectors.joining("\n"));
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
