package io.etcdexplorer.etcd.admin;

import io.etcd.jetcd.ByteSequence;
import io.etcd.jetcd.api.AlarmRequest;
import io.etcd.jetcd.api.AlarmType;
import io.etcd.jetcd.api.DefragmentRequest;
import io.etcd.jetcd.api.MaintenanceGrpc;
import io.etcd.jetcd.api.MoveLeaderRequest;
import io.etcd.jetcd.api.SnapshotRequest;
import io.etcd.jetcd.api.StatusRequest;
import io.etcd.jetcd.cluster.Member;
import io.etcd.jetcd.impl.AbstractResponse;
import io.etcd.jetcd.options.CompactOption;
import io.etcd.jetcd.options.LeaseOption;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.ResponseHeader;
import io.etcdexplorer.etcd.ops.LeaseTtlResult;
import io.etcdexplorer.etcd.ops.RawGrpc;
import io.grpc.MethodDescriptor;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/**
 * The cluster as an administrator sees it: members, each member's own status, alarms, leases, and the changes of
 * the maintenance screens (compaction, defragmentation, moving the leader, disarming alarms, snapshots). What one
 * member must answer goes to that member alone, dialled through the session's route (RawGrpc.atEndpoint): status
 * with the fields jetcd's protos lack, defragmentation, move-leader on the leader, its snapshot.
 *
 * <p>Calls that a poll makes side by side return a {@link Pending} the caller awaits with its own bound; the
 * others block with the session's timeout and report their header to the status bar. The read-only guard refuses
 * every change before it leaves the machine.
 */
public final class ClusterAdmin {

    private final EtcdSession session;

    public ClusterAdmin(EtcdSession session) {
        this.session = session;
    }

    /** The member list, with the id of the cluster that answered. */
    public Pending<MemberList> members() {
        return pending(mapped(session.client().getClusterClient().listMember(), r -> new MemberList(
                r.getHeader().getClusterId(), r.getMembers().stream().map(ClusterAdmin::member).toList())), null);
    }

    /** The alarms raised, all members together. */
    public Pending<List<RaisedAlarm>> alarms() {
        AlarmRequest request = AlarmRequest.newBuilder().setAction(AlarmRequest.AlarmAction.GET)
                .setAlarm(AlarmType.NONE).build();
        return pending(RawGrpc.of(session.client()).unary(MaintenanceGrpc.getAlarmMethod(), request,
                r -> r.getAlarmsList().stream().map(a -> new RaisedAlarm(a.getMemberID(), a.getAlarmValue()))
                        .toList()), null);
    }

    /** What the member behind profile endpoint {@code endpoint} says about itself. */
    public Pending<MemberStatus> status(String endpoint) {
        return atEndpoint(endpoint, MaintenanceGrpc.getStatusMethod(), StatusRequest.getDefaultInstance(),
                r -> MemberStatus.of(endpoint, r));
    }

    /**
     * Defragments the member behind {@code endpoint}: it rewrites its file and answers nothing else meanwhile, for
     * minutes on a large database.
     */
    public Pending<Void> defragment(String endpoint) {
        return atEndpoint(endpoint, MaintenanceGrpc.getDefragmentMethod(), DefragmentRequest.getDefaultInstance(),
                r -> null);
    }

    /** Makes member {@code targetId} the leader; etcd serves this only on the leader, so {@code leaderEndpoint}. */
    public Pending<Void> moveLeader(String leaderEndpoint, long targetId) {
        return atEndpoint(leaderEndpoint, MaintenanceGrpc.getMoveLeaderMethod(),
                MoveLeaderRequest.newBuilder().setTargetID(targetId).build(), r -> null);
    }

    /** Streams the snapshot of the member behind {@code endpoint} into {@code sink}, chunk by chunk. */
    public Pending<Void> snapshot(String endpoint, SnapshotSink sink) {
        return new Pending<>(RawGrpc.atEndpoint(session.client(), session.route().dialUrl(endpoint),
                grpc -> grpc.serverStream(MaintenanceGrpc.getSnapshotMethod(), SnapshotRequest.getDefaultInstance(),
                        chunk -> sink.chunk(chunk.getBlob().toByteArray(), chunk.getRemainingBytes()))),
                session, endpoint);
    }

    /**
     * Compacts every key's history before {@code revision}; with {@code physical}, etcd answers only once the space
     * is reclaimed inside its file.
     */
    public void compact(long revision, boolean physical) {
        session.call(session.client().getKVClient().compact(revision,
                CompactOption.builder().withCompactPhysical(physical).build()));
    }

    /** Deactivates alarm {@code type} of member {@code memberId}, as {@code etcdctl alarm disarm} does. */
    public void disarm(long memberId, int type) {
        AlarmRequest request = AlarmRequest.newBuilder().setAction(AlarmRequest.AlarmAction.DEACTIVATE)
                .setMemberID(memberId).setAlarmValue(type).build();
        session.call(RawGrpc.of(session.client()).unary(MaintenanceGrpc.getAlarmMethod(), request, AlarmAnswer::new));
    }

    /** Lease {@code id}'s remaining time and its keys (relative to the session's namespace); ttl -1 when gone. */
    public Pending<LeaseTtlResult> leaseWithKeys(long id) {
        LeaseOption withKeys = LeaseOption.builder().withAttachedKeys().build();
        return pending(mapped(session.client().getLeaseClient().timeToLive(id, withKeys), r -> new LeaseTtlResult(
                ResponseHeader.of(r.getHeader()), r.getID(), r.getTTL(), r.getGrantedTTL(),
                r.getKeys().stream().map(ByteSequence::getBytes).map(this::relative).toList())), null);
    }

    /** Receives a snapshot stream: each chunk, and how many bytes etcd says are still to come. */
    @FunctionalInterface
    public interface SnapshotSink {
        void chunk(byte[] blob, long remainingBytes);
    }

    private <T> Pending<T> pending(CompletableFuture<T> call, String endpoint) {
        return new Pending<>(call, session, endpoint);
    }

    /** {@code call}'s answer mapped, such that cancelling the result cancels the call itself. */
    private static <A, T> CompletableFuture<T> mapped(CompletableFuture<A> call, Function<A, T> map) {
        CompletableFuture<T> result = call.thenApply(map);
        result.whenComplete((value, failure) -> {
            if (result.isCancelled()) {
                call.cancel(true);
            }
        });
        return result;
    }

    private <Q, R, T> Pending<T> atEndpoint(String endpoint, MethodDescriptor<Q, R> method, Q request,
                                            Function<R, T> map) {
        return pending(RawGrpc.atEndpoint(session.client(), session.route().dialUrl(endpoint),
                grpc -> grpc.unary(method, request, map)), endpoint);
    }

    private static EtcdMember member(Member m) {
        return new EtcdMember(m.getId(), m.getName(), m.getPeerURIs().stream().map(URI::toString).toList(),
                m.getClientURIs().stream().map(URI::toString).toList(), m.isLearner());
    }

    /** jetcd leaves the namespace on lease keys; everywhere else keys are shown without it. */
    private byte[] relative(byte[] key) {
        String namespace = session.settings().namespace();
        byte[] prefix = namespace == null ? new byte[0] : namespace.getBytes(StandardCharsets.UTF_8);
        if (prefix.length > 0 && key.length >= prefix.length
                && Arrays.equals(key, 0, prefix.length, prefix, 0, prefix.length)) {
            return Arrays.copyOfRange(key, prefix.length, key.length);
        }
        return key;
    }

    /** An AlarmResponse as a jetcd response, so the session can await it and show its header. */
    private static final class AlarmAnswer extends AbstractResponse<Void> {
        AlarmAnswer(io.etcd.jetcd.api.AlarmResponse response) {
            super(null, response.getHeader());
        }
    }
}
