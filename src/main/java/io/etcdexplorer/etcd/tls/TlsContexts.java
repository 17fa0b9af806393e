package io.etcdexplorer.etcd.tls;

import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.grpc.netty.GrpcSslContexts;
import io.netty.handler.ssl.SslContext;
import io.netty.handler.ssl.SslContextBuilder;
import io.netty.handler.ssl.util.InsecureTrustManagerFactory;

import java.io.IOException;
import java.security.PrivateKey;
import java.security.cert.X509Certificate;
import java.util.List;

/** Builds the client TLS context for a connection from etcdctl-style certificate settings. */
public final class TlsContexts {

    private TlsContexts() {
    }

    public static SslContext forSettings(ConnectionSettings settings) {
        try {
            SslContextBuilder builder = GrpcSslContexts.forClient();
            if (settings.insecureSkipTlsVerify()) {
                builder.trustManager(InsecureTrustManagerFactory.INSTANCE);
            } else if (settings.caCert() != null) {
                List<X509Certificate> cas = PemFiles.readCertificates(settings.caCert());
                builder.trustManager(cas.toArray(X509Certificate[]::new));
            }
            if (settings.cert() != null || settings.key() != null) {
                if (settings.cert() == null || settings.key() == null) {
                    throw new EtcdAccessException("A client certificate needs both --cert and --key.",
                            "Give the certificate file and its private key file together.", null);
                }
                List<X509Certificate> chain = PemFiles.readCertificates(settings.cert());
                PrivateKey key = PemFiles.readPrivateKey(settings.key());
                builder.keyManager(key, chain.toArray(X509Certificate[]::new));
            }
            return builder.build();
        } catch (IOException e) {
            throw new EtcdAccessException("Cannot read the TLS files: " + e.getMessage(),
                    "Check the paths and that the files are PEM certificates and keys.", e);
        } catch (IllegalArgumentException e) {
            throw new EtcdAccessException("The client key does not fit the certificate: " + e.getMessage(),
                    "Use the key file that belongs to this certificate.", e);
        }
    }
}
