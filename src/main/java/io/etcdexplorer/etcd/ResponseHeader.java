package io.etcdexplorer.etcd;

import io.etcd.jetcd.Response;

/**
 * The header etcd attaches to every response. Ids are unsigned 64-bit numbers; they are printed the way
 * {@code etcdctl -w json} prints them so users can compare the two side by side.
 */
public record ResponseHeader(long clusterId, long memberId, long revision, long raftTerm) {

    public static ResponseHeader of(Response.Header header) {
        return new ResponseHeader(header.getClusterId(), header.getMemberId(), header.getRevision(),
                header.getRaftTerm());
    }

    public String clusterIdText() {
        return Long.toUnsignedString(clusterId);
    }

    public String memberIdText() {
        return Long.toUnsignedString(memberId);
    }

    /** The header exactly as {@code etcdctl -w json} prints it. */
    public String toEtcdctlJson() {
        return "{\"cluster_id\":" + clusterIdText() + ",\"member_id\":" + memberIdText()
                + ",\"revision\":" + revision + ",\"raft_term\":" + raftTerm + "}";
    }
}
