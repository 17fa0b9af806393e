package io.etcdexplorer.etcd.tls;

import io.etcdexplorer.etcd.EtcdAccessException;

import java.net.Socket;
import java.security.Principal;
import java.security.PrivateKey;
import java.security.cert.X509Certificate;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.X509ExtendedKeyManager;
import javax.security.auth.x500.X500Principal;

/**
 * Offers the one client certificate of a connection, and fails the handshake with an explanation when the server
 * is bound to refuse it.
 *
 * <p>Why not the JDK's key manager: it silently sends no certificate when the server's list of accepted CAs does
 * not name ours, and then the server only says "bad certificate". etcd (Go's TLS) answers every refused client
 * certificate with that one alert, whether none was sent, it is expired or it comes from another CA. Here, when
 * the server asks for a certificate, we know everything needed to name the real cause, so we fail right there.
 * An etcd that asks for a client certificate always requires one: with {@code --client-cert-auth}, and also with
 * just {@code --trusted-ca-file} (measured on etcd 3.4).
 */
final class ClientKeyManager extends X509ExtendedKeyManager {

    private static final String ALIAS = "client";

    private final TlsMaterial material;
    private final String certFile;
    private final Endpoints endpoints;

    ClientKeyManager(TlsMaterial material, String certFile, Endpoints endpoints) {
        this.material = material;
        this.certFile = certFile;
        this.endpoints = endpoints;
    }

    @Override
    public String chooseEngineClientAlias(String[] keyTypes, Principal[] issuers, SSLEngine engine) {
        return choose(keyTypes, issuers, engine == null ? null : engine.getPeerHost(),
                engine == null ? -1 : engine.getPeerPort());
    }

    @Override
    public String chooseClientAlias(String[] keyTypes, Principal[] issuers, Socket socket) {
        return choose(keyTypes, issuers, socket == null ? null : socket.getInetAddress().getHostAddress(),
                socket == null ? -1 : socket.getPort());
    }

    @Override
    public String[] getClientAliases(String keyType, Principal[] issuers) {
        return material.hasClientCertificate() ? new String[] {ALIAS} : null;
    }

    @Override
    public X509Certificate[] getCertificateChain(String alias) {
        return ALIAS.equals(alias) ? material.clientChain().toArray(X509Certificate[]::new) : null;
    }

    @Override
    public PrivateKey getPrivateKey(String alias) {
        return ALIAS.equals(alias) ? material.clientKey() : null;
    }

    @Override
    public String[] getServerAliases(String keyType, Principal[] issuers) {
        return null;
    }

    @Override
    public String chooseServerAlias(String keyType, Principal[] issuers, Socket socket) {
        return null;
    }

    private String choose(String[] keyTypes, Principal[] issuers, String host, int port) {
        String server = endpoints.label(host, port);
        if (!material.hasClientCertificate()) {
            throw refuse(TlsMessages.clientCertificateRequired(server));
        }
        X509Certificate leaf = material.clientCertificate();
        if (!Arrays.asList(keyTypes).contains(material.clientKey().getAlgorithm())) {
            return null; // the JDK asks again with other key types
        }
        if (!ServerChecks.isValid(leaf, Instant.now())) {
            throw refuse(TlsMessages.clientExpired(certFile, leaf, Instant.now()));
        }
        Set<X500Principal> accepted = principals(issuers);
        if (!accepted.isEmpty() && !acceptedBy(material.clientChain(), accepted)) {
            throw refuse(TlsMessages.clientIssuerNotAccepted(server, certFile, leaf, accepted));
        }
        return ALIAS;
    }

    /** The key manager interface allows no checked exception; the problem rides along as the cause. */
    private static IllegalStateException refuse(EtcdAccessException explanation) {
        return new IllegalStateException(explanation.getMessage(), new TlsProblem(explanation));
    }

    private static boolean acceptedBy(List<X509Certificate> chain, Set<X500Principal> accepted) {
        return chain.stream().anyMatch(c -> accepted.contains(c.getIssuerX500Principal())
                || accepted.contains(c.getSubjectX500Principal()));
    }

    private static Set<X500Principal> principals(Principal[] issuers) {
        if (issuers == null) {
            return Set.of();
        }
        return Arrays.stream(issuers).map(p -> p instanceof X500Principal x500 ? x500 : new X500Principal(p.getName()))
                .collect(Collectors.toSet());
    }
}
