package io.etcdexplorer.etcd.tls;

import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.Hop;
import io.etcdexplorer.etcd.EtcdErrors;

import java.io.IOException;
import java.nio.channels.ClosedChannelException;
import java.security.cert.CertificateException;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javax.net.ssl.SSLException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Explains why a TLS connection failed, naming the cause and the fix. Most failures are explained where they
 * happen, by our trust and key managers (see {@link TlsContexts}); this class finds those explanations in an
 * exception chain, reads the rest from what JSSE and gRPC say, and probes the server where words alone cannot tell
 * (a plain http:// connection closed at once by a TLS port).
 */
public final class TlsDiagnosis {

    private static final Logger LOG = LoggerFactory.getLogger(TlsDiagnosis.class);

    private static final Duration PROBE_TIMEOUT = Duration.ofMillis(1500);
    private static final List<String> NOT_TLS = List.of("unrecognized ssl message", "not an ssl/tls record",
            "plaintext connection");
    private static final List<String> REFUSED_CLIENT = List.of("bad_certificate", "unknown_ca",
            "certificate_expired", "certificate_revoked", "unsupported_certificate", "certificate_unknown",
            "access_denied");
    private static final List<String> UNTRUSTED = List.of("pkix path", "certification path", "subject alternative",
            "no name matching", "certificateexpired", "certificatenotyetvalid", "notafter", "notbefore");
    private static final List<String> CLOSED_AT_ONCE = List.of("network closed for unknown reason",
            "connection closed", "connection reset", "first received frame was not settings");

    private TlsDiagnosis() {
    }

    /**
     * The explanation when {@code failure} is about TLS, else empty (for {@code EtcdErrors.translate}).
     *
     * @param target the endpoints as {@link ConnectionSettings#endpointsLabel()} gives them
     */
    public static Optional<EtcdAccessException> diagnose(Throwable failure, String target) {
        return diagnose(failure, target, target);
    }

    /**
     * The same for a client that dials other addresses than the endpoints (an SSH tunnel's local ports): messages
     * name {@code target}, probes go to the matching entry of {@code dialTarget}.
     */
    public static Optional<EtcdAccessException> diagnose(Throwable failure, String target, String dialTarget) {
        return classify(failure, target, dialTarget).map(Finding::explanation);
    }

    /** Like {@link #diagnose}, refined with what the settings and a probe of the server tell; never null. */
    public static EtcdAccessException explain(Throwable failure, ConnectionSettings settings) {
        EtcdAccessException known = find(failure, EtcdAccessException.class);
        if (known != null && find(known, TlsProblem.class) == null && find(known, SSLException.class) == null) {
            return known; // already explained, e.g. a key file that cannot be read
        }
        Optional<Finding> finding = classify(failure, settings.endpointsLabel());
        if (finding.isEmpty()) {
            return EtcdErrors.translate(failure, settings.endpointsLabel());
        }
        if (finding.get().kind() == Kind.REFUSED_CLIENT) {
            return refineRefusal(settings, finding.get().explanation());
        }
        if (finding.get().kind() == Kind.HANDSHAKE || finding.get().kind() == Kind.UNTRUSTED) {
            return probeAndCheck(settings).map(e -> withCause(e, failure)).orElse(finding.get().explanation());
        }
        return finding.get().explanation();
    }

    /**
     * Checks a server chain (e.g. from {@link ServerCertificateProbe}) against the settings' CA file and the name
     * the first endpoint is verified by: unknown CA, expired or not yet valid, host not covered.
     */
    public static Optional<EtcdAccessException> checkServerChain(List<X509Certificate> chain,
                                                                 ConnectionSettings settings) {
        Endpoints endpoints = Endpoints.parse(settings.endpointUrls());
        Endpoints.HostPort first = endpoints.first();
        List<X509Certificate> cas = settings.caCert() == null ? List.of()
                : TlsMaterial.readCertificates(settings.files(), settings.caCert(), settings.keyPassword());
        String host = settings.serverName() != null && !settings.serverName().isBlank() ? settings.serverName()
                : first == null ? null : first.host();
        String server = first == null ? settings.endpointsLabel() : first.toString();
        return new ServerChecks(cas, settings.fileLabel(settings.caCert()), settings.serverName())
                .check(chain, server, host, Instant.now());
    }

    enum Kind { EXPLAINED, NOT_TLS, SPEAKS_TLS, CLIENT_REQUIRED, REFUSED_CLIENT, UNTRUSTED, HANDSHAKE }

    record Finding(Kind kind, EtcdAccessException explanation) {
    }

    static Optional<Finding> classify(Throwable failure, String target) {
        return classify(failure, target, target);
    }

    static Optional<Finding> classify(Throwable failure, String target, String dialTarget) {
        Endpoints endpoints = Endpoints.parseLabel(target);
        Endpoints dialed = Endpoints.parseLabel(dialTarget);
        if (dialed.all().size() != endpoints.all().size()) {
            dialed = endpoints;
        }
        String server = endpoints.all().isEmpty() ? target : endpoints.label();
        TlsProblem problem = find(failure, TlsProblem.class);
        if (problem != null) {
            return finding(Kind.EXPLAINED, problem.explanation(), failure);
        }
        String text = chainText(failure);
        // gRPC names its pipeline when a connection fails before negotiation ends: a TLS handler there means the
        // failure happened during the handshake, even when only a closed channel is left to tell.
        if (find(failure, SSLException.class) != null || find(failure, CertificateException.class) != null
                || text.contains("ssl exception") || text.contains("clienttlshandler")) {
            return Optional.of(fromHandshake(text, endpoints, dialed, server, failure));
        }
        if (containsAny(text, CLOSED_AT_ONCE)) {
            for (int i = 0; i < endpoints.all().size(); i++) {
                Endpoints.HostPort endpoint = endpoints.all().get(i);
                if (!endpoint.https() && speaksTls(dialed.all().get(i))) {
                    return finding(Kind.SPEAKS_TLS, TlsMessages.speaksTls(endpoint.toString()), failure);
                }
            }
        }
        return Optional.empty();
    }

    private static Finding fromHandshake(String text, Endpoints endpoints, Endpoints dialed, String server,
                                         Throwable failure) {
        String reason = rootMessage(failure);
        if (containsAny(text, NOT_TLS)) {
            return new Finding(Kind.NOT_TLS, withCause(TlsMessages.notTls(server), failure));
        }
        if (text.contains("received fatal alert: certificate_required")) {
            return new Finding(Kind.CLIENT_REQUIRED,
                    withCause(TlsMessages.clientCertificateRequired(server), failure));
        }
        if (REFUSED_CLIENT.stream().anyMatch(alert -> text.contains("received fatal alert: " + alert))) {
            return new Finding(Kind.REFUSED_CLIENT, withCause(TlsMessages.clientRejected(server, null), failure));
        }
        if (containsAny(text, UNTRUSTED)) {
            return new Finding(Kind.UNTRUSTED, withCause(TlsMessages.untrusted(server, reason), failure));
        }
        // etcd's plaintext port just hangs up on a TLS hello, which says nothing: ask the port what it speaks.
        for (int i = 0; i < endpoints.all().size(); i++) {
            Endpoints.HostPort endpoint = endpoints.all().get(i);
            Endpoints.HostPort dial = dialed.all().get(i);
            if (endpoint.https() && ServerCertificateProbe.speaksPlaintext(dial.host(), dial.port(), PROBE_TIMEOUT)) {
                return new Finding(Kind.NOT_TLS, withCause(TlsMessages.notTls(endpoint.toString()), failure));
            }
        }
        return new Finding(Kind.HANDSHAKE, withCause(TlsMessages.handshakeFailed(server, reason), failure));
    }

    /** The server only says "bad certificate"; the client certificate itself usually tells why. */
    private static EtcdAccessException refineRefusal(ConnectionSettings settings, EtcdAccessException plain) {
        try {
            TlsMaterial material = TlsMaterial.load(settings);
            Endpoints endpoints = Endpoints.parse(settings.endpointUrls());
            String server = endpoints.label();
            X509Certificate leaf = material.clientCertificate();
            if (leaf == null) {
                return withCause(TlsMessages.clientCertificateRequired(server), plain.getCause());
            }
            if (!ServerChecks.isValid(leaf, Instant.now())) {
                return withCause(TlsMessages.clientExpired(settings.fileLabel(settings.cert() != null ? settings.cert()
                        : settings.key()), leaf, Instant.now()), plain.getCause());
            }
            return withCause(TlsMessages.clientRejected(server,
                    TlsMessages.name(leaf.getIssuerX500Principal())), plain.getCause());
        } catch (EtcdAccessException e) {
            return e;
        }
    }

    private static Optional<EtcdAccessException> probeAndCheck(ConnectionSettings settings) {
        Endpoints.HostPort first = Endpoints.parse(settings.endpointUrls()).first();
        if (first == null) {
            return Optional.empty();
        }
        try {
            ServerCertificateProbe.Result result = ServerCertificateProbe.probe(first.host(), first.port(),
                    settings.serverName(), PROBE_TIMEOUT);
            return checkServerChain(result.chain(), settings);
        } catch (IOException | EtcdAccessException e) {
            LOG.debug("The server certificate could not be fetched for a diagnosis", e);
            return Optional.empty();
        }
    }

    private static boolean speaksTls(Endpoints.HostPort endpoint) {
        try {
            return !ServerCertificateProbe.probe(endpoint.host(), endpoint.port(), null, PROBE_TIMEOUT).chain()
                    .isEmpty();
        } catch (IOException e) {
            LOG.debug("No TLS handshake with the endpoint", e);
            return false;
        }
    }

    private static Optional<Finding> finding(Kind kind, EtcdAccessException explanation, Throwable failure) {
        return Optional.of(new Finding(kind, withCause(explanation, failure)));
    }

    /** The same words with the original failure attached, for logs. */
    private static EtcdAccessException withCause(EtcdAccessException explanation, Throwable cause) {
        return new EtcdAccessException(Hop.ETCD, explanation.getMessage(), explanation.fix(), cause);
    }

    private static <T extends Throwable> T find(Throwable failure, Class<T> type) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (type.isInstance(t)) {
                return type.cast(t);
            }
        }
        return null;
    }

    private static String chainText(Throwable failure) {
        StringBuilder text = new StringBuilder();
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            text.append(t.getClass().getSimpleName()).append(": ").append(t.getMessage()).append('\n');
        }
        return text.toString().toLowerCase(Locale.ROOT);
    }

    private static boolean containsAny(String text, List<String> needles) {
        return needles.stream().anyMatch(text::contains);
    }

    /** The innermost message as a sentence; a bare closed channel means the server hung up. */
    private static String rootMessage(Throwable failure) {
        Throwable root = failure;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String message = root.getMessage();
        if (message == null || message.isBlank()) {
            message = root instanceof ClosedChannelException ? TlsMessages.TEXT.get("serverClosed")
                    : root.getClass().getSimpleName();
        }
        return message.endsWith(".") ? message : message + ".";
    }
}
