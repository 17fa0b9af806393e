package io.etcdexplorer.etcd.tls;

import io.etcdexplorer.etcd.EtcdAccessException;

import java.security.GeneralSecurityException;
import java.security.cert.X509Certificate;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Checks a server's certificate chain for the failures people actually meet, one at a time and in the order that
 * explains best: wrong CA first (nothing else matters then), then dates, then the host name.
 *
 * @param cas      CAs from the CA file; empty means the system's CAs, which the JDK checks on its own
 * @param caFile   where {@code cas} came from, as messages name it
 * @param override the server name override, if any, to tell the user which name was checked
 */
record ServerChecks(List<X509Certificate> cas, String caFile, String override) {

    /** The first problem found, or empty when the chain looks right (the JDK's PKIX check still follows). */
    Optional<EtcdAccessException> check(List<X509Certificate> chain, String server, String host, Instant now) {
        if (chain.isEmpty()) {
            return Optional.of(TlsMessages.untrusted(server, "it presented no certificate."));
        }
        X509Certificate leaf = chain.get(0);
        if (!cas.isEmpty() && anchor(chain) == null) {
            return Optional.of(TlsMessages.unknownCa(server, leaf, caFile, cas));
        }
        for (int i = 0; i < chain.size(); i++) {
            if (!isValid(chain.get(i), now)) {
                return Optional.of(TlsMessages.serverExpired(server, chain.get(i), i == 0, now));
            }
        }
        X509Certificate anchor = cas.isEmpty() ? null : anchor(chain);
        if (anchor != null && !isValid(anchor, now)) {
            return Optional.of(TlsMessages.caFileExpired(caFile, anchor, now));
        }
        if (host != null && !host.isEmpty() && !SubjectNames.covers(leaf, host)) {
            return Optional.of(TlsMessages.hostNotCovered(server, host, host.equalsIgnoreCase(override), leaf));
        }
        return Optional.empty();
    }

    /** The CA from the file that the chain leads to, ignoring dates; null when the chain leads elsewhere. */
    X509Certificate anchor(List<X509Certificate> chain) {
        for (X509Certificate certificate : chain) {
            for (X509Certificate ca : cas) {
                if (certificate.equals(ca) || verifies(certificate, ca)) {
                    return ca;
                }
            }
        }
        return null;
    }

    /**
     * The CA from the file that signed {@code certificate}, directly or through CA certificates in {@code chain};
     * null when none did. Stricter than {@link #anchor}: a CA that merely travels in the chain does not count.
     */
    X509Certificate signer(X509Certificate certificate, List<X509Certificate> chain) {
        return signer(certificate, chain, chain.size());
    }

    private X509Certificate signer(X509Certificate certificate, List<X509Certificate> chain, int depth) {
        for (X509Certificate ca : cas) {
            if (certificate.equals(ca) || verifies(certificate, ca)) {
                return ca;
            }
        }
        for (X509Certificate issuer : chain) {
            if (depth > 0 && !issuer.equals(certificate) && issuer.getBasicConstraints() >= 0
                    && verifies(certificate, issuer)) {
                X509Certificate found = signer(issuer, chain, depth - 1);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    static boolean isValid(X509Certificate certificate, Instant now) {
        return !now.isBefore(certificate.getNotBefore().toInstant())
                && !now.isAfter(certificate.getNotAfter().toInstant());
    }

    static boolean verifies(X509Certificate certificate, X509Certificate issuer) {
        if (!certificate.getIssuerX500Principal().equals(issuer.getSubjectX500Principal())) {
            return false;
        }
        try {
            certificate.verify(issuer.getPublicKey());
            return true;
        } catch (GeneralSecurityException | RuntimeException e) {
            return false;
        }
    }
}
