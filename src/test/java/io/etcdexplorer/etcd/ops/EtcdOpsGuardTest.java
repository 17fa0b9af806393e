package io.etcdexplorer.etcd.ops;

import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.KeyMeta;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static io.etcdexplorer.etcd.ops.OpsFixture.b;
import static io.etcdexplorer.etcd.ops.OpsFixture.s;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Range compares on a real etcd: a prefix delete guarded by the revision its count was read at, and how many
 * compares and operations one transaction may carry (what the JSON import sizes its batches by).
 */
class EtcdOpsGuardTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    private OpsFixture f;

    @BeforeEach
    void setUp() {
        etcd.deleteAll();
        f = new OpsFixture(etcd);
    }

    @AfterEach
    void tearDown() {
        f.close();
    }

    private long countedRevision(String prefix) {
        GetResult counted = f.ops.countNow(b(prefix), true);
        return counted.header().revision();
    }

    @Test
    void anUnchangedPrefixIsDeleted() {
        etcd.put("/d/1", "a");
        etcd.put("/d/2", "b");
        etcd.put("/e", "stays");
        long counted = countedRevision("/d/");

        GuardedDelete.Deleted deleted = assertInstanceOf(GuardedDelete.Deleted.class,
                f.ops.deleteUnchangedSince(DeleteRequest.prefix(b("/d/")), counted));

        assertEquals(2, deleted.result().deleted());
        assertEquals(0, f.ops.countNow(b("/d/"), true).count());
        assertEquals(Optional.of("stays"), etcd.get("/e"));
    }

    @Test
    void aKeyCreatedAfterTheCountStopsTheDeleteAndIsNamed() {
        etcd.put("/d/1", "a");
        etcd.put("/d/2", "b");
        long counted = countedRevision("/d/");
        etcd.put("/d/3", "new"); // another client, between the question and the answer

        GuardedDelete.Changed changed = assertInstanceOf(GuardedDelete.Changed.class,
                f.ops.deleteUnchangedSince(DeleteRequest.prefix(b("/d/")), counted));

        assertEquals(3, changed.count());
        assertEquals(List.of("/d/3"), changed.changed().stream().map(m -> s(m.key())).toList());
        assertTrue(changed.changed().get(0).createRevision() > counted, "it appeared after the count");
        assertEquals(3, f.ops.countNow(b("/d/"), true).count(), "nothing was deleted");

        GuardedDelete.Deleted again = assertInstanceOf(GuardedDelete.Deleted.class,
                f.ops.deleteUnchangedSince(DeleteRequest.prefix(b("/d/")), changed.header().revision()));
        assertEquals(3, again.result().deleted(), "guarded by the new count's revision, the delete goes through");
    }

    @Test
    void aKeyModifiedAfterTheCountStopsTheDeleteButOneDeletedDoesNot() {
        etcd.put("/d/1", "a");
        etcd.put("/d/2", "b");
        etcd.put("/d/3", "c");
        long counted = countedRevision("/d/");
        etcd.put("/d/2", "b2");

        GuardedDelete.Changed changed = assertInstanceOf(GuardedDelete.Changed.class,
                f.ops.deleteUnchangedSince(DeleteRequest.prefix(b("/d/")), counted));
        KeyMeta modified = changed.changed().get(0);
        assertEquals("/d/2", s(modified.key()));
        assertTrue(modified.createRevision() <= counted, "it existed when counted");

        counted = changed.header().revision();
        f.ops.delete(DeleteRequest.of(b("/d/1")));
        GuardedDelete.Deleted deleted = assertInstanceOf(GuardedDelete.Deleted.class,
                f.ops.deleteUnchangedSince(DeleteRequest.prefix(b("/d/")), counted));
        assertEquals(2, deleted.result().deleted(), "fewer keys than confirmed may go, never more");
    }

    @Test
    void theGuardCoversTheSessionsNamespaceOnly() {
        try (OpsFixture ns = new OpsFixture(ConnectionSettings.builder(List.of(etcd.endpoint())).namespace("/ns")
                .build())) {
            etcd.put("/ns/a", "1");
            long counted = ns.ops.countNow(new byte[0], true).header().revision();
            etcd.put("/other", "outside the namespace");

            GuardedDelete.Deleted deleted = assertInstanceOf(GuardedDelete.Deleted.class,
                    ns.ops.deleteUnchangedSince(DeleteRequest.prefix(new byte[0]), counted));
            assertEquals(1, deleted.result().deleted());

            etcd.put("/ns/b", "2");
            counted = ns.ops.countNow(new byte[0], true).header().revision();
            etcd.put("/ns/c", "3");
            assertInstanceOf(GuardedDelete.Changed.class,
                    ns.ops.deleteUnchangedSince(DeleteRequest.prefix(new byte[0]), counted));
            assertEquals(Optional.of("outside the namespace"), etcd.get("/other"));
        }
    }

    @Test
    void theWholeKeyspaceIsGuardedToo() {
        etcd.put("/a", "1");
        long counted = countedRevision("");
        etcd.put("/z", "2");
        GuardedDelete.Changed changed = assertInstanceOf(GuardedDelete.Changed.class,
                f.ops.deleteUnchangedSince(DeleteRequest.prefix(new byte[0]), counted));
        assertEquals(2, changed.count());
    }

    /** etcd 3.4 counts compares apart from each branch: 128 compares and 128 puts fit, 129 compares do not. */
    @Test
    void aTransactionTakes128ComparesBeside128Operations() {
        List<TxnCompare> compares = new ArrayList<>();
        List<TxnOp> puts = new ArrayList<>();
        List<TxnOp> gets = new ArrayList<>();
        for (int i = 0; i < 128; i++) {
            byte[] key = b("/t/" + i);
            compares.add(TxnCompare.mod(key, CompareOp.EQUAL, 0));
            puts.add(new TxnOp.Put(PutRequest.of(key, b("v"))));
            gets.add(new TxnOp.Get(GetRequest.of(key).withKeysOnly()));
        }
        assertTrue(f.ops.txn(new TxnRequest(compares, puts, gets)).succeeded());
        assertEquals(128, f.ops.countNow(b("/t/"), true).count());

        List<TxnCompare> tooMany = new ArrayList<>(compares);
        tooMany.add(TxnCompare.mod(b("/t/x"), CompareOp.EQUAL, 0));
        EtcdAccessException refused = assertThrows(EtcdAccessException.class,
                () -> f.ops.txn(new TxnRequest(tooMany, List.of(), List.of())));
        assertTrue(refused.getMessage().contains("more compares"), refused.getMessage());
    }
}
