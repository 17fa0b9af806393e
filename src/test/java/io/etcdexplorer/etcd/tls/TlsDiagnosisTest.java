package io.etcdexplorer.etcd.tls;

import io.etcd.jetcd.common.exception.ErrorCode;
import io.etcd.jetcd.common.exception.EtcdException;
import io.etcd.jetcd.common.exception.EtcdExceptionFactory;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.EtcdErrors;
import io.etcdexplorer.testsupport.TestPki;
import io.etcdexplorer.testsupport.TestPki.Spec;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import javax.net.ssl.SSLException;
import javax.net.ssl.SSLHandshakeException;

import static io.etcdexplorer.etcd.tls.TlsClients.assertContains;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What the words say for failures as JSSE, Netty and jetcd report them, and for server chains checked directly. */
class TlsDiagnosisTest {

    private static final String TARGET = "https://10.1.2.3:2379";

    @TempDir
    static Path dir;
    static TestPki pki;
    static Instant now = Instant.now();

    @BeforeAll
    static void createPki() {
        pki = TestPki.create(dir.resolve("pki"));
    }

    @Test
    void certificateRequiredAlertSaysAClientCertificateIsNeeded() {
        EtcdAccessException e = EtcdErrors.translate(jetcd(new SSLHandshakeException(
                "Received fatal alert: certificate_required")), TARGET);

        assertEquals("The server at 10.1.2.3:2379 requires a client certificate (etcd runs with --client-cert-auth"
                + " or --trusted-ca-file), but none was given.", e.getMessage());
    }

    @Test
    void badCertificateAlertSaysTheClientCertificateWasRejected() {
        EtcdAccessException e = EtcdErrors.translate(jetcd(new SSLHandshakeException(
                "Received fatal alert: bad_certificate")), TARGET);

        assertEquals("The server at 10.1.2.3:2379 rejected the client certificate.", e.getMessage());
        assertContains(e.hint(), "--trusted-ca-file");
    }

    @Test
    void explanationFromOurTrustManagerSurvivesAnyWrapping() {
        EtcdAccessException explained = new EtcdAccessException("The words.", "The fix.", null);
        SSLHandshakeException handshake = new SSLHandshakeException("The words.");
        handshake.initCause(new TlsProblem(explained));

        EtcdAccessException e = EtcdErrors.translate(new ExecutionException(jetcd(handshake)), TARGET);

        assertEquals("The words.\nThe fix.", e.describe());
        assertTrue(e.getCause() instanceof EtcdException, "the original failure stays attached for logs");
    }

    @Test
    void unrecognizedRecordMeansThePortDoesNotSpeakTls() {
        EtcdAccessException e = EtcdErrors.translate(jetcd(new SSLException(
                "Unsupported or unrecognized SSL message")), TARGET);

        assertEquals("The server at 10.1.2.3:2379 does not speak TLS, but the endpoint uses https://.",
                e.getMessage());
    }

    @Test
    void failuresWithoutTlsAreLeftToTheGeneralRules() {
        assertTrue(TlsDiagnosis.diagnose(new IllegalStateException("etcdserver: request timed out"), TARGET)
                .isEmpty());
    }

    @Test
    void loaderErrorsPassThroughExplain() {
        EtcdAccessException loader = new EtcdAccessException("The CA file x does not exist.", "Check.", null);

        assertSame(loader, TlsDiagnosis.explain(loader, ConnectionSettings.plain(
                List.of(TARGET))));
    }

    @Test
    void chainFromAnotherCaWithTheSameNameAsksWhetherTheCaWasRegenerated() {
        TestPki other = TestPki.create(dir.resolve("regenerated"));
        X509Certificate leaf = other.ca().issue(Spec.server("etcd-server", "10.1.2.3")).certificate();

        EtcdAccessException e = check(List.of(leaf), "10.1.2.3").orElseThrow();

        assertContains(e.getMessage(), "is not signed by the CA in " + pki.ca().certPem(),
                "a different CA of the same name (another key: was the CA regenerated?)");
    }

    @Test
    void notYetValidServerCertificateBlamesTheClock() {
        X509Certificate leaf = pki.ca().issue(Spec.server("future", "10.1.2.3")
                .validity(now.plus(Duration.ofDays(2)), now.plus(Duration.ofDays(30)))).certificate();

        EtcdAccessException e = check(List.of(leaf), "10.1.2.3").orElseThrow();

        assertContains(e.getMessage(), "The server certificate of 10.1.2.3:2379 is not valid until ");
        assertContains(e.hint(), "clock");
    }

    @Test
    void certificateWithoutNamesSaysSo() {
        X509Certificate leaf = pki.ca().issue(Spec.server("nameless")).certificate();

        assertEquals("The server certificate of 10.1.2.3:2379 does not cover '10.1.2.3': it names no host at all"
                + " (no subject alternative names).", check(List.of(leaf), "10.1.2.3").orElseThrow().getMessage());
    }

    @Test
    void goodChainPasses() {
        X509Certificate leaf = pki.ca().issue(Spec.server("good", "10.1.2.3")).certificate();

        assertTrue(check(List.of(leaf), "10.1.2.3").isEmpty());
    }

    @Test
    void withoutCaFileAPrivateCaIsNotTrustedByThisComputer() throws Exception {
        X509Certificate leaf = pki.ca().issue(Spec.server("private", "10.1.2.3")).certificate();
        ServerTrust trust = new ServerTrust(new ServerChecks(List.of(), null, null),
                Endpoints.parse(List.of(TARGET)));

        TlsProblem problem = assertThrows(TlsProblem.class, () -> trust.checkServerTrusted(
                new X509Certificate[] {leaf}, "RSA"));

        assertEquals("The server certificate of 10.1.2.3:2379 was issued by 'CN=etcd-ca', which this computer does"
                + " not trust.", problem.getMessage());
        assertContains(problem.explanation().hint(), "--cacert");
    }

    private static Optional<EtcdAccessException> check(List<X509Certificate> chain, String host) {
        ServerChecks checks = new ServerChecks(List.of(pki.ca().certificate()), pki.ca().certPem().toString(), null);
        return checks.check(chain, host + ":2379", host, now);
    }

    /** How jetcd hands a handshake failure over: its own exception around the JSSE one. */
    private static RuntimeException jetcd(Throwable cause) {
        return EtcdExceptionFactory.newEtcdException(ErrorCode.UNAVAILABLE, "io exception", cause);
    }
}
