package io.etcdexplorer.etcd.tls;

import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.grpc.netty.GrpcSslContexts;
import io.netty.handler.ssl.SslContext;
import io.netty.handler.ssl.SslContextBuilder;

import java.security.GeneralSecurityException;
import javax.net.ssl.KeyManager;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLException;
import javax.net.ssl.TrustManager;

/** Builds the client TLS context for a connection from etcdctl-style certificate settings. */
public final class TlsContexts {

    private TlsContexts() {
    }

    /**
     * Loads the settings' CA, certificate and key in any supported format (see {@link TlsMaterial}) and builds a
     * gRPC-ready context whose trust and key managers explain each refusal (see {@link TlsDiagnosis}).
     *
     * @throws EtcdAccessException naming the file and the fix when a file is missing, unreadable or wrong
     */
    public static SslContext forSettings(ConnectionSettings settings) {
        TlsMaterial material = TlsMaterial.load(settings);
        Endpoints endpoints = Endpoints.parse(settings.endpointUrls());
        try {
            SslContextBuilder builder = GrpcSslContexts.forClient();
            if (settings.insecureSkipTlsVerify()) {
                builder.trustManager(new TrustAll());
            } else {
                ServerChecks checks = new ServerChecks(material.trustedCas(), settings.fileLabel(settings.caCert()),
                        settings.serverName());
                builder.trustManager(new ServerTrust(checks, endpoints));
            }
            // Also without a client certificate: it is what tells that the server wants one (see ClientKeyManager).
            builder.keyManager(new ClientKeyManager(material, clientCertFile(settings), endpoints));
            return builder.build();
        } catch (SSLException | GeneralSecurityException e) {
            throw new EtcdAccessException(TlsMessages.TEXT.format("tls.setup", String.valueOf(e.getMessage())),
                    TlsMessages.TEXT.get("tls.setup.fix"), e);
        }
    }

    /**
     * The same trust and client key for plain HTTPS, e.g. a member's {@code /metrics} on its client URL.
     *
     * @throws EtcdAccessException as {@link #forSettings}
     */
    public static SSLContext forHttps(ConnectionSettings settings) {
        TlsMaterial material = TlsMaterial.load(settings);
        Endpoints endpoints = Endpoints.parse(settings.endpointUrls());
        try {
            TrustManager trust = settings.insecureSkipTlsVerify() ? new TrustAll()
                    : new ServerTrust(new ServerChecks(material.trustedCas(), settings.fileLabel(settings.caCert()),
                    settings.serverName()), endpoints);
            SSLContext context = SSLContext.getInstance("TLS");
            context.init(new KeyManager[]{new ClientKeyManager(material, clientCertFile(settings), endpoints)},
                    new TrustManager[]{trust}, null);
            return context;
        } catch (GeneralSecurityException e) {
            throw new EtcdAccessException(TlsMessages.TEXT.format("tls.setup", String.valueOf(e.getMessage())),
                    TlsMessages.TEXT.get("tls.setup.fix"), e);
        }
    }

    private static String clientCertFile(ConnectionSettings settings) {
        return settings.fileLabel(settings.cert() != null ? settings.cert() : settings.key());
    }
}
