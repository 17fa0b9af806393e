package io.etcdexplorer.etcd.tls;

/**
 * One relation between a profile's TLS files and its server, checked: the key belongs to the client certificate,
 * the CA signed it, the server's certificate is signed by the CA and covers the host, a certificate's dates.
 *
 * @param status how it came out
 * @param text   what was found, naming the certificates and files involved
 * @param fix    what to do about it; null when nothing needs doing
 */
public record CertificateCheck(Status status, String text, String fix) {

    /** How a check came out; {@code SKIPPED} when it could not be made (no CA file, server not reachable). */
    public enum Status { PASSED, FAILED, WARNING, SKIPPED }

    static CertificateCheck passed(String text) {
        return new CertificateCheck(Status.PASSED, text, null);
    }

    static CertificateCheck failed(String text, String fix) {
        return new CertificateCheck(Status.FAILED, text, fix);
    }

    /** A failure already put in words elsewhere, e.g. a file that cannot be read. */
    static CertificateCheck failed(io.etcdexplorer.etcd.EtcdAccessException problem) {
        return new CertificateCheck(Status.FAILED, problem.getMessage(), problem.hint());
    }

    static CertificateCheck warning(String text, String fix) {
        return new CertificateCheck(Status.WARNING, text, fix);
    }

    static CertificateCheck skipped(String text, String fix) {
        return new CertificateCheck(Status.SKIPPED, text, fix);
    }
}
