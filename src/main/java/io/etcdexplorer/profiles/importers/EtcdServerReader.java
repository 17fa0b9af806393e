package io.etcdexplorer.profiles.importers;

import io.etcdexplorer.profiles.importers.Flags.Flag;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * An etcd server's own command line (or its {@code ETCD_*} variables, as in /etc/etcd/etcd.conf): where it serves
 * clients and which certificates it uses. Only the client-facing flags matter; the rest is listed with a reason.
 */
final class EtcdServerReader {

    static final String SOURCE = "etcd server command line";
    static final String ENV_SOURCE = "etcd configuration variables (ETCD_*)";

    private static final Set<String> CLIENT_FLAGS = Set.of("name", "advertise-client-urls", "listen-client-urls",
            "listen-client-http-urls", "trusted-ca-file", "cert-file", "key-file", "client-cert-file",
            "client-key-file", "client-cert-auth", "auto-tls", "config-file");
    private static final String OTHER = "server setting, not needed to connect";
    // First matching prefix wins, so the peer rules come before "initial-".
    private static final List<Map.Entry<String, String>> REASONS = List.of(
            Map.entry("data-dir", "server storage, not needed to connect"),
            Map.entry("wal-dir", "server storage, not needed to connect"),
            Map.entry("listen-peer-urls", "traffic between members, not clients"),
            Map.entry("initial-advertise-peer-urls", "traffic between members, not clients"),
            Map.entry("peer-", "traffic between members, not clients"),
            Map.entry("initial-", "cluster bootstrap setting"),
            Map.entry("discovery", "cluster bootstrap setting"),
            Map.entry("listen-metrics-urls", "metrics endpoint, not the client API"),
            Map.entry("metrics", "metrics endpoint, not the client API"),
            Map.entry("log", "server logging"),
            Map.entry("experimental-", "experimental server setting"),
            // etcd 3.6 turned most --experimental-* switches into gates (--feature-gates=InitialCorruptCheck=true)
            // and dropped the prefix from the others (--watch-progress-notify-interval).
            Map.entry("feature-gates", "server feature switch"),
            Map.entry("snapshot-", "server tuning"),
            Map.entry("quota-backend-bytes", "server tuning"),
            Map.entry("auto-compaction-", "server tuning"),
            Map.entry("max-", "server tuning"),
            Map.entry("heartbeat-interval", "server tuning"),
            Map.entry("election-timeout", "server tuning"),
            Map.entry("grpc-keepalive-", "server tuning"),
            Map.entry("backend-", "server tuning"),
            Map.entry("proxy", "v2 proxy setting"),
            Map.entry("cipher-suites", "the server's TLS policy"),
            Map.entry("tls-", "the server's TLS policy"),
            Map.entry("client-crl-file", "the server's TLS policy"),
            Map.entry("auth-token", "the server's authentication setting"),
            Map.entry("bcrypt-cost", "the server's authentication setting"),
            Map.entry("enable-", "server feature switch"),
            Map.entry("strict-reconfig-check", "server feature switch"),
            Map.entry("force-new-cluster", "server feature switch"));
    private static final Set<String> BOOLEAN_FLAGS = Set.of("client-cert-auth", "peer-client-cert-auth", "auto-tls",
            "peer-auto-tls", "strict-reconfig-check", "enable-pprof", "force-new-cluster", "enable-v2",
            "enable-grpc-gateway", "experimental-initial-corrupt-check", "experimental-enable-lease-checkpoint",
            "socket-reuse-port", "socket-reuse-address", "pre-vote", "debug", "version", "help");
    private static final Flags.Spec SPEC = new Flags.Spec(Set.of(), BOOLEAN_FLAGS, Map.of(), true, true);

    private EtcdServerReader() {
    }

    static boolean usable(Invocation invocation) {
        return Flags.parse(invocation.args(), SPEC, List.of()).rest().stream()
                .anyMatch(f -> !f.positional() && known(f.name()));
    }

    static boolean hasVariables(ShellScript script) {
        return script.variable("ETCD_ADVERTISE_CLIENT_URLS").isPresent()
                || script.variable("ETCD_LISTEN_CLIENT_URLS").isPresent();
    }

    static void read(Invocation invocation, ShellScript script, DraftBuilder draft) {
        List<Flag> environment = Flags.fromEnvironment(script, "ETCD_", EtcdServerReader::known, draft);
        Flags flags = Flags.parse(invocation == null ? List.of() : invocation.args(), SPEC, environment);
        draft.source = invocation == null ? ENV_SOURCE : SOURCE;
        Flag nameFlag = flags.take("name", draft);
        String name = draft.value(nameFlag);
        if (name != null && !name.equals("default") && nameFlag.unresolved().isEmpty()) {
            draft.suggestedName = name;
        }
        draft.endpoints.addAll(endpoints(flags, draft));
        readTls(flags, draft);
        Flag config = flags.take("config-file", draft);
        if (config != null) {
            draft.ignore(config.label(), "the file is not read");
            draft.warn(config.written() + ": settings in that file are not read; client URLs or certificates set"
                    + " there must be entered by hand");
        }
        listRest(flags, draft);
        mergeOtherMembers(invocation, script, draft);
    }

    static List<String> endpoints(Flags flags, DraftBuilder draft) {
        Flag advertiseFlag = flags.take("advertise-client-urls", draft);
        List<String> advertise = Endpoints.split(draft.value(advertiseFlag));
        List<String> result = new ArrayList<>();
        advertise.forEach(url -> result.add(clientUrl(url, advertiseFlag, draft)));
        for (String listenName : List.of("listen-client-urls", "listen-client-http-urls")) {
            Flag listen = flags.take(listenName, draft);
            for (String url : Endpoints.split(draft.value(listen))) {
                String client = clientUrl(url, listen, draft);
                // Advertised URLs are what clients should use; a loopback listener is a useful fallback on the node.
                if ((advertise.isEmpty() || Endpoints.loopback(client)) && !result.contains(client)) {
                    result.add(client);
                }
            }
        }
        if (result.isEmpty()) {
            result.add("http://localhost:2379");
            draft.warn("no --advertise-client-urls or --listen-client-urls: etcd's default http://localhost:2379"
                    + " is assumed");
        }
        return result;
    }

    private static String clientUrl(String url, Flag flag, DraftBuilder draft) {
        if (!Endpoints.wildcard(url)) {
            return url;
        }
        String host = Endpoints.host(url);
        draft.warn(flag.label() + " " + (host.contains(":") ? "[" + host + "]" : host)
                + " is a bind address: using 127.0.0.1 instead");
        return Endpoints.withHost(url, "127.0.0.1");
    }

    private static void readTls(Flags flags, DraftBuilder draft) {
        draft.caCert = draft.value(flags.take("trusted-ca-file", draft));
        Flag serverCert = flags.take("cert-file", draft);
        Flag serverKey = flags.take("key-file", draft);
        Flag clientCert = flags.take("client-cert-file", draft);
        Flag clientKey = flags.take("client-key-file", draft);
        Flag auth = flags.take("client-cert-auth", draft);
        boolean required = auth != null && auth.isTrue();
        if (clientCert != null || clientKey != null) {
            draft.cert = draft.value(clientCert);
            draft.key = draft.value(clientKey);
            ignoreServerPair(serverCert, serverKey, "the server's own certificate; --client-cert-file is used", draft);
        } else if (required) {
            draft.cert = draft.value(serverCert);
            draft.key = draft.value(serverKey);
            warnServerCertificate(draft);
        } else {
            ignoreServerPair(serverCert, serverKey, "the server's own certificate; it does not ask clients for one",
                    draft);
        }
        Flag autoTls = flags.take("auto-tls", draft);
        if (autoTls != null && autoTls.isTrue()) {
            draft.insecureSkipTlsVerify = true;
            draft.warn(autoTls.label() + ": the server uses a self-signed certificate, so certificate checks are"
                    + " turned off");
        } else if (draft.caCert == null && draft.endpoints.stream().anyMatch(e -> e.startsWith("https://"))) {
            draft.warn("no --trusted-ca-file: choose the CA certificate that signed the server's certificate");
        }
    }

    private static void ignoreServerPair(Flag cert, Flag key, String why, DraftBuilder draft) {
        for (Flag flag : new Flag[] {cert, key}) {
            if (flag != null) {
                draft.ignore(flag.label(), why);
            }
        }
    }

    private static void warnServerCertificate(DraftBuilder draft) {
        if (draft.cert == null) {
            draft.warn("the server requires client certificates (--client-cert-auth): choose a client certificate"
                    + " and key signed by its CA");
            return;
        }
        int slash = draft.cert.lastIndexOf('/');
        String dir = draft.cert.substring(0, slash + 1);
        String file = draft.cert.substring(slash + 1);
        String warning = "the server requires client certificates (--client-cert-auth) but its own " + file
                + " is used as the client certificate: ";
        if (file.equals("server.crt") && dir.endsWith("/etcd/")) {
            warning += "it usually works with kubeadm certificates, but prefer the client certificate "
                    + dir + "healthcheck-client.crt with " + dir + "healthcheck-client.key";
        } else {
            warning += "prefer a certificate issued for clients (kubeadm's is etcd/healthcheck-client.crt)";
        }
        draft.warn(warning);
    }

    private static void listRest(Flags flags, DraftBuilder draft) {
        for (Flag flag : flags.rest()) {
            if (flag.positional()) {
                draft.ignore(flag.written(), "unexpected argument");
            } else {
                draft.ignore(flag.label(), reason(flag.name()));
            }
        }
    }

    /** Members of one cluster started side by side (a Procfile, a demo script): their client URLs add up. */
    private static void mergeOtherMembers(Invocation chosen, ShellScript script, DraftBuilder draft) {
        // A set beside the list: looking each URL up in the list was quadratic for thousands of members.
        Set<String> known = new HashSet<>(draft.endpoints);
        for (Invocation other : script.invocations()) {
            if (other == chosen || other.program() != Invocation.Program.ETCD || !usable(other)) {
                continue;
            }
            Flags flags = Flags.parse(other.args(), SPEC, List.of());
            Flag name = flags.peek("name");
            endpoints(flags, new DraftBuilder()).stream().filter(known::add).forEach(draft.endpoints::add);
            draft.merged.add(other);
            draft.warn("line " + other.line() + ": another etcd server" + (name == null ? "" : " (" + name.value()
                    + ")") + ": its client URLs are added to the endpoints; its other flags are not read");
        }
    }

    private static boolean known(String name) {
        return CLIENT_FLAGS.contains(name) || !reason(name).equals(OTHER);
    }

    private static String reason(String name) {
        return REASONS.stream().filter(e -> name.startsWith(e.getKey())).map(Map.Entry::getValue).findFirst()
                .orElse(OTHER);
    }
}
