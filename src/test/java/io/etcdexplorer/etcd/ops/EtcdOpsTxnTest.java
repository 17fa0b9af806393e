package io.etcdexplorer.etcd.ops;

import io.etcdexplorer.etcd.CompactedRevisionException;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.KeyValueData;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import static io.etcdexplorer.etcd.ops.OpsFixture.b;
import static io.etcdexplorer.etcd.ops.OpsFixture.keys;
import static io.etcdexplorer.etcd.ops.OpsFixture.s;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class EtcdOpsTxnTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    private OpsFixture f;
    private KeyValueData k;
    private long lease;

    @BeforeEach
    void setUp() {
        etcd.deleteAll();
        f = new OpsFixture(etcd);
        lease = f.ops.grant(60).id();
        f.ops.put(PutRequest.of(b("/k"), b("m")).withLease(lease));
        f.ops.put(PutRequest.of(b("/k"), b("m")).withLease(lease));
        k = f.ops.get(GetRequest.of(b("/k"))).kvs().get(0); // version 2, create < mod
    }

    @AfterEach
    void tearDown() {
        f.close();
    }

    /** Runs a txn on /k with {@code compare}, reporting which branch ran. */
    private boolean holds(TxnCompare compare) {
        TxnResult r = f.ops.txn(new TxnRequest(List.of(compare),
                List.of(new TxnOp.Get(GetRequest.of(b("/k")))), List.of()));
        assertEquals(r.succeeded() ? 1 : 0, r.responses().size(), "only the branch that ran answers");
        return r.succeeded();
    }

    @Test
    void everyCompareTargetAndOperatorPicksTheRightBranch() {
        byte[] key = b("/k");
        for (CompareTarget target : CompareTarget.values()) {
            long actual = switch (target) {
                case VERSION -> k.meta().version();
                case CREATE -> k.meta().createRevision();
                case MOD -> k.meta().modRevision();
                case LEASE -> lease;
                case VALUE -> 0;
            };
            for (CompareOp op : CompareOp.values()) {
                for (int delta : new int[]{-1, 0, 1}) {
                    boolean expected = switch (op) {
                        case EQUAL -> delta == 0;
                        case NOT_EQUAL -> delta != 0;
                        case LESS -> delta > 0; // actual < operand
                        case GREATER -> delta < 0;
                    };
                    TxnCompare compare = target == CompareTarget.VALUE
                            ? TxnCompare.value(key, op, b(String.valueOf((char) ('m' + delta))))
                            : new TxnCompare(key, target, op, null, actual + delta);
                    assertEquals(expected, holds(compare), target + " " + op.symbol() + " delta " + delta);
                }
            }
        }
    }

    @Test
    void aMissingKeyComparesAsZero() {
        assertTrue(holds(TxnCompare.version(b("/absent"), CompareOp.EQUAL, 0)));
        assertTrue(holds(TxnCompare.create(b("/absent"), CompareOp.EQUAL, 0)));
        assertTrue(holds(TxnCompare.lease(b("/absent"), CompareOp.EQUAL, 0)));
        assertFalse(holds(TxnCompare.mod(b("/absent"), CompareOp.GREATER, 0)));
        // etcd fails every value compare on a missing key: it cannot tell a missing value from an empty one.
        assertFalse(holds(TxnCompare.value(b("/absent"), CompareOp.NOT_EQUAL, b("x"))));
        assertFalse(holds(TxnCompare.value(b("/absent"), CompareOp.EQUAL, new byte[0])));
    }

    @Test
    void thenBranchAnswersInRequestOrder() {
        etcd.put("/p/1", "one");
        TxnResult r = f.ops.txn(new TxnRequest(
                List.of(TxnCompare.value(b("/k"), CompareOp.EQUAL, b("m")),
                        TxnCompare.version(b("/k"), CompareOp.EQUAL, 2)),
                List.of(new TxnOp.Put(PutRequest.of(b("/k"), b("n")).withPrevKv()),
                        new TxnOp.Get(GetRequest.prefix(b("/p/"))),
                        new TxnOp.Delete(new DeleteRequest(b("/p/"), true, true)),
                        new TxnOp.Put(PutRequest.of(b("/fresh"), b("f")))),
                List.of(new TxnOp.Get(GetRequest.of(b("/never"))))));

        assertTrue(r.succeeded());
        assertEquals("txn succeeded: then-branch ran, 4 responses", r.summary());
        assertEquals(r.header(), f.lastHeader());
        PutResult put = assertInstanceOf(PutResult.class, r.responses().get(0));
        assertEquals("m", s(put.prevKv().orElseThrow().value()));
        assertEquals(List.of("/p/1"), keys(assertInstanceOf(GetResult.class, r.responses().get(1)).kvs()));
        assertEquals(1, assertInstanceOf(DeleteResult.class, r.responses().get(2)).deleted());
        assertInstanceOf(PutResult.class, r.responses().get(3));
        assertEquals(r.header().revision(), r.responses().get(1).header().revision(), "one revision for all");
        assertEquals(0, r.responses().get(1).header().clusterId(), "inner headers carry only the revision");
        assertEquals(Optional.of("n"), etcd.get("/k"));
    }

    @Test
    void elseBranchRunsWhenOneCompareFails() {
        TxnResult r = f.ops.txn(new TxnRequest(
                List.of(TxnCompare.value(b("/k"), CompareOp.EQUAL, b("m")), TxnCompare.mod(b("/k"), CompareOp.LESS, 1)),
                List.of(new TxnOp.Put(PutRequest.of(b("/k"), b("then")))),
                List.of(new TxnOp.Put(PutRequest.of(b("/else"), b("e"))), new TxnOp.Get(GetRequest.of(b("/k"))))));

        assertFalse(r.succeeded());
        assertEquals("txn failed: else-branch ran, 2 responses", r.summary());
        assertEquals("m", s(assertInstanceOf(GetResult.class, r.responses().get(1)).kvs().get(0).value()));
        assertEquals(Optional.of("e"), etcd.get("/else"));
        assertEquals(Optional.of("m"), etcd.get("/k"));
    }

    @Test
    void anEmptyTxnSucceedsAndWritingAKeyTwiceIsExplained() {
        TxnResult empty = f.ops.txn(new TxnRequest(List.of(), List.of(), List.of()));
        assertTrue(empty.succeeded());
        assertTrue(empty.responses().isEmpty());

        EtcdAccessException e = assertThrows(EtcdAccessException.class, () -> f.ops.txn(new TxnRequest(List.of(),
                List.of(new TxnOp.Put(PutRequest.of(b("/p/x"), b("1"))),
                        new TxnOp.Delete(DeleteRequest.prefix(b("/p/")))),
                List.of())));
        assertEquals("The transaction writes the same key twice in one branch.", e.getMessage());
    }

    @Test
    void aTxnReadAtACompactedOrFutureRevisionIsExplainedLikeAGet() throws Exception {
        long old = k.meta().modRevision() - 1;
        long latest = f.ops.put(PutRequest.of(b("/k"), b("newer"))).header().revision();
        etcd.client().getKVClient().compact(latest).get(10, TimeUnit.SECONDS);
        TxnRequest atOld = new TxnRequest(List.of(), List.of(new TxnOp.Get(GetRequest.of(b("/k")).atRevision(old))),
                List.of());
        assertTrue(assertThrows(CompactedRevisionException.class, () -> f.ops.txn(atOld))
                .getMessage().startsWith("Revision " + old + " has been compacted"));

        TxnRequest atFuture = new TxnRequest(List.of(), List.of(),
                List.of(new TxnOp.Get(GetRequest.of(b("/k")).atRevision(latest + 9))));
        assertEquals("Revision " + (latest + 9) + " is in the future: the latest revision is " + latest + ".",
                assertThrows(EtcdAccessException.class, () -> f.ops.txn(new TxnRequest(
                        List.of(TxnCompare.version(b("/k"), CompareOp.EQUAL, 0)), atFuture.success(),
                        atFuture.failure()))).getMessage());
    }

    @Test
    void aTxnPutWithAnExpiredLeaseNamesIt() {
        f.ops.revoke(lease);
        EtcdAccessException e = assertThrows(EtcdAccessException.class, () -> f.ops.txn(new TxnRequest(List.of(),
                List.of(new TxnOp.Put(PutRequest.of(b("/x"), b("1")).withLease(lease))), List.of())));
        assertEquals("Lease " + Describe.leaseHex(lease) + " does not exist (it expired or was revoked).",
                e.getMessage());
    }
}
