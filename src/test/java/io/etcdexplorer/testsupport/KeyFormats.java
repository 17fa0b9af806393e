package io.etcdexplorer.testsupport;

import org.bouncycastle.asn1.ASN1Primitive;
import org.bouncycastle.asn1.DERBitString;
import org.bouncycastle.asn1.pkcs.PrivateKeyInfo;
import org.bouncycastle.asn1.sec.ECPrivateKey;
import org.bouncycastle.asn1.x509.SubjectPublicKeyInfo;
import org.bouncycastle.jce.provider.BouncyCastleProvider;
import org.bouncycastle.openssl.PKCS8Generator;
import org.bouncycastle.openssl.jcajce.JcaMiscPEMGenerator;
import org.bouncycastle.openssl.jcajce.JcaPEMWriter;
import org.bouncycastle.openssl.jcajce.JcaPKCS8Generator;
import org.bouncycastle.openssl.jcajce.JceOpenSSLPKCS8EncryptorBuilder;
import org.bouncycastle.openssl.jcajce.JcePEMEncryptorBuilder;
import org.bouncycastle.operator.OperatorCreationException;
import org.bouncycastle.operator.OutputEncryptor;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.cert.X509Certificate;
import java.util.Base64;
import java.util.List;

/** Writes one private key in each of the file formats {@link TestPki.KeyFormat} names, as OpenSSL would. */
final class KeyFormats {

    private static final Provider BC = new BouncyCastleProvider();

    private KeyFormats() {
    }

    static byte[] encode(TestPki.KeyFormat format, PrivateKey key, List<X509Certificate> chain, String password)
            throws IOException {
        try {
            return switch (format) {
                case PKCS1_PEM -> ascii(pem("RSA PRIVATE KEY", innerKey(key)));
                case PKCS8_PEM -> ascii(pem("PRIVATE KEY", key.getEncoded()));
                case SEC1_PEM -> ascii(pem("EC PRIVATE KEY", sec1(key, chain.get(0))));
                // As `openssl ecparam -genkey` writes it; here the key itself leaves the curve to the block.
                case SEC1_PEM_WITH_PARAMS -> ascii(pem("EC PARAMETERS", PrivateKeyInfo.getInstance(
                        key.getEncoded()).getPrivateKeyAlgorithm().getParameters().toASN1Primitive().getEncoded())
                        + pem("EC PRIVATE KEY", innerKey(key)));
                case ENCRYPTED_PKCS8_PEM -> ascii(pem("ENCRYPTED PRIVATE KEY", encryptedPkcs8(key, password)));
                case LEGACY_ENCRYPTED_PEM -> ascii(legacyEncrypted(key, chain.get(0), password));
                case PKCS8_DER -> key.getEncoded();
                case PKCS1_DER -> innerKey(key);
                case SEC1_DER -> sec1(key, chain.get(0));
                case ENCRYPTED_PKCS8_DER -> encryptedPkcs8(key, password);
                case PKCS12 -> pkcs12(key, chain, password);
            };
        } catch (GeneralSecurityException | OperatorCreationException e) {
            throw new IOException("cannot encode a key as " + format, e);
        }
    }

    /** PEM armour with 64-character lines, as openssl writes it. */
    static String pem(String label, byte[] der) {
        String body = Base64.getMimeEncoder(64, "\n".getBytes(StandardCharsets.US_ASCII)).encodeToString(der);
        return "-----BEGIN " + label + "-----\n" + body + "\n-----END " + label + "-----\n";
    }

    static byte[] ascii(String text) {
        return text.getBytes(StandardCharsets.US_ASCII);
    }

    /** The inner structure (PKCS#1 RSAPrivateKey or SEC1 ECPrivateKey) of a PKCS#8 key, DER encoded. */
    static byte[] innerKey(PrivateKey key) throws IOException {
        return PrivateKeyInfo.getInstance(key.getEncoded()).parsePrivateKey().toASN1Primitive().getEncoded();
    }

    /** SEC1 as OpenSSL writes it, curve and public key included (the JDK's PKCS#8 leaves both out of it). */
    static byte[] sec1(PrivateKey key, X509Certificate certificate) throws IOException {
        PrivateKeyInfo info = PrivateKeyInfo.getInstance(key.getEncoded());
        BigInteger d = ECPrivateKey.getInstance(info.parsePrivateKey()).getKey();
        byte[] point = SubjectPublicKeyInfo.getInstance(certificate.getPublicKey().getEncoded()).getPublicKeyData()
                .getBytes();
        return new ECPrivateKey(256, d, new DERBitString(point), info.getPrivateKeyAlgorithm().getParameters())
                .getEncoded();
    }

    static byte[] encryptedPkcs8(PrivateKey key, String password) throws OperatorCreationException,
            IOException {
        OutputEncryptor encryptor = new JceOpenSSLPKCS8EncryptorBuilder(PKCS8Generator.AES_256_CBC).setProvider(BC)
                .setPassword(password.toCharArray()).build();
        return new JcaPKCS8Generator(key, encryptor).generate().getContent();
    }

    /** OpenSSL's traditional format with {@code Proc-Type: 4,ENCRYPTED}, as {@code openssl rsa -aes256} writes. */
    static String legacyEncrypted(PrivateKey key, X509Certificate certificate, String password)
            throws IOException {
        PrivateKeyInfo info = PrivateKeyInfo.getInstance(key.getEncoded());
        if (key.getAlgorithm().equals("EC")) {
            info = new PrivateKeyInfo(info.getPrivateKeyAlgorithm(), ASN1Primitive.fromByteArray(sec1(key,
                    certificate)));
        }
        StringWriter text = new StringWriter();
        try (JcaPEMWriter writer = new JcaPEMWriter(text)) {
            writer.writeObject(new JcaMiscPEMGenerator(info,
                    new JcePEMEncryptorBuilder("AES-256-CBC").setProvider(BC).build(password.toCharArray())));
        }
        return text.toString();
    }

    static byte[] pkcs12(PrivateKey key, List<X509Certificate> chain, String password)
            throws GeneralSecurityException, IOException {
        KeyStore store = KeyStore.getInstance("PKCS12");
        store.load(null, null);
        store.setKeyEntry("client", key, password.toCharArray(), chain.toArray(X509Certificate[]::new));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        store.store(out, password.toCharArray());
        return out.toByteArray();
    }
}
