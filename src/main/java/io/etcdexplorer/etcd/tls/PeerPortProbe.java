package io.etcdexplorer.etcd.tls;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import javax.net.ssl.KeyManager;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.TrustManager;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Tells whether a port is etcd's peer port rather than its client port. etcd serves gRPC on both (3.4 and 3.5),
 * so a client "connects" through a peer port and nothing in gRPC says where it landed. Only the peer port answers
 * {@code GET /members} with 200, an {@code X-Etcd-Cluster-Id} header and the members' peer and client URLs; the
 * client port answers 404. The request carries no credentials; over TLS the probe trusts any server (it only
 * identifies it) and offers the connection's client certificate, which a peer with --peer-client-cert-auth wants.
 */
public final class PeerPortProbe {

    private static final Logger LOG = LoggerFactory.getLogger(PeerPortProbe.class);
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int MAX_ANSWER = 256 * 1024;
    private static final TlsMaterial NO_CLIENT = new TlsMaterial(List.of(), null, List.of());

    /**
     * A peer port's answer.
     *
     * @param clientUrls the client URLs the cluster's members advertise, in member order, without duplicates
     */
    public record PeerAnswer(String clusterId, List<String> clientUrls) {
        public PeerAnswer {
            clientUrls = List.copyOf(clientUrls);
        }
    }

    private PeerPortProbe() {
    }

    /**
     * Asks {@code host:port} for the peer API's member list, first in plain HTTP, then over TLS.
     *
     * @param client the connection's certificates, for a peer that requires a client certificate; may be null
     * @return empty when the port is not an etcd peer port or did not answer
     */
    public static Optional<PeerAnswer> probe(String host, int port, TlsMaterial client, Duration timeout) {
        Optional<PeerAnswer> plain = ask(host, port, null, timeout);
        return plain.isPresent() ? plain : ask(host, port, client == null ? NO_CLIENT : client, timeout);
    }

    private static Optional<PeerAnswer> ask(String host, int port, TlsMaterial tls, Duration timeout) {
        int millis = (int) Math.min(Integer.MAX_VALUE, timeout.toMillis());
        try (Socket plain = new Socket()) {
            plain.connect(new InetSocketAddress(host, port), millis);
            plain.setSoTimeout(millis);
            Socket socket = tls == null ? plain : tlsOver(plain, host, port, tls);
            try {
                String request = "GET /members HTTP/1.1\r\nHost: " + hostHeader(host, port)
                        + "\r\nUser-Agent: etcd-explorer\r\nAccept: application/json\r\nConnection: close\r\n\r\n";
                socket.getOutputStream().write(request.getBytes(StandardCharsets.US_ASCII));
                socket.getOutputStream().flush();
                return parse(readAll(socket.getInputStream()));
            } finally {
                if (socket != plain) {
                    socket.close();
                }
            }
        } catch (IOException | GeneralSecurityException | RuntimeException e) {
            LOG.debug("No peer answer from {}:{} over {}", host, port, tls == null ? "HTTP" : "TLS", e);
            return Optional.empty();
        }
    }

    private static Socket tlsOver(Socket plain, String host, int port, TlsMaterial tls)
            throws IOException, GeneralSecurityException {
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(keyManagers(tls), new TrustManager[] {new TrustAll()}, null);
        SSLSocket socket = (SSLSocket) context.getSocketFactory().createSocket(plain, host, port, false);
        socket.startHandshake();
        return socket;
    }

    private static KeyManager[] keyManagers(TlsMaterial tls) throws IOException, GeneralSecurityException {
        if (!tls.hasClientCertificate()) {
            return null;
        }
        KeyStore store = KeyStore.getInstance("PKCS12");
        store.load(null, null);
        char[] none = new char[0];
        store.setKeyEntry("client", tls.clientKey(), none,
                tls.clientChain().toArray(new Certificate[0]));
        KeyManagerFactory factory = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
        factory.init(store, none);
        return factory.getKeyManagers();
    }

    /** A peer's answer: status 200 with the cluster id header; the body names the members' client URLs. */
    static Optional<PeerAnswer> parse(byte[] answer) throws IOException {
        String text = new String(answer, StandardCharsets.ISO_8859_1);
        int end = text.indexOf("\r\n\r\n");
        if (!text.startsWith("HTTP/1.") || end < 0) {
            return Optional.empty();
        }
        String[] head = text.substring(0, end).split("\r\n");
        if (head[0].split(" ").length < 2 || !head[0].split(" ")[1].equals("200")) {
            return Optional.empty();
        }
        String clusterId = null;
        boolean chunked = false;
        for (String line : head) {
            String lower = line.toLowerCase(Locale.ROOT);
            if (lower.startsWith("x-etcd-cluster-id:")) {
                clusterId = line.substring(line.indexOf(':') + 1).trim();
            } else if (lower.startsWith("transfer-encoding:") && lower.contains("chunked")) {
                chunked = true;
            }
        }
        if (clusterId == null) {
            return Optional.empty();
        }
        byte[] body = Arrays.copyOfRange(answer, end + 4, answer.length);
        return Optional.of(new PeerAnswer(clusterId, clientUrls(chunked ? unchunk(body) : body)));
    }

    private static List<String> clientUrls(byte[] body) {
        Set<String> urls = new LinkedHashSet<>();
        try {
            JsonNode members = JSON.readTree(body);
            for (JsonNode member : members) {
                member.path("clientURLs").forEach(url -> urls.add(url.asText()));
            }
        } catch (IOException e) {
            // A cluster id header alone already says "peer"; the URLs only make the hint better.
            LOG.debug("The peer's member list is not readable JSON", e);
        }
        return new ArrayList<>(urls);
    }

    private static byte[] unchunk(byte[] body) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int at = 0;
        while (at < body.length) {
            int lineEnd = indexOf(body, at);
            if (lineEnd < 0) {
                break;
            }
            String sizeText = new String(body, at, lineEnd - at, StandardCharsets.US_ASCII).split(";")[0].trim();
            int size;
            try {
                size = Integer.parseInt(sizeText, 16);
            } catch (NumberFormatException e) {
                break;
            }
            if (size == 0 || lineEnd + 2 + size > body.length) {
                break;
            }
            out.write(body, lineEnd + 2, size);
            at = lineEnd + 2 + size + 2;
        }
        return out.toByteArray();
    }

    private static int indexOf(byte[] bytes, int from) {
        for (int i = from; i + 1 < bytes.length; i++) {
            if (bytes[i] == '\r' && bytes[i + 1] == '\n') {
                return i;
            }
        }
        return -1;
    }

    private static byte[] readAll(InputStream in) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        int n;
        try {
            while (out.size() < MAX_ANSWER && (n = in.read(buffer)) >= 0) {
                out.write(buffer, 0, n);
            }
        } catch (SocketTimeoutException e) {
            // A server that keeps the connection open despite "Connection: close": what came is the answer.
            LOG.debug("The answer did not end with the connection", e);
        }
        return out.toByteArray();
    }

    private static String hostHeader(String host, int port) {
        return (host.contains(":") && !host.startsWith("[") ? "[" + host + "]" : host) + ":" + port;
    }
}
