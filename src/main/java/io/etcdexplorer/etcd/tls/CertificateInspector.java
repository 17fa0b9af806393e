package io.etcdexplorer.etcd.tls;

import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.FileSource;
import io.etcdexplorer.etcd.tls.TlsFile.FileRole;

import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.PrivateKey;
import java.security.cert.X509Certificate;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import javax.security.auth.x500.X500Principal;

/**
 * Reads certificate and key files of any supported format and describes them: names, dates, keys, fingerprints,
 * and the relations that make TLS work or fail (key belongs to certificate, CA signed certificate, certificate
 * covers host). Failures to read are {@link io.etcdexplorer.etcd.EtcdAccessException}s naming file and fix.
 */
public final class CertificateInspector {

    /** Certificates expiring within this many days get a warning. */
    public static final int EXPIRY_WARNING_DAYS = 30;

    private final Clock clock;

    public CertificateInspector() {
        this(Clock.systemUTC());
    }

    /** With a fixed clock, for tests and for "will it still be valid on ..." questions. */
    public CertificateInspector(Clock clock) {
        this.clock = clock;
    }

    /** Every certificate in the file, and its private key if the file holds one (PKCS#12, combined PEM). */
    public InspectionReport inspect(Path file, String password) {
        return inspect(FileSource.LOCAL, file, password);
    }

    /** The same for a file from {@code files}, e.g. one fetched from an SSH host into memory. */
    public InspectionReport inspect(FileSource files, Path file, String password) {
        TlsFile content = TlsFile.read(files, file, FileRole.ANY);
        List<X509Certificate> certificates = content.certificates();
        KeyReport key = null;
        if (content.isPkcs12()) {
            Pkcs12Bundle bundle = Pkcs12Bundle.open(content, password);
            certificates = TlsMaterial.certificatesIn(content, password);
            if (bundle.key() != null) {
                key = keyReport(file, bundle.key(), true, certificates);
            }
        } else if (!content.keyItems().isEmpty()) {
            key = keyReport(file, PrivateKeys.decode(content, password), PrivateKeys.isEncrypted(content),
                    certificates);
        } else if (certificates.isEmpty()) {
            TlsMaterial.certificatesIn(content, password); // throws the "holds no certificate" explanation
        }
        return new InspectionReport(file, certificates.stream().map(this::describe).toList(), key);
    }

    /** The key in {@code keyFile}; checked against the first certificate of {@code certFile} when one is given. */
    public KeyReport inspectKey(Path keyFile, String password, Path certFile) {
        TlsFile content = TlsFile.read(keyFile, FileRole.KEY);
        PrivateKey key = TlsMaterial.readPrivateKey(keyFile, password);
        List<X509Certificate> against = certFile == null ? List.of()
                : TlsMaterial.readCertificates(certFile, password).subList(0, 1);
        return keyReport(keyFile, key, content.isPkcs12() || PrivateKeys.isEncrypted(content), against);
    }

    public CertificateReport describe(X509Certificate certificate) {
        Instant now = clock.instant();
        Instant notAfter = certificate.getNotAfter().toInstant();
        return new CertificateReport(certificate.getSubjectX500Principal().getName(X500Principal.RFC2253),
                certificate.getIssuerX500Principal().getName(X500Principal.RFC2253), SubjectNames.of(certificate),
                certificate.getNotBefore().toInstant(), notAfter, Math.floorDiv(
                Duration.between(now, notAfter).toSeconds(), Duration.ofDays(1).toSeconds()),
                KeyTypes.describe(certificate.getPublicKey()),
                certificate.getSerialNumber().toString(16).toUpperCase(Locale.ROOT), fingerprint(certificate),
                certificate.getBasicConstraints() >= 0, warnings(certificate, now));
    }

    /** The inspector's current time: what "expired" and "days left" are measured against. */
    Instant now() {
        return clock.instant();
    }

    /** Warnings for one certificate at the inspector's current time. */
    public List<String> warnings(X509Certificate certificate) {
        return warnings(certificate, clock.instant());
    }

    /** True when {@code ca} signed {@code certificate} (names and signature; dates are not checked). */
    public static boolean signedBy(X509Certificate certificate, X509Certificate ca) {
        return ServerChecks.verifies(certificate, ca);
    }

    /** True when one of the CAs in {@code caFile} signed the first certificate in {@code certFile}. */
    public boolean signedBy(Path certFile, Path caFile, String password) {
        X509Certificate leaf = TlsMaterial.readCertificates(certFile, password).get(0);
        return TlsMaterial.readCertificates(caFile, password).stream().anyMatch(ca -> signedBy(leaf, ca));
    }

    /** True when the certificate is valid for this host name or IP address; see {@link SubjectNames#covers}. */
    public static boolean covers(X509Certificate certificate, String host) {
        return SubjectNames.covers(certificate, host);
    }

    /**
     * The endpoints (as {@code host:port}) whose connection the server certificate would fail. With a server name
     * override every endpoint is verified against that one name.
     */
    public static List<String> uncoveredEndpoints(X509Certificate serverCertificate, ConnectionSettings settings) {
        String override = settings.serverName() == null || settings.serverName().isBlank() ? null
                : settings.serverName().trim();
        List<String> uncovered = new ArrayList<>();
        for (Endpoints.HostPort endpoint : Endpoints.parse(settings.endpointUrls()).all()) {
            if (!covers(serverCertificate, override != null ? override : endpoint.host())) {
                uncovered.add(endpoint.toString());
            }
        }
        return List.copyOf(uncovered);
    }

    private KeyReport keyReport(Path file, PrivateKey key, boolean encrypted, List<X509Certificate> against) {
        KeyReport.Match match = against.isEmpty() ? KeyReport.Match.NOT_CHECKED
                : KeyTypes.matches(key, against.get(0).getPublicKey()) ? KeyReport.Match.MATCHES
                : KeyReport.Match.DIFFERS;
        return new KeyReport(file, KeyTypes.describe(key), encrypted, match);
    }

    private static List<String> warnings(X509Certificate certificate, Instant now) {
        Instant notBefore = certificate.getNotBefore().toInstant();
        Instant notAfter = certificate.getNotAfter().toInstant();
        if (now.isAfter(notAfter)) {
            return List.of(TlsMessages.TEXT.format("warning.expired", TlsMessages.date(notAfter),
                    TlsMessages.ago(notAfter, now)));
        }
        if (now.isBefore(notBefore)) {
            return List.of(TlsMessages.TEXT.format("warning.notYetValid", TlsMessages.date(notBefore)));
        }
        long days = Duration.between(now, notAfter).toDays();
        if (days < EXPIRY_WARNING_DAYS) {
            return List.of(TlsMessages.TEXT.format("warning.expiresSoon", days, TlsMessages.date(notAfter)));
        }
        return List.of();
    }

    private static String fingerprint(X509Certificate certificate) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(certificate.getEncoded());
            return HexFormat.ofDelimiter(":").withUpperCase().formatHex(digest);
        } catch (GeneralSecurityException e) {
            return "(unavailable: " + e.getMessage() + ")";
        }
    }
}
