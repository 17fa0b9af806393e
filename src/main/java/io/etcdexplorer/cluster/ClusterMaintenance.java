package io.etcdexplorer.cluster;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.admin.ClusterAdmin;
import io.etcdexplorer.etcd.admin.MemberStatus;
import io.etcdexplorer.timeline.RevisionBounds;

import java.time.Duration;
import java.util.List;

/**
 * The cluster-wide changes of the Maintenance and Alarms sections: compaction, defragmentation of one member,
 * moving the leader, disarming alarms. Blocking: call off the UI thread. A read-only session's guard refuses all of
 * them before they leave the machine.
 */
final class ClusterMaintenance {

    private static final Messages TEXT = Messages.of(ClusterMaintenance.class);

    /** Defragmenting a large database takes minutes; the member answers only when done. */
    static final Duration DEFRAG_TIMEOUT = Duration.ofMinutes(10);
    /** etcd itself gives a leader transfer a few election timeouts before it answers. */
    static final Duration MOVE_TIMEOUT = Duration.ofSeconds(30);

    private final EtcdSession session;
    private final ClusterAdmin admin;

    public ClusterMaintenance(EtcdSession session) {
        this.session = session;
        this.admin = new ClusterAdmin(session);
    }

    /** The revisions reads can still ask for: the oldest (the compaction revision) to the current one. */
    public RevisionBounds bounds() {
        return RevisionBounds.read(session);
    }

    /**
     * Compacts every key's history before {@code revision}; with {@code physical}, etcd answers only once the space
     * is reclaimed inside its file. Returns the bounds read right after.
     */
    public RevisionBounds compact(long revision, boolean physical) {
        admin.compact(revision, physical);
        return bounds();
    }

    /**
     * Defragments the member behind profile endpoint {@code endpoint}: it rewrites its file and answers nothing else
     * meanwhile. Returns its status afterwards (size and size in use).
     */
    public MemberStatus defragment(String endpoint) {
        admin.defragment(endpoint).await(DEFRAG_TIMEOUT);
        return status(endpoint);
    }

    public MemberStatus status(String endpoint) {
        return admin.status(endpoint).await(ClusterCalls.pollTimeout(session));
    }

    /**
     * Makes member {@code targetId} the leader. etcd serves move-leader only on the current leader, so the request
     * goes to the leader's profile endpoint; when no profile endpoint reaches the leader, this says so.
     */
    public void moveLeader(ClusterOverview overview, long targetId) {
        MemberRow target = overview.member(targetId).orElseThrow(() -> new EtcdAccessException(
                TEXT.format("move.notMember", Long.toHexString(targetId)), TEXT.get("move.notMemberFix"), null));
        MemberRow leader = overview.leader().orElseThrow(() -> new EtcdAccessException(
                TEXT.get("move.noLeader"), TEXT.get("move.noLeaderFix"), null));
        if (leader.id() == targetId) {
            throw new EtcdAccessException(TEXT.format("move.alreadyLeads", target.name()),
                    TEXT.get("move.alreadyLeadsFix"), null);
        }
        if (target.learner()) {
            throw new EtcdAccessException(TEXT.format("move.learner", target.name()),
                    TEXT.get("move.learnerFix"), null);
        }
        if (leader.health() != MemberRow.Health.UP) {
            String url = leader.clientUrls().isEmpty() ? TEXT.get("move.itsClientUrl") : leader.clientUrls().get(0);
            throw new EtcdAccessException(TEXT.format(leader.health() == MemberRow.Health.DOWN
                    ? "move.leaderUnreachedDown" : "move.leaderUnreached", leader.name()),
                    TEXT.format("move.leaderUnreachedFix", url, "etcdctl --endpoints=" + url
                            + " move-leader " + Long.toHexString(targetId)), null);
        }
        admin.moveLeader(leader.endpoint(), targetId).await(MOVE_TIMEOUT);
    }

    /**
     * Deactivates each alarm, as {@code etcdctl alarm disarm} does. A NOSPACE alarm disarmed while the database is
     * still over its quota is raised again by the next write.
     */
    public void disarm(List<Alarm> alarms) {
        for (Alarm alarm : alarms) {
            admin.disarm(alarm.memberId(), alarm.typeNumber());
        }
    }
}
