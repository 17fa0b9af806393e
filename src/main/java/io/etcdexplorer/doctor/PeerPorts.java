package io.etcdexplorer.doctor;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EndpointRoute;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.EtcdErrors;
import io.etcdexplorer.etcd.Hop;
import io.etcdexplorer.etcd.tls.PeerPortProbe;
import io.etcdexplorer.etcd.tls.TlsMaterial;

import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Endpoints that are etcd's peer port. etcd serves gRPC there too, so a client gets through and would be told
 * "Connected" to a port meant for the members' own traffic, or, over the wrong scheme, "use http://" towards it.
 */
final class PeerPorts {

    private static final Logger LOG = LoggerFactory.getLogger(PeerPorts.class);
    private static final Messages TEXT = Messages.of(PeerPorts.class);
    private static final Duration TIMEOUT = Duration.ofSeconds(2);
    private static final int DEFAULT_PEER_PORT = 2380;

    private PeerPorts() {
    }

    /** The problem to report when any of {@code endpoints}, dialled through {@code route}, is a peer port. */
    static Optional<EtcdAccessException> among(ConnectionSettings settings, EndpointRoute route,
                                               Collection<String> endpoints) {
        TlsMaterial client = clientCertificate(settings);
        List<String> peers = new ArrayList<>();
        Set<String> clientUrls = new LinkedHashSet<>();
        for (String endpoint : endpoints) {
            URI dial = URI.create(route.dialUrl(endpoint));
            if (dial.getHost() == null || dial.getPort() < 0) {
                continue;
            }
            PeerPortProbe.probe(dial.getHost(), dial.getPort(), client, TIMEOUT).ifPresent(answer -> {
                peers.add(endpoint);
                clientUrls.addAll(answer.clientUrls());
            });
        }
        return peers.isEmpty() ? Optional.empty() : Optional.of(problem(peers, clientUrls));
    }

    /**
     * A failed connection whose problem may come from talking to a peer port: a TLS mismatch, a refused login, or
     * gRPC cut off (an https peer port takes the TLS handshake but does not offer HTTP/2 to gRPC). Endpoints that
     * did not answer at all (refused, unknown host, no answer in time) cost no probe.
     */
    static boolean worthProbing(ConnectionSettings settings, EtcdAccessException problem) {
        if (settings.ssh() != null || problem.hop().isSsh()) {
            return false;
        }
        return problem.getCause() == null || !EtcdErrors.isNoAnswer(problem.getCause());
    }

    /** A note for a failure at TLS on port 2380 that the probe could not confirm (a peer that wants a cert). */
    static Optional<String> defaultPortNote(ConnectionSettings settings) {
        return settings.endpointUrls().stream().filter(e -> port(e) == DEFAULT_PEER_PORT).findFirst()
                .map(e -> TEXT.format("peer.defaultPort", e));
    }

    private static EtcdAccessException problem(List<String> peers, Set<String> clientUrls) {
        String message = TEXT.format("peer.problem", peers.size(), String.join(", ", peers));
        String hint = clientUrls.isEmpty() ? TEXT.get("peer.useClientPort")
                : TEXT.format("peer.useClientUrls", clientUrls.size(), String.join(", ", clientUrls));
        return new EtcdAccessException(Hop.ETCD, message, hint, null);
    }

    private static TlsMaterial clientCertificate(ConnectionSettings settings) {
        if (settings.cert() == null && settings.key() == null) {
            return null;
        }
        try {
            return TlsMaterial.load(settings);
        } catch (RuntimeException e) {
            // The connection reports unreadable files itself; the probe goes without a client certificate.
            LOG.debug("Probing for a peer port without the client certificate", e);
            return null;
        }
    }

    private static int port(String url) {
        try {
            return URI.create(url).getPort();
        } catch (IllegalArgumentException e) {
            return -1;
        }
    }
}
