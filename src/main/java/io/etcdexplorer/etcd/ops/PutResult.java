package io.etcdexplorer.etcd.ops;

import io.etcdexplorer.etcd.KeyValueData;
import io.etcdexplorer.etcd.ResponseHeader;

import java.util.Optional;

/** A write; {@code prevKv} is the key as it was before, present only when asked for and the key existed. */
public record PutResult(ResponseHeader header, Optional<KeyValueData> prevKv) implements OpResult {

    @Override
    public String summary() {
        // The response does not name the key; the previous key-value does when it was asked for.
        return prevKv.map(kv -> "put " + Describe.key(kv.key()) + " at revision " + header.revision()
                        + " (prev value " + Describe.size(kv.value().length) + ")")
                .orElse("put at revision " + header.revision());
    }

    @Override
    public String toEtcdctlJson() {
        return EtcdctlJson.object(json -> EtcdctlJson.fields(json, this));
    }
}
