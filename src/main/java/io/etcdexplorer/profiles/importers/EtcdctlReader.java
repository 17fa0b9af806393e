package io.etcdexplorer.profiles.importers;

import io.etcdexplorer.profiles.importers.Flags.Flag;
import io.etcdexplorer.profiles.importers.ShellVariables.Variable;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * etcdctl's global flags and their {@code ETCDCTL_*} twins, with etcdctl's precedence: a flag wins over its
 * variable. Everything else on the line (the command and its own flags) is listed as one ignored item.
 */
final class EtcdctlReader {

    static final String SOURCE = "etcdctl command line";
    static final String ENV_SOURCE = "ETCDCTL_* variables";

    private static final Set<String> USED = Set.of("endpoints", "cacert", "cert", "key", "user", "password",
            "insecure-skip-tls-verify", "dial-timeout", "namespace");
    private static final Map<String, String> UNUSED = Map.ofEntries(
            Map.entry("command-timeout", "etcdctl's per-request timeout; the app has its own"),
            Map.entry("keepalive-time", "keep-alive tuning, not needed to connect"),
            Map.entry("keepalive-timeout", "keep-alive tuning, not needed to connect"),
            Map.entry("max-request-bytes", "etcdctl's message size limit"),
            Map.entry("max-recv-bytes", "etcdctl's message size limit"),
            Map.entry("write-out", "etcdctl's output format"),
            Map.entry("hex", "etcdctl's output format"),
            Map.entry("debug", "etcdctl's logging"),
            Map.entry("discovery-srv", "DNS SRV discovery is not supported: enter the endpoints it resolves to"),
            Map.entry("discovery-srv-name", "DNS SRV discovery is not supported"),
            Map.entry("insecure-discovery", "DNS SRV discovery is not supported"),
            Map.entry("insecure-transport", "the endpoints decide: https:// or TLS files mean TLS, as in etcdctl"),
            Map.entry("auth-jwt-token", "JWT token authentication is not supported: use a user or a certificate"),
            Map.entry("help", "etcdctl's help"));
    private static final Set<String> SUBCOMMANDS = Set.of("get", "put", "del", "txn", "compaction", "watch",
            "lease", "member", "endpoint", "snapshot", "alarm", "defrag", "move-leader", "downgrade", "version",
            "check", "make-mirror", "lock", "elect", "auth", "user", "role", "completion");
    private static final Flags.Spec SPEC = new Flags.Spec(
            Set.of("endpoints", "cacert", "cert", "key", "user", "password", "dial-timeout", "command-timeout",
                    "keepalive-time", "keepalive-timeout", "max-request-bytes", "max-recv-bytes", "write-out",
                    "discovery-srv", "discovery-srv-name", "auth-jwt-token", "namespace",
                    "limit", "rev", "sort-by", "order", "consistency", "lease", "peer-urls", "data-dir", "wal-dir",
                    "name", "initial-cluster", "initial-cluster-token", "initial-advertise-peer-urls", "ttl"),
            Set.of("insecure-skip-tls-verify", "insecure-transport", "insecure-discovery", "debug", "hex", "help",
                    "prefix", "keys-only", "count-only", "from-key", "print-value-only", "prev-kv", "cluster"),
            Map.of('w', "write-out", 'd', "discovery-srv", 'h', "help"), false, false);

    private EtcdctlReader() {
    }

    static boolean usable(Invocation invocation) {
        Flags flags = Flags.parse(invocation.args(), SPEC, List.of());
        return flags.rest().stream().anyMatch(f -> f.positional() ? SUBCOMMANDS.contains(f.value())
                : USED.contains(f.name()) || UNUSED.containsKey(f.name()));
    }

    static boolean hasVariables(ShellScript script) {
        return script.variables().stream().anyMatch(v -> v.name.startsWith("ETCDCTL_")
                && USED.contains(v.name.substring(8).toLowerCase(Locale.ROOT).replace('_', '-')));
    }

    /** Reads the variables of the script and, when given, the flags of an etcdctl invocation. */
    static void read(Invocation invocation, ShellScript script, DraftBuilder draft) {
        readApiVersion(script, draft);
        List<Flag> environment = Flags.fromEnvironment(script, "ETCDCTL_",
                name -> USED.contains(name) || UNUSED.containsKey(name), draft);
        listUnknownVariables(script, draft);
        Flags flags = Flags.parse(invocation == null ? List.of() : invocation.args(), SPEC, environment);
        draft.source = invocation == null ? ENV_SOURCE
                : environment.isEmpty() ? SOURCE : SOURCE + " with " + ENV_SOURCE;
        readEndpoints(flags, draft);
        draft.caCert = draft.value(flags.take("cacert", draft));
        draft.cert = draft.value(flags.take("cert", draft));
        draft.key = draft.value(flags.take("key", draft));
        readUser(flags, draft);
        Flag skip = flags.take("insecure-skip-tls-verify", draft);
        draft.insecureSkipTlsVerify = skip != null && skip.isTrue();
        draft.dialTimeoutSeconds = GoDurations.seconds(flags.take("dial-timeout", draft), draft);
        draft.namespace = draft.value(flags.take("namespace", draft));
        listRest(flags, draft);
        if (invocation != null && invocation.machine() != null) {
            draft.suggestedName = invocation.machine();
        }
    }

    private static void readApiVersion(ShellScript script, DraftBuilder draft) {
        script.variable("ETCDCTL_API").ifPresent(api -> {
            api.used = true;
            if (api.value.equals("3")) {
                draft.ignore("ETCDCTL_API=3", "the app always speaks the v3 API");
            } else {
                draft.ignore("ETCDCTL_API=" + api.value, "the app always speaks the v3 API");
                draft.warn("ETCDCTL_API=" + api.value + " selects the v2 API: this app speaks v3 only,"
                        + " so keys written through v2 are not visible");
            }
        });
    }

    private static void listUnknownVariables(ShellScript script, DraftBuilder draft) {
        for (Variable v : script.variables()) {
            if (v.name.startsWith("ETCDCTL_") && !v.used) {
                v.used = true;
                draft.ignore(v.name, "not an etcdctl setting");
            }
        }
    }

    private static void readEndpoints(Flags flags, DraftBuilder draft) {
        List<Flag> all = flags.takeAll("endpoints");
        List<Flag> fromFlags = all.stream().filter(f -> f.label().startsWith("-")).toList();
        // pflag's string slices append when repeated, and a flag replaces its variable.
        List<Flag> effective = fromFlags.isEmpty() ? all.stream().skip(Math.max(0, all.size() - 1)).toList()
                : fromFlags;
        if (fromFlags.size() > 1) {
            draft.warn("--endpoints is given " + fromFlags.size() + " times: the endpoints are combined,"
                    + " as etcdctl does");
        }
        if (!fromFlags.isEmpty() && fromFlags.size() < all.size()) {
            draft.warn("ETCDCTL_ENDPOINTS is overridden by --endpoints");
        }
        effective.forEach(f -> draft.endpoints.addAll(Endpoints.split(draft.value(f))));
        if (draft.endpoints.isEmpty()) {
            draft.endpoints.add("127.0.0.1:2379");
            draft.warn("no endpoint is given: etcdctl's default 127.0.0.1:2379 is used");
        }
    }

    /** etcdctl splits --user name:password only when --password is absent. */
    private static void readUser(Flags flags, DraftBuilder draft) {
        String user = draft.value(flags.take("user", draft));
        String password = draft.value(flags.take("password", draft));
        if (user != null && password == null && user.contains(":")) {
            password = user.substring(user.indexOf(':') + 1);
            user = user.substring(0, user.indexOf(':'));
        }
        draft.user = user;
        draft.password = password;
        if (password != null) {
            draft.warn("password taken from the text: it will not be saved");
        } else if (user != null) {
            draft.warn("no password is given for user " + user + ": enter it before connecting");
        }
    }

    private static void listRest(Flags flags, DraftBuilder draft) {
        List<String> command = new ArrayList<>();
        for (Flag f : flags.rest()) {
            if (!f.positional() && UNUSED.containsKey(f.name())) {
                // A token is a secret: name the flag, not its value.
                draft.ignore(f.name().equals("auth-jwt-token") ? f.label() : f.written(), UNUSED.get(f.name()));
            } else {
                command.add(f.written());
            }
        }
        if (!command.isEmpty()) {
            draft.ignore(String.join(" ", command), "an etcdctl command, not a connection setting");
        }
    }
}
