package io.etcdexplorer.etcd;

import io.etcd.jetcd.api.AlarmRequest;
import io.etcd.jetcd.api.RequestOp;
import io.etcd.jetcd.api.TxnRequest;
import io.grpc.CallOptions;
import io.grpc.Channel;
import io.grpc.ClientCall;
import io.grpc.ClientInterceptor;
import io.grpc.ForwardingClientCall;
import io.grpc.Metadata;
import io.grpc.MethodDescriptor;
import io.grpc.Status;

import java.util.Set;

/**
 * Guarantees that a read-only connection sends no mutating request. It sits on the gRPC channel itself, below
 * every feature, so a write that some screen forgot to disable still never leaves the machine.
 */
final class ReadOnlyGuard implements ClientInterceptor {

    static final String MESSAGE = "This connection is read-only: the request was not sent.";

    /** RPCs that change the cluster whatever their arguments. Txn and Alarm are judged by their content. */
    private static final Set<String> MUTATING = Set.of(
            "etcdserverpb.KV/Put", "etcdserverpb.KV/DeleteRange", "etcdserverpb.KV/Compact",
            "etcdserverpb.Lease/LeaseGrant", "etcdserverpb.Lease/LeaseRevoke", "etcdserverpb.Lease/LeaseKeepAlive",
            "etcdserverpb.Cluster/MemberAdd", "etcdserverpb.Cluster/MemberRemove",
            "etcdserverpb.Cluster/MemberUpdate", "etcdserverpb.Cluster/MemberPromote",
            "etcdserverpb.Maintenance/Defragment", "etcdserverpb.Maintenance/MoveLeader",
            "etcdserverpb.Maintenance/Downgrade",
            "etcdserverpb.Auth/AuthEnable", "etcdserverpb.Auth/AuthDisable", "etcdserverpb.Auth/UserAdd",
            "etcdserverpb.Auth/UserDelete", "etcdserverpb.Auth/UserChangePassword",
            "etcdserverpb.Auth/UserGrantRole", "etcdserverpb.Auth/UserRevokeRole", "etcdserverpb.Auth/RoleAdd",
            "etcdserverpb.Auth/RoleDelete", "etcdserverpb.Auth/RoleGrantPermission",
            "etcdserverpb.Auth/RoleRevokePermission",
            "v3lockpb.Lock/Lock", "v3lockpb.Lock/Unlock",
            "v3electionpb.Election/Campaign", "v3electionpb.Election/Proclaim", "v3electionpb.Election/Resign");

    static boolean isMutating(String fullMethodName, Object request) {
        if (MUTATING.contains(fullMethodName)) {
            return true;
        }
        if (request instanceof TxnRequest txn) {
            return writes(txn);
        }
        if (request instanceof AlarmRequest alarm) {
            return alarm.getAction() != AlarmRequest.AlarmAction.GET;
        }
        return false;
    }

    private static boolean writes(TxnRequest txn) {
        for (RequestOp op : txn.getSuccessList()) {
            if (writes(op)) {
                return true;
            }
        }
        for (RequestOp op : txn.getFailureList()) {
            if (writes(op)) {
                return true;
            }
        }
        return false;
    }

    private static boolean writes(RequestOp op) {
        return op.hasRequestPut() || op.hasRequestDeleteRange() || (op.hasRequestTxn() && writes(op.getRequestTxn()));
    }

    @Override
    public <Q, R> ClientCall<Q, R> interceptCall(MethodDescriptor<Q, R> method, CallOptions options, Channel next) {
        String name = method.getFullMethodName();
        return new ForwardingClientCall.SimpleForwardingClientCall<>(next.newCall(method, options)) {
            private boolean refused;

            @Override
            public void sendMessage(Q message) {
                if (isMutating(name, message)) {
                    // Cancelling before the message is handed on means nothing reaches the wire.
                    refused = true;
                    cancel(MESSAGE, Status.PERMISSION_DENIED.withDescription(MESSAGE).asRuntimeException());
                    return;
                }
                super.sendMessage(message);
            }

            @Override
            public void halfClose() {
                if (!refused) {
                    super.halfClose();
                }
            }
        };
    }
}
