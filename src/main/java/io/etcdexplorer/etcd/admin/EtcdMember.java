package io.etcdexplorer.etcd.admin;

import java.util.List;

/** One cluster member as the member list reports it; URLs as the member advertises them. */
public record EtcdMember(long id, String name, List<String> peerUrls, List<String> clientUrls, boolean learner) {

    public EtcdMember {
        peerUrls = List.copyOf(peerUrls);
        clientUrls = List.copyOf(clientUrls);
    }

    /** Member ids are printed in hex, as {@code etcdctl member list} does. */
    public String idText() {
        return Long.toHexString(id);
    }
}
