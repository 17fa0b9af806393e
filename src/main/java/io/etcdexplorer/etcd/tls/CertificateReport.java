package io.etcdexplorer.etcd.tls;

import io.etcdexplorer.i18n.Messages;

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

    private static final Messages TEXT = TlsMessages.TEXT;
    private static final List<String> LABELS = List.of("report.subject", "report.issuer", "report.names",
            "report.valid", "report.key", "report.serial", "report.sha256", "report.ca", "report.warning",
            "report.keyFile", "report.matches");

    public CertificateReport {
        subjectAltNames = List.copyOf(subjectAltNames);
        warnings = List.copyOf(warnings);
    }

    public boolean isSelfSigned() {
        return subject.equals(issuer);
    }

    /** Aligned "Label: value" lines, one field per line, labels in the user's language. */
    public String toText() {
        StringBuilder text = new StringBuilder();
        line(text, "report.subject", subject);
        line(text, "report.issuer", isSelfSigned() ? TEXT.format("report.selfSigned", issuer) : issuer);
        line(text, "report.names", subjectAltNames.isEmpty() ? TEXT.get("report.none")
                : String.join(", ", subjectAltNames));
        String from = TlsMessages.date(notBefore);
        String until = TlsMessages.date(notAfter);
        line(text, "report.valid", daysLeft >= 0 ? TEXT.format("report.validLeft", from, until, daysLeft)
                : TEXT.format("report.validExpired", from, until, -daysLeft));
        line(text, "report.key", keyType);
        line(text, "report.serial", serial);
        line(text, "report.sha256", sha256Fingerprint);
        line(text, "report.ca", TEXT.get(ca ? "report.yes" : "report.no"));
        warnings.forEach(warning -> line(text, "report.warning", warning));
        return text.toString();
    }

    /**
     * One line; every label is padded to the widest label of the language so certificate and key lines align in a
     * monospaced font, where CJK characters take two columns.
     */
    static void line(StringBuilder text, String labelKey, String value) {
        String label = TEXT.format("report.label", TEXT.get(labelKey));
        text.append(label).append(" ".repeat(labelWidth() - columns(label) + 1)).append(value)
                .append(System.lineSeparator());
    }

    private static int labelWidth() {
        return LABELS.stream().mapToInt(key -> columns(TEXT.format("report.label", TEXT.get(key)))).max().orElse(0);
    }

    private static int columns(String text) {
        return text.codePoints().map(c -> Character.isIdeographic(c) || (c >= 0x3000 && c <= 0x30FF)
                || (c >= 0xFF00 && c <= 0xFF60) ? 2 : 1).sum();
    }
}
