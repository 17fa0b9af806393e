package io.etcdexplorer.events;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.editor.EditorViewModel;
import io.etcdexplorer.oplog.OperationLog;
import io.etcdexplorer.editor.SaveConflict;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.events.LiveTreeViewModel.State;
import io.etcdexplorer.keys.KeyNode;
import io.etcdexplorer.keys.KeyRow;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The live tree against a real etcd, written to by etcdctl in its own process, as another client would. A single
 * "UI" thread runs every callback, as the FX thread does in the app; the test reads the models on it.
 */
class LiveTreeViewModelTest {

    private static final Duration LIVE = Duration.ofSeconds(2);
    private static final Duration WAIT = Duration.ofSeconds(20);

    @RegisterExtension
    final EtcdExtension etcd = new EtcdExtension();

    private final ExecutorService ui = Executors.newSingleThreadExecutor();
    private final ExecutorService pool = Executors.newCachedThreadPool();
    private final BackgroundExecutor executor = new BackgroundExecutor(pool, ui::execute);
    private final StatusViewModel status = new StatusViewModel();
    private final List<State> states = Collections.synchronizedList(new ArrayList<>());
    private KeysViewModel keys;
    private EditorViewModel editor;
    private LiveTreeViewModel live;
    private EtcdSession session;

    private void connect() throws Exception {
        session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())), h -> { });
        onUi(() -> {
            keys = new KeysViewModel(executor, status);
            editor = new EditorViewModel(executor, status, () -> session, keys, new OperationLog(Clock.systemUTC()),
                    (title, message) -> true);
            live = new LiveTreeViewModel(executor, keys, e -> editor.serverChanged(e.key(), e.revision()));
            live.stateProperty().addListener((obs, old, now) -> states.add(now));
            keys.open(session);
            live.open(session);
            return null;
        });
        awaitOnUi("live", WAIT, () -> live.stateProperty().get() == State.LIVE);
    }

    @AfterEach
    void close() throws Exception {
        if (live != null) {
            onUi(() -> {
                live.close();
                keys.close();
                return null;
            });
        }
        if (session != null) {
            session.close();
        }
        ui.shutdownNow();
        pool.shutdownNow();
    }

    @Test
    void keysPutAndDeletedByEtcdctlShowInTheTreeTableAndCountWithoutARefresh() throws Exception {
        etcd.put("/app/one", "1");
        connect();
        assertEquals("live", onUi(() -> live.textProperty().get()));
        onUi(() -> {
            keys.selectedNodeProperty().set(keys.treeProperty().get().find(bytes("/app")));
            return null;
        });

        etcdctl("put", "/app/two", "2");
        awaitOnUi("/app/two in the tree", LIVE, () -> isKey("/app/two"));
        assertEquals(2, (int) onUi(() -> keys.keyCountProperty().get()));
        awaitOnUi("/app/two in the table", LIVE, () -> rowNames().contains("two"));

        etcdctl("del", "/app/one");
        awaitOnUi("/app/one gone from the tree", LIVE, () -> !isKey("/app/one"));
        assertEquals(1, (int) onUi(() -> keys.keyCountProperty().get()));
        awaitOnUi("/app/one gone from the table", LIVE, () -> !rowNames().contains("one"));
        assertEquals(0, (int) onUi(() -> live.relistsProperty().get()), "no listing was needed");
    }

    /** The half-second row timer is wanted only after a batch, until a tick finds no deferred row: idle, none runs. */
    @Test
    void theRowTimerIsWantedOnlyFromABatchUntilNoRowWaits() throws Exception {
        etcd.put("/app/one", "1");
        connect();
        onUi(() -> {
            keys.selectedNodeProperty().set(keys.treeProperty().get().find(bytes("/app")));
            return null;
        });
        assertFalse(onUi(() -> live.rowsPendingProperty().get()), "a live tree with nothing new wants no timer");

        etcdctl("put", "/app/two", "2");
        awaitOnUi("/app/two in the table", LIVE, () -> rowNames().contains("two"));
        assertTrue(onUi(() -> live.rowsPendingProperty().get()), "a batch may have deferred rows: the timer runs");
        Thread.sleep(500); // past the rows' rebuild interval
        onUi(() -> {
            live.tick();
            return null;
        });
        assertFalse(onUi(() -> live.rowsPendingProperty().get()), "no row waits: the timer stops");
    }

    @Test
    void theSelectedKeyIsReportedChangedAndACleanEditorShowsTheNewValue() throws Exception {
        etcd.put("/cfg/a", "old");
        connect();
        onUi(() -> {
            KeyNode node = keys.treeProperty().get().find(bytes("/cfg/a"));
            keys.selectedNodeProperty().set(node);
            editor.select(node);
            return null;
        });
        awaitOnUi("loaded", WAIT, () -> editor.textProperty().get().equals("old"));
        List<String> changed = Collections.synchronizedList(new ArrayList<>());
        onUi(() -> {
            keys.changedKeyProperty().addListener((obs, old, key) -> changed.add(text(key)));
            return null;
        });

        etcdctl("put", "/cfg/a", "new");
        // The value pane re-reads the key whenever this property names the selected key (MainViewModel).
        awaitOnUi("the selected key reported changed", LIVE, () -> changed.contains("/cfg/a"));
        awaitOnUi("the editor shows the new value", LIVE, () -> editor.textProperty().get().equals("new"));
        assertTrue(onUi(() -> editor.noticeProperty().get()).startsWith("Reloaded"));
    }

    @Test
    void unsavedTextIsKeptAndTheEditorSaysTheServerChanged() throws Exception {
        etcd.put("/cfg/b", "v1");
        connect();
        onUi(() -> {
            editor.select(keys.treeProperty().get().find(bytes("/cfg/b")));
            return null;
        });
        awaitOnUi("loaded", WAIT, () -> editor.textProperty().get().equals("v1"));
        onUi(() -> {
            editor.textProperty().set("mine");
            return null;
        });

        etcdctl("put", "/cfg/b", "theirs");
        awaitOnUi("the conflict banner", LIVE, () -> editor.conflictProperty().get() != null);
        SaveConflict conflict = onUi(() -> editor.conflictProperty().get());
        assertTrue(conflict.whileEditing());
        assertEquals("theirs", new String(conflict.theirs().orElseThrow().value(), StandardCharsets.UTF_8));
        assertTrue(conflict.describe(1).contains("changed on the server while you were editing"),
                conflict.describe(1));
        assertEquals("mine", onUi(() -> editor.textProperty().get()), "the user's text is not replaced");

        // The user's own save comes back through the watch: no conflict about it.
        onUi(() -> {
            editor.overwrite();
            return null;
        });
        awaitOnUi("saved", WAIT, () -> editor.noticeProperty().get().startsWith("Saved"));
        Thread.sleep(500);
        assertEquals(null, onUi(() -> editor.conflictProperty().get()));
        assertEquals("mine", etcd.get("/cfg/b").orElseThrow());
    }

    @Test
    void pausedTreeStaysStillAndCatchesUpOnResume() throws Exception {
        etcd.put("/p/a", "1");
        connect();
        onUi(() -> {
            live.pausedProperty().set(true);
            return null;
        });
        assertEquals(State.PAUSED, onUi(() -> live.stateProperty().get()));
        assertEquals("paused", onUi(() -> live.textProperty().get()));
        etcdctl("put", "/p/b", "2");
        Thread.sleep(1_000);
        assertFalse(onUi(() -> isKey("/p/b")), "nothing changes while paused");

        onUi(() -> {
            live.pausedProperty().set(false);
            return null;
        });
        awaitOnUi("caught up", LIVE, () -> isKey("/p/b") && live.stateProperty().get() == State.LIVE);
        assertEquals(0, (int) onUi(() -> live.relistsProperty().get()));
    }

    @Test
    void aCompactionPastTheWatchRelistsOnceSaysSoAndIsLiveAgain() throws Exception {
        etcd.put("/c/a", "1");
        connect();
        onUi(() -> {
            live.pausedProperty().set(true);
            return null;
        });
        etcdctl("put", "/c/b", "2");
        etcdctl("del", "/c/a");
        long head = etcd.client().getKVClient().put(io.etcd.jetcd.ByteSequence.from(bytes("/c/c")),
                io.etcd.jetcd.ByteSequence.from(bytes("3"))).get().getHeader().getRevision();
        etcdctl("compact", String.valueOf(head));
        states.clear();

        onUi(() -> {
            live.pausedProperty().set(false); // resumes from a revision etcd no longer has
            return null;
        });
        // etcd accepts the watch before it cancels it for the compaction: wait for the listing, not the first "live".
        awaitOnUi("live again", WAIT, () -> live.relistsProperty().get() > 0
                && live.stateProperty().get() == State.LIVE);
        Thread.sleep(500);
        assertEquals(1, (int) onUi(() -> live.relistsProperty().get()), "one listing, not a loop");
        List<State> seen = List.copyOf(states);
        assertTrue(seen.indexOf(State.RELISTING) >= 0 && seen.indexOf(State.RELISTING) < seen.lastIndexOf(State.LIVE),
                "the indicator said it was re-listing, then live: " + seen);
        assertTrue(onUi(() -> isKey("/c/b") && isKey("/c/c") && !isKey("/c/a")), "the tree is as etcd has it");
        etcdctl("put", "/c/d", "4");
        awaitOnUi("/c/d after the re-listing", LIVE, () -> isKey("/c/d"));
    }

    @Test
    void aLostWatchSaysReconnectingAndResumesWithoutAListing() throws Exception {
        etcd.put("/r/a", "1");
        connect();
        states.clear();
        etcd.process().restart();
        awaitOnUi("reconnected", Duration.ofSeconds(40), () -> states.contains(State.RECONNECTING)
                && live.stateProperty().get() == State.LIVE);
        etcdctl("put", "/r/b", "2");
        awaitOnUi("/r/b after the restart", LIVE, () -> isKey("/r/b"));
        assertEquals(0, (int) onUi(() -> live.relistsProperty().get()), "resumed where it was: no listing");
    }

    @Test
    void closingStopsTheWatchAndDropsWhatComesLate() throws Exception {
        etcd.put("/z/a", "1");
        connect();
        onUi(() -> {
            live.close();
            return null;
        });
        assertEquals(State.OFF, onUi(() -> live.stateProperty().get()));
        etcdctl("put", "/z/b", "2");
        Thread.sleep(1_000);
        assertFalse(onUi(() -> isKey("/z/b")), "a closed live tree changes nothing");
    }

    // Helpers

    private boolean isKey(String key) {
        KeyNode node = keys.treeProperty().get().find(bytes(key));
        return node != null && node.isKey();
    }

    private List<String> rowNames() {
        return keys.rows().stream().map(KeyRow::name).toList();
    }

    private <T> T onUi(Callable<T> read) throws Exception {
        return ui.submit(read).get(20, TimeUnit.SECONDS);
    }

    private void awaitOnUi(String what, Duration timeout, Callable<Boolean> condition) throws Exception {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!onUi(condition)) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("not within " + timeout.toMillis() + " ms: " + what + "; states " + states);
            }
            Thread.sleep(20);
        }
    }

    /** etcdctl in its own process: another client, as far as this app can tell. */
    private void etcdctl(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("etcdctl", "--endpoints=" + etcd.endpoint()));
        command.addAll(Arrays.asList(args));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().put("ETCDCTL_API", "3");
        Process process = builder.start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(20, TimeUnit.SECONDS));
        assertEquals(0, process.exitValue(), "etcdctl " + String.join(" ", args) + ": " + out);
    }

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    private static String text(byte[] b) {
        return b == null ? "" : new String(b, StandardCharsets.UTF_8);
    }
}
