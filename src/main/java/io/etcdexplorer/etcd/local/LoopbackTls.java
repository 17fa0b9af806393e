package io.etcdexplorer.etcd.local;

import io.etcdexplorer.files.SafeFiles;
import org.bouncycastle.asn1.x500.X500Name;
import org.bouncycastle.asn1.x509.BasicConstraints;
import org.bouncycastle.asn1.x509.ExtendedKeyUsage;
import org.bouncycastle.asn1.x509.Extension;
import org.bouncycastle.asn1.x509.GeneralName;
import org.bouncycastle.asn1.x509.GeneralNames;
import org.bouncycastle.asn1.x509.KeyPurposeId;
import org.bouncycastle.asn1.x509.KeyUsage;
import org.bouncycastle.cert.X509v3CertificateBuilder;
import org.bouncycastle.cert.jcajce.JcaX509v3CertificateBuilder;
import org.bouncycastle.operator.OperatorCreationException;
import org.bouncycastle.operator.jcajce.JcaContentSignerBuilder;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.SecureRandom;
import java.security.spec.ECGenParameterSpec;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.Date;
import java.util.List;

/**
 * A throwaway PKI for one private etcd on loopback: a CA made for it alone, a server certificate for
 * {@code 127.0.0.1} and {@code localhost}, and a client certificate, written owner-only into the etcd's own folder.
 * etcd started with {@link #etcdFlags()} serves only TLS clients that show the client certificate, on its client
 * port and on its peer port (which serves etcd's gRPC API too): another local user cannot read what it holds.
 * The CA's key is never written: nothing can be issued for it once this returns. EC P-256 keys, so making all of
 * it takes milliseconds, not the seconds of RSA.
 *
 * @param caCert     the CA certificate (PEM): the server's and the client's trust
 * @param serverCert the server certificate (PEM), for client and peer listeners
 * @param serverKey  its key (PKCS#8 PEM)
 * @param clientCert the client certificate (PEM) the app connects with
 * @param clientKey  its key (PKCS#8 PEM)
 */
public record LoopbackTls(Path caCert, Path serverCert, Path serverKey, Path clientCert, Path clientKey) {

    private static final Duration VALIDITY = Duration.ofDays(365);
    /** Tolerates a clock that steps back a little while the copy is open. */
    private static final Duration BACKDATE = Duration.ofHours(1);
    private static final String SIGNATURE = "SHA256withECDSA";
    private static final SecureRandom RANDOM = new SecureRandom();

    /** Makes the CA and both certificates and writes them into {@code dir} (which must exist), owner-only. */
    public static LoopbackTls create(Path dir) throws IOException {
        try {
            KeyPair ca = generate();
            X500Name caName = new X500Name("CN=etcd-explorer throwaway CA");
            Instant now = Instant.now();
            byte[] caDer = sign(caName, caName, ca, ca.getPrivate(), now, null);
            KeyPair server = generate();
            byte[] serverDer = sign(new X500Name("CN=127.0.0.1"), caName, server, ca.getPrivate(), now,
                    Usage.SERVER);
            KeyPair client = generate();
            byte[] clientDer = sign(new X500Name("CN=etcd-explorer"), caName, client, ca.getPrivate(), now,
                    Usage.CLIENT);
            LoopbackTls tls = new LoopbackTls(dir.resolve("ca.crt"), dir.resolve("server.crt"),
                    dir.resolve("server.key"), dir.resolve("client.crt"), dir.resolve("client.key"));
            write(tls.caCert, pem("CERTIFICATE", caDer));
            write(tls.serverCert, pem("CERTIFICATE", serverDer));
            write(tls.serverKey, pem("PRIVATE KEY", server.getPrivate().getEncoded()));
            write(tls.clientCert, pem("CERTIFICATE", clientDer));
            write(tls.clientKey, pem("PRIVATE KEY", client.getPrivate().getEncoded()));
            return tls;
        } catch (GeneralSecurityException | OperatorCreationException e) {
            throw new IOException("cannot make the certificates that guard the private etcd: " + e.getMessage(), e);
        }
    }

    /**
     * etcd's flags: client certificates from this CA required on the client and on the peer listener. Use with
     * {@code clientScheme("https")} and {@code peerScheme("https")}.
     */
    public List<String> etcdFlags() {
        return List.of(
                "--client-cert-auth", "--trusted-ca-file", caCert.toString(),
                "--cert-file", serverCert.toString(), "--key-file", serverKey.toString(),
                "--peer-client-cert-auth", "--peer-trusted-ca-file", caCert.toString(),
                "--peer-cert-file", serverCert.toString(), "--peer-key-file", serverKey.toString());
    }

    private enum Usage { SERVER, CLIENT }

    private static KeyPair generate() throws GeneralSecurityException {
        KeyPairGenerator generator = KeyPairGenerator.getInstance("EC");
        generator.initialize(new ECGenParameterSpec("secp256r1"), RANDOM);
        return generator.generateKeyPair();
    }

    /** A certificate for {@code keys}; {@code usage} null makes the self-signed CA. */
    private static byte[] sign(X500Name subject, X500Name issuer, KeyPair keys, PrivateKey issuerKey, Instant now,
                               Usage usage) throws IOException, OperatorCreationException {
        X509v3CertificateBuilder builder = new JcaX509v3CertificateBuilder(issuer, new BigInteger(63, RANDOM),
                Date.from(now.minus(BACKDATE)), Date.from(now.plus(VALIDITY)), subject, keys.getPublic());
        boolean ca = usage == null;
        builder.addExtension(Extension.basicConstraints, true, new BasicConstraints(ca));
        builder.addExtension(Extension.keyUsage, true, new KeyUsage(ca
                ? KeyUsage.keyCertSign | KeyUsage.cRLSign | KeyUsage.digitalSignature
                : KeyUsage.digitalSignature | KeyUsage.keyEncipherment));
        if (usage == Usage.SERVER) {
            // The peer listener uses it too, and a peer certificate also acts as a client of the other members.
            builder.addExtension(Extension.extendedKeyUsage, false, new ExtendedKeyUsage(
                    new KeyPurposeId[] {KeyPurposeId.id_kp_serverAuth, KeyPurposeId.id_kp_clientAuth}));
            builder.addExtension(Extension.subjectAlternativeName, false, new GeneralNames(new GeneralName[] {
                new GeneralName(GeneralName.iPAddress, "127.0.0.1"),
                new GeneralName(GeneralName.dNSName, "localhost")}));
        } else if (usage == Usage.CLIENT) {
            builder.addExtension(Extension.extendedKeyUsage, false,
                    new ExtendedKeyUsage(KeyPurposeId.id_kp_clientAuth));
        }
        return builder.build(new JcaContentSignerBuilder(SIGNATURE).build(issuerKey)).getEncoded();
    }

    private static String pem(String label, byte[] der) {
        String body = Base64.getMimeEncoder(64, "\n".getBytes(StandardCharsets.US_ASCII)).encodeToString(der);
        return "-----BEGIN " + label + "-----\n" + body + "\n-----END " + label + "-----\n";
    }

    private static void write(Path file, String text) throws IOException {
        SafeFiles.createPrivate(file, text.getBytes(StandardCharsets.US_ASCII));
    }
}
