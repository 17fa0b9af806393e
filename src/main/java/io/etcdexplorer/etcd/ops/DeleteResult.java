package io.etcdexplorer.etcd.ops;

import io.etcdexplorer.etcd.KeyValueData;
import io.etcdexplorer.etcd.ResponseHeader;

import java.util.List;

/** A delete: how many keys went and, when asked for, what they held. */
public record DeleteResult(ResponseHeader header, long deleted, List<KeyValueData> prevKvs) implements OpResult {

    public DeleteResult {
        prevKvs = List.copyOf(prevKvs);
    }

    @Override
    public String summary() {
        return deleted == 0 ? Describe.TEXT.format("deletedNone", String.valueOf(header.revision()))
                : Describe.TEXT.format("deleted", deleted, String.valueOf(header.revision()));
    }

    @Override
    public String toEtcdctlJson() {
        return EtcdctlJson.object(json -> EtcdctlJson.fields(json, this));
    }
}
