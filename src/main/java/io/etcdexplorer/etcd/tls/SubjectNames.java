package io.etcdexplorer.etcd.tls;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.security.cert.CertificateParsingException;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.security.auth.x500.X500Principal;

/** The host names and addresses a certificate is valid for, and whether a given host is among them. */
public final class SubjectNames {

    private static final int DNS = 2;
    private static final int IP = 7;
    private static final Pattern IPV4 = Pattern.compile("\\d{1,3}(\\.\\d{1,3}){3}");
    private static final Pattern CN = Pattern.compile("(?:^|,)CN=([^,]+)");

    private SubjectNames() {
    }

    /** Subject alternative names as openssl prints them: {@code DNS:etcd.example}, {@code IP:127.0.0.1}. */
    public static List<String> of(X509Certificate certificate) {
        List<String> names = new ArrayList<>();
        for (List<?> entry : alternativeNames(certificate)) {
            int type = (Integer) entry.get(0);
            if (type == DNS) {
                names.add("DNS:" + entry.get(1));
            } else if (type == IP) {
                names.add("IP:" + entry.get(1));
            }
        }
        return List.copyOf(names);
    }

    /**
     * True when the certificate is valid for {@code host}, by the rules the JDK applies on connect: an IP address
     * must be an IP entry; a name must match a DNS entry, where {@code *.} stands for exactly one leftmost label;
     * only a certificate without DNS entries falls back to its common name.
     */
    public static boolean covers(X509Certificate certificate, String host) {
        String wanted = normalise(host);
        if (isIpLiteral(wanted)) {
            InetAddress address = literal(wanted);
            return address != null && of(certificate).stream().filter(n -> n.startsWith("IP:"))
                    .map(n -> literal(n.substring(3))).anyMatch(address::equals);
        }
        List<String> dnsNames = of(certificate).stream().filter(n -> n.startsWith("DNS:"))
                .map(n -> n.substring(4)).toList();
        if (dnsNames.isEmpty()) {
            return commonName(certificate).map(cn -> matches(cn, wanted)).orElse(false);
        }
        return dnsNames.stream().anyMatch(pattern -> matches(pattern, wanted));
    }

    static boolean isIpLiteral(String host) {
        return IPV4.matcher(host).matches() || host.contains(":");
    }

    static String normalise(String host) {
        String trimmed = host.trim().toLowerCase(Locale.ROOT);
        if (trimmed.startsWith("[") && trimmed.endsWith("]")) {
            trimmed = trimmed.substring(1, trimmed.length() - 1);
        }
        return trimmed.endsWith(".") ? trimmed.substring(0, trimmed.length() - 1) : trimmed;
    }

    private static boolean matches(String pattern, String host) {
        String p = normalise(pattern);
        if (!p.startsWith("*.")) {
            return p.equals(host);
        }
        int dot = host.indexOf('.');
        return dot > 0 && host.substring(dot + 1).equals(p.substring(2));
    }

    private static Optional<String> commonName(X509Certificate certificate) {
        Matcher matcher = CN.matcher(certificate.getSubjectX500Principal().getName(X500Principal.RFC2253));
        return matcher.find() ? Optional.of(matcher.group(1)) : Optional.empty();
    }

    /** Parses an address literal without any DNS lookup (the caller made sure it is one). */
    private static InetAddress literal(String text) {
        try {
            return isIpLiteral(normalise(text)) ? InetAddress.getByName(normalise(text)) : null;
        } catch (UnknownHostException e) {
            return null;
        }
    }

    private static Collection<List<?>> alternativeNames(X509Certificate certificate) {
        try {
            Collection<List<?>> names = certificate.getSubjectAlternativeNames();
            return names == null ? List.of() : names;
        } catch (CertificateParsingException e) {
            return List.of();
        }
    }
}
