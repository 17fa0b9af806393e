package io.etcdexplorer.doctor;

import io.etcd.jetcd.cluster.Member;

import java.net.URI;
import java.util.List;

/** One cluster member as the member list reports it. */
public record MemberInfo(long id, String name, List<String> peerUrls, List<String> clientUrls, boolean learner) {

    public static MemberInfo of(Member member) {
        return new MemberInfo(member.getId(), member.getName(),
                member.getPeerURIs().stream().map(URI::toString).toList(),
                member.getClientURIs().stream().map(URI::toString).toList(), member.isLearner());
    }

    /** Member ids are printed in hex, as {@code etcdctl member list} does. */
    public String idText() {
        return Long.toHexString(id);
    }
}
