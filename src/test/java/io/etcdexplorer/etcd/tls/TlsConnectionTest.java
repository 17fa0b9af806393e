package io.etcdexplorer.etcd.tls;

import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.testsupport.TestPki;
import io.etcdexplorer.testsupport.TestPki.KeyAlgorithm;
import io.etcdexplorer.testsupport.TestPki.KeyFormat;
import io.etcdexplorer.testsupport.TestPki.Spec;
import io.etcdexplorer.testsupport.TlsEtcd;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;

import static io.etcdexplorer.etcd.tls.TlsClients.failure;
import static io.etcdexplorer.etcd.tls.TlsClients.read;
import static io.etcdexplorer.etcd.tls.TlsClients.settings;
import static io.etcdexplorer.etcd.tls.TlsClients.assertContains;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/** A real etcd with {@code --client-cert-auth}, as kubeadm and minikube run it: every key format, every refusal. */
class TlsConnectionTest {

    @TempDir
    static Path dir;
    static TestPki pki;
    static TlsEtcd etcd;
    static TestPki.Issued rsaClient;
    static TestPki.Issued ecClient;

    @BeforeAll
    static void startEtcd() throws Exception {
        pki = TestPki.create(dir.resolve("pki"));
        TestPki.Issued server = pki.ca().issue(Spec.server("etcd-server", "127.0.0.1", "localhost"));
        rsaClient = pki.ca().issue(Spec.client("rsa-client"));
        ecClient = pki.ca().issue(Spec.client("ec-client").algorithm(KeyAlgorithm.EC));
        etcd = TlsEtcd.start(dir, TestPki.etcdServerFlags(server, pki.ca()));
        TlsClients.seed(good(rsaClient, KeyFormat.PKCS1_PEM).build());
    }

    @AfterAll
    static void stopEtcd() {
        if (etcd != null) {
            etcd.close();
        }
    }

    @ParameterizedTest
    @EnumSource(KeyFormat.class)
    void readsWithAClientKeyInEveryFormat(KeyFormat format) {
        TestPki.Issued client = format.fits(KeyAlgorithm.RSA) ? rsaClient : ecClient;

        assertEquals(TlsClients.VALUE, read(good(client, format).build()));
    }

    @Test
    void readsWithAnEcKeyAsPkcs8AndDerCertificates() {
        ConnectionSettings settings = settings(etcd.endpoint()).caCert(pki.ca().certDer()).cert(ecClient.certDer())
                .key(ecClient.keyFile(KeyFormat.PKCS8_DER)).build();

        assertEquals(TlsClients.VALUE, read(settings));
    }

    @Test
    void readsWithAnEd25519ClientKey() {
        TestPki.Issued ed = pki.ca().issue(Spec.client("ed-client").algorithm(KeyAlgorithm.ED25519));

        assertEquals(TlsClients.VALUE, read(good(ed, KeyFormat.PKCS8_PEM).build()));
    }

    @Test
    void readsWithABareHostPortAsEtcdctlDoes() {
        ConnectionSettings bare = settings(etcd.hostPort()).caCert(pki.ca().certPem()).cert(rsaClient.certPem())
                .key(rsaClient.keyFile(KeyFormat.PKCS1_PEM)).build();

        assertEquals(TlsClients.VALUE, read(bare));
    }

    @Test
    void wrongCaNamesBothIssuers() {
        EtcdAccessException e = failure(good(rsaClient, KeyFormat.PKCS8_PEM).caCert(pki.otherCa().certPem()).build());

        assertContains(e.getMessage(), "The server certificate of " + etcd.hostPort() + " is not signed by the CA in "
                + pki.otherCa().certPem(), "it was issued by 'CN=etcd-ca', but that file holds 'CN=other-ca'");
        assertContains(e.hint(), "/etc/kubernetes/pki/etcd/ca.crt");
    }

    @Test
    void noClientCertificateSaysTheServerRequiresOne() {
        EtcdAccessException e = failure(settings(etcd.endpoint()).caCert(pki.ca().certPem()).build());

        assertEquals("The server at " + etcd.hostPort() + " requires a client certificate (etcd runs with"
                + " --client-cert-auth or --trusted-ca-file), but none was given.", e.getMessage());
        assertContains(e.hint(), "--cert and --key", "healthcheck-client.crt");
    }

    @Test
    void clientCertificateFromAnotherCaIsRefusedByName() {
        TestPki.Issued stranger = pki.otherCa().issue(Spec.client("stranger"));

        EtcdAccessException e = failure(good(stranger, KeyFormat.PKCS8_PEM).build());

        assertContains(e.getMessage(), "does not accept the client certificate in " + stranger.certPem(),
                "it was issued by 'CN=other-ca', but the server only accepts certificates issued by 'CN=etcd-ca'");
    }

    @Test
    void expiredClientCertificateIsNamed() {
        Instant now = Instant.now();
        TestPki.Issued old = pki.ca().issue(Spec.client("old-client")
                .validity(now.minus(Duration.ofDays(400)), now.minus(Duration.ofDays(35))));

        EtcdAccessException e = failure(good(old, KeyFormat.PKCS8_PEM).build());

        assertContains(e.getMessage(), "The client certificate in " + old.certPem() + " expired on ",
                "(35 days ago), so the server rejects it.");
        assertContains(e.hint(), "kubeadm certs renew");
    }

    @Test
    void keyOfAnotherCertificateIsNamed() {
        ConnectionSettings settings = good(rsaClient, KeyFormat.PKCS8_PEM).key(ecClient.keyFile(KeyFormat.SEC1_PEM))
                .build();

        EtcdAccessException e = failure(settings);

        assertEquals("The private key in " + ecClient.keyFile(KeyFormat.SEC1_PEM) + " does not belong to the"
                + " certificate in " + rsaClient.certPem() + " (its public key differs): use the key file issued"
                + " with that certificate.", e.getMessage());
    }

    @ParameterizedTest
    @EnumSource(value = KeyFormat.class, names = {"ENCRYPTED_PKCS8_PEM", "LEGACY_ENCRYPTED_PEM", "PKCS12"})
    void wrongKeyPasswordIsNamed(KeyFormat format) {
        ConnectionSettings settings = good(rsaClient, format).keyPassword("not-the-password").build();

        assertEquals("The password for key file " + rsaClient.keyFile(format) + " is wrong.",
                failure(settings).getMessage());
    }

    @Test
    void missingKeyPasswordAsksForIt() {
        ConnectionSettings settings = good(rsaClient, KeyFormat.ENCRYPTED_PKCS8_PEM).keyPassword(null).build();

        assertEquals("The client key file " + rsaClient.keyFile(KeyFormat.ENCRYPTED_PKCS8_PEM)
                + " is encrypted: enter its password.", failure(settings).getMessage());
    }

    @Test
    void plainHttpToTheTlsPortSaysItSpeaksTls() {
        EtcdAccessException e = failure(settings(etcd.plainEndpoint()).build());

        assertEquals("The server at " + etcd.hostPort() + " speaks TLS, but the endpoint uses http://.",
                e.getMessage());
        assertContains(e.hint(), "https://" + etcd.hostPort());
    }

    @Test
    void probeShowsTheServerChainWithoutCredentials() throws Exception {
        ServerCertificateProbe.Result result = ServerCertificateProbe.probe("127.0.0.1", etcd.port(), null,
                ServerCertificateProbe.DEFAULT_TIMEOUT);

        assertEquals("CN=etcd-server", result.chain().get(0).getSubjectX500Principal().getName());
        assertContains(String.join(",", result.acceptedIssuers()), "CN=etcd-ca");
        assertFalse(result.protocol().isEmpty());
    }

    static ConnectionSettings.Builder good(TestPki.Issued client, KeyFormat format) {
        return settings(etcd.endpoint()).caCert(pki.ca().certPem())
                .cert(format == KeyFormat.PKCS12 ? null : client.certPem())
                .key(client.keyFile(format)).keyPassword(TestPki.PASSWORD);
    }
}
