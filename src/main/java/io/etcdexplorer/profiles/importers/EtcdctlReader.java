package io.etcdexplorer.profiles.importers;

import io.etcdexplorer.i18n.Messages;
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

    private static final Messages TEXT = Messages.of(EtcdctlReader.class);


    private static final Set<String> USED = Set.of("endpoints", "cacert", "cert", "key", "user", "password",
            "insecure-skip-tls-verify", "dial-timeout", "namespace");
    private static final Map<String, String> UNUSED = Map.ofEntries(
            Map.entry("command-timeout", "unused.commandTimeout"),
            Map.entry("keepalive-time", "unused.keepalive"),
            Map.entry("keepalive-timeout", "unused.keepalive"),
            Map.entry("max-request-bytes", "unused.messageSize"),
            Map.entry("max-recv-bytes", "unused.messageSize"),
            Map.entry("write-out", "unused.output"),
            Map.entry("hex", "unused.output"),
            Map.entry("debug", "unused.logging"),
            Map.entry("discovery-srv", "unused.srv"),
            Map.entry("discovery-srv-name", "unused.srvName"),
            Map.entry("insecure-discovery", "unused.srvName"),
            Map.entry("insecure-transport", "unused.insecureTransport"),
            Map.entry("auth-jwt-token", "unused.jwt"),
            Map.entry("help", "unused.help"));
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
        draft.source = TEXT.get(invocation == null ? "source.etcdctlVariables"
                : environment.isEmpty() ? "source.etcdctl" : "source.etcdctlWithVariables");
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
                draft.ignore("ETCDCTL_API=3", TEXT.get("ignored.api"));
            } else {
                draft.ignore("ETCDCTL_API=" + api.value, TEXT.get("ignored.api"));
                draft.warn(TEXT.format("warn.v2", api.value));
            }
        });
    }

    private static void listUnknownVariables(ShellScript script, DraftBuilder draft) {
        for (Variable v : script.variables()) {
            if (v.name.startsWith("ETCDCTL_") && !v.used) {
                v.used = true;
                draft.ignore(v.name, TEXT.get("ignored.notEtcdctl"));
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
            draft.warn(TEXT.format("warn.endpointsTwice", fromFlags.size()));
        }
        if (!fromFlags.isEmpty() && fromFlags.size() < all.size()) {
            draft.warn(TEXT.get("warn.overridden"));
        }
        effective.forEach(f -> draft.endpoints.addAll(Endpoints.split(draft.value(f))));
        if (draft.endpoints.isEmpty()) {
            draft.endpoints.add("127.0.0.1:2379");
            draft.warn(TEXT.get("warn.noEndpoint"));
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
            draft.warn(TEXT.get("warn.password"));
        } else if (user != null) {
            draft.warn(TEXT.format("warn.noPassword", user));
        }
    }

    private static void listRest(Flags flags, DraftBuilder draft) {
        List<String> command = new ArrayList<>();
        for (Flag f : flags.rest()) {
            if (!f.positional() && UNUSED.containsKey(f.name())) {
                // A token is a secret: name the flag, not its value.
                draft.ignore(f.name().equals("auth-jwt-token") ? f.label() : f.written(), TEXT.get(UNUSED.get(f.name())));
            } else {
                command.add(f.written());
            }
        }
        if (!command.isEmpty()) {
            draft.ignore(String.join(" ", command), TEXT.get("ignored.etcdctlCommand"));
        }
    }
}
