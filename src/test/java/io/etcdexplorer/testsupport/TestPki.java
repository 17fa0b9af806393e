package io.etcdexplorer.testsupport;

import org.bouncycastle.asn1.x500.X500Name;
import org.bouncycastle.asn1.x509.BasicConstraints;
import org.bouncycastle.asn1.x509.ExtendedKeyUsage;
import org.bouncycastle.asn1.x509.Extension;
import org.bouncycastle.asn1.x509.GeneralName;
import org.bouncycastle.asn1.x509.GeneralNames;
import org.bouncycastle.asn1.x509.KeyPurposeId;
import org.bouncycastle.asn1.x509.KeyUsage;
import org.bouncycastle.cert.X509v3CertificateBuilder;
import org.bouncycastle.cert.jcajce.JcaX509CertificateConverter;
import org.bouncycastle.cert.jcajce.JcaX509ExtensionUtils;
import org.bouncycastle.cert.jcajce.JcaX509v3CertificateBuilder;
import org.bouncycastle.jce.provider.BouncyCastleProvider;
import org.bouncycastle.operator.OperatorCreationException;
import org.bouncycastle.operator.jcajce.JcaContentSignerBuilder;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.PublicKey;
import java.security.cert.X509Certificate;
import java.security.spec.ECGenParameterSpec;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A throw-away PKI generated at test run time: a cluster CA, an unrelated second CA, and certificates issued on
 * demand, written as files in every format users meet (see {@link KeyFormat}).
 *
 * <pre>{@code
 * TestPki pki = TestPki.create(tempDir);
 * TestPki.Issued server = pki.ca().issue(TestPki.Spec.server("etcd-server", "127.0.0.1", "localhost"));
 * TestPki.Issued client = pki.ca().issue(TestPki.Spec.client("etcd-client"));
 * List<String> flags = TestPki.etcdServerFlags(server, pki.ca());
 * }</pre>
 */
public final class TestPki {

    /** The password of every encrypted key and PKCS#12 bundle written here. */
    public static final String PASSWORD = "test-secret";

    /** Stateless once built; the JDK lacks the ciphers OpenSSL uses to encrypt keys. */
    private static final Provider BC = new BouncyCastleProvider();

    private final Path dir;
    private final AtomicLong serials = new AtomicLong(System.currentTimeMillis());
    private final Authority ca;
    private final Authority otherCa;

    private TestPki(Path dir) {
        this.dir = dir;
        this.ca = authority("etcd-ca");
        this.otherCa = authority("other-ca");
    }

    /** A cluster CA ({@code CN=etcd-ca}) and an unrelated one ({@code CN=other-ca}), written into {@code dir}. */
    public static TestPki create(Path dir) {
        return new TestPki(dir);
    }

    public Path dir() {
        return dir;
    }

    public Authority ca() {
        return ca;
    }

    public Authority otherCa() {
        return otherCa;
    }

    /** A new self-signed RSA CA named {@code CN=<name>}, valid for ten years. */
    public Authority authority(String name) {
        KeyPair keys = generate(KeyAlgorithm.RSA);
        Instant now = Instant.now();
        Spec spec = Spec.server(name).validity(now.minus(Duration.ofDays(1)), now.plus(Duration.ofDays(3650)));
        X509Certificate certificate = sign(spec, keys.getPublic(), new X500Name("CN=" + name), keys.getPrivate(), true);
        return new Authority(this, name, write(name, certificate), keys.getPrivate());
    }

    /** etcd's client TLS flags for a server certificate, requiring client certificates issued by {@code clientCa}. */
    public static List<String> etcdServerFlags(Issued server, Authority clientCa) {
        return List.of("--cert-file", server.certPem().toString(),
                "--key-file", server.keyFile(KeyFormat.PKCS8_PEM).toString(),
                "--trusted-ca-file", clientCa.certPem().toString(),
                "--client-cert-auth");
    }

    /** How a certificate to issue looks. Build with {@link #server} or {@link #client}, then adjust with withers. */
    public record Spec(String name, KeyAlgorithm algorithm, List<String> sans, Instant notBefore, Instant notAfter,
                       boolean serverAuth, boolean clientAuth) {

        public Spec {
            sans = List.copyOf(sans);
        }

        /** A server certificate valid for a year from yesterday, for the given DNS names and IP addresses. */
        public static Spec server(String name, String... sans) {
            Instant now = Instant.now();
            return new Spec(name, KeyAlgorithm.RSA, List.of(sans), now.minus(Duration.ofDays(1)),
                    now.plus(Duration.ofDays(365)), true, false);
        }

        /** A client certificate valid for a year from yesterday. */
        public static Spec client(String name) {
            return server(name).usage(false, true);
        }

        public Spec algorithm(KeyAlgorithm value) {
            return new Spec(name, value, sans, notBefore, notAfter, serverAuth, clientAuth);
        }

        public Spec validity(Instant from, Instant until) {
            return new Spec(name, algorithm, sans, from, until, serverAuth, clientAuth);
        }

        public Spec usage(boolean server, boolean client) {
            return new Spec(name, algorithm, sans, notBefore, notAfter, server, client);
        }
    }

    public enum KeyAlgorithm { RSA, EC, ED25519 }

    /** A CA that can issue certificates; its certificate is written as {@code <name>.crt} and {@code <name>.der}. */
    public record Authority(TestPki pki, String name, X509Certificate certificate, PrivateKey key) {

        public Path certPem() {
            return pki.dir.resolve(name + ".crt");
        }

        public Path certDer() {
            return pki.dir.resolve(name + ".der");
        }

        /** Issues a certificate and writes it as {@code <spec name>.crt} (PEM) and {@code .der}. */
        public Issued issue(Spec spec) {
            KeyPair keys = generate(spec.algorithm());
            X509Certificate issued = pki.sign(spec, keys.getPublic(), new X500Name("CN=" + name), key, false);
            return new Issued(pki, spec.name(), pki.write(spec.name(), issued), keys.getPrivate(), this);
        }
    }

    /** An issued certificate with its private key; key files are written on demand, in any format. */
    public record Issued(TestPki pki, String name, X509Certificate certificate, PrivateKey privateKey,
                         Authority issuer) {

        public Path certPem() {
            return pki.dir.resolve(name + ".crt");
        }

        public Path certDer() {
            return pki.dir.resolve(name + ".der");
        }

        /** Writes (once) and returns the key file in this format; PKCS#12 also holds the certificate and CA. */
        public Path keyFile(KeyFormat format) {
            Path file = pki.dir.resolve(name + "." + format.suffix());
            try {
                if (!Files.exists(file)) {
                    Files.write(file, format.encode(privateKey, List.of(certificate, issuer.certificate()), PASSWORD));
                }
                return file;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    private X509Certificate sign(Spec spec, PublicKey publicKey, X500Name issuer, PrivateKey issuerKey, boolean isCa) {
        try {
            X509v3CertificateBuilder builder = new JcaX509v3CertificateBuilder(issuer,
                    BigInteger.valueOf(serials.incrementAndGet()), Date.from(spec.notBefore()),
                    Date.from(spec.notAfter()), new X500Name("CN=" + spec.name()), publicKey);
            JcaX509ExtensionUtils utils = new JcaX509ExtensionUtils();
            builder.addExtension(Extension.subjectKeyIdentifier, false, utils.createSubjectKeyIdentifier(publicKey));
            builder.addExtension(Extension.basicConstraints, true, new BasicConstraints(isCa));
            builder.addExtension(Extension.keyUsage, true, new KeyUsage(isCa
                    ? KeyUsage.keyCertSign | KeyUsage.cRLSign | KeyUsage.digitalSignature
                    : KeyUsage.digitalSignature | KeyUsage.keyEncipherment));
            if (!isCa) {
                builder.addExtension(Extension.extendedKeyUsage, false, usages(spec.serverAuth(), spec.clientAuth()));
            }
            if (!spec.sans().isEmpty()) {
                builder.addExtension(Extension.subjectAlternativeName, false, names(spec.sans()));
            }
            String algorithm = switch (issuerKey.getAlgorithm()) {
                case "RSA" -> "SHA256withRSA";
                case "EC" -> "SHA256withECDSA";
                default -> "Ed25519";
            };
            return new JcaX509CertificateConverter().getCertificate(
                    builder.build(new JcaContentSignerBuilder(algorithm).build(issuerKey)));
        } catch (GeneralSecurityException | OperatorCreationException | IOException e) {
            throw new IllegalStateException("cannot issue a test certificate for " + spec.name(), e);
        }
    }

    private static ExtendedKeyUsage usages(boolean serverAuth, boolean clientAuth) {
        List<KeyPurposeId> purposes = new ArrayList<>();
        if (serverAuth) {
            purposes.add(KeyPurposeId.id_kp_serverAuth);
        }
        if (clientAuth) {
            purposes.add(KeyPurposeId.id_kp_clientAuth);
        }
        return new ExtendedKeyUsage(purposes.toArray(KeyPurposeId[]::new));
    }

    private static GeneralNames names(List<String> sans) throws IOException {
        List<GeneralName> names = new ArrayList<>();
        for (String san : sans) {
            boolean ip = san.matches("[0-9.]+") || san.contains(":");
            names.add(ip ? new GeneralName(GeneralName.iPAddress, InetAddress.getByName(san).getHostAddress())
                    : new GeneralName(GeneralName.dNSName, san));
        }
        return new GeneralNames(names.toArray(GeneralName[]::new));
    }

    private X509Certificate write(String name, X509Certificate certificate) {
        try {
            Files.createDirectories(dir);
            Files.write(dir.resolve(name + ".der"), certificate.getEncoded());
            Files.writeString(dir.resolve(name + ".crt"), pem("CERTIFICATE", certificate.getEncoded()));
            return certificate;
        } catch (IOException | GeneralSecurityException e) {
            throw new IllegalStateException("cannot write " + name, e);
        }
    }

    private static KeyPair generate(KeyAlgorithm algorithm) {
        try {
            KeyPairGenerator generator = KeyPairGenerator.getInstance(algorithm == KeyAlgorithm.ED25519 ? "Ed25519"
                    : algorithm.name());
            if (algorithm == KeyAlgorithm.RSA) {
                generator.initialize(2048);
            } else if (algorithm == KeyAlgorithm.EC) {
                generator.initialize(new ECGenParameterSpec("secp256r1"));
            }
            return generator.generateKeyPair();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("cannot generate a " + algorithm + " key", e);
        }
    }

    /** Key file formats; PKCS#1 ones need an RSA key, SEC1 ones an EC key (see {@link #fits}). */
    public enum KeyFormat {
        PKCS1_PEM("pkcs1.key"), PKCS8_PEM("pkcs8.key"), SEC1_PEM("sec1.key"), SEC1_PEM_WITH_PARAMS("sec1params.key"),
        ENCRYPTED_PKCS8_PEM("enc-pkcs8.key"), LEGACY_ENCRYPTED_PEM("legacy-enc.key"), PKCS8_DER("pkcs8.der"),
        PKCS1_DER("pkcs1.der"), SEC1_DER("sec1.der"), ENCRYPTED_PKCS8_DER("enc-pkcs8.der"), PKCS12("p12");

        private final String suffix;

        KeyFormat(String suffix) {
            this.suffix = suffix;
        }

        public String suffix() {
            return suffix;
        }

        /** True when this format can hold a key of that algorithm. */
        public boolean fits(KeyAlgorithm algorithm) {
            return switch (this) {
                case PKCS1_PEM, PKCS1_DER -> algorithm == KeyAlgorithm.RSA;
                case SEC1_PEM, SEC1_PEM_WITH_PARAMS, SEC1_DER -> algorithm == KeyAlgorithm.EC;
                // OpenSSL has no traditional (pre-PKCS#8) form for Ed25519 keys.
                case LEGACY_ENCRYPTED_PEM -> algorithm != KeyAlgorithm.ED25519;
                default -> true;
            };
        }

        byte[] encode(PrivateKey key, List<X509Certificate> chain, String password) throws IOException {
            return KeyFormats.encode(this, key, chain, password);
        }
    }

    /** PEM armour with 64-character lines, as openssl writes it. */
    public static String pem(String label, byte[] der) {
        return KeyFormats.pem(label, der);
    }
}
