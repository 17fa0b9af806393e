package io.etcdexplorer.etcd.tls;

import java.nio.file.Path;

/**
 * A private key file, described: what key it holds and whether it belongs to a given certificate.
 *
 * @param file      the key file
 * @param keyType   e.g. "RSA 2048", "EC P-256", "Ed25519"
 * @param encrypted whether the file was password-protected
 * @param match     whether it is the key of the certificate it was checked against
 */
public record KeyReport(Path file, String keyType, boolean encrypted, Match match) {

    public enum Match { MATCHES, DIFFERS, NOT_CHECKED }

    public String toText() {
        StringBuilder text = new StringBuilder();
        CertificateReport.line(text, "report.keyFile", file.toString());
        CertificateReport.line(text, "report.key", encrypted ? TlsMessages.TEXT.format("report.keyEncrypted", keyType)
                : keyType);
        if (match != Match.NOT_CHECKED) {
            CertificateReport.line(text, "report.matches", TlsMessages.TEXT.get(match == Match.MATCHES
                    ? "report.matchYes" : "report.matchNo"));
        }
        return text.toString();
    }
}
