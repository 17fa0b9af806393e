package io.etcdexplorer.etcd.tls;

import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.SecretRequiredException;
import org.bouncycastle.asn1.pkcs.PrivateKeyInfo;
import org.bouncycastle.jce.provider.BouncyCastleProvider;
import org.bouncycastle.openssl.PEMEncryptedKeyPair;
import org.bouncycastle.openssl.PEMKeyPair;
import org.bouncycastle.openssl.jcajce.JcaPEMKeyConverter;
import org.bouncycastle.openssl.jcajce.JceOpenSSLPKCS8DecryptorProviderBuilder;
import org.bouncycastle.openssl.jcajce.JcePEMDecryptorProviderBuilder;
import org.bouncycastle.operator.OperatorCreationException;
import org.bouncycastle.pkcs.PKCS8EncryptedPrivateKeyInfo;
import org.bouncycastle.pkcs.PKCSException;

import java.io.IOException;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.spec.PKCS8EncodedKeySpec;

/**
 * Turns the key found in a {@link TlsFile} into a JCA key, decrypting it when needed. Every PEM and DER flavour ends
 * up as PKCS#8 here, the only form Netty's own loader understands.
 */
final class PrivateKeys {

    /** Stateless after construction; the JDK lacks some of OpenSSL's legacy PEM ciphers, BouncyCastle has them. */
    private static final Provider BC = new BouncyCastleProvider();

    private PrivateKeys() {
    }

    /** The one private key in {@code file}; fails naming the file when there is none or it cannot be opened. */
    static PrivateKey decode(TlsFile file, String password) {
        if (file.keyItems().isEmpty()) {
            throw noKey(file);
        }
        Object item = file.keyItems().get(0);
        try {
            if (item instanceof PKCS8EncryptedPrivateKeyInfo encrypted) {
                return convert(decrypt(file, encrypted, password));
            }
            if (item instanceof PEMEncryptedKeyPair encrypted) {
                return convert(decrypt(file, encrypted, password).getPrivateKeyInfo());
            }
            if (item instanceof PEMKeyPair pair) {
                return convert(pair.getPrivateKeyInfo());
            }
            return convert((PrivateKeyInfo) item);
        } catch (IOException e) {
            throw new EtcdAccessException(TlsMessages.TEXT.format("key.unusable", file.role().opening(), file.name(),
                    e.getMessage()), TlsMessages.TEXT.get("key.unusable.fix"), e);
        }
    }

    static boolean isEncrypted(TlsFile file) {
        return !file.keyItems().isEmpty() && (file.keyItems().get(0) instanceof PKCS8EncryptedPrivateKeyInfo
                || file.keyItems().get(0) instanceof PEMEncryptedKeyPair);
    }

    /** A {@link SecretRequiredException}, so the UI can ask for the password and try again. */
    static EtcdAccessException needsPassword(TlsFile file) {
        return new SecretRequiredException(SecretRequiredException.Kind.KEY_PASSWORD, 
                TlsMessages.TEXT.format("key.encrypted", file.role().opening(), file.name()),
                TlsMessages.TEXT.get("key.encrypted.fix"), null);
    }

    static EtcdAccessException wrongPassword(TlsFile file, Throwable cause) {
        return new SecretRequiredException(SecretRequiredException.Kind.KEY_PASSWORD, 
                TlsMessages.TEXT.format("key.wrongPassword", file.name()), TlsMessages.TEXT.get("key.wrongPassword.fix"),
                cause);
    }

    private static EtcdAccessException noKey(TlsFile file) {
        if (!file.certificates().isEmpty()) {
            return new EtcdAccessException(TlsMessages.TEXT.format("key.isCertificate", file.role().opening(),
                    file.name()), TlsMessages.TEXT.get("key.isCertificate.fix"), null);
        }
        return new EtcdAccessException(TlsMessages.TEXT.format("key.none", file.role().opening(), file.name()),
                TlsMessages.TEXT.get("key.none.fix"), null);
    }

    private static PrivateKeyInfo decrypt(TlsFile file, PKCS8EncryptedPrivateKeyInfo encrypted, String password) {
        requirePassword(file, password);
        try {
            return encrypted.decryptPrivateKeyInfo(new JceOpenSSLPKCS8DecryptorProviderBuilder().setProvider(BC)
                    .build(password.toCharArray()));
        } catch (PKCSException | OperatorCreationException | RuntimeException e) {
            // A wrong password shows as bad padding or, rarely, as garbage that is no key: both mean "wrong".
            throw wrongPassword(file, e);
        }
    }

    private static PEMKeyPair decrypt(TlsFile file, PEMEncryptedKeyPair encrypted, String password) {
        requirePassword(file, password);
        try {
            return encrypted.decryptKeyPair(new JcePEMDecryptorProviderBuilder().setProvider(BC)
                    .build(password.toCharArray()));
        } catch (IOException | RuntimeException e) {
            throw wrongPassword(file, e);
        }
    }

    private static void requirePassword(TlsFile file, String password) {
        if (password == null || password.isEmpty()) {
            throw needsPassword(file);
        }
    }

    private static PrivateKey convert(PrivateKeyInfo info) throws IOException {
        PrivateKey key = new JcaPEMKeyConverter().getPrivateKey(info);
        if (!"ECDSA".equals(key.getAlgorithm())) {
            return key;
        }
        // BouncyCastle answers for "ECDSA" once something registered it with the JVM, and its keys say "ECDSA":
        // the JDK's TLS then does not offer them for "EC" client certificates, and etcd rejects the client.
        try {
            return KeyFactory.getInstance("EC").generatePrivate(new PKCS8EncodedKeySpec(key.getEncoded()));
        } catch (GeneralSecurityException e) {
            throw new IOException("the EC key cannot be used: " + e.getMessage(), e);
        }
    }
}
