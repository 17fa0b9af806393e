package io.etcdexplorer.etcd.tls;

import io.etcdexplorer.etcd.EtcdAccessException;

import java.security.cert.CertificateException;

/**
 * A TLS failure already explained, thrown from our trust and key managers where the connection's settings are at
 * hand. JSSE, Netty and gRPC keep it as the cause of their own exceptions, so {@link TlsDiagnosis} finds it again
 * where only the exception is left.
 */
final class TlsProblem extends CertificateException {

    private final transient EtcdAccessException explanation;

    TlsProblem(EtcdAccessException explanation) {
        super(explanation.getMessage());
        this.explanation = explanation;
    }

    EtcdAccessException explanation() {
        return explanation;
    }
}
