package io.etcdexplorer.etcd.tls;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Host and port of the endpoints a user typed, as named in messages and used by probes. */
record Endpoints(List<HostPort> all) {

    /** One endpoint; {@code https} tells the scheme the user chose. */
    record HostPort(String host, int port, boolean https) {
        @Override
        public String toString() {
            return (host.contains(":") ? "[" + host + "]" : host) + ":" + port;
        }
    }

    /** From URLs like {@code https://127.0.0.1:2379}, or a comma-separated label of them. */
    static Endpoints parse(List<String> urls) {
        List<HostPort> endpoints = new ArrayList<>();
        for (String url : urls) {
            String trimmed = url.trim();
            if (trimmed.isEmpty()) {
                continue;
            }
            try {
                URI uri = URI.create(trimmed.contains("://") ? trimmed : "http://" + trimmed);
                boolean https = "https".equals(String.valueOf(uri.getScheme()).toLowerCase(Locale.ROOT));
                int port = uri.getPort() > 0 ? uri.getPort() : 2379;
                String host = uri.getHost() == null ? trimmed : uri.getHost().replace("[", "").replace("]", "");
                endpoints.add(new HostPort(host, port, https));
            } catch (IllegalArgumentException e) {
                // Not a URL we can take apart: messages fall back to the text as typed.
            }
        }
        return new Endpoints(List.copyOf(endpoints));
    }

    static Endpoints parseLabel(String label) {
        return parse(label == null ? List.of() : List.of(label.split(",")));
    }

    /**
     * How messages name the server a handshake was with: the endpoint as the user typed it, since the host the TLS
     * engine knows may be the server name override, and its port may be unknown (-1) then.
     */
    String label(String host, int port) {
        if (all.size() == 1) {
            return all.get(0).toString();
        }
        for (HostPort endpoint : all) {
            if (endpoint.port() == port && endpoint.host().equalsIgnoreCase(String.valueOf(host))) {
                return endpoint.toString();
            }
        }
        List<HostPort> samePort = all.stream().filter(e -> e.port() == port).toList();
        if (samePort.size() == 1) {
            return samePort.get(0).toString();
        }
        return host == null || port < 0 ? label() : new HostPort(host, port, true).toString();
    }

    /** The label of the only endpoint, or all of them joined when there are several. */
    String label() {
        return all.size() == 1 ? all.get(0).toString()
                : String.join(", ", all.stream().map(HostPort::toString).toList());
    }

    HostPort first() {
        return all.isEmpty() ? null : all.get(0);
    }
}
