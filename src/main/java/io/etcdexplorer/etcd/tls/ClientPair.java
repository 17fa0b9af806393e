package io.etcdexplorer.etcd.tls;

import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.FileSource;
import io.etcdexplorer.etcd.tls.TlsFile.FileRole;

import java.nio.file.Path;
import java.security.PrivateKey;
import java.security.cert.X509Certificate;
import java.util.List;
import java.util.Optional;

/**
 * The client key and certificates of a profile, read for checking rather than for connecting: unlike
 * {@link TlsMaterial#load} a key of another pair is not an error here but the finding to report.
 *
 * @param key         the private key, null when none was given or it could not be read
 * @param chain       the client certificate file's certificates (or the bundle's chain), file order
 * @param authorities CA certificates packed in a PKCS#12 bundle
 * @param keyFile     how messages name the file the key came from
 * @param certFile    how messages name the file the certificates came from
 * @param problem     why a file could not be read, null when all were
 */
record ClientPair(PrivateKey key, List<X509Certificate> chain, List<X509Certificate> authorities, String keyFile,
                  String certFile, EtcdAccessException problem) {

    static final ClientPair NONE = new ClientPair(null, List.of(), List.of(), null, null, null);

    /**
     * Reads the key and the certificate files; a PKCS#12 bundle or a PEM holding both may stand in either field
     * alone. A file that cannot be read ends in {@code problem} rather than an exception.
     */
    static ClientPair read(FileSource files, Path cert, Path key, String password) {
        if (cert == null && key == null) {
            return NONE;
        }
        try {
            TlsFile keyFile = key == null ? null : TlsFile.read(files, key, FileRole.KEY);
            TlsFile certFile = cert == null ? null : TlsFile.read(files, cert, FileRole.CERT);
            // A PKCS#12 bundle or a combined PEM carries both halves, whichever field it was put in.
            TlsFile keySource = keyFile != null ? keyFile : TlsMaterial.holdsKey(certFile) ? certFile : null;
            PrivateKey privateKey = null;
            List<X509Certificate> chain = List.of();
            List<X509Certificate> authorities = List.of();
            if (keySource != null && keySource.isPkcs12()) {
                Pkcs12Bundle bundle = TlsMaterial.openBundle(keySource, password);
                privateKey = bundle.key();
                chain = bundle.chain();
                authorities = bundle.authorities();
            } else if (keySource != null) {
                privateKey = PrivateKeys.decode(keySource, password);
                chain = keySource.certificates();
            }
            String chainName = keySource == null ? null : keySource.name();
            if (certFile != null && certFile != keySource) {
                chain = TlsMaterial.certificatesIn(certFile, password);
                chainName = certFile.name();
            }
            return new ClientPair(privateKey, chain, authorities, keySource == null ? null : keySource.name(),
                    chainName, null);
        } catch (EtcdAccessException e) {
            return new ClientPair(null, List.of(), List.of(), files.label(key), files.label(cert), e);
        }
    }

    /** The certificate the key belongs to, if the chain holds it. */
    Optional<X509Certificate> keysCertificate() {
        return key == null ? Optional.empty()
                : chain.stream().filter(c -> KeyTypes.matches(key, c.getPublicKey())).findFirst();
    }

    /** The client certificate: the key's, else the first in the file. Null when there is none. */
    X509Certificate certificate() {
        return keysCertificate().orElse(chain.isEmpty() ? null : chain.get(0));
    }

}
