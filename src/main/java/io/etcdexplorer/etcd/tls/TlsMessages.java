package io.etcdexplorer.etcd.tls;

import io.etcdexplorer.i18n.Messages;
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

    static final Messages TEXT = Messages.of(TlsMessages.class);
    /** ISO dates read the same in every language and leave no doubt about day and month. */
    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'")
            .withZone(ZoneOffset.UTC);

    private TlsMessages() {
    }

    private static EtcdAccessException problem(String message, String hint) {
        return new EtcdAccessException(message, hint, null);
    }

    private static String clusterCa() {
        return TEXT.get("clusterCa");
    }

    private static String clientPair() {
        return TEXT.get("clientPair");
    }

    static EtcdAccessException unknownCa(String server, X509Certificate leaf, String caFile,
                                         List<X509Certificate> cas) {
        String issuer = name(leaf.getIssuerX500Principal());
        if (caFile == null || cas.isEmpty()) {
            return problem(TEXT.format("unknownCa", server, issuer), TEXT.format("unknownCa.fix", clusterCa()));
        }
        return problem(TEXT.format("wrongCa", server, caFile, issuer, caFileHolds(leaf, cas)),
                TEXT.format("wrongCa.fix", clusterCa()));
    }

    static EtcdAccessException serverExpired(String server, X509Certificate certificate, boolean leaf, Instant now) {
        String ca = name(certificate.getSubjectX500Principal());
        if (now.isBefore(certificate.getNotBefore().toInstant())) {
            String from = date(certificate.getNotBefore().toInstant());
            return problem(leaf ? TEXT.format("serverNotYetValid", server, from)
                    : TEXT.format("serverCaNotYetValid", ca, server, from), TEXT.get("checkClocks"));
        }
        String until = date(certificate.getNotAfter().toInstant());
        String ago = ago(certificate.getNotAfter().toInstant(), now);
        return problem(leaf ? TEXT.format("serverExpired", server, until, ago)
                : TEXT.format("serverCaExpired", ca, server, until, ago), TEXT.get("serverExpired.fix"));
    }

    static EtcdAccessException caFileExpired(String caFile, X509Certificate ca, Instant now) {
        return problem(TEXT.format("caFileExpired", name(ca.getSubjectX500Principal()), caFile,
                date(ca.getNotAfter().toInstant()), ago(ca.getNotAfter().toInstant(), now)),
                TEXT.get("caFileExpired.fix"));
    }

    static EtcdAccessException hostNotCovered(String server, String host, boolean override, X509Certificate leaf) {
        List<String> names = SubjectNames.of(leaf);
        String listed = names.isEmpty() ? TEXT.get("namesNone") : TEXT.format("namesOnly", String.join(", ", names));
        String example = names.isEmpty() ? "" : names.get(0).replaceFirst("^(DNS|IP):", "");
        if (override) {
            return problem(TEXT.format("overrideNotCovered", server, host, listed),
                    names.isEmpty() ? TEXT.get("overrideNotCovered.fix")
                            : TEXT.format("overrideNotCovered.fixExample", example));
        }
        return problem(TEXT.format("hostNotCovered", server, host, listed),
                names.isEmpty() ? TEXT.get("hostNotCovered.fix") : TEXT.format("hostNotCovered.fixExample", example));
    }

    static EtcdAccessException clientCertificateRequired(String server) {
        return problem(TEXT.format("clientRequired", server), TEXT.format("clientRequired.fix", clientPair()));
    }

    static EtcdAccessException clientIssuerNotAccepted(String server, String certFile, X509Certificate leaf,
                                                       Collection<X500Principal> accepted) {
        return problem(TEXT.format("clientIssuer", server, certFile, name(leaf.getIssuerX500Principal()),
                accepted.stream().map(TlsMessages::name).collect(Collectors.joining(", "))),
                TEXT.format("clientIssuer.fix", clientPair()));
    }

    static EtcdAccessException clientExpired(String certFile, X509Certificate leaf, Instant now) {
        if (now.isBefore(leaf.getNotBefore().toInstant())) {
            return problem(TEXT.format("clientNotYetValid", certFile, date(leaf.getNotBefore().toInstant())),
                    TEXT.get("clientNotYetValid.fix"));
        }
        return problem(TEXT.format("clientExpired", certFile, date(leaf.getNotAfter().toInstant()),
                ago(leaf.getNotAfter().toInstant(), now)), TEXT.get("clientExpired.fix"));
    }

    static EtcdAccessException clientCertificateWithoutKey(String certFile) {
        return problem(TEXT.format("certWithoutKey", certFile), TEXT.get("certWithoutKey.fix"));
    }

    static EtcdAccessException clientKeyWithoutCertificate(String keyFile) {
        return problem(TEXT.format("keyWithoutCert", keyFile), TEXT.get("keyWithoutCert.fix"));
    }

    /** The key is not the private half of the certificate's public key; {@code keyOf} names whose it is, if known. */
    static EtcdAccessException keyOfAnotherPair(String keyFile, String certFile, X509Certificate certificate,
                                                String keyType, X509Certificate keyOf) {
        String certificateName = name(certificate.getSubjectX500Principal());
        String publicKey = KeyTypes.describe(certificate.getPublicKey());
        String message = keyOf == null
                ? TEXT.format("keyOfAnotherPair", keyFile, certificateName, certFile, publicKey, keyType)
                : TEXT.format("keyOfOtherCertificate", keyFile, certificateName, certFile, publicKey, keyType,
                name(keyOf.getSubjectX500Principal()));
        return problem(message, TEXT.format("keyOfAnotherPair.fix", clientPair()));
    }

    static EtcdAccessException clientNotSignedByCa(String certFile, X509Certificate leaf, String caFile,
                                                   List<X509Certificate> cas) {
        return problem(TEXT.format("clientNotSignedByCa", name(leaf.getSubjectX500Principal()), certFile, caFile,
                name(leaf.getIssuerX500Principal()), caFileHolds(leaf, cas)),
                TEXT.format("clientNotSignedByCa.fix", clientPair(), clusterCa()));
    }

    /** {@code issuer} is the client certificate's issuer when known, else null. */
    static EtcdAccessException clientRejected(String server, String issuer) {
        return problem(issuer == null ? TEXT.format("clientRejected", server)
                : TEXT.format("clientRejectedIssuer", server, issuer), TEXT.format("clientRejected.fix", clientPair()));
    }

    static EtcdAccessException notTls(String server) {
        return problem(TEXT.format("notTls", server), TEXT.format("notTls.fix", server));
    }

    static EtcdAccessException speaksTls(String server) {
        return problem(TEXT.format("speaksTls", server), TEXT.format("speaksTls.fix", server));
    }

    static EtcdAccessException untrusted(String server, String reason) {
        return problem(TEXT.format("untrusted", server, reason), TEXT.get("untrusted.fix"));
    }

    static EtcdAccessException handshakeFailed(String server, String reason) {
        return problem(TEXT.format("handshakeFailed", server, reason), TEXT.get("handshakeFailed.fix"));
    }

    /** What the CA file holds instead of the certificate's issuer; a CA of the same name means a regenerated one. */
    private static String caFileHolds(X509Certificate leaf, List<X509Certificate> cas) {
        boolean sameName = cas.stream().anyMatch(ca -> ca.getSubjectX500Principal()
                .equals(leaf.getIssuerX500Principal()));
        return sameName ? TEXT.get("caFileHoldsSameName") : TEXT.format("caFileHolds", names(cas));
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
        return days == 0 ? TEXT.get("today") : TEXT.format("daysAgo", days);
    }
}
