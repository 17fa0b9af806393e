package io.etcdexplorer.txn;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.KeyMeta;
import io.etcdexplorer.etcd.ops.CompareOp;
import io.etcdexplorer.etcd.ops.CompareTarget;
import io.etcdexplorer.etcd.ops.EtcdOps;
import io.etcdexplorer.etcd.ops.PutRequest;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.oplog.LogEntry;
import io.etcdexplorer.oplog.OperationLog;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The transaction builder against a real etcd: both branches, every compare target, row problems and errors. */
class TxnViewModelTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    private static final String THEN = "then-branch ran";
    private static final String ELSE = "else-branch ran (a compare failed)";
    private static final String FAILED = "The transaction failed.";

    private final StatusViewModel status = new StatusViewModel();
    private final BackgroundExecutor executor = BackgroundExecutor.sameThread();
    private final KeysViewModel keys = new KeysViewModel(executor, status);
    private final OperationLog log = new OperationLog(Clock.systemUTC());
    private final List<String> asked = new ArrayList<>();
    private boolean agree = true;
    private EtcdSession session;
    private TxnViewModel txn;

    @BeforeEach
    void connect() {
        etcd.deleteAll();
        connect(ConnectionSettings.plain(List.of(etcd.endpoint())));
    }

    private void connect(ConnectionSettings settings) {
        if (session != null) {
            session.close();
        }
        session = new EtcdConnector().connect(settings, status::showHeader);
        if (txn == null) {
            txn = new TxnViewModel(executor, () -> session, keys, log, (title, message) -> {
                asked.add(title);
                return agree;
            });
        }
        keys.open(session); // as the main window does on connecting: the builder hears of it through the tree
    }

    @AfterEach
    void close() {
        session.close();
    }

    private static byte[] b(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private String stored(String key) {
        return etcd.get(key).orElse(null);
    }

    private KeyMeta meta(String key) {
        return session.get(b(key)).orElseThrow().meta();
    }

    private void compare(String key, CompareTarget target, CompareOp op, String operand) {
        txn.compares().add(new TxnCompareRow(key, target, op, operand));
    }

    private LogEntry lastLog() {
        return log.entries().get(log.entries().size() - 1);
    }

    private static TxnOpRow prefixed(TxnOpRow row) {
        row.prefixProperty().set(true);
        return row;
    }

    private static TxnOpRow atRevision(TxnOpRow row, String revision) {
        row.revisionProperty().set(revision);
        return row;
    }

    /** Runs the transaction and checks which branch ran, or how it failed. */
    private void run(String outcome) {
        txn.run();
        assertEquals(outcome, txn.outcomeProperty().get(), txn.resultProperty().get());
    }

    private void assertResult(String expected) {
        assertTrue(txn.resultProperty().get().contains(expected), txn.resultProperty().get());
    }

    /** Runs a transaction etcd refuses, and checks the message the operations layer gave the refusal. */
    private void runRefused(String message) {
        run(FAILED);
        assertTrue(txn.resultProperty().get().startsWith(message), txn.resultProperty().get());
        assertTrue(lastLog().failed());
    }

    @Test
    void aModRevisionCompareRunsTheThenBranchUntilSomeoneElseWrites() {
        etcd.put("/cfg", "one");
        keys.refresh();
        keys.selectedNodeProperty().set(keys.treeProperty().get().find(b("/cfg")));
        assertTrue(txn.canCompareSelectedBinding().get());
        txn.compareWithSelectedKey();
        TxnCompareRow added = txn.compares().get(0);
        assertEquals("/cfg MOD = " + meta("/cfg").modRevision(), added.keyProperty().get() + " "
                + added.targetProperty().get() + " " + added.opProperty().get().symbol() + " "
                + added.operandProperty().get());
        txn.thenOps().add(TxnOpRow.put("/cfg", "two"));
        txn.elseOps().add(TxnOpRow.get("/cfg"));

        run(THEN);

        assertEquals("two", stored("/cfg"));
        assertResult("1. put /cfg → put at revision");
        LogEntry entry = lastLog();
        assertEquals("txn", entry.operation());
        assertEquals(txn.previewProperty().get(), entry.command(), "logged with the here-document");
        assertTrue(entry.response().contains("\"succeeded\":true"), entry.response());
        assertEquals(meta("/cfg").modRevision(),
                keys.treeProperty().get().find(b("/cfg")).meta().modRevision(), "the tree has the new revision");

        etcd.put("/cfg", "theirs"); // a concurrent writer; the compare still names the revision read before
        run(ELSE);

        assertEquals("theirs", stored("/cfg"));
        assertResult("1. get /cfg → 1 key, revision");
        assertResult("\"kvs\":[{\"key\":\"L2NmZw==\""); // etcdctl -w json: keys in base64
    }

    @Test
    void everyCompareTargetDecidesTheBranch() {
        EtcdOps ops = new EtcdOps(session);
        long lease = ops.grant(60).id();
        ops.put(PutRequest.of(b("/k"), b("v1")));
        ops.put(PutRequest.of(b("/k"), b("v2")).withLease(lease));
        KeyMeta k = meta("/k");
        txn.thenOps().add(TxnOpRow.get("/k"));
        String[][] cases = {
                {"VALUE", "v2", "v1"},
                {"VERSION", "2", "1"},
                {"CREATE", Long.toString(k.createRevision()), Long.toString(k.createRevision() + 1)},
                {"MOD", Long.toString(k.modRevision()), Long.toString(k.modRevision() - 1)},
                {"LEASE", Long.toHexString(lease), "0"},
                {"LEASE", String.format("%016x", lease), "0x" + Long.toHexString(lease + 1)}};
        for (String[] c : cases) {
            CompareTarget target = CompareTarget.valueOf(c[0]);
            txn.compares().setAll(new TxnCompareRow("/k", target, CompareOp.EQUAL, c[1]));
            run(THEN);
            txn.compares().get(0).operandProperty().set(c[2]);
            run(ELSE);
        }
        txn.compares().setAll(new TxnCompareRow("/k", CompareTarget.VERSION, CompareOp.GREATER, "1"),
                new TxnCompareRow("/k", CompareTarget.MOD, CompareOp.LESS, Long.toString(k.modRevision() + 1)),
                new TxnCompareRow("/absent", CompareTarget.VERSION, CompareOp.EQUAL, "0"),
                new TxnCompareRow("/k", CompareTarget.VALUE, CompareOp.NOT_EQUAL, "v1"));
        run(THEN); // every one of several compares holds
    }

    @Test
    void eachBranchGetsPutsAndDeletesAndTheTreeFollows() {
        etcd.put("/a", "A");
        etcd.put("/c", "C");
        etcd.put("/p/1", "1");
        etcd.put("/p/2", "2");
        keys.refresh();
        compare("/a", CompareTarget.VALUE, CompareOp.EQUAL, "A");
        txn.thenOps().addAll(TxnOpRow.get("/a"), TxnOpRow.put("/b", "B"), TxnOpRow.delete("/c"));
        txn.elseOps().addAll(TxnOpRow.put("/e", "E"), prefixed(TxnOpRow.delete("/p/")), TxnOpRow.get("/a"));

        run(THEN);

        assertEquals("B", stored("/b"));
        assertNull(stored("/c"));
        assertNull(stored("/e"), "the else-branch did not run");
        assertResult("3 responses from the then-branch");
        assertResult("1. get /a → 1 key");
        assertResult("3. del /c → deleted 1 key");
        assertNotNull(keys.treeProperty().get().find(b("/b")), "the put is in the tree");
        assertNull(keys.treeProperty().get().find(b("/c")), "the delete left the tree");

        txn.compares().get(0).operandProperty().set("not A");
        run(ELSE);

        assertEquals("E", stored("/e"));
        assertNull(stored("/p/1"));
        assertNull(stored("/p/2"));
        assertEquals("B", stored("/b"));
        assertResult("2. del /p/ --prefix → deleted 2 keys");
        assertNotNull(keys.treeProperty().get().find(b("/e")));
        assertNull(keys.treeProperty().get().find(b("/p/1")));
    }

    @Test
    void invalidRowsAreNamedAndKeepRunDisabled() {
        compare("/a", CompareTarget.MOD, CompareOp.EQUAL, "7");
        compare("/a", CompareTarget.VERSION, CompareOp.EQUAL, "abc");
        compare("/a", CompareTarget.LEASE, CompareOp.EQUAL, "xyz");
        compare("/a\\xZZ", CompareTarget.CREATE, CompareOp.LESS, "-3");
        txn.thenOps().add(TxnOpRow.put("", "v"));
        TxnOpRow get = atRevision(TxnOpRow.get("/a"), "soon");
        txn.thenOps().add(get);
        TxnOpRow wipe = prefixed(TxnOpRow.delete(""));
        txn.elseOps().add(wipe);

        assertEquals(String.join("\n",
                "Compare 2: a version is a whole number, not \"abc\"",
                "Compare 3: a lease id is hexadecimal as etcdctl prints it (e.g. 694d7f3a1b2c3d4e, or 0 for no "
                        + "lease), not \"xyz\"",
                "Compare 4: in the key, malformed escape at position 2: \\x must be followed by two hex digits",
                "Then 1: the key is empty",
                "Then 2: a revision is a whole number, not \"soon\"",
                "Else 1: an empty prefix would delete every key: type a prefix"), txn.problemProperty().get());
        assertFalse(txn.canRunProperty().get());
        assertTrue(txn.previewProperty().get().startsWith("# Rows with problems are left out"),
                txn.previewProperty().get());
        txn.run();
        assertTrue(log.entries().isEmpty(), "nothing ran");

        txn.compares().remove(1, 4);
        txn.thenOps().get(0).keyProperty().set("/b");
        get.revisionProperty().set("");
        wipe.keyProperty().set("/tmp/");
        assertEquals("", txn.problemProperty().get());
        assertTrue(txn.canRunProperty().get());
    }

    @Test
    void anEmptyTransactionCannotRunAndAReadOnlyConnectionRunsOnlyReads() {
        assertFalse(txn.canRunProperty().get());
        assertTrue(txn.problemProperty().get().startsWith("Add a request"), txn.problemProperty().get());
        compare("/a", CompareTarget.VERSION, CompareOp.EQUAL, "0");
        assertFalse(txn.canRunProperty().get(), "compares alone are no transaction to run");

        etcd.put("/a", "A");
        txn.compares().clear();
        connect(ConnectionSettings.builder(List.of(etcd.endpoint())).readOnly(true).build());
        TxnOpRow row = txn.addThen();
        row.keyProperty().set("/a");
        assertEquals(TxnOpRow.Kind.PUT, row.kindProperty().get());
        assertFalse(txn.canRunProperty().get());
        assertEquals("This connection is read-only: only a transaction of gets can run here.",
                txn.problemProperty().get());
        txn.run();
        assertEquals("A", stored("/a"));

        row.kindProperty().set(TxnOpRow.Kind.GET);
        assertTrue(txn.canRunProperty().get());
        run(THEN);
        assertResult("1. get /a → 1 key");
    }

    @Test
    void writingUnderRegistryAsksFirstAndADeclineWritesNothing() {
        etcd.put("/registry/configmaps/default/x", "v");
        etcd.put("/other", "o");
        txn.thenOps().addAll(TxnOpRow.put("/other", "changed"), TxnOpRow.put("/registry/configmaps/default/x", "w"));
        agree = false;

        txn.run();

        assertEquals(List.of("Write to a Kubernetes cluster's etcd?"), asked);
        assertEquals("v", stored("/registry/configmaps/default/x"));
        assertEquals("o", stored("/other"), "nothing of the transaction ran");
        assertTrue(txn.outcomeProperty().get().startsWith("Not run"), txn.outcomeProperty().get());
        assertTrue(lastLog().summary().contains("declined"));

        asked.clear();
        txn.thenOps().setAll(TxnOpRow.get("/registry/configmaps/default/x"), prefixed(TxnOpRow.delete("/reg")));
        txn.run();
        assertEquals(1, asked.size(), "a prefix delete that reaches into /registry/ asks too");
        txn.thenOps().remove(1);
        asked.clear();
        agree = true;
        run(THEN);
        assertEquals(List.of(), asked, "reads do not ask");
    }

    @Test
    void thePreviewIsTheEtcdctlHereDocumentAndFollowsTheRows() {
        compare("/cfg", CompareTarget.MOD, CompareOp.EQUAL, "5");
        compare("/x", CompareTarget.VALUE, CompareOp.NOT_EQUAL, "a \"b\"");
        txn.thenOps().addAll(TxnOpRow.put("/cfg", "new value"), prefixed(TxnOpRow.get("/p/")));
        TxnOpRow del = txn.addElse();
        del.kindProperty().set(TxnOpRow.Kind.DELETE);
        del.keyProperty().set("/old\\x00");

        String head = "etcdctl --endpoints=" + etcd.endpoint() + " txn <<'EOF'\n";
        assertEquals(head + "mod(\"/cfg\") = \"5\"\nvalue(\"/x\") != \"a \\\"b\\\"\"\n\n"
                + "put /cfg \"new value\"\nget /p/ --prefix\n\n"
                + "del \"/old\\x00\"\n\nEOF", txn.previewProperty().get());

        txn.moveUp(txn.thenOps().get(1));
        txn.remove(txn.compares().get(1));
        txn.moveDown(txn.thenOps().get(1)); // already last: stays
        assertEquals(head + "mod(\"/cfg\") = \"5\"\n\nget /p/ --prefix\nput /cfg \"new value\"\n\n"
                + "del \"/old\\x00\"\n\nEOF", txn.previewProperty().get());
    }

    @Test
    void etcdRefusalsShowTheOperationsLayersMessage() throws Exception {
        txn.thenOps().addAll(TxnOpRow.put("/p/x", "1"), prefixed(TxnOpRow.delete("/p/")));
        runRefused("The transaction writes the same key twice in one branch.");

        txn.thenOps().clear();
        for (int i = 0; i < 129; i++) {
            txn.thenOps().add(TxnOpRow.put("/many/" + i, "v"));
        }
        runRefused("The transaction has more requests in one branch (or more compares) than etcd allows.");
        assertNull(stored("/many/0"));

        etcd.put("/h", "1");
        long old = meta("/h").modRevision();
        etcd.put("/h", "2");
        long latest = meta("/h").modRevision();
        etcd.client().getKVClient().compact(latest).get(10, TimeUnit.SECONDS);
        txn.thenOps().setAll(atRevision(TxnOpRow.get("/h"), Long.toString(old)));
        runRefused("Revision " + old + " has been compacted");
        assertFalse(txn.busyProperty().get());
        assertTrue(txn.canRunProperty().get(), "the rows stay for another try");
    }
}
