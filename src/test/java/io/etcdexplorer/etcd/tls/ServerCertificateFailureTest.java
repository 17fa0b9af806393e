package io.etcdexplorer.etcd.tls;

import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdAccessException;
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

import static io.etcdexplorer.etcd.tls.TlsClients.assertContains;
import static io.etcdexplorer.etcd.tls.TlsClients.failure;
import static io.etcdexplorer.etcd.tls.TlsClients.read;
import static io.etcdexplorer.etcd.tls.TlsClients.settings;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Server certificates that fail verification: one etcd whose certificate expired (etcd 3.4 serves it anyway) and
 * one whose certificate names only {@code etcd.example}. Two etcds, since each serves one certificate.
 */
class ServerCertificateFailureTest {

    @TempDir
    static Path dir;
    static TestPki pki;
    static TestPki.Issued client;
    static TlsEtcd expired;
    static TlsEtcd named;

    @BeforeAll
    static void startEtcds() throws Exception {
        pki = TestPki.create(dir.resolve("pki"));
        client = pki.ca().issue(Spec.client("client"));
        Instant now = Instant.now();
        TestPki.Issued old = pki.ca().issue(Spec.server("expired-server", "127.0.0.1", "localhost")
                .validity(now.minus(Duration.ofDays(400)), now.minus(Duration.ofDays(3))));
        TestPki.Issued onlyName = pki.ca().issue(Spec.server("named-server", "etcd.example"));
        expired = TlsEtcd.start(dir, TestPki.etcdServerFlags(old, pki.ca()));
        named = TlsEtcd.start(dir, TestPki.etcdServerFlags(onlyName, pki.ca()));
        TlsClients.seed(to(named).serverName("etcd.example").build());
    }

    @AfterAll
    static void stopEtcds() {
        List.of(expired, named).forEach(TlsEtcd::close);
    }

    @Test
    void expiredServerCertificateGivesItsDate() {
        EtcdAccessException e = failure(to(expired).build());

        assertContains(e.getMessage(), "The server certificate of " + expired.hostPort() + " expired on ",
                " UTC (3 days ago).");
        assertContains(e.hint(), "kubeadm certs renew etcd-server", "clock");
    }

    @Test
    void hostNotInTheCertificateListsItsNames() {
        EtcdAccessException e = failure(to(named).build());

        assertEquals("The server certificate of " + named.hostPort() + " does not cover '127.0.0.1': it is valid for"
                + " DNS:etcd.example only.", e.getMessage());
        assertContains(e.hint(), "server name override", "etcd.example");
    }

    @Test
    void serverNameOverrideMakesTheSameCertificateWork() {
        assertEquals(TlsClients.VALUE, read(to(named).serverName("etcd.example").build()));
    }

    @Test
    void wrongServerNameOverrideIsNamedAsSuch() {
        EtcdAccessException e = failure(to(named).serverName("etcd.internal").build());

        assertEquals("The server certificate of " + named.hostPort() + " does not cover the server name override"
                + " 'etcd.internal': it is valid for DNS:etcd.example only.", e.getMessage());
    }

    @Test
    void insecureSkipVerifyAcceptsBoth() {
        assertEquals(TlsClients.VALUE, read(to(named).caCert(null).insecureSkipTlsVerify(true).build()));
    }

    @Test
    void checkServerChainExplainsAProbedCertificate() throws Exception {
        ServerCertificateProbe.Result probed = ServerCertificateProbe.probe("127.0.0.1", expired.port(), null,
                ServerCertificateProbe.DEFAULT_TIMEOUT);

        EtcdAccessException e = TlsDiagnosis.checkServerChain(probed.chain(), to(expired).build()).orElseThrow();

        assertContains(e.getMessage(), "expired on");
    }

    private static ConnectionSettings.Builder to(TlsEtcd etcd) {
        return settings(etcd.endpoint()).caCert(pki.ca().certPem()).cert(client.certPem())
                .key(client.keyFile(KeyFormat.PKCS1_PEM));
    }
}
