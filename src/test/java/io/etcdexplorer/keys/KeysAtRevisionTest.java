package io.etcdexplorer.keys;

import io.etcd.jetcd.ByteSequence;
import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.KeyMeta;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

/** The key tree at a past revision (the timeline): what existed then, no live updates, the selection kept. */
class KeysAtRevisionTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    private final KeysViewModel keys = new KeysViewModel(BackgroundExecutor.sameThread(), new StatusViewModel());
    private EtcdSession session;

    @BeforeEach
    void connect() {
        etcd.deleteAll();
        session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())), h -> { });
    }

    @AfterEach
    void close() {
        session.close();
    }

    private long revision() throws Exception {
        return etcd.client().getKVClient().get(ByteSequence.from("/", StandardCharsets.UTF_8)).get().getHeader()
                .getRevision();
    }

    private KeyNode find(String path) {
        return keys.treeProperty().get().find(path.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void aPastRevisionShowsWhatExistedThenAndLiveChangesWaitUntilBackToLive() throws Exception {
        etcd.put("/a/early", "1");
        long early = revision();
        etcd.put("/a/late", "2");
        etcd.client().getKVClient().delete(ByteSequence.from("/a/early", StandardCharsets.UTF_8)).get();
        keys.open(session);
        keys.selectedNodeProperty().set(find("/a/late"));

        keys.showRevision(early);
        assertNotNull(find("/a/early"), "deleted since, but there at that revision");
        assertNull(find("/a/late"), "created later");
        assertEquals(1, keys.keyCountProperty().get());
        keys.keysChanged(List.of(new KeyMeta("/a/new".getBytes(StandardCharsets.UTF_8), 9, 9, 1, 0)), List.of());
        assertNull(find("/a/new"), "a live event does not change the past");

        keys.showRevision(0);
        assertNull(find("/a/early"));
        assertNotNull(find("/a/late"));
        assertEquals("/a/late", new String(keys.selectedNodeProperty().get().path(), StandardCharsets.UTF_8),
                "the key chosen before is selected again once it exists");

        keys.showRevision(early);
        keys.selectedNodeProperty().set(find("/a/early"));
        assertEquals(1, keys.rows().get(0).valueSizeProperty().get(), "the table's sizes are those of that revision");
    }
}
