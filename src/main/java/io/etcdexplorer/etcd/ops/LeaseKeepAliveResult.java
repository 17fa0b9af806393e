package io.etcdexplorer.etcd.ops;

import io.etcdexplorer.etcd.ResponseHeader;

/** One keep-alive: the lease's TTL starts over at {@code ttl} seconds. */
public record LeaseKeepAliveResult(ResponseHeader header, long id, long ttl) implements OpResult {

    @Override
    public String summary() {
        return Describe.TEXT.format("leaseKeptAlive", Describe.leaseHex(id), ttl);
    }

    /** clientv3.LeaseKeepAliveResponse: promoted header, then ID and TTL. */
    @Override
    public String toEtcdctlJson() {
        return EtcdctlJson.object(json -> {
            EtcdctlJson.headerFields(json, header);
            json.writeNumberField("ID", id);
            json.writeNumberField("TTL", ttl);
        });
    }
}
