package io.etcdexplorer.editor;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.keys.KeyNode;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.oplog.LogEntry;
import io.etcdexplorer.oplog.OperationLog;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.testsupport.EtcdExtension;
import io.etcdexplorer.values.EditMode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The editor against a real etcd: loading, compare-and-swap saves, conflicts, leases and new keys. */
class EditorViewModelTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    private final StatusViewModel status = new StatusViewModel();
    private final BackgroundExecutor executor = BackgroundExecutor.sameThread();
    private final KeysViewModel keys = new KeysViewModel(executor, status);
    private final OperationLog log = new OperationLog(Clock.systemUTC());
    private final List<String> asked = new ArrayList<>();
    private boolean agree = true;
    private EtcdSession session;
    private EditorViewModel editor;

    @BeforeEach
    void connect() {
        etcd.deleteAll();
        session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())), status::showHeader);
        editor = new EditorViewModel(executor, status, () -> session, keys, log, (title, message) -> {
            asked.add(title);
            return agree;
        });
    }

    @AfterEach
    void close() {
        session.close();
    }

    private void open(String key) {
        keys.open(session);
        KeyNode node = keys.treeProperty().get().find(key.getBytes(StandardCharsets.UTF_8));
        editor.select(node);
    }

    private String stored(String key) {
        return etcd.get(key).orElse(null);
    }

    private byte[] storedBytes(String key) {
        return etcd.client().getKVClient().get(io.etcd.jetcd.ByteSequence.from(key, StandardCharsets.UTF_8)).join()
                .getKvs().get(0).getValue().getBytes();
    }

    @Test
    void savesWhenTheKeyIsUnchangedAndLogsTheEtcdctlCommand() {
        etcd.put("/cfg", "{\"replicas\": 1}");
        open("/cfg");
        assertEquals(EditMode.JSON, editor.modeProperty().get());
        editor.textProperty().set("{\"replicas\": 2}");
        assertTrue(editor.canSaveBinding().get());

        editor.save();

        assertEquals("{\"replicas\": 2}", stored("/cfg"));
        assertTrue(editor.noticeProperty().get().startsWith("Saved at revision"), editor.noticeProperty().get());
        assertFalse(editor.dirtyBinding().get());
        LogEntry entry = log.entries().get(log.entries().size() - 1);
        assertTrue(entry.command().contains("etcdctl") && entry.command().contains("txn"), entry.command());
        assertTrue(entry.response().contains("\"succeeded\":true"), entry.response());
        long saved = Long.parseLong(editor.noticeProperty().get().replaceAll("\\D", ""));
        assertEquals(saved, status.headerProperty().get().revision() - 0, "the status bar shows the new revision");
    }

    @Test
    void aConcurrentWriteIsAConflictThatShowsBothSidesAndOverwritesOnlyWhenAsked() {
        etcd.put("/cfg", "one");
        open("/cfg");
        editor.textProperty().set("mine");
        etcd.put("/cfg", "theirs"); // another writer, after the editor loaded

        editor.save();

        assertEquals("theirs", stored("/cfg"), "nothing overwritten silently");
        SaveConflict conflict = editor.conflictProperty().get();
        assertNotNull(conflict);
        assertEquals("theirs", conflict.theirsText());
        assertTrue(conflict.diff().contains("-theirs") && conflict.diff().contains("+mine"), conflict.diff());
        assertFalse(editor.canSaveBinding().get());

        editor.overwrite();
        assertEquals("mine", stored("/cfg"));
        assertNull(editor.conflictProperty().get());
    }

    @Test
    void takingTheServersValueDiscardsMine() {
        etcd.put("/cfg", "one");
        open("/cfg");
        editor.textProperty().set("mine");
        etcd.put("/cfg", "theirs");
        editor.save();

        editor.takeTheirs();

        assertEquals("theirs", editor.textProperty().get());
        assertFalse(editor.dirtyBinding().get());
    }

    @Test
    void aKeyDeletedMeanwhileIsAConflictToo() {
        etcd.put("/gone", "x");
        open("/gone");
        editor.textProperty().set("y");
        etcd.client().getKVClient().delete(io.etcd.jetcd.ByteSequence.from("/gone", StandardCharsets.UTF_8)).join();

        editor.save();

        assertTrue(editor.conflictProperty().get().deleted());
        assertNull(stored("/gone"));
        editor.overwrite(); // recreates it
        assertEquals("y", stored("/gone"));
    }

    @Test
    void binaryValuesRoundTripByteForByteThroughHex() {
        byte[] all = new byte[256];
        for (int i = 0; i < all.length; i++) {
            all[i] = (byte) i;
        }
        etcd.put("/bin".getBytes(StandardCharsets.UTF_8), all);
        open("/bin");
        assertEquals(EditMode.HEX, editor.modeProperty().get());
        editor.textProperty().set(editor.textProperty().get().replaceFirst("^00", "7f"));

        editor.save();

        byte[] expected = all.clone();
        expected[0] = 0x7f;
        assertArrayEquals(expected, storedBytes("/bin"));
        editor.modeProperty().set(EditMode.BASE64);
        editor.modeProperty().set(EditMode.HEX);
        assertFalse(editor.dirtyBinding().get(), "switching modes keeps the same bytes");
    }

    @Test
    void aValueOfOneAndAHalfMebibytesLoadsAndSaves() {
        char[] big = new char[1_500_000];
        Arrays.fill(big, 'a');
        etcd.put("/big", new String(big));
        open("/big");
        editor.textProperty().set(editor.textProperty().get() + "b");

        editor.save();

        assertEquals(1_500_001, stored("/big").length());
    }

    @Test
    void invalidInputIsNamedWhereItWasTyped() {
        etcd.put("/cfg", "{\"a\": 1}");
        open("/cfg");
        editor.textProperty().set("{\"a\": }");
        assertTrue(editor.problemProperty().get().startsWith("Line 1, column"), editor.problemProperty().get());
        editor.save();
        assertTrue(editor.noticeProperty().get().contains("Switch to Text"), editor.noticeProperty().get());
        assertEquals("{\"a\": 1}", stored("/cfg"));

        editor.modeProperty().set(EditMode.TEXT); // the user may still save it as text
        editor.save();
        assertEquals("{\"a\": }", stored("/cfg"));

        editor.modeProperty().set(EditMode.HEX);
        editor.textProperty().set("zz");
        assertTrue(editor.problemProperty().get().contains("not a hex digit"), editor.problemProperty().get());

        editor.textProperty().set("61");
        editor.leaseModeProperty().set(LeaseMode.NEW);
        editor.leaseValueProperty().set("ten");
        editor.save();
        assertTrue(editor.noticeProperty().get().contains("whole number of seconds"), editor.noticeProperty().get());
    }

    @Test
    void aNewKeyIsCreatedOnlyIfItDoesNotExistYet() {
        keys.open(session);
        editor.newKey("/fresh");
        editor.textProperty().set("hello");
        editor.save();
        assertEquals("hello", stored("/fresh"));
        assertNotNull(keys.treeProperty().get().find("/fresh".getBytes(StandardCharsets.UTF_8)), "in the tree");

        editor.newKey("/fresh");
        editor.textProperty().set("again");
        editor.save();
        assertNotNull(editor.conflictProperty().get(), "an existing key is not overwritten by a new one");
        assertEquals("hello", stored("/fresh"));
    }

    @Test
    void aKeyWithoutALeaseIsNotCheckedForOne() {
        etcd.put("/plain", "v");
        open("/plain");
        assertEquals("v", editor.textProperty().get());
        assertFalse(editor.leasedProperty().get(), "no lease check runs while a key without a lease is open");
    }

    @Test
    void aLeaseExpiringRemovesTheKeyAndTheEditorSaysSo() throws Exception {
        keys.open(session);
        editor.newKey("/session");
        editor.textProperty().set("alive");
        editor.leaseModeProperty().set(LeaseMode.NEW);
        editor.leaseValueProperty().set("1");
        assertFalse(editor.leasedProperty().get(), "a key not saved yet has no lease to check");
        editor.save();
        assertEquals("alive", stored("/session"));
        assertTrue(editor.leasedProperty().get(), "the view checks the saved key's lease every few seconds");

        Thread.sleep(3_000);
        editor.checkLease();

        assertNull(stored("/session"));
        assertTrue(editor.noticeProperty().get().contains("expired"), editor.noticeProperty().get());
        assertNull(keys.treeProperty().get().find("/session".getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void writesUnderRegistryAskFirstAndADeclineWritesNothing() {
        etcd.put("/registry/configmaps/default/x", "v");
        open("/registry/configmaps/default/x");
        editor.textProperty().set("w");
        agree = false;

        editor.save();

        assertEquals(List.of("Write to a Kubernetes cluster's etcd?"), asked);
        assertEquals("v", stored("/registry/configmaps/default/x"));
    }

    @Test
    void renameMovesTheValueAndDeleteAsksFirst() {
        etcd.put("/old", "v");
        open("/old");
        editor.rename("/new");
        assertNull(stored("/old"));
        assertEquals("v", stored("/new"));
        assertEquals("/new", editor.keyTextProperty().get());

        agree = false;
        editor.delete();
        assertEquals("v", stored("/new"));
        agree = true;
        editor.delete();
        assertNull(stored("/new"));
    }

    @Test
    void unsavedChangesAreKeptWhenAnotherKeyIsSelected() {
        etcd.put("/a", "1");
        etcd.put("/b", "2");
        open("/a");
        editor.textProperty().set("changed");
        editor.select(keys.treeProperty().get().find("/b".getBytes(StandardCharsets.UTF_8)));

        assertEquals("/a", editor.keyTextProperty().get());
        assertEquals("changed", editor.textProperty().get());
        assertEquals("/b", editor.pendingKeyProperty().get());
        editor.select(keys.treeProperty().get().find("/a".getBytes(StandardCharsets.UTF_8)));
        assertEquals("changed", editor.textProperty().get(), "re-selecting the same key (a refresh) keeps edits");
        editor.openPending();
        assertEquals("2", editor.textProperty().get());
    }
}
