package io.etcdexplorer.timeline;

import io.etcd.jetcd.ByteSequence;
import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.keys.KeyNode;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The timeline follows what it talks about: its tick note counts the writes made after it was read, and closing a
 * connection forgets that cluster's revisions, so the next cluster's slider runs to its own revision.
 */
class TimelineSubjectTest {

    @RegisterExtension
    final EtcdExtension busy = new EtcdExtension();

    @RegisterExtension
    final EtcdExtension quiet = new EtcdExtension();

    private final BackgroundExecutor executor = BackgroundExecutor.sameThread();
    private final KeysViewModel keys = new KeysViewModel(executor, new StatusViewModel());
    private final SeenRevisions seen = new SeenRevisions(Clock.systemDefaultZone());
    private EtcdSession session;
    private EtcdSession other;
    private TimelineViewModel timeline;

    @BeforeEach
    void connect() {
        session = connectTo(busy);
        timeline = new TimelineViewModel(executor, () -> session, seen);
    }

    @AfterEach
    void close() {
        session.close();
        if (other != null) {
            other.close();
        }
    }

    private static EtcdSession connectTo(EtcdExtension etcd) {
        return new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())), h -> { });
    }

    private static long put(EtcdExtension etcd, String key, String value) throws Exception {
        return etcd.client().getKVClient().put(ByteSequence.from(key, StandardCharsets.UTF_8),
                ByteSequence.from(value, StandardCharsets.UTF_8)).get().getHeader().getRevision();
    }

    private KeyNode node(String key) {
        keys.open(session);
        return keys.treeProperty().get().find(key.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void theTickNoteCountsSavesMadeAfterTheKeyWasSelected() throws Exception {
        byte[] key = "/demo/config/app.json".getBytes(StandardCharsets.UTF_8);
        put(busy, "/demo/config/app.json", "{\"v\": 1}");
        timeline.markChangesOf(node("/demo/config/app.json"));
        assertEquals("1 change of /demo/config/app.json", timeline.ticksNoteProperty().get());

        put(busy, "/demo/config/app.json", "{\"v\": 2}");
        timeline.keyChanged(key);
        long last = put(busy, "/demo/config/app.json", "{\"v\": 3}");
        timeline.keyChanged(key);

        assertEquals("3 changes of /demo/config/app.json", timeline.ticksNoteProperty().get());
        long[] ticks = timeline.ticksProperty().get();
        assertEquals(last, ticks[ticks.length - 1]);
    }

    @Test
    void aSubtreesTicksFollowAWriteBelowItButNotElsewhere() throws Exception {
        put(busy, "/demo/a", "1");
        put(busy, "/elsewhere", "1");
        KeyNode demo = node("/demo");
        timeline.markChangesOf(demo);
        assertEquals("1 change of /demo/ and below", timeline.ticksNoteProperty().get());

        put(busy, "/elsewhere", "2");
        timeline.keyChanged("/elsewhere".getBytes(StandardCharsets.UTF_8));
        assertEquals("1 change of /demo/ and below", timeline.ticksNoteProperty().get());

        put(busy, "/demo/b", "new");
        timeline.keyChanged("/demo/b".getBytes(StandardCharsets.UTF_8));
        assertEquals("2 changes of /demo/ and below", timeline.ticksNoteProperty().get());
    }

    @Test
    void closingForgetsTheClustersRevisionsSoTheNextOneShowsItsOwn() throws Exception {
        for (int i = 0; i < 40; i++) {
            put(busy, "/demo/counter", Integer.toString(i));
        }
        long quietRevision = put(quiet, "/only", "one");
        keys.open(session);
        timeline.refreshBounds();
        long busyRevision = timeline.currentProperty().get();
        assertTrue(busyRevision > quietRevision + 30, busyRevision + " vs " + quietRevision);
        timeline.markChangesOf(node("/demo/counter"));
        timeline.show(busyRevision - 10);
        seen.record(busyRevision);
        assertEquals("Revision " + (busyRevision - 10) + " of " + busyRevision + " · read-only",
                timeline.bannerProperty().get());

        timeline.closed();
        other = connectTo(quiet);
        EtcdSession first = session;
        session = other;
        other = first;
        timeline.refreshBounds();

        assertEquals(quietRevision, timeline.currentProperty().get(), "the slider ends at this cluster's revision");
        assertTrue(timeline.liveProperty().get());
        assertNull(timeline.bannerProperty().get());
        assertEquals(0, timeline.ticksProperty().get().length);
        assertEquals("", timeline.ticksNoteProperty().get());
        assertNull(seen.at(busyRevision), "the other cluster's revisions were seen at other moments");
        timeline.show(busyRevision - 10); // where the old slider ended: past this cluster's end, so live
        assertTrue(timeline.liveProperty().get());
    }
}
