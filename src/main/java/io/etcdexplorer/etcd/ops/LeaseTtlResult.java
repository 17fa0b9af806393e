package io.etcdexplorer.etcd.ops;

import io.etcdexplorer.etcd.ResponseHeader;

import java.util.List;

/**
 * A lease's remaining time. {@code ttl} is -1 when the lease expired, was revoked or never existed (then
 * {@code grantedTtl} is 0). {@code keys} are the attached keys when asked for, relative to the session's
 * namespace; a key outside it is listed in full.
 */
public record LeaseTtlResult(ResponseHeader header, long id, long ttl, long grantedTtl, List<byte[]> keys)
        implements OpResult {

    public LeaseTtlResult {
        keys = List.copyOf(keys);
    }

    public boolean expired() {
        return ttl < 0;
    }

    @Override
    public String summary() {
        String lease = Describe.leaseHex(id);
        if (expired()) {
            return Describe.TEXT.format("leaseExpired", lease);
        }
        return keys.isEmpty() ? Describe.TEXT.format("leaseTtl", lease, ttl, grantedTtl)
                : Describe.TEXT.format("leaseTtlKeys", lease, ttl, grantedTtl, keys.size());
    }

    /** clientv3.LeaseTimeToLiveResponse: promoted header, id, ttl, granted-ttl, keys ({@code null} when none). */
    @Override
    public String toEtcdctlJson() {
        return EtcdctlJson.object(json -> {
            EtcdctlJson.headerFields(json, header);
            json.writeNumberField("id", id);
            json.writeNumberField("ttl", ttl);
            json.writeNumberField("granted-ttl", grantedTtl);
            json.writeFieldName("keys");
            if (keys.isEmpty()) {
                json.writeNull(); // Go marshals a nil slice as null, and etcd sends no list when there are none
            } else {
                json.writeStartArray();
                for (byte[] key : keys) {
                    json.writeBinary(key);
                }
                json.writeEndArray();
            }
        });
    }
}
