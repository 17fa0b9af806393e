package io.etcdexplorer.etcd.admin;

import java.util.List;

/** The member list and the id of the cluster that answered it. */
public record MemberList(long clusterId, List<EtcdMember> members) {

    public MemberList {
        members = List.copyOf(members);
    }

    /** The name of member {@code id}, empty when it is not in the list. */
    public String nameOf(long id) {
        return members.stream().filter(m -> m.id() == id).map(EtcdMember::name).findFirst().orElse("");
    }
}
