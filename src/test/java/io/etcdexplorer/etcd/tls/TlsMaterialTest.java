package io.etcdexplorer.etcd.tls;

import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.SecretRequiredException;
import io.etcdexplorer.testsupport.TestPki;
import io.etcdexplorer.testsupport.TestPki.KeyAlgorithm;
import io.etcdexplorer.testsupport.TestPki.KeyFormat;
import io.etcdexplorer.testsupport.TestPki.Spec;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static io.etcdexplorer.etcd.tls.TlsClients.assertContains;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TlsMaterialTest {

    @TempDir
    static Path dir;
    static TestPki pki;
    static TestPki.Issued rsa;
    static TestPki.Issued ec;
    static TestPki.Issued ed;

    @BeforeAll
    static void issue() {
        pki = TestPki.create(dir);
        rsa = pki.ca().issue(Spec.client("rsa"));
        ec = pki.ca().issue(Spec.client("ec").algorithm(KeyAlgorithm.EC));
        ed = pki.ca().issue(Spec.client("ed").algorithm(KeyAlgorithm.ED25519));
    }

    @Test
    void ecKeysStayJdkEcKeysWhenBouncyCastleIsAJvmProvider() {
        // Libraries may register BouncyCastle (MINA SSHD does by default); the JDK's TLS offers "EC" keys only.
        boolean added = java.security.Security.addProvider(new org.bouncycastle.jce.provider.BouncyCastleProvider())
                != -1;
        try {
            for (KeyFormat format : List.of(KeyFormat.SEC1_PEM, KeyFormat.PKCS8_PEM, KeyFormat.ENCRYPTED_PKCS8_PEM)) {
                assertEquals("EC", TlsMaterial.readPrivateKey(ec.keyFile(format), TestPki.PASSWORD).getAlgorithm(),
                        format.toString());
            }
        } finally {
            if (added) {
                java.security.Security.removeProvider("BC");
            }
        }
    }

    @ParameterizedTest
    @EnumSource(KeyFormat.class)
    void everyKeyFormatLoadsAndMatchesItsCertificate(KeyFormat format) {
        for (TestPki.Issued client : List.of(rsa, ec, ed)) {
            KeyAlgorithm algorithm = client == rsa ? KeyAlgorithm.RSA : client == ec ? KeyAlgorithm.EC
                    : KeyAlgorithm.ED25519;
            if (!format.fits(algorithm)) {
                continue;
            }
            TlsMaterial material = TlsMaterial.load(settings().caCert(pki.ca().certPem()).cert(client.certDer())
                    .key(client.keyFile(format)).keyPassword(TestPki.PASSWORD).build());

            assertEquals(client.certificate(), material.clientCertificate(), format + " " + algorithm);
            assertTrue(KeyTypes.matches(material.clientKey(), client.certificate().getPublicKey()));
            assertEquals(List.of(pki.ca().certificate()), material.trustedCas());
        }
    }

    @Test
    void pkcs12AloneCarriesChainAndCa() {
        TlsMaterial material = TlsMaterial.load(settings().key(rsa.keyFile(KeyFormat.PKCS12))
                .keyPassword(TestPki.PASSWORD).build());

        assertEquals(List.of(rsa.certificate(), pki.ca().certificate()), material.clientChain());
        assertEquals(List.of(pki.ca().certificate()), material.trustedCas());
    }

    @Test
    void combinedPemInTheKeyFieldIsEnough() throws IOException {
        Path combined = dir.resolve("combined.pem");
        Files.writeString(combined, Files.readString(rsa.certPem()) + Files.readString(rsa.keyFile(KeyFormat
                .PKCS1_PEM)));

        assertEquals(rsa.certificate(), TlsMaterial.load(settings().key(combined).build()).clientCertificate());
    }

    @Test
    void caBundleWithSeveralCertificatesTrustsAll() throws IOException {
        Path bundle = dir.resolve("bundle.crt");
        Files.writeString(bundle, Files.readString(pki.ca().certPem()) + Files.readString(pki.otherCa().certPem()));

        assertEquals(2, TlsMaterial.load(settings().caCert(bundle).build()).trustedCas().size());
    }

    @Test
    void missingFileIsNamed() {
        Path missing = dir.resolve("nope.crt");

        EtcdAccessException e = fails(settings().caCert(missing));

        assertEquals("The CA file " + missing + " does not exist.", e.getMessage());
    }

    @Test
    void folderIsNamed() {
        assertEquals("The client certificate file " + dir + " is a folder, not a file.",
                fails(settings().cert(dir).key(rsa.keyFile(KeyFormat.PKCS8_PEM))).getMessage());
    }

    @Test
    void textThatIsNoCertificateIsNamed() throws IOException {
        Path notes = Files.writeString(dir.resolve("notes.txt"), "hello, not a certificate\n");

        assertEquals("The CA file " + notes + " holds no certificate.", fails(settings().caCert(notes)).getMessage());
    }

    @Test
    void keyChosenAsCaIsNamed() {
        Path key = rsa.keyFile(KeyFormat.PKCS8_PEM);

        EtcdAccessException e = fails(settings().caCert(key));

        assertEquals("The CA file " + key + " holds a private key, not a certificate.", e.getMessage());
    }

    @Test
    void certificateChosenAsKeyIsNamed() {
        EtcdAccessException e = fails(settings().cert(rsa.certPem()).key(pki.ca().certPem()));

        assertEquals("The client key file " + pki.ca().certPem() + " holds a certificate, not a private key.",
                e.getMessage());
    }

    @Test
    void damagedFileIsNamed() throws IOException {
        Path damaged = Files.write(dir.resolve("damaged.der"), new byte[] {0x30, 0x03, 0x02, 0x01});

        assertContains(fails(settings().caCert(damaged)).getMessage(), "The CA file " + damaged);
    }

    @ParameterizedTest
    @EnumSource(value = KeyFormat.class, names = {"ENCRYPTED_PKCS8_PEM", "LEGACY_ENCRYPTED_PEM",
            "ENCRYPTED_PKCS8_DER", "PKCS12"})
    void encryptedKeyWithoutPasswordAsksForIt(KeyFormat format) {
        EtcdAccessException e = fails(settings().cert(rsa.certPem()).key(rsa.keyFile(format)));

        assertEquals("The client key file " + rsa.keyFile(format) + " is encrypted: enter its password.",
                e.getMessage());
        assertEquals(SecretRequiredException.Kind.KEY_PASSWORD, assertInstanceOf(SecretRequiredException.class, e)
                .kind());
    }

    @ParameterizedTest
    @EnumSource(value = KeyFormat.class, names = {"ENCRYPTED_PKCS8_PEM", "LEGACY_ENCRYPTED_PEM",
            "ENCRYPTED_PKCS8_DER", "PKCS12"})
    void wrongPasswordIsNamed(KeyFormat format) {
        EtcdAccessException e = fails(settings().cert(rsa.certPem()).key(rsa.keyFile(format)).keyPassword("wrong"));

        assertEquals("The password for key file " + rsa.keyFile(format) + " is wrong.", e.getMessage());
        assertInstanceOf(SecretRequiredException.class, e);
    }

    @Test
    void certificateWithoutKeyIsNamed() {
        EtcdAccessException e = fails(settings().cert(rsa.certPem()));

        assertEquals("The client certificate " + rsa.certPem() + " has no private key.", e.getMessage());
        assertContains(e.hint(), "--key");
    }

    @Test
    void keyWithoutCertificateIsNamed() {
        Path key = rsa.keyFile(KeyFormat.PKCS1_PEM);

        EtcdAccessException e = fails(settings().key(key));

        assertEquals("The client key " + key + " has no certificate.", e.getMessage());
        assertContains(e.hint(), "--cert");
    }

    @Test
    void keyOfAnotherCertificateIsNamed() {
        Path key = ec.keyFile(KeyFormat.PKCS8_PEM);

        EtcdAccessException e = fails(settings().cert(rsa.certPem()).key(key));

        assertEquals("The private key in " + key + " does not belong to the certificate in " + rsa.certPem()
                + " (its public key differs): use the key file issued with that certificate.", e.getMessage());
    }

    @Test
    void insecureSkipVerifyLoadsNoCa() {
        TlsMaterial material = TlsMaterial.load(settings().caCert(pki.ca().certPem()).insecureSkipTlsVerify(true)
                .build());

        assertTrue(material.trustedCas().isEmpty());
        assertFalse(material.hasClientCertificate());
    }

    @Test
    void readPrivateKeyTakesAnyFormat() {
        assertEquals("EC P-256", KeyTypes.describe(TlsMaterial.readPrivateKey(ec.keyFile(KeyFormat.SEC1_DER), null)));
        assertEquals("Ed25519", KeyTypes.describe(TlsMaterial.readPrivateKey(ed.keyFile(KeyFormat.PKCS12),
                TestPki.PASSWORD)));
    }

    private static ConnectionSettings.Builder settings() {
        return ConnectionSettings.builder(List.of("https://127.0.0.1:2379"));
    }

    private static EtcdAccessException fails(ConnectionSettings.Builder settings) {
        return assertThrows(EtcdAccessException.class, () -> TlsMaterial.load(settings.build()));
    }
}
