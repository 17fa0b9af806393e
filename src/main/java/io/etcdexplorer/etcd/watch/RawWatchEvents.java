package io.etcdexplorer.etcd.watch;

import com.google.protobuf.ByteString;
import io.etcd.jetcd.api.Event;
import io.etcd.jetcd.api.KeyValue;
import io.etcd.jetcd.impl.AbstractResponse;
import io.etcd.jetcd.watch.WatchResponse;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Turns a watch response into {@link WatchEvent}s straight from its protobuf message. jetcd's own
 * {@code getEvents()} wraps every key and value in a {@code ByteSequence} that hashes its bytes on creation: at
 * 20k events/s (each with its previous value) that was a third of the time of the thread that also reads the
 * socket, and the watch fell seconds behind etcdctl on a busy 2-core machine. The message is read through jetcd's
 * protected accessor; if a jetcd version ever hides it, the wrapped events are used instead.
 */
final class RawWatchEvents {

    private static final Logger LOG = LoggerFactory.getLogger(RawWatchEvents.class);

    private static final MethodHandle MESSAGE = messageAccessor();

    private final ByteString namespace;

    /** {@code namespace} is the session's key prefix (empty for none), which jetcd would strip from keys. */
    RawWatchEvents(String namespace) {
        this.namespace = namespace == null ? ByteString.EMPTY : ByteString.copyFrom(namespace, StandardCharsets.UTF_8);
    }

    /** Whether responses are read from their message (the fast way), not through jetcd's wrappers. */
    static boolean readsMessages() {
        return MESSAGE != null;
    }

    /** The response's PUT and DELETE events in order (events of unknown types are skipped). */
    List<WatchEvent> convert(WatchResponse response) {
        long now = System.currentTimeMillis();
        io.etcd.jetcd.api.WatchResponse message = message(response);
        if (message == null) {
            List<WatchEvent> events = new ArrayList<>(response.getEvents().size());
            for (io.etcd.jetcd.watch.WatchEvent event : response.getEvents()) {
                WatchEvent converted = WatchEvent.of(event, now);
                if (converted != null) {
                    events.add(converted);
                }
            }
            return events;
        }
        List<WatchEvent> events = new ArrayList<>(message.getEventsCount());
        for (Event event : message.getEventsList()) {
            WatchEvent converted = convert(event, now);
            if (converted != null) {
                events.add(converted);
            }
        }
        return events;
    }

    private WatchEvent convert(Event event, long now) {
        WatchEvent.Type type = switch (event.getType()) {
            case PUT -> WatchEvent.Type.PUT;
            case DELETE -> WatchEvent.Type.DELETE;
            default -> null;
        };
        if (type == null) {
            return null;
        }
        KeyValue kv = event.getKv();
        // etcd leaves prev_kv unset when it has none; a real one always has a mod revision.
        boolean hasPrev = event.hasPrevKv() && event.getPrevKv().getModRevision() != 0;
        boolean created = type == WatchEvent.Type.PUT && kv.getVersion() == 1;
        return new WatchEvent(kv.getModRevision(), type, key(kv.getKey()), kv.getValue().toByteArray(),
                kv.getVersion(), kv.getCreateRevision(), kv.getLease(),
                hasPrev ? event.getPrevKv().getValue().toByteArray() : null,
                hasPrev ? event.getPrevKv().getModRevision() : 0, hasPrev || created, now);
    }

    private byte[] key(ByteString key) {
        return !namespace.isEmpty() && key.startsWith(namespace)
                ? key.substring(namespace.size()).toByteArray() : key.toByteArray();
    }

    private static io.etcd.jetcd.api.WatchResponse message(WatchResponse response) {
        if (MESSAGE == null) {
            return null;
        }
        try {
            return (io.etcd.jetcd.api.WatchResponse) MESSAGE.invoke(response);
        } catch (Throwable notReadable) {
            LOG.debug("A watch response's raw message could not be read", notReadable);
            return null;
        }
    }

    private static MethodHandle messageAccessor() {
        try {
            MethodHandles.Lookup lookup = MethodHandles.privateLookupIn(AbstractResponse.class, MethodHandles.lookup());
            return lookup.findVirtual(AbstractResponse.class, "getResponse", MethodType.methodType(Object.class));
        } catch (ReflectiveOperationException | RuntimeException hidden) {
            // A jetcd upgrade that moved this internal shows here first.
            LOG.debug("jetcd's raw watch responses are out of reach", hidden);
            return null;
        }
    }
}
