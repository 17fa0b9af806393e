package io.etcdexplorer.etcd.ops;

import io.etcdexplorer.etcd.ResponseHeader;

/** A revoked lease; etcd deleted every key attached to it. */
public record LeaseRevokeResult(ResponseHeader header, long id) implements OpResult {

    @Override
    public String summary() {
        return Describe.TEXT.format("leaseRevoked", Describe.leaseHex(id));
    }

    /** etcdctl prints the protobuf response here, which holds only the header (the id is not echoed). */
    @Override
    public String toEtcdctlJson() {
        return EtcdctlJson.object(json -> EtcdctlJson.header(json, header));
    }
}
