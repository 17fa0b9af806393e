package io.etcdexplorer.etcd.ops;

import io.etcdexplorer.etcd.ResponseHeader;

import java.util.List;

/** Every lease the cluster holds, in etcd's order. */
public record LeaseListResult(ResponseHeader header, List<Long> ids) implements OpResult {

    public LeaseListResult {
        ids = List.copyOf(ids);
    }

    @Override
    public String summary() {
        return ids.isEmpty() ? Describe.TEXT.get("leasesNone") : Describe.TEXT.format("leases", ids.size());
    }

    /** clientv3.LeaseLeasesResponse: promoted header, then {@code leases} ([] when empty, never null). */
    @Override
    public String toEtcdctlJson() {
        return EtcdctlJson.object(json -> {
            EtcdctlJson.headerFields(json, header);
            json.writeArrayFieldStart("leases");
            for (long id : ids) {
                json.writeStartObject();
                json.writeNumberField("id", id);
                json.writeEndObject();
            }
            json.writeEndArray();
        });
    }
}
