package io.etcdexplorer.doctor;

import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.Hop;
import io.etcdexplorer.etcd.MaskedUrls;
import io.etcdexplorer.etcd.Vocabulary;
import io.etcdexplorer.etcd.admin.EtcdMember;
import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.i18n.Units;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The outcome of "Test connection": the cluster's members and each endpoint's status, or the diagnosis of why
 * no connection was possible and at which hop. Notes are things worth knowing even when it works (an expiring
 * certificate, an endpoint that is down, verification switched off).
 *
 * @param route how the endpoints were reached when not directly: one line per SSH-forwarded endpoint; on a failure
 *              past the tunnel, the tunnel that worked
 */
public record DoctorReport(String target, boolean connected, List<EtcdMember> members,
                           List<EndpointStatus> endpoints, List<String> notes, EtcdAccessException problem,
                           List<String> route) {

    private static final Messages TEXT = Messages.of(DoctorReport.class);

    public DoctorReport {
        members = List.copyOf(members);
        endpoints = List.copyOf(endpoints);
        notes = List.copyOf(notes);
        route = List.copyOf(route);
    }

    /** A report of a direct connection. */
    public DoctorReport(String target, boolean connected, List<EtcdMember> members, List<EndpointStatus> endpoints,
                        List<String> notes, EtcdAccessException problem) {
        this(target, connected, members, endpoints, notes, problem, List.of());
    }

    /** Where the connection failed, null when it did not. */
    public Hop failedHop() {
        return problem == null ? null : problem.hop();
    }

    /** The report as the window's "Test connection" shows it; a password in an endpoint URL shows as ***. */
    public String toText() {
        return toText(Vocabulary.GUI);
    }

    /**
     * The report with its fix in {@code words}: {@code etcd-explorer doctor} names its flags
     * ({@link Vocabulary#CLI}), the window its check boxes and buttons.
     */
    public String toText(Vocabulary words) {
        return MaskedUrls.mask(text(words));
    }

    private String text(Vocabulary words) {
        StringBuilder out = new StringBuilder();
        out.append(TEXT.format("report.title", target)).append('\n');
        if (!connected) {
            out.append('\n').append(TEXT.format("report.notConnected", problem.getMessage())).append('\n');
            out.append(passed()).append('\n');
            String fix = problem.hint(words);
            if (!fix.isEmpty()) {
                out.append(TEXT.format("report.fix", fix)).append('\n');
            }
        } else {
            out.append('\n').append(TEXT.get("report.connected")).append('\n');
            if (!route.isEmpty()) {
                out.append('\n').append(TEXT.get("report.throughSsh")).append('\n');
                route.forEach(r -> out.append("  ").append(r).append('\n'));
            }
            out.append('\n').append(TEXT.get("report.members")).append('\n');
            for (EtcdMember m : members) {
                // Id and name padded as columns; the words around the URLs come from the bundle.
                String id = String.format(Locale.ROOT, "%-16s", m.idText());
                String name = String.format(Locale.ROOT, "%-12s", m.name());
                out.append("  ").append(TEXT.format(m.learner() ? "report.learner" : "report.member", id, name,
                        String.join(",", m.peerUrls()), String.join(",", m.clientUrls()))).append('\n');
            }
            out.append('\n').append(TEXT.get("report.endpoints")).append('\n');
            for (EndpointStatus e : endpoints) {
                out.append("  ").append(e.endpoint()).append("  ");
                if (e.ok()) {
                    // Raft term and index go as text, as etcdctl prints them (no grouping).
                    out.append(TEXT.format(e.isLeader() ? "report.leader" : "report.follower", e.version(),
                            Units.bytes(e.dbSize()), String.valueOf(e.raftTerm()), String.valueOf(e.raftIndex())));
                } else {
                    out.append(TEXT.format("report.down", e.error()));
                }
                out.append('\n');
            }
        }
        if (!notes.isEmpty()) {
            out.append('\n').append(TEXT.get("report.notes")).append('\n');
            notes.forEach(n -> out.append("  - ").append(n).append('\n'));
        }
        return out.toString();
    }

    /** Through SSH, the hops before the failed one worked: saying so narrows the search. */
    private String passed() {
        Hop failed = failedHop();
        String at = failed.label();
        if (!failed.isSsh()) {
            return route.isEmpty() ? TEXT.format("report.failedAt", at)
                    : TEXT.format("report.failedAtTunnelWorked", at, String.join("; ", route));
        }
        List<String> before = Arrays.stream(Hop.values()).filter(Hop::isSsh)
                .filter(h -> h.ordinal() < failed.ordinal()).map(Hop::label).toList();
        return before.isEmpty() ? TEXT.format("report.failedAt", at)
                : TEXT.format("report.failedAtPassed", at, String.join(", ", before));
    }
}
