package io.etcdexplorer.etcd.tls;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static java.nio.charset.StandardCharsets.ISO_8859_1;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * What counts as a peer port's answer to {@code GET /members}. The real answers of etcd 3.4 and 3.5 are covered by
 * {@code DoctorPeerPortTest}; these are the shapes a real etcd sends less often (a chunked body) and look-alikes.
 */
class PeerPortProbeTest {

    private static final String MEMBERS = "[{\"id\":1,\"peerURLs\":[\"https://10.0.0.5:2380\"],\"name\":\"a\","
            + "\"clientURLs\":[\"https://10.0.0.5:2379\",\"https://127.0.0.1:2379\"]},{\"id\":2,\"peerURLs\":"
            + "[\"https://10.0.0.6:2380\"],\"name\":\"b\",\"clientURLs\":[\"https://10.0.0.6:2379\"]}]";

    @Test
    void aChunkedMemberListIsReadWhole() throws Exception {
        String first = MEMBERS.substring(0, 40);
        String rest = MEMBERS.substring(40);
        String answer = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nX-Etcd-Cluster-Id: cdf818194e3a8c32\r\n"
                + "Transfer-Encoding: chunked\r\n\r\n" + Integer.toHexString(first.length()) + "\r\n" + first + "\r\n"
                + Integer.toHexString(rest.length()) + "\r\n" + rest + "\r\n0\r\n\r\n";
        assertEquals(Optional.of(new PeerPortProbe.PeerAnswer("cdf818194e3a8c32", List.of("https://10.0.0.5:2379",
                "https://127.0.0.1:2379", "https://10.0.0.6:2379"))), PeerPortProbe.parse(answer.getBytes(ISO_8859_1)));
    }

    @Test
    void theClusterIdHeaderAloneSaysPeerEvenWhenTheBodyIsUnreadable() throws Exception {
        String answer = "HTTP/1.1 200 OK\r\nx-etcd-cluster-id: 1\r\nContent-Length: 3\r\n\r\n[{\"";
        assertEquals(Optional.of(new PeerPortProbe.PeerAnswer("1", List.of())),
                PeerPortProbe.parse(answer.getBytes(ISO_8859_1)));
    }

    @Test
    void otherAnswersAreNotAPeer() throws Exception {
        // etcd's client port, any web server with a /members page, and Go's answer to HTTP on a TLS port.
        for (String answer : List.of(
                "HTTP/1.1 404 Not Found\r\nContent-Type: text/plain\r\n\r\n404 page not found\n",
                "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n\r\n" + MEMBERS,
                "HTTP/1.0 400 Bad Request\r\n\r\nClient sent an HTTP request to an HTTPS server.\n",
                "SSH-2.0-OpenSSH_9.2\r\n")) {
            assertEquals(Optional.empty(), PeerPortProbe.parse(answer.getBytes(ISO_8859_1)), answer);
        }
    }
}
