package io.etcdexplorer.operations;

import io.etcdexplorer.editor.LeaseMode;
import io.etcdexplorer.oplog.LogEntry;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Leases form against a real etcd: every action, the list that fills the id fields, refused input. */
class LeaseFormTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    private OperationsFixture f;
    private LeaseForm leases;

    @BeforeEach
    void connect() {
        f = new OperationsFixture(etcd);
        leases = f.ops.leases();
    }

    @AfterEach
    void close() {
        f.close();
    }

    private void putWithPickedLease(String key, String id) {
        PutForm put = f.ops.put();
        put.leaseModeProperty().set(LeaseMode.EXISTING);
        leases.useLease(id);
        put.keyProperty().set(key);
        put.valueProperty().set("v");
        put.write();
    }

    @Test
    void everyLeaseActionRunsAndIsLogged() {
        leases.ttlProperty().set("60");
        leases.grant();
        String id = leases.idProperty().get();
        assertEquals(16, id.length(), "the new lease fills the id field");
        assertEquals("Granted lease " + id + " with a TTL of 60 s.", leases.messageProperty().get());
        putWithPickedLease("/l/a", id);
        putWithPickedLease("/l/b", id);
        assertEquals(Long.parseUnsignedLong(id, 16), f.leaseOf("/l/a"), "picking a lease filled Put's lease id");

        leases.idProperty().set("");
        leases.list();
        assertTrue(leases.leaseIds().contains(id), leases.leaseIds().toString());
        leases.useLease(id);
        assertEquals(id, leases.idProperty().get());

        leases.timeToLive();
        assertTrue(leases.messageProperty().get().matches("TTL \\d+ s of 60 s, keys: /l/a, /l/b"),
                leases.messageProperty().get());
        leases.keepAliveOnce();
        assertEquals("Lease " + id + " kept alive: TTL 60 s again.", leases.messageProperty().get());

        leases.revoke();
        assertEquals(List.of("Revoke lease " + id + "? etcd deletes the 2 keys attached to it: /l/a, /l/b."),
                f.asked);
        assertEquals(Optional.empty(), etcd.get("/l/a"));
        assertFalse(f.inTree("/l/b"), "the lease's keys left the tree");
        assertFalse(leases.leaseIds().contains(id));
        assertEquals("Revoked lease " + id + "; etcd deleted 2 keys with it.", leases.messageProperty().get());

        leases.timeToLive();
        assertTrue(leases.messageProperty().get().contains("expired"), leases.messageProperty().get());
        assertEquals(List.of("lease grant", "put", "put", "lease list", "lease timetolive", "lease keep-alive",
                "lease revoke", "lease timetolive"), f.log.entries().stream().map(LogEntry::operation).toList());
        f.assertAllLoggedAsEtcdctl();
    }

    @Test
    void aDeclinedRevokeKeepsTheLeaseAndAnUnknownLeaseIsReported() {
        leases.ttlProperty().set("60");
        leases.grant();
        String id = leases.idProperty().get();
        putWithPickedLease("/kept", id);
        f.agree = false;

        leases.revoke();

        assertEquals(Optional.of("v"), etcd.get("/kept"));
        assertEquals("declined: lease kept", f.lastLog().summary());
        f.agree = true;
        leases.revoke();
        assertEquals(Optional.empty(), etcd.get("/kept"));

        leases.revoke();
        assertEquals("Lease " + id + " has expired or does not exist: nothing to revoke.",
                leases.messageProperty().get());
        leases.keepAliveOnce();
        assertTrue(leases.failedProperty().get());
        assertTrue(leases.messageProperty().get().startsWith("Lease " + id + " does not exist"),
                leases.messageProperty().get());
        assertTrue(f.lastLog().failed());
        f.assertAllLoggedAsEtcdctl();
    }

    @Test
    void aLeaseWithoutKeysIsRevokedWithoutAsking() {
        leases.ttlProperty().set("30");
        leases.grant();

        leases.revoke();

        assertTrue(f.asked.isEmpty());
        assertEquals("Revoked lease " + leases.idProperty().get() + ".", leases.messageProperty().get());
    }

    @Test
    void invalidTtlAndLeaseIdAreNamedNextToTheFieldAndNothingIsSent() {
        leases.ttlProperty().set("ten");
        assertTrue(leases.ttlProblemProperty().get().contains("whole number of seconds"), "shown while typing");
        leases.grant();
        assertTrue(leases.ttlProblemProperty().get().contains("\"ten\" is not"), leases.ttlProblemProperty().get());

        leases.idProperty().set("xyz");
        leases.timeToLive();
        leases.revoke();
        leases.keepAliveOnce();
        assertTrue(leases.idProblemProperty().get().startsWith("A lease id is a hexadecimal number"),
                leases.idProblemProperty().get());
        assertTrue(leases.failedProperty().get());

        leases.idProperty().set("");
        leases.timeToLive();
        assertEquals("Type a lease id, or pick one from the lease list.", leases.idProblemProperty().get());
        assertTrue(f.log.entries().isEmpty(), "nothing sent, nothing logged");
        assertTrue(f.asked.isEmpty());
    }
}
