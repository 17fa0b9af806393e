package io.etcdexplorer.etcd.tls;

import java.security.cert.X509Certificate;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The dates of every certificate a profile involves (CA file, client certificate and its chain, each server's
 * chain), each certificate once, with the fix that fits its role: an expired CA is not renewed like a server
 * certificate. Confined to the one check that fills it.
 */
final class CertificateDates {

    /** Whose certificate it is, for the fix. */
    enum Role { CA, CLIENT, SERVER }

    private record Entry(String label, Role role) {
    }

    private final CertificateInspector inspector;
    private final Map<X509Certificate, Entry> certificates = new LinkedHashMap<>();

    CertificateDates(CertificateInspector inspector) {
        this.inspector = inspector;
    }

    /** Notes a certificate; {@code label} names it in a sentence, e.g. "The CA certificate 'CN=etcd-ca' in ca.crt". */
    void add(X509Certificate certificate, String label, Role role) {
        certificates.putIfAbsent(certificate, new Entry(label, role));
    }

    /**
     * One line per certificate that is expired, not yet valid (failed) or expires within
     * {@value CertificateInspector#EXPIRY_WARNING_DAYS} days (warning); one line saying all is well otherwise.
     */
    List<CertificateCheck> checks() {
        Instant now = inspector.now();
        List<CertificateCheck> checks = new ArrayList<>();
        certificates.forEach((certificate, entry) -> {
            for (String warning : inspector.warnings(certificate)) {
                String text = TlsMessages.TEXT.format("dates.warning", entry.label(),
                        Character.toLowerCase(warning.charAt(0)) + warning.substring(1));
                boolean valid = ServerChecks.isValid(certificate, now);
                checks.add(valid ? CertificateCheck.warning(text, renewSoon(entry.role()))
                        : CertificateCheck.failed(text, invalidFix(entry.role(), now.isBefore(
                        certificate.getNotBefore().toInstant()))));
            }
        });
        if (checks.isEmpty() && !certificates.isEmpty()) {
            X509Certificate first = certificates.keySet().stream()
                    .min(Comparator.comparing(X509Certificate::getNotAfter)).orElseThrow();
            checks.add(CertificateCheck.passed(TlsMessages.TEXT.format("dates.allValid", certificates.size(),
                    CertificateInspector.EXPIRY_WARNING_DAYS, TlsMessages.name(first.getSubjectX500Principal()),
                    TlsMessages.date(first.getNotAfter().toInstant()))));
        }
        return checks;
    }

    private static String invalidFix(Role role, boolean notYetValid) {
        if (notYetValid) {
            return TlsMessages.TEXT.get("dates.notYetValid.fix");
        }
        return switch (role) {
            case CA -> TlsMessages.TEXT.get("dates.expired.ca");
            case CLIENT -> TlsMessages.TEXT.get("dates.expired.client");
            case SERVER -> TlsMessages.TEXT.get("dates.expired.server");
        };
    }

    private static String renewSoon(Role role) {
        return switch (role) {
            case CA -> TlsMessages.TEXT.get("dates.renewSoon.ca");
            case CLIENT -> TlsMessages.TEXT.get("dates.renewSoon.client");
            case SERVER -> TlsMessages.TEXT.get("dates.renewSoon.server");
        };
    }
}
