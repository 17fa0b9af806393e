package io.etcdexplorer.timeline;

import io.etcd.jetcd.ByteSequence;
import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.diff.DiffText;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.keys.KeyNode;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.kubernetes.KubeDecoder;
import io.etcdexplorer.kubernetes.KubeSchemas;
import io.etcdexplorer.oplog.OperationLog;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.testsupport.EtcdExtension;
import io.etcdexplorer.testsupport.ManualExecutor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The History tab shows a key's current life as soon as it is read, then its earlier lives, read in the background:
 * here the reads run when the test says (a {@link ManualExecutor}), against a real etcd, so the state in between,
 * a Cancel, and a late answer for a key the user has left can be seen.
 */
class HistoryEarlierLivesTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    private final ManualExecutor io = new ManualExecutor();
    /** The etcd is shared and its history stays: each test writes its keys afresh under its own prefix. */
    private final String a = "/t" + System.nanoTime() + "/a";
    private final String b = a.substring(0, a.length() - 1) + "b";
    private final KeysViewModel keys = new KeysViewModel(BackgroundExecutor.sameThread(), new StatusViewModel());
    private EtcdSession session;
    private HistoryViewModel history;
    private EarlierLives earlier;

    @BeforeEach
    void connect() throws Exception {
        etcd.deleteAll();
        session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())), h -> { });
        history = new HistoryViewModel(new BackgroundExecutor(io, Runnable::run), () -> session, keys,
                new OperationLog(Clock.systemDefaultZone()), (title, message) -> true,
                new DiffText(new KubeDecoder(new KubeSchemas())), new SeenRevisions(Clock.systemDefaultZone()));
        earlier = history.earlierLives();
        history.setActive(true);
        etcd.put(a, "one");
        etcd.put(a, "two");
        etcd.client().getKVClient().delete(ByteSequence.from(a, StandardCharsets.UTF_8)).get();
        etcd.put(a, "three");
        etcd.put(a, "four");
        etcd.put(b, "only");
        keys.open(session);
    }

    @AfterEach
    void close() {
        session.close();
    }

    private KeyNode node(String key) {
        return keys.treeProperty().get().find(key.getBytes(StandardCharsets.UTF_8));
    }

    private List<String> table() {
        return history.rows().stream().map(r -> r.life() + ":" + (r.version().deleted() ? "deleted"
                : new String(r.version().value(), StandardCharsets.UTF_8))).toList();
    }

    @Test
    void theCurrentLifeShowsBeforeTheEarlierOnesArrive() {
        history.select(node(a));
        assertTrue(history.loadingProperty().get());
        io.runOldest(); // the current life

        assertEquals(List.of("1:three", "1:four"), table(), "the current life, shown at once");
        assertTrue(history.summaryProperty().get().startsWith("2 versions in 1 life"),
                history.summaryProperty().get());
        assertFalse(history.loadingProperty().get());
        assertTrue(earlier.readingProperty().get());
        assertTrue(earlier.lineProperty().get().startsWith("Reading earlier lives"), earlier.lineProperty().get());
        assertEquals(1, io.pending(), "the earlier lives wait for their turn");

        io.runOldest();

        assertEquals(List.of("1:one", "1:two", "1:deleted", "2:three", "2:four"), table());
        assertTrue(history.summaryProperty().get().startsWith("4 versions in 2 lives"),
                history.summaryProperty().get());
        assertFalse(earlier.readingProperty().get());
        assertEquals("", earlier.lineProperty().get(), "nothing left to say once they are read");
        assertFalse(earlier.canLoadProperty().get());
    }

    @Test
    void cancelledEarlierLivesStayUnreadUntilLoadEarlierLives() {
        history.select(node(a));
        io.runOldest();

        earlier.cancel();

        assertFalse(earlier.readingProperty().get());
        assertTrue(earlier.canLoadProperty().get());
        assertTrue(earlier.lineProperty().get().contains("not read: cancelled"), earlier.lineProperty().get());
        io.runAll(); // the cancelled read, had it started, must not land
        assertEquals(List.of("1:three", "1:four"), table());
        assertTrue(earlier.canLoadProperty().get());

        earlier.load();
        assertTrue(earlier.readingProperty().get());
        io.runAll();

        assertEquals(List.of("1:one", "1:two", "1:deleted", "2:three", "2:four"), table());
        assertFalse(earlier.canLoadProperty().get());
    }

    @Test
    void earlierLivesOfAKeyTheUserLeftAreDropped() {
        history.select(node(a));
        io.runOldest(); // a's current life; its earlier lives are queued
        history.select(node(b));

        io.runNewestFirst(); // b's current life and its earlier lives are shown; then a's earlier lives answer, late

        assertEquals(b, history.keyProperty().get());
        assertEquals(List.of("1:only"), table(), "nothing of the key left lands in the other's");
        assertFalse(earlier.readingProperty().get());
        assertEquals("", earlier.lineProperty().get());
    }

    @Test
    void aDeletedKeySaysSoAtOnceAndItsLivesFollow() throws Exception {
        etcd.client().getKVClient().delete(ByteSequence.from(a, StandardCharsets.UTF_8)).get();
        history.select(node(a));
        io.runOldest();

        assertEquals(List.of(), table());
        assertEquals(a + " does not exist now.", history.summaryProperty().get());
        assertTrue(earlier.lineProperty().get().startsWith("The key does not exist now. Reading its earlier lives"),
                earlier.lineProperty().get());

        io.runAll();

        assertEquals(List.of("1:one", "1:two", "1:deleted", "2:three", "2:four", "2:deleted"), table());
        assertTrue(history.summaryProperty().get().contains("the key does not exist now"),
                history.summaryProperty().get());
    }
}
