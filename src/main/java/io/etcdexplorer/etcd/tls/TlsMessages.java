package io.etcdexplorer.etcd.tls;

import io.etcdexplorer.etcd.EtcdAccessException;

import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Collection;
import java.util.List;
import java.util.stream.Collectors;
import javax.security.auth.x500.X500Principal;

/** The words for every TLS failure, in one place so the trust manager, key manager and diagnosis agree. */
final class TlsMessages {

    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'")
            .withZone(ZoneOffset.UTC);
    private static final String CLUSTER_CA = "kubeadm keeps it in /etc/kubernetes/pki/etcd/ca.crt, minikube in"
            + " /var/lib/minikube/certs/etcd/ca.crt";
    private static final String CLIENT_PAIR = "kubeadm's /etc/kubernetes/pki/etcd/healthcheck-client.crt with"
            + " healthcheck-client.key";

    private TlsMessages() {
    }

    static EtcdAccessException unknownCa(String server, X509Certificate leaf, String caFile,
                                         List<X509Certificate> cas) {
        String issuer = name(leaf.getIssuerX500Principal());
        if (caFile == null || cas.isEmpty()) {
            return new EtcdAccessException("The server certificate of " + server + " was issued by " + issuer
                    + ", which this computer does not trust.",
                    "Choose the cluster's CA certificate as CA file (etcdctl --cacert); " + CLUSTER_CA + ".", null);
        }
        return new EtcdAccessException("The server certificate of " + server + " is not signed by the CA in "
                + caFile + ": it was issued by " + issuer + ", but " + caFileHolds(leaf, cas) + ".",
                "Choose the CA certificate that issued the etcd server certificate; " + CLUSTER_CA + ".", null);
    }

    static EtcdAccessException serverExpired(String server, X509Certificate certificate, boolean leaf, Instant now) {
        String what = leaf ? "The server certificate of " + server
                : "The CA certificate " + name(certificate.getSubjectX500Principal()) + " of " + server;
        if (now.isBefore(certificate.getNotBefore().toInstant())) {
            return new EtcdAccessException(what + " is not valid until " + date(certificate.getNotBefore()
                    .toInstant()) + ".", "Check the clock of this computer and of the etcd server.", null);
        }
        return new EtcdAccessException(what + " expired on " + date(certificate.getNotAfter().toInstant()) + " ("
                + ago(certificate.getNotAfter().toInstant(), now) + ").",
                "Renew it (kubeadm: `kubeadm certs renew etcd-server`, then restart etcd), or, if it should still be"
                        + " valid, check this computer's clock.", null);
    }

    static EtcdAccessException caFileExpired(String caFile, X509Certificate ca, Instant now) {
        return new EtcdAccessException("The CA certificate " + name(ca.getSubjectX500Principal()) + " in " + caFile
                + " expired on " + date(ca.getNotAfter().toInstant()) + " (" + ago(ca.getNotAfter().toInstant(), now)
                + ").", "Get the cluster's current CA certificate, or check this computer's clock.", null);
    }

    static EtcdAccessException hostNotCovered(String server, String host, boolean override, X509Certificate leaf) {
        List<String> names = SubjectNames.of(leaf);
        String listed = names.isEmpty() ? "it names no host at all (no subject alternative names)"
                : "it is valid for " + String.join(", ", names) + " only";
        String example = names.isEmpty() ? "" : " (e.g. " + names.get(0).replaceFirst("^(DNS|IP):", "") + ")";
        if (override) {
            return new EtcdAccessException("The server certificate of " + server + " does not cover the server name"
                    + " override '" + host + "': " + listed + ".",
                    "Set the server name override to a name the certificate lists" + example + ", or clear it.",
                    null);
        }
        return new EtcdAccessException("The server certificate of " + server + " does not cover '" + host + "': "
                + listed + ".", "Connect by a name or address the certificate lists, or set the server name override"
                + " to one of them" + example + ".", null);
    }

    static EtcdAccessException clientCertificateRequired(String server) {
        return new EtcdAccessException("The server at " + server + " requires a client certificate (etcd runs with"
                + " --client-cert-auth or --trusted-ca-file), but none was given.",
                "Choose a client certificate and key issued by the cluster's CA (etcdctl --cert and --key), e.g. "
                        + CLIENT_PAIR + ".", null);
    }

    static EtcdAccessException clientIssuerNotAccepted(String server, String certFile, X509Certificate leaf,
                                                       Collection<X500Principal> accepted) {
        return new EtcdAccessException("The server at " + server + " does not accept the client certificate in "
                + certFile + ": it was issued by " + name(leaf.getIssuerX500Principal()) + ", but the server only"
                + " accepts certificates issued by " + accepted.stream().map(TlsMessages::name)
                .collect(Collectors.joining(", ")) + ".",
                "Use a client certificate issued by the cluster's CA, e.g. " + CLIENT_PAIR + ".", null);
    }

    static EtcdAccessException clientExpired(String certFile, X509Certificate leaf, Instant now) {
        if (now.isBefore(leaf.getNotBefore().toInstant())) {
            return new EtcdAccessException("The client certificate in " + certFile + " is not valid until "
                    + date(leaf.getNotBefore().toInstant()) + ", so the server rejects it.",
                    "Check this computer's clock, or use a certificate that is valid now.", null);
        }
        return new EtcdAccessException("The client certificate in " + certFile + " expired on "
                + date(leaf.getNotAfter().toInstant()) + " (" + ago(leaf.getNotAfter().toInstant(), now)
                + "), so the server rejects it.", "Renew it (kubeadm: `kubeadm certs renew etcd-healthcheck-client`)"
                + " or use a client certificate that is still valid.", null);
    }

    static EtcdAccessException clientCertificateWithoutKey(String certFile) {
        return new EtcdAccessException("The client certificate " + certFile + " has no private key.",
                "Choose its key file too (etcdctl --key), e.g. healthcheck-client.key beside healthcheck-client.crt.",
                null);
    }

    static EtcdAccessException clientKeyWithoutCertificate(String keyFile) {
        return new EtcdAccessException("The client key " + keyFile + " has no certificate.",
                "Choose the client certificate issued with it too (etcdctl --cert), e.g. healthcheck-client.crt"
                        + " beside healthcheck-client.key.", null);
    }

    /** The key is not the private half of the certificate's public key; {@code keyOf} names whose it is, if known. */
    static EtcdAccessException keyOfAnotherPair(String keyFile, String certFile, X509Certificate certificate,
                                                String keyType, X509Certificate keyOf) {
        String whose = keyOf == null ? "; they come from different key pairs."
                : ", which belongs to the certificate " + name(keyOf.getSubjectX500Principal()) + " instead.";
        return new EtcdAccessException("The client key in " + keyFile + " does not belong to the client certificate "
                + name(certificate.getSubjectX500Principal()) + " in " + certFile + ": the certificate's public key ("
                + KeyTypes.describe(certificate.getPublicKey()) + ") is not the public half of this " + keyType
                + " key" + whose,
                "Choose the key file issued with that certificate (often the same name ending in .key), or the"
                        + " certificate issued with this key; they come in pairs, e.g. " + CLIENT_PAIR + ".", null);
    }

    static EtcdAccessException clientNotSignedByCa(String certFile, X509Certificate leaf, String caFile,
                                                   List<X509Certificate> cas) {
        return new EtcdAccessException("The client certificate " + name(leaf.getSubjectX500Principal()) + " in "
                + certFile + " is not signed by the CA in " + caFile + ": it was issued by "
                + name(leaf.getIssuerX500Principal()) + ", but " + caFileHolds(leaf, cas) + ".",
                "Use a client certificate and key issued by the cluster's CA (the one etcd trusts with"
                        + " --trusted-ca-file), e.g. " + CLIENT_PAIR + "; or, if the CA file is the wrong one,"
                        + " choose the cluster's CA: " + CLUSTER_CA + ".", null);
    }

    static EtcdAccessException clientRejected(String server, String detail) {
        return new EtcdAccessException("The server at " + server + " rejected the client certificate" + detail + ".",
                "Use a client certificate issued by a CA the server trusts (etcd --trusted-ca-file), still valid and"
                        + " made for client authentication, e.g. " + CLIENT_PAIR + ".", null);
    }

    static EtcdAccessException notTls(String server) {
        return new EtcdAccessException("The server at " + server + " does not speak TLS, but the endpoint uses"
                + " https://.", "Use http://" + server + " and leave the CA, certificate and key fields empty.", null);
    }

    static EtcdAccessException speaksTls(String server) {
        return new EtcdAccessException("The server at " + server + " speaks TLS, but the endpoint uses http://.",
                "Use https://" + server + " and choose the cluster's CA file, plus a client certificate and key if"
                        + " etcd runs with --client-cert-auth or --trusted-ca-file.", null);
    }

    static EtcdAccessException untrusted(String server, String reason) {
        return new EtcdAccessException("The server certificate of " + server + " is not trusted: " + reason,
                "Check that the CA file holds the CA that issued the server certificate, and any intermediate CA.",
                null);
    }

    static EtcdAccessException handshakeFailed(String server, String reason) {
        return new EtcdAccessException("The TLS handshake with " + server + " failed: " + reason,
                "Check the CA file, the client certificate and key, and that the endpoint uses https://.", null);
    }

    /** What the CA file holds instead of the certificate's issuer; a CA of the same name means a regenerated one. */
    private static String caFileHolds(X509Certificate leaf, List<X509Certificate> cas) {
        boolean sameName = cas.stream().anyMatch(ca -> ca.getSubjectX500Principal()
                .equals(leaf.getIssuerX500Principal()));
        return sameName ? "that file holds a different CA of the same name (another key: was the CA regenerated?)"
                : "that file holds " + names(cas);
    }

    /** 'CN=etcd-ca' for a principal, quoted so it reads as a name inside a sentence. */
    static String name(X500Principal principal) {
        return "'" + principal.getName(X500Principal.RFC2253) + "'";
    }

    static String names(List<X509Certificate> certificates) {
        return certificates.stream().map(c -> name(c.getSubjectX500Principal())).distinct()
                .collect(Collectors.joining(", "));
    }

    static String date(Instant instant) {
        return DATE.format(instant);
    }

    static String ago(Instant past, Instant now) {
        long days = Duration.between(past, now).toDays();
        return days == 0 ? "today" : days == 1 ? "1 day ago" : days + " days ago";
    }
}
