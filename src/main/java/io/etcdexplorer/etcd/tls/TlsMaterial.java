package io.etcdexplorer.etcd.tls;

import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.FileSource;
import io.etcdexplorer.etcd.tls.TlsFile.FileRole;

import java.nio.file.Path;
import java.security.PrivateKey;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.List;

/**
 * The certificates and key of a connection, loaded from whatever formats the user has: PEM or DER certificates,
 * PKCS#1, PKCS#8, SEC1, encrypted or legacy-encrypted PEM keys, DER keys, PKCS#12 bundles. Every failure is an
 * {@link EtcdAccessException} naming the file, the cause and the fix.
 *
 * @param trustedCas  CA certificates that verify the server; empty means the system's trusted CAs
 * @param clientKey   the client's private key, null without client certificate
 * @param clientChain the client certificate first, then any intermediates; empty without client certificate
 */
public record TlsMaterial(List<X509Certificate> trustedCas, PrivateKey clientKey, List<X509Certificate> clientChain) {

    public TlsMaterial {
        trustedCas = List.copyOf(trustedCas);
        clientChain = List.copyOf(clientChain);
    }

    public boolean hasClientCertificate() {
        return clientKey != null;
    }

    /** The client certificate, null without one. */
    public X509Certificate clientCertificate() {
        return clientChain.isEmpty() ? null : clientChain.get(0);
    }

    /**
     * Loads CA, client certificate and key as the settings name them. A PKCS#12 bundle (or a PEM holding both
     * certificate and key) may stand in the key field alone; CAs packed into a bundle are trusted when no CA file
     * is given, since a private etcd CA is never among the system's.
     */
    public static TlsMaterial load(ConnectionSettings settings) {
        FileSource files = settings.files();
        Identity identity = identity(files, settings.cert(), settings.key(), settings.keyPassword());
        List<X509Certificate> trusted = List.of();
        if (!settings.insecureSkipTlsVerify()) {
            trusted = settings.caCert() != null
                    ? certificatesIn(TlsFile.read(files, settings.caCert(), FileRole.CA), settings.keyPassword())
                    : identity.authorities();
        }
        return new TlsMaterial(trusted, identity.key(), identity.chain());
    }

    /** Every certificate in a PEM, DER or PKCS#12 file (the password only matters for PKCS#12). */
    public static List<X509Certificate> readCertificates(Path file, String password) {
        return readCertificates(FileSource.LOCAL, file, password);
    }

    /** The same for a file from {@code files}, e.g. one fetched from an SSH host. */
    public static List<X509Certificate> readCertificates(FileSource files, Path file, String password) {
        return certificatesIn(TlsFile.read(files, file, FileRole.ANY), password);
    }

    /** The private key in a key file of any supported format. */
    public static PrivateKey readPrivateKey(Path file, String password) {
        TlsFile keyFile = TlsFile.read(file, FileRole.KEY);
        return keyFile.isPkcs12() ? openBundle(keyFile, password).key() : PrivateKeys.decode(keyFile, password);
    }

    static List<X509Certificate> certificatesIn(TlsFile file, String password) {
        if (file.isPkcs12()) {
            Pkcs12Bundle bundle = Pkcs12Bundle.open(file, password);
            List<X509Certificate> all = new ArrayList<>(bundle.chain());
            bundle.authorities().stream().filter(c -> !all.contains(c)).forEach(all::add);
            return List.copyOf(all);
        }
        if (!file.certificates().isEmpty()) {
            return file.certificates();
        }
        if (!file.keyItems().isEmpty()) {
            throw new EtcdAccessException(TlsMessages.TEXT.format("cert.isKey", file.role().opening(), file.name()),
                    TlsMessages.TEXT.get("cert.isKey.fix"), null);
        }
        throw new EtcdAccessException(TlsMessages.TEXT.format("cert.none", file.role().opening(), file.name()),
                TlsMessages.TEXT.get("cert.none.fix"), null);
    }

    private record Identity(PrivateKey key, List<X509Certificate> chain, List<X509Certificate> authorities) {
    }

    private static Identity identity(FileSource files, Path cert, Path key, String password) {
        ClientPair pair = ClientPair.read(files, cert, key, password);
        if (pair.problem() != null) {
            throw pair.problem();
        }
        if (pair == ClientPair.NONE) {
            return new Identity(null, List.of(), List.of());
        }
        if (pair.key() == null) {
            throw TlsMessages.clientCertificateWithoutKey(files.label(cert));
        }
        if (pair.chain().isEmpty()) {
            throw TlsMessages.clientKeyWithoutCertificate(files.label(key));
        }
        return new Identity(pair.key(), leafFirst(pair.key(), pair.chain(), pair.keyFile(), pair.certFile()),
                pair.authorities());
    }

    static boolean holdsKey(TlsFile file) {
        return file != null && (file.isPkcs12() || !file.keyItems().isEmpty());
    }

    static Pkcs12Bundle openBundle(TlsFile file, String password) {
        Pkcs12Bundle bundle = Pkcs12Bundle.open(file, password);
        if (bundle.key() == null) {
            throw new EtcdAccessException(TlsMessages.TEXT.format("pkcs12.noKey", file.name()), TlsMessages.TEXT.get("pkcs12.noKey.fix"),
                    null);
        }
        return bundle;
    }

    /** Puts the certificate that belongs to the key first: some files list the CA before the leaf. */
    private static List<X509Certificate> leafFirst(PrivateKey key, List<X509Certificate> chain, String keyFile,
                                                   String certFile) {
        for (X509Certificate candidate : chain) {
            if (KeyTypes.matches(key, candidate.getPublicKey())) {
                List<X509Certificate> ordered = new ArrayList<>(chain);
                ordered.remove(candidate);
                ordered.add(0, candidate);
                return List.copyOf(ordered);
            }
        }
        throw new EtcdAccessException(TlsMessages.TEXT.format("pair.differs", keyFile, certFile), TlsMessages.TEXT.get("pair.differs.fix"),
                null);
    }
}
