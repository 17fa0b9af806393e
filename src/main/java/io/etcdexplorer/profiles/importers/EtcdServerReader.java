package io.etcdexplorer.profiles.importers;

import io.etcdexplorer.i18n.Messages;
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

    private static final Messages TEXT = Messages.of(EtcdServerReader.class);
    private static final Set<String> CLIENT_FLAGS = Set.of("name", "advertise-client-urls", "listen-client-urls",
            "listen-client-http-urls", "trusted-ca-file", "cert-file", "key-file", "client-cert-file",
            "client-key-file", "client-cert-auth", "auto-tls", "config-file");
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
        draft.source = TEXT.get(invocation == null ? "source.etcdVariables" : "source.etcdServer");
        Flag nameFlag = flags.take("name", draft);
        String name = draft.value(nameFlag);
        if (name != null && !name.equals("default") && nameFlag.unresolved().isEmpty()) {
            draft.suggestedName = name;
        }
        draft.endpoints.addAll(endpoints(flags, draft));
        readTls(flags, draft);
        Flag config = flags.take("config-file", draft);
        if (config != null) {
            draft.ignore(config.label(), TEXT.get("ignored.configFile"));
            draft.warn(TEXT.format("warn.configFile", config.written()));
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
            draft.warn(TEXT.get("warn.defaultClientUrl"));
        }
        return result;
    }

    private static String clientUrl(String url, Flag flag, DraftBuilder draft) {
        if (!Endpoints.wildcard(url)) {
            return url;
        }
        String host = Endpoints.host(url);
        draft.warn(TEXT.format("warn.bindAddress", flag.label(), host.contains(":") ? "[" + host + "]" : host));
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
            ignoreServerPair(serverCert, serverKey, TEXT.get("ignored.serverCertWithClientCert"), draft);
        } else if (required) {
            draft.cert = draft.value(serverCert);
            draft.key = draft.value(serverKey);
            warnServerCertificate(draft);
        } else {
            ignoreServerPair(serverCert, serverKey, TEXT.get("ignored.serverCertNoClientAuth"), draft);
        }
        Flag autoTls = flags.take("auto-tls", draft);
        if (autoTls != null && autoTls.isTrue()) {
            draft.insecureSkipTlsVerify = true;
            draft.warn(TEXT.format("warn.autoTls", autoTls.label()));
        } else if (draft.caCert == null && draft.endpoints.stream().anyMatch(e -> e.startsWith("https://"))) {
            draft.warn(TEXT.get("warn.noTrustedCa"));
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
            draft.warn(TEXT.get("warn.clientCertRequired"));
            return;
        }
        int slash = draft.cert.lastIndexOf('/');
        String dir = draft.cert.substring(0, slash + 1);
        String file = draft.cert.substring(slash + 1);
        if (file.equals("server.crt") && dir.endsWith("/etcd/")) {
            draft.warn(TEXT.format("warn.kubeadmServerCert", file, dir + "healthcheck-client.crt",
                    dir + "healthcheck-client.key"));
        } else {
            draft.warn(TEXT.format("warn.serverCertAsClient", file));
        }
    }

    private static void listRest(Flags flags, DraftBuilder draft) {
        for (Flag flag : flags.rest()) {
            if (flag.positional()) {
                draft.ignore(flag.written(), TEXT.get("ignored.unexpected"));
            } else {
                draft.ignore(flag.label(), ServerFlagReasons.reason(flag.name()));
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
            String line = String.valueOf(other.line());
            draft.warn(name == null ? TEXT.format("warn.otherMember", line)
                    : TEXT.format("warn.otherNamedMember", line, name.value()));
        }
    }

    private static boolean known(String name) {
        return CLIENT_FLAGS.contains(name) || ServerFlagReasons.listed(name);
    }
}
