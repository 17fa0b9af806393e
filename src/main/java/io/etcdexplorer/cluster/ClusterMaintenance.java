package io.etcdexplorer.cluster;

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
                "Member " + Long.toHexString(targetId) + " is not in the member list.",
                "Refresh the panel and pick a member again.", null));
        MemberRow leader = overview.leader().orElseThrow(() -> new EtcdAccessException(
                "The cluster has no leader right now, so there is none to move.",
                "Wait for an election to finish (the Members section shows the leader), then try again.", null));
        if (leader.id() == targetId) {
            throw new EtcdAccessException(target.name() + " already leads the cluster.", "Pick another member.",
                    null);
        }
        if (target.learner()) {
            throw new EtcdAccessException(target.name() + " is a learner and cannot lead.",
                    "Promote it first (etcdctl member promote), or pick a voting member.", null);
        }
        if (leader.health() != MemberRow.Health.UP) {
            String url = leader.clientUrls().isEmpty() ? "its client URL" : leader.clientUrls().get(0);
            throw new EtcdAccessException("The leader, " + leader.name() + ", is not among this profile's endpoints"
                    + (leader.health() == MemberRow.Health.DOWN ? " that answer" : "")
                    + ": etcd accepts move-leader only from the leader itself.",
                    "Add " + url + " to the profile's endpoints, or run: etcdctl --endpoints=" + url
                            + " move-leader " + Long.toHexString(targetId), null);
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
