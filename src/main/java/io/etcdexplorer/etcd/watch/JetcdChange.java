package io.etcdexplorer.etcd.watch;

import io.etcd.jetcd.KeyValue;

/** jetcd's event behind {@link CatchUpWatch.Change}, converted only as far as asked. */
record JetcdChange(io.etcd.jetcd.watch.WatchEvent event) implements CatchUpWatch.Change {
    @Override
    public long revision() {
        return event.getKeyValue().getModRevision();
    }

    @Override
    public WatchEvent.Type type() {
        return switch (event.getEventType()) {
            case PUT -> WatchEvent.Type.PUT;
            case DELETE -> WatchEvent.Type.DELETE;
            default -> null;
        };
    }

    @Override
    public long createRevision() {
        return kv().getCreateRevision();
    }

    @Override
    public long version() {
        return kv().getVersion();
    }

    @Override
    public long lease() {
        return kv().getLease();
    }

    @Override
    public byte[] value() {
        return kv().getValue().getBytes();
    }

    @Override
    public byte[] key() {
        return kv().getKey().getBytes();
    }

    @Override
    public int valueSize() {
        return kv().getValue().size();
    }

    private KeyValue kv() {
        return event.getKeyValue();
    }
}
