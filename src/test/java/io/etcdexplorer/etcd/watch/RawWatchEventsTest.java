package io.etcdexplorer.etcd.watch;

import com.google.protobuf.ByteString;
import io.etcd.jetcd.ByteSequence;
import io.etcd.jetcd.api.Event;
import io.etcd.jetcd.api.KeyValue;
import io.etcd.jetcd.watch.WatchResponse;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The fast conversion must give exactly what jetcd's own event wrappers give, namespace stripping included. */
class RawWatchEventsTest {

    @Test
    void readsTheMessageAndAgreesWithJetcdsWrappers() {
        assertTrue(RawWatchEvents.readsMessages(), "jetcd's message accessor is reachable, so the fast path runs");
        io.etcd.jetcd.api.WatchResponse message = io.etcd.jetcd.api.WatchResponse.newBuilder()
                .addEvents(Event.newBuilder().setType(Event.EventType.PUT)
                        .setKv(kv("/team-a/k1", "v2", 7, 2, 5))
                        .setPrevKv(kv("/team-a/k1", "v1", 5, 1, 5)))
                .addEvents(Event.newBuilder().setType(Event.EventType.PUT).setKv(kv("/team-a/k2", "new", 7, 1, 7)))
                .addEvents(Event.newBuilder().setType(Event.EventType.DELETE)
                        .setKv(KeyValue.newBuilder().setKey(bytes("/team-a/k3")).setModRevision(8)))
                .addEvents(Event.newBuilder().setType(Event.EventType.PUT).setKv(kv("/team-a/k4", "x", 9, 3, 2)))
                .build();
        ByteSequence namespace = ByteSequence.from("/team-a", StandardCharsets.UTF_8);
        WatchResponse response = new WatchResponse(message, namespace);

        List<WatchEvent> fast = new RawWatchEvents("/team-a").convert(response);
        List<WatchEvent> wrapped = response.getEvents().stream().map(e -> WatchEvent.of(e, 0)).toList();

        assertEquals(4, fast.size());
        for (int i = 0; i < fast.size(); i++) {
            WatchEvent a = fast.get(i);
            WatchEvent b = wrapped.get(i);
            assertArrayEquals(b.key(), a.key(), "key " + i);
            assertArrayEquals(b.value(), a.value(), "value " + i);
            assertArrayEquals(b.prevValue(), a.prevValue(), "previous value " + i);
            assertEquals(List.of(b.revision(), b.type(), b.version(), b.createRevision(), b.lease(),
                    b.prevModRevision(), b.prevKnown()), List.of(a.revision(), a.type(), a.version(),
                    a.createRevision(), a.lease(), a.prevModRevision(), a.prevKnown()), "fields " + i);
        }
        assertEquals("/k1", new String(fast.get(0).key(), StandardCharsets.UTF_8));
        assertEquals("v1", new String(fast.get(0).prevValue(), StandardCharsets.UTF_8));
        assertTrue(fast.get(1).prevKnown(), "a created key's previous state is known: absent");
        assertEquals(WatchEvent.Type.DELETE, fast.get(2).type());
        assertNull(fast.get(3).prevValue());
        assertFalse(fast.get(3).prevKnown(), "an update without prev_kv (compacted) has an unknown previous value");
    }

    private static KeyValue kv(String key, String value, long mod, long version, long create) {
        return KeyValue.newBuilder().setKey(bytes(key)).setValue(bytes(value)).setModRevision(mod)
                .setVersion(version).setCreateRevision(create).setLease(0).build();
    }

    private static ByteString bytes(String text) {
        return ByteString.copyFromUtf8(text);
    }
}
