package io.etcdexplorer.doctor;

import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.Hop;
import io.etcdexplorer.etcd.MaskedUrls;
import io.etcdexplorer.etcd.Vocabulary;
import io.etcdexplorer.etcd.admin.EtcdMember;
import io.etcdexplorer.values.ValueRenderer;

import java.util.Arrays;
import java.util.List;

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
        out.append("etcd-explorer doctor: ").append(target).append('\n');
        if (!connected) {
            out.append("\nNOT CONNECTED: ").append(problem.getMessage()).append('\n');
            out.append("Failed at: ").append(failedHop().label()).append(passed()).append('\n');
            String fix = problem.hint(words);
            if (!fix.isEmpty()) {
                out.append("Fix: ").append(fix).append('\n');
            }
        } else {
            out.append("\nConnected.\n");
            if (!route.isEmpty()) {
                out.append("\nThrough SSH:\n");
                route.forEach(r -> out.append("  ").append(r).append('\n'));
            }
            out.append("\nMembers:\n");
            for (EtcdMember m : members) {
                out.append(String.format("  %-16s %-12s peers %s  clients %s%s%n", m.idText(), m.name(),
                        String.join(",", m.peerUrls()), String.join(",", m.clientUrls()),
                        m.learner() ? "  (learner)" : ""));
            }
            out.append("\nEndpoints:\n");
            for (EndpointStatus e : endpoints) {
                out.append("  ").append(e.endpoint()).append("  ");
                if (e.ok()) {
                    out.append(String.format("version %s, db %s, %s, raft term %d, raft index %d%n", e.version(),
                            ValueRenderer.humanSize(e.dbSize()), e.isLeader() ? "leader" : "follower",
                            e.raftTerm(), e.raftIndex()));
                } else {
                    out.append("DOWN: ").append(e.error()).append('\n');
                }
            }
        }
        if (!notes.isEmpty()) {
            out.append("\nNotes:\n");
            notes.forEach(n -> out.append("  - ").append(n).append('\n'));
        }
        return out.toString();
    }

    /** Through SSH, the hops before the failed one worked: saying so narrows the search. */
    private String passed() {
        Hop failed = failedHop();
        if (!failed.isSsh()) {
            return route.isEmpty() ? "" : " (the SSH tunnel worked: " + String.join("; ", route) + ")";
        }
        List<String> before = Arrays.stream(Hop.values()).filter(Hop::isSsh)
                .filter(h -> h.ordinal() < failed.ordinal()).map(Hop::label).toList();
        return before.isEmpty() ? "" : " (passed: " + String.join(", ", before) + ")";
    }
}
