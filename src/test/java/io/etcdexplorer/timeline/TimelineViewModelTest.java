package io.etcdexplorer.timeline;

import io.etcd.jetcd.ByteSequence;
import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
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

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The timeline's bounds, clamping, change ticks and steps against a real etcd (each test its own). */
class TimelineViewModelTest {

    @RegisterExtension
    final EtcdExtension etcd = new EtcdExtension();

    private final BackgroundExecutor executor = BackgroundExecutor.sameThread();
    private final KeysViewModel keys = new KeysViewModel(executor, new StatusViewModel());
    private EtcdSession session;
    private TimelineViewModel timeline;

    @BeforeEach
    void connect() {
        session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())), h -> { });
        timeline = new TimelineViewModel(executor, () -> session, new SeenRevisions(Clock.systemDefaultZone()));
    }

    @AfterEach
    void close() {
        session.close();
    }

    private long put(String key, String value) throws Exception {
        return etcd.client().getKVClient().put(ByteSequence.from(key, StandardCharsets.UTF_8),
                ByteSequence.from(value, StandardCharsets.UTF_8)).get().getHeader().getRevision();
    }

    @Test
    void ticksMarkTheKeysChangesAndStepsWalkThem() throws Exception {
        long r1 = put("/k", "1");
        put("/other", "x");
        long r3 = put("/k", "2");
        long r4 = put("/k", "3");
        keys.open(session);
        timeline.refreshBounds();
        assertEquals(1, timeline.oldestProperty().get());
        assertEquals(r4, timeline.currentProperty().get());

        timeline.markChangesOf(keys.treeProperty().get().find("/k".getBytes(StandardCharsets.UTF_8)));
        assertArrayEquals(new long[]{r1, r3, r4}, timeline.ticksProperty().get());
        assertEquals("3 changes of /k", timeline.ticksNoteProperty().get());

        timeline.previousChange();
        assertEquals(r3, timeline.revisionProperty().get(), "from live, the key as it was before its last change");
        timeline.previousChange();
        assertEquals(r1, timeline.revisionProperty().get());
        timeline.previousChange();
        assertEquals(r1, timeline.revisionProperty().get(), "nothing before the first change");
        timeline.show(r1);
        assertFalse(timeline.liveProperty().get());
        assertEquals("Revision " + r1 + " of " + r4 + " · read-only", timeline.bannerProperty().get());
        timeline.nextChange();
        assertEquals(r3, timeline.revisionProperty().get());
        timeline.nextChange();
        assertTrue(timeline.liveProperty().get(), "the last change is the current revision: live");
        assertNull(timeline.bannerProperty().get());
    }

    @Test
    void theSliderCannotGoBelowACompactionAndACompactedViewMovesToTheOldest() throws Exception {
        long r1 = put("/k", "1");
        long r2 = put("/k", "2");
        put("/k", "3");
        timeline.refreshBounds();
        timeline.show(r1);
        assertEquals(r1, timeline.revisionProperty().get());

        etcd.client().getKVClient().compact(r2).get();
        timeline.refreshBounds();
        assertEquals(r2, timeline.oldestProperty().get());
        assertEquals(r2, timeline.revisionProperty().get(), "moved to the oldest revision etcd still has");
        assertTrue(timeline.problemProperty().get().contains("compacted revision " + r1),
                timeline.problemProperty().get());
        timeline.show(1);
        assertEquals(r2, timeline.revisionProperty().get(), "clamped to the oldest");
    }

    /**
     * The watched timeline's 30 s check reads nothing while the cluster rests (that request was the connected
     * window's only work at rest), and follows a compaction once writes show the cluster moving.
     */
    @Test
    void theCompactionCheckReadsOnlyOnceTheClusterMoved() throws Exception {
        put("/k", "1");
        long r2 = put("/k", "2");
        put("/k", "3");
        timeline.refreshBounds();
        etcd.client().getKVClient().compact(r2).get();

        timeline.checkForCompaction();
        assertEquals(1, timeline.oldestProperty().get(), "no read at rest");

        long r4 = put("/k", "4");
        timeline.seen(r4); // as the live tree's watch reports it
        timeline.checkForCompaction();
        assertEquals(r2, timeline.oldestProperty().get(), "the cluster moved: the check read the compaction");
    }
}
