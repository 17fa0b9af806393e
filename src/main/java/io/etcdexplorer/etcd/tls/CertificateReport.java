package io.etcdexplorer.etcd.tls;

import java.time.Instant;
import java.util.List;

/**
 * One certificate, described for people: ready for a details pane or a terminal.
 *
 * @param subject           distinguished name, e.g. {@code CN=kube-etcd}
 * @param issuer            distinguished name of the signer
 * @param subjectAltNames   {@code DNS:...} and {@code IP:...} entries
 * @param daysLeft          whole days until {@code notAfter}, negative once expired
 * @param keyType           e.g. "RSA 2048", "EC P-256", "Ed25519"
 * @param serial            serial number in hex
 * @param sha256Fingerprint SHA-256 of the DER encoding, as {@code AB:CD:...}
 * @param ca                whether it may sign other certificates (basic constraints)
 * @param warnings          expired, not yet valid, expiring within 30 days
 */
public record CertificateReport(String subject, String issuer, List<String> subjectAltNames, Instant notBefore,
                                Instant notAfter, long daysLeft, String keyType, String serial,
                                String sha256Fingerprint, boolean ca, List<String> warnings) {

    public CertificateReport {
        subjectAltNames = List.copyOf(subjectAltNames);
        warnings = List.copyOf(warnings);
    }

    public boolean isSelfSigned() {
        return subject.equals(issuer);
    }

    /** Aligned "Label: value" lines, one field per line. */
    public String toText() {
        StringBuilder text = new StringBuilder();
        line(text, "Subject", subject);
        line(text, "Issuer", issuer + (isSelfSigned() ? " (self-signed)" : ""));
        line(text, "Names", subjectAltNames.isEmpty() ? "(none)" : String.join(", ", subjectAltNames));
        line(text, "Valid", TlsMessages.date(notBefore) + " to " + TlsMessages.date(notAfter) + " ("
                + (daysLeft >= 0 ? daysLeft + " days left" : "expired " + -daysLeft + " days ago") + ")");
        line(text, "Key", keyType);
        line(text, "Serial", serial);
        line(text, "SHA-256", sha256Fingerprint);
        line(text, "CA", ca ? "yes" : "no");
        warnings.forEach(warning -> line(text, "Warning", warning));
        return text.toString();
    }

    static void line(StringBuilder text, String label, String value) {
        text.append(String.format("%-9s %s%n", label + ":", value));
    }
}
