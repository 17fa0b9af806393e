package io.etcdexplorer.cluster;

import java.util.List;
import java.util.Optional;

/**
 * The members with their status and the active alarms, as read in one refresh.
 *
 * @param membersProblem why the member list could not be read (rows then come from the endpoints alone), or empty
 * @param alarmsProblem  why the alarms could not be read (etcd serves them through raft: no quorum, no alarms), or
 *                       empty
 */
record ClusterOverview(long clusterId, List<MemberRow> members, List<Alarm> alarms, String membersProblem,
                              String alarmsProblem) {

    public ClusterOverview {
        members = List.copyOf(members);
        alarms = List.copyOf(alarms);
    }

    public Optional<MemberRow> leader() {
        return members.stream().filter(MemberRow::leader).findFirst();
    }

    public Optional<MemberRow> member(long id) {
        return members.stream().filter(m -> m.id() == id && id != 0).findFirst();
    }

    public long answering() {
        return members.stream().filter(m -> m.health() == MemberRow.Health.UP).count();
    }
}
