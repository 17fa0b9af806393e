package io.etcdexplorer.timeline;

import io.etcd.jetcd.ByteSequence;
import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.diff.DiffText;
import io.etcdexplorer.oplog.OperationLog;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.keys.KeyNode;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.kubernetes.KubeDecoder;
import io.etcdexplorer.kubernetes.KubeSchemas;
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
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The History tab's view model against a real etcd: lives, diffs, restore and its conflict. */
class HistoryViewModelTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    private final BackgroundExecutor executor = BackgroundExecutor.sameThread();
    private final KeysViewModel keys = new KeysViewModel(executor, new StatusViewModel());
    private final OperationLog log = new OperationLog(Clock.systemDefaultZone());
    private EtcdSession session;
    private HistoryViewModel history;
    private boolean agree = true;

    @BeforeEach
    void connect() {
        etcd.deleteAll();
        session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())), h -> { });
        history = new HistoryViewModel(executor, () -> session, keys, log, (title, message) -> agree,
                new DiffText(new KubeDecoder(new KubeSchemas())), new SeenRevisions(Clock.systemDefaultZone()));
        history.setActive(true);
    }

    @AfterEach
    void close() {
        session.close();
    }

    private KeyNode node(String key) {
        keys.open(session);
        return keys.treeProperty().get().find(key.getBytes(StandardCharsets.UTF_8));
    }

    private void delete(String key) throws Exception {
        etcd.client().getKVClient().delete(ByteSequence.from(key, StandardCharsets.UTF_8)).get();
    }

    private List<String> table() {
        return history.rows().stream().map(r -> r.life() + ":" + (r.version().deleted() ? "deleted"
                : "v" + r.version().version() + "=" + new String(r.version().value(), StandardCharsets.UTF_8)))
                .toList();
    }

    @Test
    void aDeletedAndRecreatedKeyShowsTwoLivesAndAVersionDiffsWithTheOneBefore() throws Exception {
        etcd.put("/h/k", "one");
        etcd.put("/h/k", "two");
        delete("/h/k");
        etcd.put("/h/k", "three");
        history.select(node("/h/k"));

        assertEquals(List.of("1:v1=one", "1:v2=two", "1:deleted", "2:v1=three"), table());
        assertTrue(history.summaryProperty().get().startsWith("3 versions in 2 lives"),
                history.summaryProperty().get());

        history.choose(List.of(history.rows().get(1)));
        HistoryViewModel.Comparison shown = history.comparisonProperty().get();
        assertTrue(shown.leftTitle().contains("version 1") && shown.rightTitle().contains("version 2"),
                shown.leftTitle() + " / " + shown.rightTitle());
        assertEquals("1 line changed", shown.diff().summary());
        assertTrue(history.canRestoreProperty().get());

        history.choose(List.of(history.rows().get(2)));
        assertFalse(history.canRestoreProperty().get(), "a deletion has no value to restore");

        history.choose(List.of(history.rows().get(0), history.rows().get(3)));
        assertTrue(history.comparisonProperty().get().rightTitle().contains("version 1"));
        assertEquals("1 line changed", history.comparisonProperty().get().diff().summary());
    }

    @Test
    void restoreWritesTheOldValueBackOnlyIfTheKeyIsUnchanged() throws Exception {
        etcd.put("/r/k", "good");
        etcd.put("/r/k", "broken");
        history.select(node("/r/k"));
        history.choose(List.of(history.rows().get(0)));

        history.restoreChosen();
        assertEquals("good", etcd.get("/r/k").orElseThrow());
        assertTrue(history.noticeProperty().get().startsWith("Restored"), history.noticeProperty().get());
        assertEquals(List.of("1:v1=good", "1:v2=broken", "1:v3=good"), table(), "the history was read again");
        assertTrue(log.entries().get(log.entries().size() - 1).command().contains("txn"),
                "the log shows the etcdctl command");

        history.choose(List.of(history.rows().get(1)));
        etcd.put("/r/k", "someone else");
        history.restoreChosen();
        assertEquals("someone else", etcd.get("/r/k").orElseThrow(), "nothing written over a newer change");
        assertTrue(history.noticeProperty().get().startsWith("Not restored"), history.noticeProperty().get());

        agree = false;
        history.choose(List.of(history.rows().get(0)));
        history.restoreChosen();
        assertEquals("someone else", etcd.get("/r/k").orElseThrow(), "declined: nothing written");
    }
}
