package io.etcdexplorer.profiles.importers;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.profiles.importers.Flags.Flag;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The kube-apiserver's etcd client flags. Its etcd client certificate is a real client certificate, which makes
 * this the cleanest source on a kubeadm node; its dozens of other flags are only counted.
 */
final class ApiServerReader {

    private static final Messages TEXT = Messages.of(ApiServerReader.class);


    private static final Set<String> BOOLEAN_FLAGS = Set.of("allow-privileged", "enable-bootstrap-token-auth",
            "anonymous-auth", "enable-aggregator-routing", "profiling", "enable-priority-and-fairness",
            "enable-garbage-collector", "enable-logs-handler", "logtostderr", "watch-cache", "help", "version");
    private static final Flags.Spec SPEC = new Flags.Spec(Set.of(), BOOLEAN_FLAGS, Map.of(), true, false);

    private ApiServerReader() {
    }

    static boolean usable(Invocation invocation) {
        return Flags.parse(invocation.args(), SPEC, List.of()).has("etcd-servers");
    }

    static void read(Invocation invocation, DraftBuilder draft) {
        Flags flags = Flags.parse(invocation.args(), SPEC, List.of());
        draft.source = TEXT.get("source.apiserver");
        List<Flag> servers = flags.takeAll("etcd-servers");
        if (servers.size() > 1) {
            draft.warn(TEXT.format("warn.serversTwice", servers.size()));
        }
        servers.forEach(f -> draft.endpoints.addAll(Endpoints.split(draft.value(f))));
        draft.caCert = draft.value(flags.take("etcd-cafile", draft));
        draft.cert = draft.value(flags.take("etcd-certfile", draft));
        draft.key = draft.value(flags.take("etcd-keyfile", draft));
        if (draft.cert != null) {
            draft.warn(TEXT.get("warn.apiserverCert"));
        }
        String prefix = draft.value(flags.take("etcd-prefix", draft));
        if (prefix != null) {
            draft.warn(TEXT.format("warn.etcdPrefix", prefix));
        }
        draft.suggestedName = suggestedName(draft, flags.peek("advertise-address"));
        listRest(flags, draft);
    }

    /** The loopback etcd of a stacked control plane says nothing; the node's advertised address does. */
    private static String suggestedName(DraftBuilder draft, Flag advertise) {
        String host = draft.endpoints.isEmpty() ? null : Endpoints.host(draft.endpoints.get(0));
        if (host != null && draft.endpoints.stream().allMatch(Endpoints::loopback) && advertise != null
                && advertise.value() != null) {
            return advertise.value();
        }
        return host;
    }

    private static void listRest(Flags flags, DraftBuilder draft) {
        int unrelated = 0;
        for (Flag flag : flags.rest()) {
            if (flag.positional()) {
                draft.ignore(flag.written(), TEXT.get("ignored.unexpected"));
            } else if (flag.name().equals("etcd-servers-overrides")) {
                draft.ignore(flag.written(), TEXT.get("ignored.overrides"));
            } else if (flag.name().startsWith("etcd-") || flag.name().startsWith("storage-")) {
                draft.ignore(flag.label(), TEXT.get("ignored.apiserverTuning"));
            } else {
                unrelated++;
            }
        }
        if (unrelated > 0) {
            draft.ignoreLine(TEXT.format("ignored.unrelatedFlags", unrelated));
        }
    }
}
