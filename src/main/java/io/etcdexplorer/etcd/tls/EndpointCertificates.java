package io.etcdexplorer.etcd.tls;

import java.io.IOException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.net.ssl.SSLException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The server side of a profile's certificates: each endpoint's certificate, fetched with
 * {@link ServerCertificateProbe} (no credentials, no etcd request), checked against the CA file and the host the
 * client verifies. An endpoint that does not answer is said to be skipped, never counted as a failure.
 */
final class EndpointCertificates {

    private static final Logger LOG = LoggerFactory.getLogger(EndpointCertificates.class);

    private final Duration timeout;

    EndpointCertificates(Duration timeout) {
        this.timeout = timeout;
    }

    /**
     * The checks of every endpoint in {@code set}; each server certificate goes to {@code dates}.
     *
     * @param cas the CAs of the CA file; null when there is no CA file (the system's CAs verify the server), none
     *            when it cannot be read
     */
    List<CertificateCheck> check(CertificateSet set, ServerChecks cas, CertificateDates dates) {
        if (set.sshHost() != null) {
            return List.of(CertificateCheck.skipped(TlsMessages.TEXT.format("endpoints.viaSsh", set.sshHost()),
                    TlsMessages.TEXT.get("endpoints.viaSsh.fix")));
        }
        List<CertificateCheck> checks = new ArrayList<>();
        for (String typed : set.endpoints()) {
            Endpoints.HostPort endpoint = Endpoints.parse(List.of(typed)).first();
            if (endpoint == null) {
                continue;
            }
            if (typed.trim().toLowerCase(Locale.ROOT).startsWith("http://")) {
                checks.add(CertificateCheck.skipped(TlsMessages.TEXT.format("endpoint.plain", endpoint.toString()),
                        TlsMessages.TEXT.format("endpoint.plain.fix", endpoint.toString())));
                continue;
            }
            checks.addAll(check(endpoint, set.serverName(), cas, dates));
        }
        return checks;
    }

    private List<CertificateCheck> check(Endpoints.HostPort endpoint, String override, ServerChecks cas,
                                         CertificateDates dates) {
        String server = endpoint.toString();
        List<X509Certificate> chain;
        try {
            chain = ServerCertificateProbe.probe(endpoint.host(), endpoint.port(), override, timeout).chain();
        } catch (SSLException e) {
            LOG.debug("No TLS handshake with {}", server, e);
            return List.of(CertificateCheck.failed(TlsMessages.TEXT.format("endpoint.noTls", server, reason(e)),
                    TlsMessages.TEXT.get("endpoint.noTls.fix")));
        } catch (IOException e) {
            LOG.debug("No answer from {}", server, e);
            return List.of(CertificateCheck.skipped(TlsMessages.TEXT.format("endpoint.unreachable", server, reason(e)),
                    TlsMessages.TEXT.get("endpoint.unreachable.fix")));
        }
        if (chain.isEmpty()) {
            return List.of(CertificateCheck.failed(TlsMessages.TEXT.format("endpoint.noCertificate", server),
                    TlsMessages.TEXT.get("endpoint.noCertificate.fix")));
        }
        X509Certificate leaf = chain.get(0);
        String leafName = TlsMessages.name(leaf.getSubjectX500Principal());
        dates.add(leaf, TlsMessages.TEXT.format("label.server", server, leafName), CertificateDates.Role.SERVER);
        chain.stream().skip(1).forEach(c -> dates.add(c, TlsMessages.TEXT.format("label.sentCa", TlsMessages.name(
                c.getSubjectX500Principal()), server), CertificateDates.Role.SERVER));
        List<CertificateCheck> checks = new ArrayList<>();
        checks.add(signed(server, leaf, chain, cas));
        String host = override != null ? override : endpoint.host();
        if (SubjectNames.covers(leaf, host)) {
            checks.add(CertificateCheck.passed(TlsMessages.TEXT.format(override != null ? "endpoint.coversOverride"
                    : "endpoint.covers", server, host, String.join(", ", SubjectNames.of(leaf)))));
        } else {
            checks.add(CertificateCheck.failed(TlsMessages.hostNotCovered(server, host, override != null, leaf)));
        }
        return checks;
    }

    private static CertificateCheck signed(String server, X509Certificate leaf, List<X509Certificate> chain,
                                           ServerChecks cas) {
        String leafName = TlsMessages.name(leaf.getSubjectX500Principal());
        if (cas == null) {
            return CertificateCheck.skipped(TlsMessages.TEXT.format("endpoint.noCaFile", server, leafName,
                    TlsMessages.name(leaf.getIssuerX500Principal())), TlsMessages.TEXT.get("endpoint.noCaFile.fix"));
        }
        if (cas.cas().isEmpty()) {
            return CertificateCheck.skipped(TlsMessages.TEXT.format("endpoint.caUnreadable", server, leafName,
                    TlsMessages.name(leaf.getIssuerX500Principal()), cas.caFile()),
                    TlsMessages.TEXT.get("endpoint.caUnreadable.fix"));
        }
        X509Certificate signer = cas.signer(leaf, chain);
        if (signer == null) {
            return CertificateCheck.failed(TlsMessages.unknownCa(server, leaf, cas.caFile(), cas.cas()));
        }
        return CertificateCheck.passed(TlsMessages.TEXT.format("endpoint.signed", server, leafName,
                TlsMessages.name(signer.getSubjectX500Principal()), cas.caFile()));
    }

    private String reason(IOException e) {
        if (e instanceof UnknownHostException) {
            return TlsMessages.TEXT.get("reason.unknownHost");
        }
        if (e instanceof SocketTimeoutException) {
            return TlsMessages.TEXT.format("reason.timeout", timeout.toMillis());
        }
        String message = e.getMessage();
        return message == null || message.isBlank() ? e.getClass().getSimpleName() : message;
    }
}
