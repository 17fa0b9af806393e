package io.etcdexplorer.etcd;

import io.etcd.jetcd.api.AlarmRequest;
import io.etcd.jetcd.api.RequestOp;
import io.etcd.jetcd.api.TxnRequest;
import io.grpc.CallOptions;
import io.grpc.Channel;
import io.grpc.ClientCall;
import io.grpc.ClientInterceptor;
import io.grpc.ClientInterceptors;
import io.grpc.ForwardingClientCall;
import io.grpc.Metadata;
import io.grpc.MethodDescriptor;
import io.grpc.Status;

import java.util.Set;

/**
 * Guarantees that a read-only connection sends no request that changes the cluster. It sits on the gRPC channel
 * itself, below every feature, so a write that some screen forgot to disable still never leaves the machine.
 *
 * <p>It is an allow-list: only the RPCs named in {@link #READS} pass, plus Txn and Alarm requests whose content is
 * a read. Every other RPC, including any that a later etcd or jetcd adds, is refused before the call even starts.
 */
final class ReadOnlyGuard implements ClientInterceptor {

    /**
     * A new guard, typed as the interface jetcd takes: verifying EtcdConnector, which the window makes before any
     * connection, then loads no gRPC class (issue 26); {@code new ReadOnlyGuard()} there made the verifier load one.
     */
    static ClientInterceptor interceptor() {
        return new ReadOnlyGuard();
    }

    static final String MESSAGE = "This connection is read-only: the request was not sent.";

    /** What the guard does with an RPC. */
    enum Access {
        /** Sent: the RPC only reads, whatever its arguments. */
        READ,
        /** Sent only when the request is a read (Txn of ranges only, Alarm GET); its message is inspected. */
        BY_CONTENT,
        /** Never sent. */
        REFUSED
    }

    /**
     * The RPCs that cannot change the cluster, whatever their arguments. Left out on purpose (so refused):
     * LeaseKeepAlive, which renews a lease and so keeps keys alive that would otherwise expire; Defragment, which
     * rewrites a member's database file and blocks that member while it runs; MoveLeader; and every write of
     * keys, leases, members, users, roles, locks and elections.
     */
    static final Set<String> READS = Set.of(
            "etcdserverpb.KV/Range",
            // A watch stream's requests only create, cancel or ask progress of watchers on this stream.
            "etcdserverpb.Watch/Watch",
            // jetcd's own unary progress request: asks the server to send a progress notification.
            "etcdserverpb.Watch/Progress",
            "etcdserverpb.Lease/LeaseTimeToLive",
            "etcdserverpb.Lease/LeaseLeases",
            "etcdserverpb.Cluster/MemberList",
            "etcdserverpb.Maintenance/Status",
            // Hashes are computed from the stored data and change nothing (HashKV costs the member some CPU).
            "etcdserverpb.Maintenance/Hash",
            "etcdserverpb.Maintenance/HashKV",
            // A snapshot streams the member's database to the client; the member keeps serving and nothing changes.
            "etcdserverpb.Maintenance/Snapshot",
            // Logging in yields a token and changes no data; without it a read-only connection with a user could
            // not read at all (AuthReader also tells whether auth is on from its answer).
            "etcdserverpb.Auth/Authenticate",
            "etcdserverpb.Auth/AuthStatus",
            "etcdserverpb.Auth/UserGet",
            "etcdserverpb.Auth/UserList",
            "etcdserverpb.Auth/RoleGet",
            "etcdserverpb.Auth/RoleList",
            // Who leads an election, and a stream of its leaders: the election's keys are only read.
            "v3electionpb.Election/Leader",
            "v3electionpb.Election/Observe");

    /**
     * RPCs whose request says whether they write. A Txn is a read when every operation, in both branches and in
     * nested transactions, is a range (its compares only read). An Alarm is a read only for GET; ACTIVATE and
     * DEACTIVATE (disarm) change the cluster's alarms.
     */
    static final Set<String> BY_CONTENT = Set.of("etcdserverpb.KV/Txn", "etcdserverpb.Maintenance/Alarm");

    static Access access(String fullMethodName) {
        if (READS.contains(fullMethodName)) {
            return Access.READ;
        }
        return BY_CONTENT.contains(fullMethodName) ? Access.BY_CONTENT : Access.REFUSED;
    }

    /** True when the guard lets {@code request} for {@code fullMethodName} go. */
    static boolean allows(String fullMethodName, Object request) {
        return switch (access(fullMethodName)) {
            case READ -> true;
            case REFUSED -> false;
            // A request that is not the expected message (say raw bytes) cannot be inspected, so it is refused.
            case BY_CONTENT -> request instanceof TxnRequest txn ? reads(txn)
                    : request instanceof AlarmRequest alarm && alarm.getAction() == AlarmRequest.AlarmAction.GET;
        };
    }

    private static boolean reads(TxnRequest txn) {
        return txn.getSuccessList().stream().allMatch(ReadOnlyGuard::reads)
                && txn.getFailureList().stream().allMatch(ReadOnlyGuard::reads);
    }

    private static boolean reads(RequestOp op) {
        // An allow-list here too: an operation kind added to etcd later counts as a write.
        return switch (op.getRequestCase()) {
            case REQUEST_RANGE -> true;
            case REQUEST_TXN -> reads(op.getRequestTxn());
            default -> false;
        };
    }

    private static Status refusal() {
        return Status.PERMISSION_DENIED.withDescription(MESSAGE);
    }

    @Override
    public <Q, R> ClientCall<Q, R> interceptCall(MethodDescriptor<Q, R> method, CallOptions options, Channel next) {
        String name = method.getFullMethodName();
        return switch (access(name)) {
            case READ -> next.newCall(method, options);
            case BY_CONTENT -> new ContentChecked<>(name, next.newCall(method, options));
            // Failing in start() means the call is never started: not even its headers leave the machine.
            case REFUSED -> new ClientInterceptors.CheckedForwardingClientCall<>(next.newCall(method, options)) {
                @Override
                protected void checkedStart(Listener<R> listener, Metadata headers) {
                    throw refusal().asRuntimeException();
                }
            };
        };
    }

    /** A call whose message is checked before it is handed on. */
    private static final class ContentChecked<Q, R> extends ForwardingClientCall.SimpleForwardingClientCall<Q, R> {

        private final String name;
        private boolean refused;

        ContentChecked(String name, ClientCall<Q, R> delegate) {
            super(delegate);
            this.name = name;
        }

        @Override
        public void sendMessage(Q message) {
            if (refused || !allows(name, message)) {
                // Cancelling before the message is handed on means the server never sees the request.
                refused = true;
                cancel(MESSAGE, refusal().asRuntimeException());
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
    }
}
