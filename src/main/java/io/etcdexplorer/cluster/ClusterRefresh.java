package io.etcdexplorer.cluster;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.timeline.RevisionBounds;

/**
 * What one refresh of the panel read: always the members, their status and the alarms; the leases only for the
 * Leases section and the revision range only for Maintenance. Parts a section did not need are null; a part that
 * failed carries its reason instead, so one slow part does not blank the others.
 */
record ClusterRefresh(ClusterOverview overview, LeaseReader.Leases leases, String leasesProblem,
                      RevisionBounds bounds, String boundsProblem) {

    private static final Messages TEXT = Messages.of(ClusterRefresh.class);

    /** Blocking: runs on the background executor. */
    static ClusterRefresh read(EtcdSession session, ClusterReader reader, ClusterViewModel.Section section) {
        ClusterOverview overview = reader.read();
        LeaseReader.Leases leases = null;
        String leasesProblem = null;
        RevisionBounds bounds = null;
        String boundsProblem = null;
        if (section == ClusterViewModel.Section.LEASES) {
            try {
                leases = new LeaseReader(session).read();
            } catch (EtcdAccessException e) {
                leasesProblem = TEXT.format("read.leasesFailed", e.describe());
            }
        }
        if (section == ClusterViewModel.Section.MAINTENANCE) {
            try {
                bounds = RevisionBounds.read(session);
            } catch (EtcdAccessException e) {
                boundsProblem = TEXT.format("read.boundsFailed", e.describe());
            }
        }
        return new ClusterRefresh(overview, leases, leasesProblem, bounds, boundsProblem);
    }

    /** "3 members, 2 answering, 1 DOWN · leader: m1 · cluster 7e3b…". */
    static String summarize(ClusterOverview o) {
        long down = o.members().stream().filter(m -> m.health() == MemberRow.Health.DOWN).count();
        String leader = o.leader().map(m -> m.name().isEmpty() ? m.idText() : m.name())
                .orElse(TEXT.get("summary.noLeader"));
        // Separate facts joined by a dot, each a whole pattern: the members' counts are one sentence in each language.
        java.util.StringJoiner facts = new java.util.StringJoiner(" · ");
        facts.add(TEXT.format("summary.members", o.members().size(), o.answering(), down));
        facts.add(TEXT.format("summary.leader", leader));
        if (o.clusterId() != 0) {
            facts.add(TEXT.format("summary.cluster", Long.toHexString(o.clusterId())));
        }
        return facts.toString();
    }
}
