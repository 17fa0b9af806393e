package io.etcdexplorer.etcd.tls;

import org.bouncycastle.asn1.pkcs.PrivateKeyInfo;
import org.bouncycastle.cert.X509CertificateHolder;
import org.bouncycastle.cert.jcajce.JcaX509CertificateConverter;
import org.bouncycastle.openssl.PEMKeyPair;
import org.bouncycastle.openssl.PEMParser;
import org.bouncycastle.openssl.jcajce.JcaPEMKeyConverter;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.PrivateKey;
import java.security.cert.CertificateException;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads PEM certificates and private keys with BouncyCastle, because Netty's own loader only takes PKCS#8 and
 * kubeadm and minikube write PKCS#1 ({@code BEGIN RSA PRIVATE KEY}) and SEC1 EC keys.
 */
public final class PemFiles {

    private PemFiles() {
    }

    public static List<X509Certificate> readCertificates(Path file) throws IOException {
        List<X509Certificate> certificates = new ArrayList<>();
        JcaX509CertificateConverter converter = new JcaX509CertificateConverter();
        try (Reader reader = open(file); PEMParser parser = new PEMParser(reader)) {
            for (Object item = parser.readObject(); item != null; item = parser.readObject()) {
                if (item instanceof X509CertificateHolder holder) {
                    certificates.add(converter.getCertificate(holder));
                }
            }
        } catch (CertificateException e) {
            throw new IOException(file + " holds a certificate that cannot be read: " + e.getMessage(), e);
        }
        if (certificates.isEmpty()) {
            throw new IOException(file + " holds no PEM certificate (expected -----BEGIN CERTIFICATE-----).");
        }
        return certificates;
    }

    public static PrivateKey readPrivateKey(Path file) throws IOException {
        JcaPEMKeyConverter converter = new JcaPEMKeyConverter();
        try (Reader reader = open(file); PEMParser parser = new PEMParser(reader)) {
            for (Object item = parser.readObject(); item != null; item = parser.readObject()) {
                if (item instanceof PEMKeyPair pair) {
                    return converter.getPrivateKey(pair.getPrivateKeyInfo());
                }
                if (item instanceof PrivateKeyInfo info) {
                    return converter.getPrivateKey(info);
                }
            }
        }
        throw new IOException(file + " holds no unencrypted PEM private key "
                + "(expected BEGIN PRIVATE KEY, BEGIN RSA PRIVATE KEY or BEGIN EC PRIVATE KEY).");
    }

    private static Reader open(Path file) throws IOException {
        try {
            return Files.newBufferedReader(file, StandardCharsets.US_ASCII);
        } catch (NoSuchFileException e) {
            throw new IOException("File not found: " + file, e);
        }
    }
}
