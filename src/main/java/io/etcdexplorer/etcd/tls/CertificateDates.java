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
                String text = entry.label() + ": " + Character.toLowerCase(warning.charAt(0)) + warning.substring(1);
                boolean valid = ServerChecks.isValid(certificate, now);
                checks.add(valid ? CertificateCheck.warning(text, renewSoon(entry.role()))
                        : CertificateCheck.failed(text, invalidFix(entry.role(), now.isBefore(
                        certificate.getNotBefore().toInstant()))));
            }
        });
        if (checks.isEmpty() && !certificates.isEmpty()) {
            X509Certificate first = certificates.keySet().stream()
                    .min(Comparator.comparing(X509Certificate::getNotAfter)).orElseThrow();
            checks.add(CertificateCheck.passed((certificates.size() == 1 ? "The certificate is"
                    : "All " + certificates.size() + " certificates are") + " valid for at least "
                    + CertificateInspector.EXPIRY_WARNING_DAYS + " more days; the first to expire is "
                    + TlsMessages.name(first.getSubjectX500Principal()) + ", on "
                    + TlsMessages.date(first.getNotAfter().toInstant()) + "."));
        }
        return checks;
    }

    private static String invalidFix(Role role, boolean notYetValid) {
        if (notYetValid) {
            return "Check the clock of this computer and of the machine that issued it.";
        }
        return switch (role) {
            case CA -> "Get the cluster's current CA certificate, or check this computer's clock.";
            case CLIENT -> "Renew it (kubeadm: `kubeadm certs renew etcd-healthcheck-client`) or use a client"
                    + " certificate that is still valid; the server rejects an expired one.";
            case SERVER -> "Renew it (kubeadm: `kubeadm certs renew etcd-server`, then restart etcd), or, if it"
                    + " should still be valid, check this computer's clock.";
        };
    }

    private static String renewSoon(Role role) {
        return switch (role) {
            case CA -> "Plan the CA's renewal: every certificate it signed must then be issued again.";
            case CLIENT -> "Renew it before then (kubeadm: `kubeadm certs renew etcd-healthcheck-client`).";
            case SERVER -> "Renew it before then (kubeadm: `kubeadm certs renew etcd-server`, then restart etcd).";
        };
    }
}
