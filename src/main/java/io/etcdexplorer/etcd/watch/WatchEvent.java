package io.etcdexplorer.etcd.watch;

import io.etcd.jetcd.KeyValue;

/**
 * One change from an etcd watch. {@code revision} is the event's mod revision (several events of one transaction
 * share it). For a DELETE, {@code value} is empty and {@code version}, {@code createRevision} and {@code lease} are 0,
 * as etcd sends them.
 *
 * <p>{@code prevValue} is the value before this change when etcd sent a prev_kv, otherwise null, and
 * {@code prevModRevision} its mod revision (0 without a prev_kv). {@code prevKnown}
 * says whether the previous state is known at all: true when etcd sent prev_kv, and also for a PUT that created the
 * key (version 1), whose previous state is "absent". It is false when etcd could not send prev_kv (for example the
 * previous revision was compacted during a replay), so the UI can show "unknown" instead of "new key".
 *
 * <p>{@code receivedMillis} is when this window received the event (epoch milliseconds): etcd events carry no time.
 *
 * <p>The arrays are not copied and records compare them by identity: treat them as read-only.
 */
public record WatchEvent(long revision, Type type, byte[] key, byte[] value, long version, long createRevision,
                         long lease, byte[] prevValue, long prevModRevision, boolean prevKnown,
                         long receivedMillis) {

    public enum Type { PUT, DELETE }

    /** Converts jetcd's event; null for an event type this etcd client does not know. */
    static WatchEvent of(io.etcd.jetcd.watch.WatchEvent event, long receivedMillis) {
        WatchEvent.Type type = switch (event.getEventType()) {
            case PUT -> WatchEvent.Type.PUT;
            case DELETE -> WatchEvent.Type.DELETE;
            default -> null;
        };
        if (type == null) {
            return null;
        }
        KeyValue kv = event.getKeyValue();
        KeyValue prev = event.getPrevKV();
        // jetcd wraps a missing prev_kv as an empty KeyValue; a real one always has a mod revision.
        boolean hasPrev = prev != null && prev.getModRevision() != 0;
        boolean created = type == WatchEvent.Type.PUT && kv.getVersion() == 1;
        return new WatchEvent(kv.getModRevision(), type, kv.getKey().getBytes(), kv.getValue().getBytes(),
                kv.getVersion(), kv.getCreateRevision(), kv.getLease(),
                hasPrev ? prev.getValue().getBytes() : null, hasPrev ? prev.getModRevision() : 0, hasPrev || created,
                receivedMillis);
    }
}
