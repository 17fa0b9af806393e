package io.etcdexplorer.etcd.tls;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.Principal;
import java.security.PrivateKey;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import javax.net.ssl.KeyManager;
import javax.net.ssl.SNIHostName;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLException;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.TrustManager;
import javax.net.ssl.X509ExtendedKeyManager;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Shows what a server presents: a TLS handshake that trusts everything and offers no client certificate, then
 * closes. No etcd request is ever sent, so it is safe against any cluster and needs no credentials.
 */
public final class ServerCertificateProbe {

    private static final Logger LOG = LoggerFactory.getLogger(ServerCertificateProbe.class);

    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(3);
    private static final byte HTTP2_SETTINGS = 0x4;
    /** The client connection preface followed by an empty SETTINGS frame (RFC 9113, section 3.4). */
    private static final byte[] HTTP2_PREFACE = concat("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n"
            .getBytes(StandardCharsets.US_ASCII), new byte[] {0, 0, 0, HTTP2_SETTINGS, 0, 0, 0, 0, 0});

    private ServerCertificateProbe() {
    }

    /**
     * What the server showed in the handshake.
     *
     * @param chain                      the server's certificates, leaf first
     * @param protocol                   e.g. TLSv1.3; empty when the handshake did not finish on our side
     * @param clientCertificateRequested whether the server asked for a client certificate
     * @param acceptedIssuers            the CAs whose client certificates the server says it accepts
     */
    public record Result(String host, int port, List<X509Certificate> chain, String protocol,
                         boolean clientCertificateRequested, List<String> acceptedIssuers) {
    }

    /**
     * Handshakes with {@code host:port}, sending {@code serverName} (or the host, if a name) as SNI.
     *
     * @throws SSLException when the server answered but not with TLS, or closed before showing a certificate
     * @throws IOException  when nothing answered: refused, unknown host, or no answer within the timeout
     */
    public static Result probe(String host, int port, String serverName, Duration timeout) throws IOException {
        TrustAll trust = new TrustAll();
        AskedFor asked = new AskedFor();
        int millis = (int) Math.min(Integer.MAX_VALUE, timeout.toMillis());
        try (Socket plain = new Socket()) {
            plain.connect(new InetSocketAddress(host, port), millis);
            plain.setSoTimeout(millis);
            SSLContext context = SSLContext.getInstance("TLS");
            context.init(new KeyManager[] {asked}, new TrustManager[] {trust}, null);
            try (SSLSocket tls = (SSLSocket) context.getSocketFactory().createSocket(plain, host, port, false)) {
                tls.setSSLParameters(parameters(tls.getSSLParameters(), serverName != null ? serverName : host));
                String protocol = handshake(tls, trust);
                return new Result(host, port, trust.presented(), protocol, asked.issuers != null,
                        asked.issuers == null ? List.of() : Arrays.stream(asked.issuers).map(Principal::getName)
                                .toList());
            }
        } catch (GeneralSecurityException e) {
            throw new IOException("this Java runtime cannot do TLS: " + e.getMessage(), e);
        }
    }

    /**
     * True when {@code host:port} answers plain HTTP/2 (as etcd's gRPC port does without TLS) or HTTP/1. Sends only
     * the HTTP/2 connection preface, which every HTTP/2 server answers with its settings; no etcd request.
     */
    public static boolean speaksPlaintext(String host, int port, Duration timeout) {
        int millis = (int) Math.min(Integer.MAX_VALUE, timeout.toMillis());
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(host, port), millis);
            socket.setSoTimeout(millis);
            OutputStream out = socket.getOutputStream();
            out.write(HTTP2_PREFACE);
            out.flush();
            byte[] head = socket.getInputStream().readNBytes(9);
            boolean settingsFrame = head.length == 9 && head[3] == HTTP2_SETTINGS;
            return settingsFrame || new String(head, StandardCharsets.US_ASCII).startsWith("HTTP/");
        } catch (IOException e) {
            LOG.debug("The plain-HTTP probe got no answer", e);
            return false;
        }
    }

    /** The negotiated protocol; a handshake the server aborts after showing its certificate still counts. */
    private static String handshake(SSLSocket tls, TrustAll trust) throws IOException {
        try {
            tls.startHandshake();
            return tls.getSession().getProtocol();
        } catch (SSLException e) {
            // With TLS 1.2 a server that requires a client certificate aborts once it sees we have none.
            if (trust.presented().isEmpty()) {
                throw e;
            }
            return "";
        }
    }

    private static byte[] concat(byte[] first, byte[] second) {
        byte[] both = Arrays.copyOf(first, first.length + second.length);
        System.arraycopy(second, 0, both, first.length, second.length);
        return both;
    }

    private static SSLParameters parameters(SSLParameters parameters, String name) {
        if (name != null && !SubjectNames.isIpLiteral(SubjectNames.normalise(name))) {
            try {
                parameters.setServerNames(List.of(new SNIHostName(name)));
            } catch (IllegalArgumentException e) {
                // Not a valid SNI name (e.g. with an underscore): handshake without SNI, as the JDK would.
                LOG.debug("Probing without SNI: {} is not a valid SNI name", name, e);
            }
        }
        parameters.setEndpointIdentificationAlgorithm(null);
        return parameters;
    }

    /** Offers no certificate; only notes whether, and for which CAs, the server asked for one. */
    private static final class AskedFor extends X509ExtendedKeyManager {
        private volatile Principal[] issuers;

        @Override
        public String chooseEngineClientAlias(String[] keyTypes, Principal[] accepted, SSLEngine engine) {
            return chooseClientAlias(keyTypes, accepted, (Socket) null);
        }

        @Override
        public String chooseClientAlias(String[] keyTypes, Principal[] accepted, Socket socket) {
            issuers = accepted == null ? new Principal[0] : accepted.clone();
            return null;
        }

        @Override
        public String[] getClientAliases(String keyType, Principal[] accepted) {
            return null;
        }

        @Override
        public String[] getServerAliases(String keyType, Principal[] accepted) {
            return null;
        }

        @Override
        public String chooseServerAlias(String keyType, Principal[] accepted, Socket socket) {
            return null;
        }

        @Override
        public X509Certificate[] getCertificateChain(String alias) {
            return null;
        }

        @Override
        public PrivateKey getPrivateKey(String alias) {
            return null;
        }
    }
}
