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
        String revision = String.valueOf(header.revision());
        if (kvs.isEmpty()) {
            return count == 0 ? Describe.TEXT.format("getNone", revision)
                    : Describe.TEXT.format("getCounted", count, revision);
        }
        if (more || count > kvs.size()) {
            return Describe.TEXT.format("getPage", kvs.size(), count, revision);
        }
        return Describe.TEXT.format("get", kvs.size(), revision);
    }

    @Override
    public String toEtcdctlJson() {
        return EtcdctlJson.object(json -> EtcdctlJson.fields(json, this));
    }
}
