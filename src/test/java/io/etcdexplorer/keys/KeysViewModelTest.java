package io.etcdexplorer.keys;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

class KeysViewModelTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    private final StatusViewModel status = new StatusViewModel();
    private final KeysViewModel keys = new KeysViewModel(BackgroundExecutor.sameThread(), status);
    private EtcdSession session;

    @BeforeEach
    void connect() {
        etcd.deleteAll();
        session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())), status::showHeader);
    }

    @AfterEach
    void close() {
        session.close();
    }

    private static byte[] b(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void listsTheWholeKeyspaceIntoTheTreeIncludingOddKeys() {
        etcd.put("/registry/pods/default/web-1", "pod1");
        etcd.put("/registry/pods/default/web-2", "pod2");
        etcd.put("compact_rev_key", "x");
        etcd.put("/a", "prefix and key");
        etcd.put("/a/b", "child");
        etcd.put("a//b", "double slash");
        etcd.put(new byte[]{'/', 'x', (byte) 0xfe}, new byte[]{1, 2, 3});

        keys.open(session);

        KeyTree tree = keys.treeProperty().get();
        assertEquals(7, keys.keyCountProperty().get());
        assertEquals(List.of("/", "a", "compact_rev_key"),
                tree.root().children().stream().map(KeyLabels::name).toList());
        assertTrue(tree.find(b("/a")).isKey());
        assertTrue(tree.find(b("/a")).hasChildren());
        assertTrue(tree.find(b("a//b")).isKey());
        assertTrue(tree.find(new byte[]{'/', 'x', (byte) 0xfe}).isKey());
        assertFalse(keys.loadingProperty().get());
        assertNotNull(status.headerProperty().get(), "the status bar shows the last response header");
        assertEquals("Listed 7 keys", status.activityProperty().get());
    }

    @Test
    void listingCrossesPageBoundaries() {
        int written = 0;
        for (int i = 0; written <= KeysViewModel.PAGE_SIZE * 2; i++) {
            putMany("/bulk/" + i + "/", 1000);
            written += 1000;
        }
        keys.open(session);
        assertEquals(written, keys.keyCountProperty().get());
    }

    @Test
    void aSnapshotCompactedDuringTheListingIsReadAgain() {
        putMany("/many/", 6_000);
        boolean[] compacted = {false};
        keys.treeProperty().addListener((obs, old, tree) -> tree.addListener(new KeyTree.Listener() {
            @Override
            public void childrenChanged(KeyNode parent) {
                if (!compacted[0]) {
                    // After the first page: move on one revision and compact the snapshot away.
                    compacted[0] = true;
                    etcd.put("/late", "x");
                    var kv = etcd.client().getKVClient();
                    long now = kv.get(io.etcd.jetcd.ByteSequence.from(b("/late"))).join().getHeader().getRevision();
                    kv.compact(now).join();
                }
            }

            @Override
            public void nodeChanged(KeyNode node) {
            }
        }));
        keys.open(session);
        assertTrue(compacted[0]);
        assertEquals(6_001, keys.keyCountProperty().get(), "read again at a newer revision, with the late key");
        assertNull(status.problemProperty().get());
    }

    @Test
    void selectingANodeListsItsChildrenWithValueSizes() {
        etcd.put("/app/config", "12345");
        etcd.put("/app/flags/x", "1");
        keys.open(session);

        KeyNode app = keys.treeProperty().get().find(b("/app"));
        keys.selectedNodeProperty().set(app);

        assertEquals(List.of("config", "flags"), keys.rows().stream().map(KeyRow::name).toList());
        KeyRow config = keys.rows().get(0);
        assertEquals(5, config.valueSizeProperty().get());
        assertNotNull(config.modRevision());
        KeyRow flags = keys.rows().get(1);
        assertNull(flags.modRevision(), "a pure prefix has no revisions");
        assertEquals(1, flags.childKeys());
        assertNull(keys.selectedKeyProperty().get(), "a prefix has no value to show");

        keys.selectRow(config);
        assertSame(config.node(), keys.selectedKeyProperty().get());
    }

    @Test
    void selectingAPlainKeyListsItsSiblingsAndShowsItsValue() {
        etcd.put("/app/config", "12345");
        etcd.put("/app/flags/x", "1");
        keys.open(session);

        KeyNode config = keys.treeProperty().get().find(b("/app/config"));
        keys.selectedNodeProperty().set(config);

        assertEquals(List.of("config", "flags"), keys.rows().stream().map(KeyRow::name).toList());
        assertSame(config, keys.selectedKeyProperty().get());
    }

    @Test
    void refreshShowsNewKeysAndKeepsTheSelection() {
        etcd.put("/svc/a", "1");
        keys.open(session);
        keys.selectedNodeProperty().set(keys.treeProperty().get().find(b("/svc")));

        etcd.put("/svc/b", "2");
        keys.refresh();

        KeyNode selected = keys.selectedNodeProperty().get();
        assertNotNull(selected);
        assertEquals("/svc", new String(selected.path(), StandardCharsets.UTF_8));
        assertEquals(List.of("a", "b"), keys.rows().stream().map(KeyRow::name).toList());
    }

    private void putMany(String prefix, int count) {
        var kv = etcd.client().getKVClient();
        var futures = new java.util.ArrayList<java.util.concurrent.CompletableFuture<?>>();
        for (int i = 0; i < count; i++) {
            futures.add(kv.put(io.etcd.jetcd.ByteSequence.from(b(prefix + i)), io.etcd.jetcd.ByteSequence.from(b("v"))));
        }
        futures.forEach(java.util.concurrent.CompletableFuture::join);
    }
}
