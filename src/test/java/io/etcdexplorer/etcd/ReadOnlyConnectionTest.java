package io.etcdexplorer.etcd;

import io.etcd.jetcd.ByteSequence;
import io.etcd.jetcd.Client;
import io.etcd.jetcd.api.AuthGrpc;
import io.etcd.jetcd.api.AuthenticateRequest;
import io.etcd.jetcd.maintenance.AlarmMember;
import io.etcd.jetcd.maintenance.AlarmType;
import io.etcd.jetcd.op.Cmp;
import io.etcd.jetcd.op.CmpTarget;
import io.etcd.jetcd.op.Op;
import io.etcd.jetcd.options.DeleteOption;
import io.etcd.jetcd.options.GetOption;
import io.etcd.jetcd.options.LeaseOption;
import io.etcd.jetcd.options.PutOption;
import io.etcd.jetcd.watch.WatchEvent;
import io.etcdexplorer.etcd.ops.RawGrpc;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.io.ByteArrayOutputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A read-only connection to a real etcd: every kind of write is refused on the machine, every read still works. */
class ReadOnlyConnectionTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    private EtcdSession session;

    private static ByteSequence b(String s) {
        return ByteSequence.from(s, StandardCharsets.UTF_8);
    }

    @BeforeEach
    void connectReadOnly() {
        etcd.put("/ro/a", "1");
        session = new EtcdConnector().connect(ConnectionSettings.builder(List.of(etcd.endpoint())).readOnly(true)
                .build(), h -> { });
    }

    @AfterEach
    void close() {
        session.close();
    }

    private long revision() throws Exception {
        return etcd.client().getKVClient().get(b("/ro/a")).get().getHeader().getRevision();
    }

    private static void refused(CompletableFuture<?> call) {
        ExecutionException e = assertThrows(ExecutionException.class, () -> call.get(10, TimeUnit.SECONDS));
        EtcdAccessException explained = EtcdErrors.translate(e, "test");
        assertEquals("This connection is read-only: nothing was written.", explained.getMessage());
    }

    /** Reached etcd: it answered, or failed for a reason of etcd's own, not the guard's. */
    private static <T> T allowed(CompletableFuture<T> call) throws Exception {
        try {
            return call.get(10, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            assertFalse(EtcdErrors.translate(e, "test").getMessage().contains("read-only"), e::toString);
            return null;
        }
    }

    @Test
    void everyKindOfWriteIsRefusedBeforeItLeavesTheMachine() throws Exception {
        long before = revision();
        Client client = session.client();
        refused(client.getKVClient().put(b("/ro/a"), b("2")));
        refused(client.getKVClient().put(b("/ro/new"), b("x"), PutOption.DEFAULT));
        refused(client.getKVClient().delete(b("/ro/a")));
        refused(client.getKVClient().delete(b("/ro/"), DeleteOption.builder().isPrefix(true).build()));
        refused(client.getKVClient().txn().If(new Cmp(b("/ro/a"), Cmp.Op.EQUAL, CmpTarget.value(b("1"))))
                .Then(Op.put(b("/ro/a"), b("3"), PutOption.DEFAULT)).commit());
        refused(client.getKVClient().txn().Else(Op.delete(b("/ro/a"), DeleteOption.DEFAULT)).commit());
        refused(client.getKVClient().compact(before));
        refused(client.getLeaseClient().grant(60));
        refused(client.getAuthClient().authEnable());
        assertEquals(before, revision(), "the server's revision did not move");
        assertEquals("1", etcd.get("/ro/a").orElseThrow());
    }

    @Test
    void leaseClusterMaintenanceAuthLockAndElectionWritesAreRefusedToo() throws Exception {
        Client writer = etcd.client();
        long lease = writer.getLeaseClient().grant(600).get().getID();
        long member = writer.getClusterClient().listMember().get().getMembers().get(0).getId();
        Client client = session.client();

        refused(client.getLeaseClient().revoke(lease));
        refused(client.getLeaseClient().keepAliveOnce(lease));
        refused(client.getMaintenanceClient().defragmentMember(etcd.endpoint()));
        refused(client.getMaintenanceClient().alarmDisarm(new AlarmMember(member, AlarmType.NOSPACE)));
        refused(client.getMaintenanceClient().moveLeader(member));
        refused(client.getClusterClient().addMember(List.of(URI.create("http://127.0.0.1:1"))));
        refused(client.getClusterClient().updateMember(member, List.of(URI.create("http://127.0.0.1:1"))));
        refused(client.getClusterClient().removeMember(member));
        refused(client.getAuthClient().userAdd(b("mallory"), b("secret")));
        refused(client.getAuthClient().roleAdd(b("mallory")));
        refused(client.getAuthClient().authDisable());
        refused(client.getLockClient().lock(b("/ro/lock"), 0));
        refused(client.getElectionClient().campaign(b("/ro/election"), lease, b("me")));

        assertEquals(1, writer.getClusterClient().listMember().get().getMembers().size());
        assertTrue(writer.getLeaseClient().timeToLive(lease, LeaseOption.DEFAULT).get().getTTL() > 0,
                "the lease was not revoked");
        assertTrue(writer.getAuthClient().userList().get().getUsers().isEmpty());
        assertTrue(writer.getAuthClient().roleList().get().getRoles().isEmpty());
        assertTrue(writer.getKVClient().get(b("/ro/lock"), GetOption.builder().isPrefix(true).build()).get()
                .getKvs().isEmpty(), "no lock key was written");
    }

    @Test
    void readsOfEveryServiceStillWork() throws Exception {
        Client writer = etcd.client();
        long lease = writer.getLeaseClient().grant(600).get().getID();
        Client client = session.client();
        BlockingQueue<WatchEvent> events = new ArrayBlockingQueue<>(10);
        // From the next revision on: a watch registered after the put still sees it (it is set up asynchronously).
        long from = writer.getKVClient().get(b("/ro/watched")).get().getHeader().getRevision() + 1;
        try (var watch = client.getWatchClient().watch(b("/ro/watched"),
                io.etcd.jetcd.options.WatchOption.builder().withRevision(from).build(),
                r -> events.addAll(r.getEvents()))) {
            etcd.put("/ro/watched", "seen");
            WatchEvent event = events.poll(10, TimeUnit.SECONDS);
            assertEquals("seen", event.getKeyValue().getValue().toString(StandardCharsets.UTF_8));
        }

        assertEquals(1, allowed(client.getClusterClient().listMember()).getMembers().size());
        assertTrue(allowed(client.getMaintenanceClient().statusMember(etcd.endpoint())).getDbSize() > 0);
        assertTrue(allowed(client.getMaintenanceClient().listAlarms()).getAlarms().isEmpty());
        assertTrue(allowed(client.getMaintenanceClient().hashKV(etcd.endpoint(), 0)).getHash() != 0);
        ByteArrayOutputStream snapshot = new ByteArrayOutputStream();
        assertTrue(allowed(client.getMaintenanceClient().snapshot(snapshot)) > 0);
        assertTrue(allowed(client.getLeaseClient().timeToLive(lease, LeaseOption.DEFAULT)).getTTL() > 0);
        assertTrue(allowed(client.getAuthClient().userList()).getUsers().isEmpty());
        assertTrue(allowed(client.getAuthClient().roleList()).getRoles().isEmpty());
        RawGrpc grpc = RawGrpc.of(client);
        byte[] leases = allowed(grpc.unary(RawGrpc.bytesMethod("etcdserverpb.Lease/LeaseLeases"), new byte[0],
                answer -> answer));
        assertTrue(leases.length > 0, "LeaseLeases answered with the lease");
        // etcd answers these two itself: auth is off, and nobody leads the election.
        allowed(grpc.unary(AuthGrpc.getAuthenticateMethod(), AuthenticateRequest.newBuilder()
                .setName("nobody").setPassword("x").build(), answer -> answer));
        allowed(client.getElectionClient().leader(b("/ro/election")));
    }

    @Test
    void readsStillWorkIncludingReadOnlyTransactions() throws Exception {
        assertTrue(session.get("/ro/a".getBytes(StandardCharsets.UTF_8)).isPresent());
        assertEquals(1, session.valueSizes(List.of("/ro/a".getBytes(StandardCharsets.UTF_8)))[0]);
        var txn = session.client().getKVClient().txn().Then(Op.get(b("/ro/a"), GetOption.DEFAULT)).commit()
                .get(10, TimeUnit.SECONDS);
        assertTrue(txn.isSucceeded());
        assertTrue(session.isReadOnly());
    }
}
