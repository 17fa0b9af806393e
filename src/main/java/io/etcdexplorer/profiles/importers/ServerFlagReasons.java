package io.etcdexplorer.profiles.importers;

import io.etcdexplorer.i18n.Messages;

import java.util.List;
import java.util.Map;

/**
 * Why an etcd server flag does not matter for connecting, told by its name: a client never needs the server's
 * storage, peer, bootstrap or tuning settings, and the preview says which of those the pasted line had.
 */
final class ServerFlagReasons {

    private static final Messages TEXT = Messages.of(ServerFlagReasons.class);
    private static final String OTHER = "server.other";
    // First matching prefix wins, so the peer rules come before "initial-".
    private static final List<Map.Entry<String, String>> REASONS = List.of(
            Map.entry("data-dir", "server.storage"),
            Map.entry("wal-dir", "server.storage"),
            Map.entry("listen-peer-urls", "server.peer"),
            Map.entry("initial-advertise-peer-urls", "server.peer"),
            Map.entry("peer-", "server.peer"),
            Map.entry("initial-", "server.bootstrap"),
            Map.entry("discovery", "server.bootstrap"),
            Map.entry("listen-metrics-urls", "server.metrics"),
            Map.entry("metrics", "server.metrics"),
            Map.entry("log", "server.logging"),
            Map.entry("experimental-", "server.experimental"),
            // etcd 3.6 turned most --experimental-* switches into gates (--feature-gates=InitialCorruptCheck=true)
            // and dropped the prefix from the others (--watch-progress-notify-interval).
            Map.entry("feature-gates", "server.feature"),
            Map.entry("snapshot-", "server.tuning"),
            Map.entry("quota-backend-bytes", "server.tuning"),
            Map.entry("auto-compaction-", "server.tuning"),
            Map.entry("max-", "server.tuning"),
            Map.entry("heartbeat-interval", "server.tuning"),
            Map.entry("election-timeout", "server.tuning"),
            Map.entry("grpc-keepalive-", "server.tuning"),
            Map.entry("backend-", "server.tuning"),
            Map.entry("proxy", "server.proxy"),
            Map.entry("cipher-suites", "server.tls"),
            Map.entry("tls-", "server.tls"),
            Map.entry("client-crl-file", "server.tls"),
            Map.entry("auth-token", "server.auth"),
            Map.entry("bcrypt-cost", "server.auth"),
            Map.entry("enable-", "server.feature"),
            Map.entry("strict-reconfig-check", "server.feature"),
            Map.entry("force-new-cluster", "server.feature"));

    private ServerFlagReasons() {
    }

    /** Whether the name is one of etcd's server settings this table knows (else it may not be an etcd flag). */
    static boolean listed(String name) {
        return !key(name).equals(OTHER);
    }

    /** The reason shown beside the flag in the import preview's list of what is not used. */
    static String reason(String name) {
        return TEXT.get(key(name));
    }

    private static String key(String name) {
        return REASONS.stream().filter(e -> name.startsWith(e.getKey())).map(Map.Entry::getValue).findFirst()
                .orElse(OTHER);
    }
}
