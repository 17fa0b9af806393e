package io.etcdexplorer.etcd.tls;

import java.util.List;

/**
 * How a profile's TLS files relate to each other and to the server, in the order a person reads them: the key and
 * the client certificate, the client certificate and the CA, each endpoint's server certificate, then the dates of
 * every certificate involved.
 */
public record CertificateSetCheck(List<CertificateCheck> checks) {

    public CertificateSetCheck {
        checks = List.copyOf(checks);
    }

    /** True when some check failed: connecting with these files will not work as they are. */
    public boolean failed() {
        return checks.stream().anyMatch(c -> c.status() == CertificateCheck.Status.FAILED);
    }
}
