package io.etcdexplorer.etcd.ops;

import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.KeyValueData;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.List;
import java.util.Optional;

import static io.etcdexplorer.etcd.ops.OpsFixture.b;
import static io.etcdexplorer.etcd.ops.OpsFixture.keys;
import static io.etcdexplorer.etcd.ops.OpsFixture.s;
import static io.etcdexplorer.etcd.ops.OpsFixture.values;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class EtcdOpsWriteTest {

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

    private KeyValueData read(String key) {
        return f.ops.get(GetRequest.of(b(key))).kvs().get(0);
    }

    @Test
    void putReturnsThePreviousValueOnlyWhenAsked() {
        PutResult first = f.ops.put(PutRequest.of(b("/a"), b("1")));
        assertEquals(Optional.empty(), first.prevKv());
        assertEquals(first.header(), f.lastHeader(), "the header reaches the session's listener");
        assertEquals("put at revision " + first.header().revision(), first.summary());

        assertEquals(Optional.empty(), f.ops.put(PutRequest.of(b("/a"), b("22"))).prevKv());
        PutResult third = f.ops.put(PutRequest.of(b("/a"), b("333")).withPrevKv());
        assertEquals("22", s(third.prevKv().orElseThrow().value()));
        assertEquals("put /a at revision " + third.header().revision() + " (prev value 2 bytes)", third.summary());
    }

    @Test
    void putWithALeaseAttachesIt() {
        long lease = f.ops.grant(60).id();
        f.ops.put(PutRequest.of(b("/leased"), b("v")).withLease(lease));

        assertEquals(lease, read("/leased").meta().lease());
        assertEquals(List.of("/leased"), f.ops.timeToLive(lease, true).keys().stream().map(OpsFixture::s).toList());
    }

    @Test
    void ignoreValueKeepsTheValueAndIgnoreLeaseKeepsTheLease() {
        long lease = f.ops.grant(60).id();
        f.ops.put(new PutRequest(b("/k"), b("kept"), lease, false, false, false));

        long other = f.ops.grant(60).id();
        f.ops.put(new PutRequest(b("/k"), new byte[0], other, false, true, false));
        assertEquals("kept", s(read("/k").value()), "ignore-value kept the value");
        assertEquals(other, read("/k").meta().lease(), "and the new lease applies");

        f.ops.put(new PutRequest(b("/k"), b("new"), 0, false, false, true));
        assertEquals("new", s(read("/k").value()));
        assertEquals(other, read("/k").meta().lease(), "ignore-lease kept the lease");
        assertEquals(3, read("/k").meta().version());
    }

    @Test
    void ignoreValueOnAMissingKeyAndAnUnknownLeaseExplainThemselves() {
        EtcdAccessException missing = assertThrows(EtcdAccessException.class,
                () -> f.ops.put(new PutRequest(b("/nokey"), new byte[0], 0, false, true, false)));
        assertEquals("Key /nokey does not exist, so there is no value or lease to keep.", missing.getMessage());

        EtcdAccessException both = assertThrows(EtcdAccessException.class,
                () -> f.ops.put(new PutRequest(b("/nokey"), b("x"), 0, false, true, false)));
        assertEquals("A value was given together with ignore-value.", both.getMessage());

        long lease = f.ops.grant(60).id();
        f.ops.revoke(lease);
        EtcdAccessException gone = assertThrows(EtcdAccessException.class,
                () -> f.ops.put(PutRequest.of(b("/x"), b("v")).withLease(lease)));
        assertEquals("Lease " + Describe.leaseHex(lease) + " does not exist (it expired or was revoked).",
                gone.getMessage());
        assertTrue(gone.hint().contains("lease grant"), gone.hint());
    }

    @Test
    void deletingAPrefixReturnsThePreviousValuesAndCountAgrees() {
        for (String k : List.of("/d/1", "/d/2", "/d/3", "/e")) {
            etcd.put(k, "v" + k);
        }
        assertEquals(3, f.ops.count(b("/d/"), true));

        DeleteResult deleted = f.ops.delete(new DeleteRequest(b("/d/"), true, true));
        assertEquals(3, deleted.deleted());
        assertEquals(List.of("/d/1", "/d/2", "/d/3"), keys(deleted.prevKvs()));
        assertEquals(List.of("v/d/1", "v/d/2", "v/d/3"), values(deleted.prevKvs()));
        assertEquals("deleted 3 keys at revision " + deleted.header().revision(), deleted.summary());
        assertEquals(0, f.ops.count(b("/d/"), true));
        assertEquals(1, f.ops.count(new byte[0], true));

        DeleteResult none = f.ops.delete(DeleteRequest.of(b("/d/1")));
        assertEquals(0, none.deleted());
        assertTrue(none.prevKvs().isEmpty());
        assertEquals("deleted no keys (revision " + none.header().revision() + ")", none.summary());
    }

    @Test
    void aValueAboveEtcdsRequestLimitIsRefusedWithTheReason() {
        EtcdAccessException e = assertThrows(EtcdAccessException.class,
                () -> f.ops.put(PutRequest.of(b("/big"), new byte[1536 * 1024])));
        assertEquals("The request is larger than this etcd accepts.", e.getMessage());
        assertTrue(e.hint().contains("--max-request-bytes"), e.hint());
    }

    @Test
    void aReadOnlySessionSendsNoWriteThroughTheOpsChannel() {
        etcd.put("/ro", "1");
        try (OpsFixture ro = new OpsFixture(ConnectionSettings.builder(List.of(etcd.endpoint())).readOnly(true)
                .build())) {
            assertEquals(1, ro.ops.count(b("/ro"), false), "reads still work");
            for (Runnable write : List.<Runnable>of(
                    () -> ro.ops.put(PutRequest.of(b("/ro"), b("2"))),
                    () -> ro.ops.delete(DeleteRequest.of(b("/ro"))),
                    () -> ro.ops.putIfUnchanged(b("/ro"), b("2"), 0, 0),
                    () -> ro.ops.grant(10))) {
                EtcdAccessException e = assertThrows(EtcdAccessException.class, write::run);
                assertEquals("This connection is read-only: nothing was written.", e.getMessage());
            }
        }
        assertEquals(Optional.of("1"), etcd.get("/ro"));
    }

    @Test
    void aNamespacedSessionSeesAndWritesOnlyItsOwnKeys() {
        etcd.put("/outside", "o");
        etcd.put("/ns/in", "i");
        ConnectionSettings settings = ConnectionSettings.builder(List.of(etcd.endpoint())).namespace("/ns").build();
        try (OpsFixture ns = new OpsFixture(settings)) {
            assertEquals(List.of("/in"), keys(ns.ops.get(GetRequest.prefix(new byte[0])).kvs()));
            ns.ops.put(PutRequest.of(b("/new"), b("n")));
            assertEquals(Optional.of("n"), etcd.get("/ns/new"));
            assertEquals(2, ns.ops.count(b("/"), true));

            TxnResult txn = ns.ops.txn(new TxnRequest(List.of(TxnCompare.value(b("/in"), CompareOp.EQUAL, b("i"))),
                    List.of(new TxnOp.Get(GetRequest.of(b("/new")))), List.of()));
            assertTrue(txn.succeeded());
            assertEquals(List.of("/new"), keys(((GetResult) txn.responses().get(0)).kvs()));

            long lease = ns.ops.grant(60).id();
            ns.ops.put(PutRequest.of(b("/leased"), b("l")).withLease(lease));
            assertEquals(List.of("/leased"), ns.ops.timeToLive(lease, true).keys().stream().map(OpsFixture::s)
                    .toList());

            DeleteResult all = ns.ops.delete(new DeleteRequest(new byte[0], true, true));
            assertEquals(List.of("/in", "/leased", "/new"), keys(all.prevKvs()));
        }
        assertEquals(Optional.of("o"), etcd.get("/outside"), "keys outside the namespace are untouched");
        assertEquals(Optional.empty(), etcd.get("/ns/in"));
    }
}
