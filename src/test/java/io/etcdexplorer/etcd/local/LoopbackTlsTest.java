package io.etcdexplorer.etcd.local;

import io.etcdexplorer.etcd.tls.TlsMaterial;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.cert.X509Certificate;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The throwaway PKI of a private etcd: made fast, kept owner-only, and each certificate fit for its job. */
class LoopbackTlsTest {

    @TempDir
    Path dir;

    @Test
    void makesACaAServerAndAClientCertificateWellUnderASecond() throws Exception {
        // The first use in a JVM loads BouncyCastle, whose signed jars the JVM verifies once (0.3 s idle, seconds on
        // a loaded machine); a TLS connection pays that anyway when it reads the certificates, so it is not timed.
        LoopbackTls other = LoopbackTls.create(Files.createDirectory(dir.resolve("warm-up")));
        long start = System.nanoTime();
        LoopbackTls tls = LoopbackTls.create(dir);
        long millis = (System.nanoTime() - start) / 1_000_000;
        // Opening a snapshot waits for this: a user must not feel it (RSA keys would take seconds on 2 cores).
        assertTrue(millis < 1_000, "made in " + millis + " ms");

        for (Path file : List.of(tls.caCert(), tls.serverCert(), tls.serverKey(), tls.clientCert(), tls.clientKey())) {
            assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)),
                    file.getFileName() + " is the owner's only");
        }
        X509Certificate ca = TlsMaterial.readCertificates(tls.caCert(), null).get(0);
        X509Certificate server = TlsMaterial.readCertificates(tls.serverCert(), null).get(0);
        X509Certificate client = TlsMaterial.readCertificates(tls.clientCert(), null).get(0);
        server.verify(ca.getPublicKey());
        client.verify(ca.getPublicKey());
        assertEquals("EC", TlsMaterial.readPrivateKey(tls.clientKey(), null).getAlgorithm());
        assertTrue(server.getSubjectAlternativeNames().stream().anyMatch(n -> n.get(1).equals("127.0.0.1")),
                "the server certificate names 127.0.0.1: " + server.getSubjectAlternativeNames());
        assertTrue(server.getExtendedKeyUsage().contains("1.3.6.1.5.5.7.3.1"), "server auth");
        assertEquals(List.of("1.3.6.1.5.5.7.3.2"), client.getExtendedKeyUsage(), "client auth only");
        assertEquals(-1, client.getBasicConstraints(), "the client certificate is no CA");

        X509Certificate otherCa = TlsMaterial.readCertificates(other.caCert(), null).get(0);
        assertTrue(!otherCa.getPublicKey().equals(ca.getPublicKey()), "each etcd gets a CA of its own");
    }
}
