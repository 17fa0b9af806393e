package io.etcdexplorer.profiles.importers;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/** Endpoint text as found in flags: {@code https://10.0.0.1:2379}, {@code 10.0.0.1:2379}, {@code [::1]:2379}. */
final class Endpoints {

    private Endpoints() {
    }

    /** etcd separates with commas; fish lists and sloppy pastes use spaces. */
    static List<String> split(String value) {
        return value == null ? List.of()
                : Arrays.stream(value.split("[,\\s]+")).map(String::strip).filter(s -> !s.isEmpty()).toList();
    }

    static String host(String endpoint) {
        int[] span = hostSpan(endpoint);
        String host = endpoint.substring(span[0], span[1]);
        return host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host;
    }

    static String withHost(String endpoint, String host) {
        int[] span = hostSpan(endpoint);
        return endpoint.substring(0, span[0]) + host + endpoint.substring(span[1]);
    }

    /** A bind address: the server listens on every interface, so a client must pick one. */
    static boolean wildcard(String endpoint) {
        if (endpoint.toLowerCase(Locale.ROOT).startsWith("unix")) {
            return false;
        }
        String host = host(endpoint);
        return host.isEmpty() || host.equals("0.0.0.0") || host.equals("::") || host.equals("*");
    }

    static boolean loopback(String endpoint) {
        String host = host(endpoint).toLowerCase(Locale.ROOT);
        return host.equals("localhost") || host.startsWith("127.") || host.equals("::1");
    }

    private static int[] hostSpan(String endpoint) {
        int scheme = endpoint.indexOf("://");
        int start = scheme < 0 ? 0 : scheme + 3;
        int at = endpoint.indexOf('@', start);
        int slash = endpoint.indexOf('/', start);
        if (at >= 0 && (slash < 0 || at < slash)) {
            start = at + 1;
        }
        int end;
        if (endpoint.startsWith("[", start)) {
            int close = endpoint.indexOf(']', start);
            end = close < 0 ? endpoint.length() : close + 1;
        } else {
            end = start;
            while (end < endpoint.length() && endpoint.charAt(end) != ':' && endpoint.charAt(end) != '/') {
                end++;
            }
        }
        return new int[] {start, end};
    }
}
