package io.etcdexplorer.etcd.ops;

import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.List;
import java.util.Optional;

import static io.etcdexplorer.etcd.ops.OpsFixture.b;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class EtcdOpsLeaseTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    private OpsFixture f;

    @BeforeEach
    void setUp() {
        etcd.deleteAll();
        f = new OpsFixture(etcd);
        for (long id : f.ops.leases().ids()) {
            f.ops.revoke(id);
        }
    }

    @AfterEach
    void tearDown() {
        f.close();
    }

    @Test
    void grantReportsIdAndTtlAndListShowsIt() {
        LeaseGrantResult granted = f.ops.grant(60);
        assertTrue(granted.id() > 0);
        assertEquals(60, granted.ttl());
        assertEquals(granted.header(), f.lastHeader());
        assertEquals("lease " + String.format("%016x", granted.id()) + " granted, TTL 60 s", granted.summary());

        LeaseGrantResult second = f.ops.grant(30);
        LeaseListResult list = f.ops.leases();
        assertEquals(List.of(granted.id(), second.id()), list.ids().stream().sorted().toList());
        assertEquals("2 leases", list.summary());
        assertEquals(list.header(), f.lastHeader());
    }

    @Test
    void anExpiringLeaseRemovesItsKeyAndReportsMinusOne() throws InterruptedException {
        long lease = f.ops.grant(1).id();
        f.ops.put(PutRequest.of(b("/short"), b("lived")).withLease(lease));
        assertEquals(Optional.of("lived"), etcd.get("/short"));

        long deadline = System.nanoTime() + 10_000_000_000L; // etcd checks expiry every 500 ms
        while (etcd.get("/short").isPresent() && System.nanoTime() < deadline) {
            Thread.sleep(200);
        }
        assertEquals(Optional.empty(), etcd.get("/short"));

        LeaseTtlResult ttl = f.ops.timeToLive(lease, true);
        assertEquals(-1, ttl.ttl());
        assertTrue(ttl.expired());
        assertTrue(ttl.keys().isEmpty());
        assertEquals("lease " + Describe.leaseHex(lease) + " has expired or does not exist", ttl.summary());
        assertFalse(f.ops.leases().ids().contains(lease));
    }

    @Test
    void keepAliveOnceRestartsTheTtl() throws InterruptedException {
        long lease = f.ops.grant(10).id();
        Thread.sleep(1500);
        assertTrue(f.ops.timeToLive(lease, false).ttl() < 10);

        LeaseKeepAliveResult renewed = f.ops.keepAliveOnce(lease);
        assertEquals(lease, renewed.id());
        assertEquals(10, renewed.ttl());
        assertEquals(renewed.header(), f.lastHeader());
        LeaseTtlResult ttl = f.ops.timeToLive(lease, false);
        assertTrue(ttl.ttl() >= 9, "ttl " + ttl.ttl());
        assertEquals(10, ttl.grantedTtl());
    }

    @Test
    void timeToLiveListsAttachedKeysOnlyWhenAsked() {
        long lease = f.ops.grant(60).id();
        f.ops.put(PutRequest.of(b("/l/1"), b("a")).withLease(lease));
        f.ops.put(PutRequest.of(b("/l/2"), b("b")).withLease(lease));

        assertTrue(f.ops.timeToLive(lease, false).keys().isEmpty());
        LeaseTtlResult withKeys = f.ops.timeToLive(lease, true);
        assertEquals(List.of("/l/1", "/l/2"), withKeys.keys().stream().map(OpsFixture::s).sorted().toList());
        assertTrue(withKeys.summary().endsWith("s of 60 s left, 2 keys"), withKeys.summary());
    }

    @Test
    void revokeDeletesTheKeysAndAGoneLeaseIsExplained() {
        long lease = f.ops.grant(60).id();
        f.ops.put(PutRequest.of(b("/r"), b("v")).withLease(lease));

        LeaseRevokeResult revoked = f.ops.revoke(lease);
        assertEquals(lease, revoked.id());
        assertEquals("lease " + Describe.leaseHex(lease) + " revoked", revoked.summary());
        assertEquals(Optional.empty(), etcd.get("/r"));

        String expected = "Lease " + Describe.leaseHex(lease) + " does not exist (it expired or was revoked).";
        assertEquals(expected, assertThrows(EtcdAccessException.class, () -> f.ops.revoke(lease)).getMessage());
        assertEquals(expected, assertThrows(EtcdAccessException.class, () -> f.ops.keepAliveOnce(lease))
                .getMessage());
        assertEquals(-1, f.ops.timeToLive(lease, false).ttl());
        assertEquals("no leases", f.ops.leases().summary());
    }
}
