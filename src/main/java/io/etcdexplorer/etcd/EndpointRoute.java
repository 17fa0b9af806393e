package io.etcdexplorer.etcd;

import java.util.List;
import java.util.Optional;

/**
 * How a session reaches its endpoints: directly, or through a tunnel (an SSH jump host) that the session owns and
 * closes with itself. Messages always name the endpoints as the user gave them; only the client dials elsewhere.
 */
public interface EndpointRoute extends AutoCloseable {

    /** No tunnel: the client dials the endpoints themselves. */
    EndpointRoute DIRECT = new EndpointRoute() {
        @Override
        public String dialUrl(String endpointUrl) {
            return endpointUrl;
        }

        @Override
        public List<String> describe() {
            return List.of();
        }

        @Override
        public Optional<EtcdAccessException> trouble() {
            return Optional.empty();
        }

        @Override
        public void close() {
        }
    };

    /** The URL the client dials for {@code endpointUrl}, e.g. {@code https://127.0.0.1:41234}. */
    String dialUrl(String endpointUrl);

    /** One line per tunnelled endpoint, e.g. "ssh docker@192.168.49.2:22 → https://127.0.0.1:2379 (local port 4123)". */
    List<String> describe();

    /** Why requests fail right now when the route itself is down (a tunnel reconnecting), else empty. */
    Optional<EtcdAccessException> trouble();

    @Override
    void close();
}
