package io.etcdexplorer.etcd.tls;

import io.etcdexplorer.etcd.EtcdAccessException;

import java.io.IOException;
import java.net.Socket;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.CertificateException;
import java.security.cert.X509Certificate;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.TrustManager;
import javax.net.ssl.TrustManagerFactory;
import javax.net.ssl.X509ExtendedTrustManager;

/**
 * Verifies the server like the JDK does, but first runs {@link ServerChecks} so that a rejected server certificate
 * is explained with the names, dates and CAs involved. It throws {@link TlsProblem}, which survives as the cause
 * through Netty and gRPC; the JDK's PKIX and host name checks still run afterwards and have the final word.
 */
final class ServerTrust extends X509ExtendedTrustManager {

    private final ServerChecks checks;
    private final Endpoints endpoints;
    private final X509ExtendedTrustManager pkix;

    ServerTrust(ServerChecks checks, Endpoints endpoints) throws GeneralSecurityException {
        this.checks = checks;
        this.endpoints = endpoints;
        this.pkix = pkix(checks.cas());
    }

    @Override
    public void checkServerTrusted(X509Certificate[] chain, String authType, SSLEngine engine)
            throws CertificateException {
        String host = engine == null ? null : engine.getPeerHost();
        int port = engine == null ? -1 : engine.getPeerPort();
        String server = explain(chain, host, port);
        try {
            pkix.checkServerTrusted(chain, authType, engine);
        } catch (CertificateException e) {
            throw rejected(server, chain, e);
        }
    }

    @Override
    public void checkServerTrusted(X509Certificate[] chain, String authType, Socket socket)
            throws CertificateException {
        // The handshake session knows the host as given; the socket's address would cost a reverse DNS lookup.
        String host = socket instanceof SSLSocket tls && tls.getHandshakeSession() != null
                ? tls.getHandshakeSession().getPeerHost() : null;
        int port = socket == null ? -1 : socket.getPort();
        String server = explain(chain, host, port);
        try {
            pkix.checkServerTrusted(chain, authType, socket);
        } catch (CertificateException e) {
            throw rejected(server, chain, e);
        }
    }

    @Override
    public void checkServerTrusted(X509Certificate[] chain, String authType) throws CertificateException {
        String server = explain(chain, null, -1);
        try {
            pkix.checkServerTrusted(chain, authType);
        } catch (CertificateException e) {
            throw rejected(server, chain, e);
        }
    }

    @Override
    public void checkClientTrusted(X509Certificate[] chain, String authType, SSLEngine engine)
            throws CertificateException {
        throw new CertificateException("this trust manager only verifies servers");
    }

    @Override
    public void checkClientTrusted(X509Certificate[] chain, String authType, Socket socket)
            throws CertificateException {
        throw new CertificateException("this trust manager only verifies servers");
    }

    @Override
    public void checkClientTrusted(X509Certificate[] chain, String authType) throws CertificateException {
        throw new CertificateException("this trust manager only verifies servers");
    }

    @Override
    public X509Certificate[] getAcceptedIssuers() {
        return pkix.getAcceptedIssuers();
    }

    private String explain(X509Certificate[] chain, String host, int port) throws TlsProblem {
        String server = endpoints.label(host, port);
        Optional<EtcdAccessException> problem = checks.check(List.of(chain), server, host, Instant.now());
        if (problem.isPresent()) {
            throw new TlsProblem(problem.get());
        }
        return server;
    }

    private TlsProblem rejected(String server, X509Certificate[] chain, CertificateException e) {
        if (e instanceof TlsProblem problem) {
            return problem;
        }
        String reason = String.valueOf(e.getMessage());
        if (checks.cas().isEmpty() && reason.contains("PKIX path building failed") && chain.length > 0) {
            return new TlsProblem(TlsMessages.unknownCa(server, chain[0], null, List.of()));
        }
        TlsProblem problem = new TlsProblem(TlsMessages.untrusted(server, reason.endsWith(".") ? reason
                : reason + "."));
        problem.initCause(e);
        return problem;
    }

    /** The JDK's PKIX trust manager over the given CAs, or over the system's when there are none. */
    private static X509ExtendedTrustManager pkix(List<X509Certificate> cas) throws GeneralSecurityException {
        KeyStore store = null;
        if (!cas.isEmpty()) {
            store = KeyStore.getInstance(KeyStore.getDefaultType());
            try {
                store.load(null, null);
            } catch (IOException e) {
                throw new GeneralSecurityException(e);
            }
            for (int i = 0; i < cas.size(); i++) {
                store.setCertificateEntry("ca-" + i, cas.get(i));
            }
        }
        TrustManagerFactory factory = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        factory.init(store);
        for (TrustManager manager : factory.getTrustManagers()) {
            if (manager instanceof X509ExtendedTrustManager extended) {
                return extended;
            }
        }
        throw new GeneralSecurityException("the JDK offers no X509ExtendedTrustManager");
    }
}
