package io.etcdexplorer.etcd.tls;

import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.FileSource;
import org.bouncycastle.asn1.ASN1Encodable;
import org.bouncycastle.asn1.ASN1Integer;
import org.bouncycastle.asn1.ASN1ObjectIdentifier;
import org.bouncycastle.asn1.ASN1OctetString;
import org.bouncycastle.asn1.ASN1Primitive;
import org.bouncycastle.asn1.ASN1Sequence;
import org.bouncycastle.asn1.DERNull;
import org.bouncycastle.asn1.pkcs.EncryptedPrivateKeyInfo;
import org.bouncycastle.asn1.pkcs.PKCSObjectIdentifiers;
import org.bouncycastle.asn1.pkcs.PrivateKeyInfo;
import org.bouncycastle.asn1.pkcs.RSAPrivateKey;
import org.bouncycastle.asn1.sec.ECPrivateKey;
import org.bouncycastle.asn1.x509.AlgorithmIdentifier;
import org.bouncycastle.asn1.x9.X9ObjectIdentifiers;
import org.bouncycastle.cert.X509CertificateHolder;
import org.bouncycastle.cert.jcajce.JcaX509CertificateConverter;
import org.bouncycastle.openssl.PEMEncryptedKeyPair;
import org.bouncycastle.openssl.PEMKeyPair;
import org.bouncycastle.openssl.PEMParser;
import org.bouncycastle.openssl.X509TrustedCertificateBlock;
import org.bouncycastle.pkcs.PKCS8EncryptedPrivateKeyInfo;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.cert.CertificateException;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.List;

/**
 * One certificate or key file, read and sorted by content rather than by name: users pick {@code .crt}, {@code .pem},
 * {@code .key}, {@code .der} and {@code .p12} files almost at random. Keys stay undecrypted until asked for (see
 * {@link PrivateKeys}), so reading certificates never needs a password.
 *
 * @param file         the file as the user gave it
 * @param name         how messages name it: the path, or {@code user@host:path} for a file read over SSH
 * @param role         what the user meant it for, used in every message
 * @param certificates certificates found, in file order
 * @param keyItems     private keys found: BouncyCastle {@link PEMKeyPair}, {@link PrivateKeyInfo},
 *                     {@link PKCS8EncryptedPrivateKeyInfo} or {@link PEMEncryptedKeyPair}
 * @param pkcs12       the raw bytes when the file is a PKCS#12 bundle, else null
 */
record TlsFile(Path file, String name, FileRole role, List<X509Certificate> certificates, List<Object> keyItems,
               byte[] pkcs12) {

    /** What a file is for, in the words of the messages. */
    enum FileRole {
        CA, CERT, KEY, ANY;

        /** The file's name in the middle of a sentence ("the CA file"). */
        String label() {
            return TlsMessages.TEXT.get("role." + name());
        }

        /** The same opening a sentence ("The CA file"). */
        String opening() {
            return TlsMessages.TEXT.get("role." + name() + ".opening");
        }
    }

    boolean isPkcs12() {
        return pkcs12 != null;
    }

    /** Reads and sorts a local file; fails with a message naming the file when it is missing, unreadable or unknown. */
    static TlsFile read(Path file, FileRole role) {
        return read(FileSource.LOCAL, file, role);
    }

    /** The same for a file from {@code source}, e.g. one fetched from an SSH host into memory. */
    static TlsFile read(FileSource source, Path file, FileRole role) {
        String name = source.label(file);
        byte[] bytes = readBytes(source, file, name, role);
        if (bytes.length == 0) {
            throw new EtcdAccessException(TlsMessages.TEXT.format("file.empty", role.opening(), name),
                    TlsMessages.TEXT.get(role == FileRole.KEY ? "file.empty.fixKey" : "file.empty.fixCert"), null);
        }
        String text = new String(bytes, StandardCharsets.ISO_8859_1);
        try {
            return text.contains("-----BEGIN ") ? fromPem(file, name, role, text) : fromDer(file, name, role, bytes);
        } catch (IOException | CertificateException | RuntimeException e) {
            throw new EtcdAccessException(TlsMessages.TEXT.format("file.damaged", role.opening(), name,
                    e.getMessage()), TlsMessages.TEXT.get("file.damaged.fix"), e);
        }
    }

    private static byte[] readBytes(FileSource source, Path file, String name, FileRole role) {
        if (source == FileSource.LOCAL && Files.isDirectory(file)) {
            throw new EtcdAccessException(TlsMessages.TEXT.format("file.folder", role.opening(), name),
                    TlsMessages.TEXT.get("file.folder.fix"), null);
        }
        try {
            return source.read(file);
        } catch (NoSuchFileException e) {
            throw new EtcdAccessException(TlsMessages.TEXT.format("file.missing", role.opening(), name),
                    TlsMessages.TEXT.get("file.missing.fix"), e);
        } catch (AccessDeniedException e) {
            throw new EtcdAccessException(TlsMessages.TEXT.format("file.denied", role.label(), name),
                    TlsMessages.TEXT.get("file.denied.fix"), e);
        } catch (IOException e) {
            throw new EtcdAccessException(TlsMessages.TEXT.format("file.unreadable", role.label(), name,
                    e.getMessage()), TlsMessages.TEXT.get("file.unreadable.fix"), e);
        }
    }

    private static TlsFile fromPem(Path file, String name, FileRole role, String text)
            throws IOException, CertificateException {
        List<X509Certificate> certificates = new ArrayList<>();
        List<Object> keys = new ArrayList<>();
        JcaX509CertificateConverter converter = new JcaX509CertificateConverter();
        ASN1ObjectIdentifier curve = null;
        try (PEMParser parser = new PEMParser(new StringReader(text))) {
            for (Object item = parser.readObject(); item != null; item = parser.readObject()) {
                if (item instanceof ASN1ObjectIdentifier ecParameters) {
                    curve = ecParameters;
                } else if (item instanceof PEMKeyPair pair && curve != null) {
                    keys.add(withCurve(pair.getPrivateKeyInfo(), curve));
                } else if (item instanceof X509CertificateHolder holder) {
                    certificates.add(converter.getCertificate(holder));
                } else if (item instanceof X509TrustedCertificateBlock trusted) {
                    certificates.add(converter.getCertificate(trusted.getCertificateHolder()));
                } else if (item instanceof PEMKeyPair || item instanceof PrivateKeyInfo
                        || item instanceof PKCS8EncryptedPrivateKeyInfo || item instanceof PEMEncryptedKeyPair) {
                    keys.add(item);
                }
                // Anything else (public keys, CSRs, explicit curve parameters) carries nothing we need.
            }
        }
        return new TlsFile(file, name, role, List.copyOf(certificates), List.copyOf(keys), null);
    }

    /** An EC key may leave its curve to a preceding EC PARAMETERS block, as `openssl ecparam -genkey` writes. */
    private static PrivateKeyInfo withCurve(PrivateKeyInfo info, ASN1ObjectIdentifier curve) throws IOException {
        AlgorithmIdentifier algorithm = info.getPrivateKeyAlgorithm();
        if (!X9ObjectIdentifiers.id_ecPublicKey.equals(algorithm.getAlgorithm()) || algorithm.getParameters() != null
                && !DERNull.INSTANCE.equals(algorithm.getParameters())) {
            return info;
        }
        return new PrivateKeyInfo(new AlgorithmIdentifier(X9ObjectIdentifiers.id_ecPublicKey, curve),
                info.parsePrivateKey());
    }

    /** DER holds one structure; which one is told by its shape, as OpenSSL's own loaders do. */
    private static TlsFile fromDer(Path file, String name, FileRole role, byte[] bytes)
            throws IOException, CertificateException {
        ASN1Sequence sequence = derSequence(bytes);
        if (sequence == null) {
            return new TlsFile(file, name, role, List.of(), List.of(), null);
        }
        if (isPkcs12(sequence)) {
            return new TlsFile(file, name, role, List.of(), List.of(), bytes);
        }
        Object key = derKey(sequence);
        if (key != null) {
            return new TlsFile(file, name, role, List.of(), List.of(key), null);
        }
        List<X509Certificate> certificates = new ArrayList<>();
        CertificateFactory factory = CertificateFactory.getInstance("X.509");
        // Handles a single DER certificate as well as a PKCS#7 bundle (.p7b) of several.
        factory.generateCertificates(new ByteArrayInputStream(bytes))
                .forEach(c -> certificates.add((X509Certificate) c));
        return new TlsFile(file, name, role, List.copyOf(certificates), List.of(), null);
    }

    private static ASN1Sequence derSequence(byte[] bytes) {
        if ((bytes[0] & 0xff) != 0x30) {
            return null;
        }
        try {
            return ASN1Primitive.fromByteArray(bytes) instanceof ASN1Sequence sequence ? sequence : null;
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** PFX: version 3 followed by the PKCS#7 content info that holds the bags. */
    private static boolean isPkcs12(ASN1Sequence sequence) {
        return sequence.size() >= 2 && isInteger(sequence.getObjectAt(0), 3)
                && sequence.getObjectAt(1) instanceof ASN1Sequence content && content.size() >= 1
                && content.getObjectAt(0) instanceof ASN1ObjectIdentifier;
    }

    private static Object derKey(ASN1Sequence sequence) throws IOException {
        ASN1Encodable first = sequence.getObjectAt(0);
        ASN1Encodable second = sequence.size() > 1 ? sequence.getObjectAt(1) : null;
        if (sequence.size() == 2 && first instanceof ASN1Sequence && second instanceof ASN1OctetString) {
            return new PKCS8EncryptedPrivateKeyInfo(EncryptedPrivateKeyInfo.getInstance(sequence));
        }
        if (sequence.size() >= 3 && first instanceof ASN1Integer && second instanceof ASN1Sequence
                && sequence.getObjectAt(2) instanceof ASN1OctetString) {
            return PrivateKeyInfo.getInstance(sequence);
        }
        if (sequence.size() >= 9 && isInteger(first, 0)) {
            return new PrivateKeyInfo(new AlgorithmIdentifier(PKCSObjectIdentifiers.rsaEncryption, DERNull.INSTANCE),
                    RSAPrivateKey.getInstance(sequence));
        }
        if (isInteger(first, 1) && second instanceof ASN1OctetString) {
            ECPrivateKey ec = ECPrivateKey.getInstance(sequence);
            return new PrivateKeyInfo(new AlgorithmIdentifier(X9ObjectIdentifiers.id_ecPublicKey,
                    ec.getParametersObject()), ec);
        }
        return null;
    }

    private static boolean isInteger(ASN1Encodable value, int expected) {
        return value instanceof ASN1Integer integer && integer.hasValue(expected);
    }
}
