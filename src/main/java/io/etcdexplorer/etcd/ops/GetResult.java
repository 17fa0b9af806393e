package io.etcdexplorer.etcd.ops;

import io.etcdexplorer.etcd.KeyValueData;
import io.etcdexplorer.etcd.ResponseHeader;

import java.util.List;

/**
 * A range read: the keys read (none for count-only), how many keys the range holds in total (whatever the limit)
 * and whether the limit cut the answer short.
 */
public record GetResult(ResponseHeader header, List<KeyValueData> kvs, long count, boolean more)
        implements OpResult {

    public GetResult {
        kvs = List.copyOf(kvs);
    }

    @Override
    public String summary() {
        String revision = ", revision " + header.revision();
        if (kvs.isEmpty()) {
            return count == 0 ? "no keys" + revision : Describe.count(count, "key") + " counted" + revision;
        }
        if (more || count > kvs.size()) {
            return kvs.size() + " of " + Describe.count(count, "key") + revision;
        }
        return Describe.count(kvs.size(), "key") + revision;
    }

    @Override
    public String toEtcdctlJson() {
        return EtcdctlJson.object(json -> EtcdctlJson.fields(json, this));
    }
}
