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
            return List.of(CertificateCheck.skipped("The endpoints are reached through the SSH host "
                    + set.sshHost() + ", so the server certificates were not fetched from here.",
                    "Test connection checks them through the tunnel."));
        }
        List<CertificateCheck> checks = new ArrayList<>();
        for (String typed : set.endpoints()) {
            Endpoints.HostPort endpoint = Endpoints.parse(List.of(typed)).first();
            if (endpoint == null) {
                continue;
            }
            if (typed.trim().toLowerCase(Locale.ROOT).startsWith("http://")) {
                checks.add(CertificateCheck.skipped(endpoint + " uses http://, so no certificate is used there.",
                        "Use https://" + endpoint + " if etcd serves TLS on that port."));
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
            return List.of(CertificateCheck.failed(server + " answered, but not with a TLS certificate ("
                    + reason(e) + ").", "Check that it is etcd's client port (usually 2379, see"
                    + " --listen-client-urls) and that etcd serves TLS there (--cert-file, --key-file)."));
        } catch (IOException e) {
            LOG.debug("No answer from {}", server, e);
            return List.of(CertificateCheck.skipped(server + " is not reachable from here (" + reason(e)
                    + "), so its server certificate was not checked.",
                    "Start etcd or correct the endpoint, then inspect again; the checks of the files above do not"
                            + " need it."));
        }
        if (chain.isEmpty()) {
            return List.of(CertificateCheck.failed(server + " presented no certificate.",
                    "Check that it is etcd's client port and that etcd serves TLS there (--cert-file, --key-file)."));
        }
        X509Certificate leaf = chain.get(0);
        String leafName = TlsMessages.name(leaf.getSubjectX500Principal());
        dates.add(leaf, "The server certificate of " + server + " (" + leafName + ")", CertificateDates.Role.SERVER);
        chain.stream().skip(1).forEach(c -> dates.add(c, "The CA certificate " + TlsMessages.name(
                c.getSubjectX500Principal()) + " sent by " + server, CertificateDates.Role.SERVER));
        List<CertificateCheck> checks = new ArrayList<>();
        checks.add(signed(server, leaf, chain, cas));
        String host = override != null ? override : endpoint.host();
        if (SubjectNames.covers(leaf, host)) {
            checks.add(CertificateCheck.passed("The server certificate of " + server + " covers "
                    + (override != null ? "the server name override '" + host + "'" : "'" + host + "'")
                    + " (it is valid for " + String.join(", ", SubjectNames.of(leaf)) + ")."));
        } else {
            checks.add(CertificateCheck.failed(TlsMessages.hostNotCovered(server, host, override != null, leaf)));
        }
        return checks;
    }

    private static CertificateCheck signed(String server, X509Certificate leaf, List<X509Certificate> chain,
                                           ServerChecks cas) {
        String leafName = TlsMessages.name(leaf.getSubjectX500Principal());
        if (cas == null) {
            return CertificateCheck.skipped("The server certificate of " + server + " (" + leafName + ", issued by "
                    + TlsMessages.name(leaf.getIssuerX500Principal()) + ") was not checked against a CA file: none"
                    + " is given, so this computer's trusted CAs verify it when connecting.",
                    "If etcd has its own CA (kubeadm and minikube do), choose it as CA file (etcdctl --cacert).");
        }
        if (cas.cas().isEmpty()) {
            return CertificateCheck.skipped("Whether the server certificate of " + server + " (" + leafName + ", issued"
                    + " by " + TlsMessages.name(leaf.getIssuerX500Principal()) + ") is signed by the CA was not"
                    + " checked: the CA file " + cas.caFile() + " cannot be read.",
                    "Fix the CA file first (see above).");
        }
        X509Certificate signer = cas.signer(leaf, chain);
        if (signer == null) {
            return CertificateCheck.failed(TlsMessages.unknownCa(server, leaf, cas.caFile(), cas.cas()));
        }
        return CertificateCheck.passed("The server certificate of " + server + " (" + leafName
                + ") is signed by the CA " + TlsMessages.name(signer.getSubjectX500Principal()) + " in "
                + cas.caFile() + ".");
    }

    private String reason(IOException e) {
        if (e instanceof UnknownHostException) {
            return "unknown host";
        }
        if (e instanceof SocketTimeoutException) {
            return "no answer within " + timeout.toMillis() + " ms";
        }
        String message = e.getMessage();
        return message == null || message.isBlank() ? e.getClass().getSimpleName() : message;
    }
}
