package io.etcdexplorer.etcd.ops;

import io.etcdexplorer.i18n.Units;

import io.etcdexplorer.etcd.KeyValueData;
import io.etcdexplorer.etcd.ResponseHeader;

import java.util.Optional;

/** A write; {@code prevKv} is the key as it was before, present only when asked for and the key existed. */
public record PutResult(ResponseHeader header, Optional<KeyValueData> prevKv) implements OpResult {

    @Override
    public String summary() {
        // The response does not name the key; the previous key-value does when it was asked for.
        String revision = String.valueOf(header.revision());
        return prevKv.map(kv -> Describe.TEXT.format("putPrev", Describe.key(kv.key()), revision,
                        Units.bytes(kv.value().length)))
                .orElseGet(() -> Describe.TEXT.format("put", revision));
    }

    @Override
    public String toEtcdctlJson() {
        return EtcdctlJson.object(json -> EtcdctlJson.fields(json, this));
    }
}
