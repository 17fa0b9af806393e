package io.etcdexplorer.etcd.ops;

import io.etcdexplorer.etcd.ResponseHeader;

/** A new lease and the TTL etcd granted (it may differ from the one asked for, e.g. raised to its minimum). */
public record LeaseGrantResult(ResponseHeader header, long id, long ttl) implements OpResult {

    @Override
    public String summary() {
        return Describe.TEXT.format("leaseGranted", Describe.leaseHex(id), ttl);
    }

    /** clientv3.LeaseGrantResponse: promoted header, then ID, TTL and an always-present empty Error. */
    @Override
    public String toEtcdctlJson() {
        return EtcdctlJson.object(json -> {
            EtcdctlJson.headerFields(json, header);
            json.writeNumberField("ID", id);
            json.writeNumberField("TTL", ttl);
            json.writeStringField("Error", "");
        });
    }
}
