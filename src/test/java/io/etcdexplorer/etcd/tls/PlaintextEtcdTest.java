package io.etcdexplorer.etcd.tls;

import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.testsupport.EtcdExtension;
import io.etcdexplorer.testsupport.TestPki;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static io.etcdexplorer.etcd.tls.TlsClients.assertContains;
import static io.etcdexplorer.etcd.tls.TlsClients.failure;
import static io.etcdexplorer.etcd.tls.TlsClients.settings;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** https:// (or CA and keys given) against an etcd that serves plain http. */
class PlaintextEtcdTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    @TempDir
    static Path dir;

    @Test
    void httpsToAPlaintextPortSaysItDoesNotSpeakTls() {
        String hostPort = etcd.endpoint().substring("http://".length());

        EtcdAccessException e = failure(settings("https://" + hostPort).build());

        assertEquals("The server at " + hostPort + " does not speak TLS, but the endpoint uses https://.",
                e.getMessage());
        assertContains(e.hint(), "http://" + hostPort);
    }

    @Test
    void caFileWithABareHostPortMeansHttpsLikeEtcdctl() {
        String hostPort = etcd.endpoint().substring("http://".length());
        TestPki pki = TestPki.create(dir);

        EtcdAccessException e = failure(settings(hostPort).caCert(pki.ca().certPem()).build());

        assertContains(e.getMessage(), "does not speak TLS");
    }

    @Test
    void probeOfAPlaintextPortFails() {
        int port = Integer.parseInt(etcd.endpoint().replaceAll(".*:", ""));

        assertThrows(java.io.IOException.class, () -> ServerCertificateProbe.probe("127.0.0.1", port, null,
                ServerCertificateProbe.DEFAULT_TIMEOUT));
    }
}
