package io.etcdexplorer.operations;

import io.etcdexplorer.editor.LeaseMode;
import io.etcdexplorer.oplog.LogEntry;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Put and Delete forms against a real etcd: leases, flags, refused input, confirmations, the key tree. */
class KeyWriteFormsTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    private OperationsFixture f;

    @BeforeEach
    void connect() {
        f = new OperationsFixture(etcd);
    }

    @AfterEach
    void close() {
        f.close();
    }

    @Test
    void putWithANewLeaseGrantsFirstAndLogsBoth() {
        PutForm put = f.ops.put();
        put.keyProperty().set("/leased");
        put.valueProperty().set("v");
        put.leaseModeProperty().set(LeaseMode.NEW);
        put.leaseValueProperty().set("60");

        put.write();

        assertEquals(Optional.of("v"), etcd.get("/leased"));
        assertEquals(List.of("lease grant", "put"), f.log.entries().stream().map(LogEntry::operation).toList());
        String leaseHex = f.ops.leases().leaseIds().get(0);
        assertTrue(f.log.entries().get(1).command().contains("--lease=" + leaseHex), f.log.entries().get(1).command());
        assertTrue(put.messageProperty().get().contains("with new lease " + leaseHex), put.messageProperty().get());
        String[] shown = put.commandsProperty().get().split("\n");
        assertEquals(2, shown.length, put.commandsProperty().get());
        assertTrue(shown[0].endsWith("lease grant 60") && shown[1].endsWith("put /leased v --lease=" + leaseHex),
                put.commandsProperty().get());
        long attached = etcd.client().getKVClient().get(io.etcd.jetcd.ByteSequence.from("/leased",
                StandardCharsets.UTF_8)).join().getKvs().get(0).getLease();
        assertEquals(Long.parseUnsignedLong(leaseHex, 16), attached);
        assertTrue(f.inTree("/leased"), "the tree shows the new key");
        f.assertAllLoggedAsEtcdctl();
    }

    @Test
    void putWithPrevKvShowsTheReplacedValueAndIgnoreValueKeepsIt() {
        etcd.put("/a", "old");
        PutForm put = f.ops.put();
        put.keyProperty().set("/a");
        put.valueProperty().set("new");
        put.prevKvProperty().set(true);

        put.write();

        assertEquals(Optional.of("new"), etcd.get("/a"));
        assertTrue(put.messageProperty().get().contains("previous value: old"), put.messageProperty().get());
        assertTrue(f.lastLog().command().contains("--prev-kv"), f.lastLog().command());
        assertTrue(f.lastLog().response().contains("\"prev_kv\""), f.lastLog().response());

        long lease = etcd.client().getLeaseClient().grant(60).join().getID();
        put.prevKvProperty().set(false);
        put.ignoreValueProperty().set(true);
        put.leaseModeProperty().set(LeaseMode.EXISTING);
        put.leaseValueProperty().set(Long.toHexString(lease));
        put.write();
        assertEquals(Optional.of("new"), etcd.get("/a"), "--ignore-value keeps the value");
        assertTrue(f.lastLog().command().contains("--ignore-value"), f.lastLog().command());
        assertTrue(put.messageProperty().get().contains("with lease " + OperationForm.hex(lease)));
    }

    @Test
    void invalidTtlAndLeaseIdAreNamedAndNothingIsWritten() {
        PutForm put = f.ops.put();
        put.keyProperty().set("/t");
        put.leaseModeProperty().set(LeaseMode.NEW);
        put.leaseValueProperty().set("ten");
        put.write();
        assertTrue(put.leaseProblemProperty().get().contains("whole number of seconds"),
                put.leaseProblemProperty().get());

        put.leaseModeProperty().set(LeaseMode.EXISTING);
        put.leaseValueProperty().set("xyz");
        put.write();
        assertTrue(put.leaseProblemProperty().get().startsWith("A lease id is a hexadecimal number"),
                put.leaseProblemProperty().get());
        assertEquals(Optional.empty(), etcd.get("/t"));
        assertTrue(f.log.entries().isEmpty());
    }

    @Test
    void aPutUnderRegistryAsksAndADeclineWritesNothing() {
        PutForm put = f.ops.put();
        put.keyProperty().set("/registry/configmaps/default/x");
        put.valueProperty().set("v");
        f.agree = false;

        put.write();

        assertEquals(1, f.asked.size());
        assertTrue(f.asked.get(0).contains("Kubernetes API server"), f.asked.get(0));
        assertEquals(Optional.empty(), etcd.get("/registry/configmaps/default/x"));
        assertEquals("Nothing was written.", put.messageProperty().get());
    }

    @Test
    void deleteCountsAsksThenDeletesThePrefixAndUpdatesTheTree() {
        etcd.put("/d/1", "a");
        etcd.put("/d/2", "b");
        etcd.put("/d/3", "c");
        etcd.put("/e", "kept");
        f.keys.refresh();
        DeleteForm delete = f.ops.delete();
        delete.keyProperty().set("/d/");
        delete.prefixProperty().set(true);

        delete.deleteKeys();

        assertEquals(List.of("Delete 3 keys under /d/? This cannot be undone."), f.asked);
        assertEquals(Optional.empty(), etcd.get("/d/1"));
        assertEquals(Optional.of("kept"), etcd.get("/e"));
        assertFalse(f.inTree("/d/2"), "the prefix was listed again");
        assertTrue(f.inTree("/e"));
        assertTrue(delete.messageProperty().get().startsWith("Deleted 3 keys under /d/ at revision"));
        assertTrue(f.lastLog().command().startsWith("etcdctl") && f.lastLog().command().contains("--prefix"));

        etcd.put("/x/1", "a");
        f.keys.refresh();
        delete.keyProperty().set("/x/");
        delete.prevKvProperty().set(true);
        delete.deleteKeys();
        assertEquals("Deleted 1 key under /x/ at revision " + f.revision() + ": /x/1.", delete.messageProperty().get());
        assertNull(f.keys.treeProperty().get().find("/x/1".getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void aDeclinedDeleteSendsNothingAndNoMatchDoesNotAsk() {
        etcd.put("/registry/pods/default/web", "pod");
        DeleteForm delete = f.ops.delete();
        delete.keyProperty().set("/reg");
        delete.prefixProperty().set(true);
        f.agree = false;

        delete.deleteKeys();

        assertEquals(Optional.of("pod"), etcd.get("/registry/pods/default/web"));
        assertTrue(f.asked.get(0).startsWith("Delete 1 key under /reg?"), f.asked.get(0));
        assertTrue(f.asked.get(0).contains("Kubernetes API server"), "the prefix covers /registry/");
        assertEquals("declined: nothing deleted", f.lastLog().summary());
        assertEquals("Nothing was deleted.", delete.messageProperty().get());
        assertEquals("", delete.commandsProperty().get(), "no etcdctl equivalent is offered for what was declined");

        delete.keyProperty().set("/nothing/");
        delete.deleteKeys();
        assertEquals(1, f.asked.size(), "nothing matches: no question");
        assertEquals("No keys under /nothing/: nothing to delete.", delete.messageProperty().get());
        assertEquals("", delete.commandsProperty().get());

        f.agree = true;
        delete.keyProperty().set("/reg");
        delete.deleteKeys();
        assertTrue(delete.commandsProperty().get().endsWith("del /reg --prefix"), delete.commandsProperty().get());
    }

}
