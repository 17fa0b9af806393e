package io.etcdexplorer.etcd.tls;

import java.nio.file.Path;
import java.util.List;

/**
 * Everything in one file: its certificates in file order (leaf first for a chain) and, for a key file, a PKCS#12
 * bundle or a combined PEM, its private key.
 *
 * @param key null when the file holds no private key
 */
public record InspectionReport(Path file, List<CertificateReport> certificates, KeyReport key) {

    public InspectionReport {
        certificates = List.copyOf(certificates);
    }

    /** All warnings of all certificates, for a badge or a summary line. */
    public List<String> warnings() {
        return certificates.stream().flatMap(c -> c.warnings().stream()).toList();
    }

    public String toText() {
        StringBuilder text = new StringBuilder(TlsMessages.TEXT.format(key == null ? "report.summary"
                : "report.summaryKey", file.toString(), certificates.size()) + System.lineSeparator());
        for (int i = 0; i < certificates.size(); i++) {
            text.append(System.lineSeparator()).append('[').append(i + 1).append("]").append(System.lineSeparator())
                    .append(certificates.get(i).toText());
        }
        if (key != null) {
            text.append(System.lineSeparator()).append(key.toText());
        }
        return text.toString();
    }
}
