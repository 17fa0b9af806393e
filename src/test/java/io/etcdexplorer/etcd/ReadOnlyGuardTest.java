package io.etcdexplorer.etcd;

import com.google.protobuf.ByteString;
import io.etcd.jetcd.api.AlarmRequest;
import io.etcd.jetcd.api.AuthGrpc;
import io.etcd.jetcd.api.ClusterGrpc;
import io.etcd.jetcd.api.DeleteRangeRequest;
import io.etcd.jetcd.api.ElectionGrpc;
import io.etcd.jetcd.api.KVGrpc;
import io.etcd.jetcd.api.LeaseGrpc;
import io.etcd.jetcd.api.MaintenanceGrpc;
import io.etcd.jetcd.api.PutRequest;
import io.etcd.jetcd.api.RangeRequest;
import io.etcd.jetcd.api.RequestOp;
import io.etcd.jetcd.api.TxnRequest;
import io.etcd.jetcd.api.WatchGrpc;
import io.etcd.jetcd.api.lock.LockGrpc;
import io.etcdexplorer.etcd.ops.RawGrpc;
import io.grpc.CallOptions;
import io.grpc.Channel;
import io.grpc.ClientCall;
import io.grpc.Metadata;
import io.grpc.MethodDescriptor;
import io.grpc.ServiceDescriptor;
import io.grpc.Status;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every etcd v3 RPC that jetcd's generated gRPC services describe goes through the read-only guard and is either
 * one this test has reviewed as a read (and sent) or refused (and never started). A later jetcd with more RPCs
 * fails here only if the guard lets an unreviewed one through.
 */
class ReadOnlyGuardTest {

    /** Reviewed one by one against etcd's rpc.proto, v3lock.proto and v3election.proto: none can change data. */
    private static final Set<String> REVIEWED_READS = Set.of(
            "etcdserverpb.KV/Range", "etcdserverpb.Watch/Watch", "etcdserverpb.Watch/Progress",
            "etcdserverpb.Lease/LeaseTimeToLive", "etcdserverpb.Lease/LeaseLeases", "etcdserverpb.Cluster/MemberList",
            "etcdserverpb.Maintenance/Status", "etcdserverpb.Maintenance/Hash", "etcdserverpb.Maintenance/HashKV",
            "etcdserverpb.Maintenance/Snapshot", "etcdserverpb.Auth/Authenticate", "etcdserverpb.Auth/AuthStatus",
            "etcdserverpb.Auth/UserGet", "etcdserverpb.Auth/UserList", "etcdserverpb.Auth/RoleGet",
            "etcdserverpb.Auth/RoleList", "v3electionpb.Election/Leader", "v3electionpb.Election/Observe");

    /** Reads or writes depending on the request; sent with its default (empty) request here, which reads. */
    private static final Set<String> BY_CONTENT = Set.of("etcdserverpb.KV/Txn", "etcdserverpb.Maintenance/Alarm");

    private static Stream<MethodDescriptor<?, ?>> jetcdRpcs() {
        return Stream.of(KVGrpc.getServiceDescriptor(), WatchGrpc.getServiceDescriptor(),
                        LeaseGrpc.getServiceDescriptor(), ClusterGrpc.getServiceDescriptor(),
                        MaintenanceGrpc.getServiceDescriptor(), AuthGrpc.getServiceDescriptor(),
                        ElectionGrpc.getServiceDescriptor(), LockGrpc.getServiceDescriptor())
                .map(ServiceDescriptor::getMethods).flatMap(java.util.Collection::stream);
    }

    /** The default instance of the method's request message, as the generated marshaller knows it. */
    private static Object emptyRequest(MethodDescriptor<?, ?> method) {
        return ((MethodDescriptor.PrototypeMarshaller<?>) method.getRequestMarshaller()).getMessagePrototype();
    }

    @Test
    void everyRpcOfJetcdsServicesIsAReviewedReadOrNeverStarted() {
        List<String> seen = new ArrayList<>();
        Set<String> sent = new TreeSet<>();
        Set<String> refused = new TreeSet<>();
        jetcdRpcs().forEach(method -> {
            seen.add(method.getFullMethodName());
            (run(method, emptyRequest(method)).started ? sent : refused).add(method.getFullMethodName());
        });

        for (String name : sent) {
            assertTrue(REVIEWED_READS.contains(name) || BY_CONTENT.contains(name), name + " was sent unreviewed");
        }
        for (String name : seen) {
            if (REVIEWED_READS.contains(name) || BY_CONTENT.contains(name)) {
                assertTrue(sent.contains(name), name + " is a read and must be sent");
            }
        }
        // jetcd 0.8.5's writes, spelled out so that a change of the guard shows here. An RPC a later jetcd adds
        // is refused too, unless reviewed and added to the reads.
        assertTrue(refused.containsAll(Set.of("etcdserverpb.KV/Put", "etcdserverpb.KV/DeleteRange",
                "etcdserverpb.KV/Compact", "etcdserverpb.Lease/LeaseGrant", "etcdserverpb.Lease/LeaseRevoke",
                "etcdserverpb.Lease/LeaseKeepAlive", "etcdserverpb.Cluster/MemberAdd",
                "etcdserverpb.Cluster/MemberRemove", "etcdserverpb.Cluster/MemberUpdate",
                "etcdserverpb.Maintenance/Defragment", "etcdserverpb.Maintenance/MoveLeader",
                "etcdserverpb.Auth/AuthEnable", "etcdserverpb.Auth/AuthDisable", "etcdserverpb.Auth/UserAdd",
                "etcdserverpb.Auth/UserDelete", "etcdserverpb.Auth/UserChangePassword",
                "etcdserverpb.Auth/UserGrantRole", "etcdserverpb.Auth/UserRevokeRole", "etcdserverpb.Auth/RoleAdd",
                "etcdserverpb.Auth/RoleDelete", "etcdserverpb.Auth/RoleGrantPermission",
                "etcdserverpb.Auth/RoleRevokePermission", "v3electionpb.Election/Campaign",
                "v3electionpb.Election/Proclaim", "v3electionpb.Election/Resign", "v3lockpb.Lock/Lock",
                "v3lockpb.Lock/Unlock")), refused::toString);
        assertTrue(seen.size() >= 45, "jetcd 0.8.5's services describe 45 RPCs, found " + seen);
    }

    @Test
    void rpcsTheGuardHasNeverHeardOfAreRefused() {
        // etcd's RPCs that jetcd 0.8.5's protos lack, and made-up future ones, sent the way RawGrpc sends raw calls.
        for (String name : List.of("etcdserverpb.Cluster/MemberPromote", "etcdserverpb.Maintenance/Downgrade",
                "etcdserverpb.KV/PutMany", "etcdserverpb.Lease/LeaseCheckpoint", "v3lockpb.Lock/ForceUnlock",
                "grpc.health.v1.Health/Check")) {
            Recorded call = run(RawGrpc.bytesMethod(name), new byte[0]);
            assertFalse(call.started, name);
            assertRefused(call, name);
        }
        assertTrue(run(RawGrpc.bytesMethod("etcdserverpb.Lease/LeaseLeases"), new byte[0]).sent);
    }

    @Test
    void aTxnIsSentOnlyWhenEveryOperationOfBothBranchesIsARange() {
        RequestOp range = RequestOp.newBuilder().setRequestRange(RangeRequest.newBuilder()
                .setKey(ByteString.copyFromUtf8("/a"))).build();
        RequestOp put = RequestOp.newBuilder().setRequestPut(PutRequest.newBuilder()
                .setKey(ByteString.copyFromUtf8("/a"))).build();
        RequestOp delete = RequestOp.newBuilder().setRequestDeleteRange(DeleteRangeRequest.newBuilder()
                .setKey(ByteString.copyFromUtf8("/a"))).build();
        RequestOp nestedRead = RequestOp.newBuilder().setRequestTxn(TxnRequest.newBuilder().addSuccess(range)).build();
        RequestOp nestedPut = RequestOp.newBuilder().setRequestTxn(TxnRequest.newBuilder().addFailure(put)).build();

        assertTrue(txn(TxnRequest.newBuilder().addSuccess(range).addFailure(range).addSuccess(nestedRead)).sent);
        for (TxnRequest.Builder writes : List.of(TxnRequest.newBuilder().addSuccess(range).addSuccess(put),
                TxnRequest.newBuilder().addFailure(delete), TxnRequest.newBuilder().addSuccess(nestedPut),
                // An operation of no known kind (a later etcd's, say) counts as a write.
                TxnRequest.newBuilder().addSuccess(RequestOp.getDefaultInstance()))) {
            Recorded call = txn(writes);
            assertFalse(call.sent, writes.toString());
            assertRefused(call, writes.toString());
        }
        // A Txn whose request cannot be inspected (raw bytes) is refused.
        assertFalse(run(RawGrpc.bytesMethod("etcdserverpb.KV/Txn"), TxnRequest.getDefaultInstance().toByteArray())
                .sent);
    }

    @Test
    void anAlarmRequestIsSentOnlyToListAlarms() {
        for (AlarmRequest.AlarmAction action : List.of(AlarmRequest.AlarmAction.ACTIVATE,
                AlarmRequest.AlarmAction.DEACTIVATE)) {
            Recorded call = run(MaintenanceGrpc.getAlarmMethod(), AlarmRequest.newBuilder().setAction(action).build());
            assertFalse(call.sent, action.name());
            assertRefused(call, action.name());
        }
        assertTrue(run(MaintenanceGrpc.getAlarmMethod(), AlarmRequest.newBuilder()
                .setAction(AlarmRequest.AlarmAction.GET).build()).sent);
    }

    private static Recorded txn(TxnRequest.Builder txn) {
        return run(KVGrpc.getTxnMethod(), txn.build());
    }

    private static void assertRefused(Recorded call, String what) {
        assertNotNull(call.closed, what + ": the caller must hear of the refusal");
        // Refused by name: PERMISSION_DENIED; refused by content: the started call is cancelled.
        assertTrue(Set.of(Status.Code.PERMISSION_DENIED, Status.Code.CANCELLED).contains(call.closed.getCode()), what);
        assertEquals(ReadOnlyGuard.MESSAGE, call.closed.getDescription(), what);
    }

    /** Makes one call through the guard, as a stub does, on a channel that only records what reaches it. */
    @SuppressWarnings("unchecked")
    private static <Q, R> Recorded run(MethodDescriptor<Q, R> method, Object request) {
        Recorded recorded = new Recorded();
        Channel wire = new Channel() {
            @Override
            public <A, B> ClientCall<A, B> newCall(MethodDescriptor<A, B> m, CallOptions options) {
                return new ClientCall<>() {
                    private Listener<B> listener;

                    @Override
                    public void start(Listener<B> responseListener, Metadata headers) {
                        recorded.started = true;
                        listener = responseListener;
                    }

                    @Override
                    public void request(int numMessages) {
                    }

                    @Override
                    public void cancel(String message, Throwable cause) {
                        // As grpc's own call does.
                        listener.onClose(Status.CANCELLED.withDescription(message).withCause(cause), new Metadata());
                    }

                    @Override
                    public void halfClose() {
                        recorded.halfClosed = true;
                    }

                    @Override
                    public void sendMessage(A message) {
                        recorded.sent = true;
                    }
                };
            }

            @Override
            public String authority() {
                return "recorder";
            }
        };
        ClientCall<Q, R> call = new ReadOnlyGuard().interceptCall(method, CallOptions.DEFAULT, wire);
        call.start(new ClientCall.Listener<>() {
            @Override
            public void onClose(Status status, Metadata trailers) {
                assertNull(recorded.closed, "closed twice");
                recorded.closed = status;
            }
        }, new Metadata());
        call.request(1);
        call.sendMessage((Q) request);
        call.halfClose();
        assertEquals(recorded.sent, recorded.halfClosed, method.getFullMethodName());
        return recorded;
    }

    /** What reached the recording channel, and how the call ended for its caller. */
    private static final class Recorded {
        boolean started;
        boolean sent;
        boolean halfClosed;
        Status closed;
    }
}
