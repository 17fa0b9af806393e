package io.etcdexplorer.cluster;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.etcd.admin.MemberStatus;

import java.util.List;

/**
 * One member as the Members table shows it: what the member list says (name, URLs), which of the profile's
 * endpoints reaches it, and that endpoint's status or error. A member none of the profile's endpoints reaches has
 * no status, which is not the same as being down.
 *
 * @param id       0 for a profile endpoint that answers nothing and matches no listed member
 * @param endpoint the profile endpoint that reaches this member, or null
 * @param status   its status, null unless {@link Health#UP}
 * @param problem  why it is down, its errors, or why there is no status; empty when none
 */
record MemberRow(long id, String name, List<String> clientUrls, List<String> peerUrls, boolean learner,
                        String endpoint, Health health, MemberStatus status, String problem, boolean leader) {

    private static final Messages TEXT = Messages.of(MemberRow.class);

    /** Why a member shows no status: it is not among this profile's endpoints. */
    public static String notReached() {
        return TEXT.get("member.notReached");
    }

    public enum Health { UP, DOWN, NO_STATUS }

    public MemberRow {
        clientUrls = List.copyOf(clientUrls);
        peerUrls = List.copyOf(peerUrls);
        problem = problem == null ? "" : problem;
    }

    /** Member ids are printed in hex, as {@code etcdctl member list} does. */
    public String idText() {
        return id == 0 ? "" : Long.toHexString(id);
    }

    /** Down, or up with errors (an alarm) or without a leader: shown in red, with the reason in words. */
    public boolean unhealthy() {
        return health == Health.DOWN || health == Health.UP && (!status.errors().isEmpty() || status.leaderId() == 0);
    }

    /** The state in words, so it never depends on colour: "leader", "follower", "DOWN", "learner", … */
    public String stateText() {
        return switch (health) {
            case DOWN -> TEXT.get("member.down");
            case NO_STATUS -> TEXT.get(leader ? "member.leaderNoStatus" : "member.noStatus");
            case UP -> TEXT.get(status.leaderId() == 0 ? "member.noLeader" : leader ? "member.leader" : learner
                    ? "member.learner" : "member.follower");
        };
    }
}
