package io.etcdexplorer.etcd.ops;

import io.etcd.jetcd.ByteSequence;
import io.etcd.jetcd.api.KVGrpc;
import io.etcd.jetcd.lease.LeaseKeepAliveResponse;
import io.etcd.jetcd.lease.LeaseTimeToLiveResponse;
import io.etcd.jetcd.options.LeaseOption;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.KeyValueData;
import io.etcdexplorer.etcd.ResponseHeader;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The etcd v3 KV and lease operations with every option etcdctl offers, for the operations screens. Every method
 * blocks (call it off the UI thread), reports each response header to the session's listener and throws
 * {@link EtcdAccessException} with a message naming the cause and the fix.
 *
 * <p>KV requests are built as etcd protobufs and sent on the session's channel ({@link RawGrpc}) rather than
 * through jetcd's KV client, which cannot express ignore-value, ignore-lease or LEASE compares. The session's
 * namespace, TLS, auth and read-only guard all still apply. Holds no state of its own: share it across threads.
 */
public final class EtcdOps {

    /** Keys a refused guarded delete names; the count says how many there are in all. */
    private static final int CHANGES_NAMED = 5;

    private final EtcdSession session;
    private final KvProtos protos;
    private final RawGrpc grpc;

    public EtcdOps(EtcdSession session) {
        this.session = session;
        String namespace = session.settings().namespace();
        this.protos = new KvProtos(namespace == null ? new byte[0] : namespace.getBytes(StandardCharsets.UTF_8));
        this.grpc = RawGrpc.of(session.client());
    }

    public GetResult get(GetRequest r) {
        try {
            return KvProtos.getResult(session.call(
                    grpc.unary(KVGrpc.getRangeMethod(), protos.range(r), protos::wrapRange)));
        } catch (EtcdAccessException e) {
            throw OpsErrors.revision(e, session, r.revision(), this::latestRevision);
        }
    }

    /** How many keys {@code key} (or every key under it) matches, without reading them. */
    public long count(byte[] key, boolean prefix) {
        return get(new GetRequest(key, prefix, 0, false, true, SortTarget.KEY, SortOrder.NONE, 0)).count();
    }

    public PutResult put(PutRequest r) {
        try {
            return KvProtos.putResult(session.call(
                    grpc.unary(KVGrpc.getPutMethod(), protos.put(r), protos::wrapPut)));
        } catch (EtcdAccessException e) {
            throw OpsErrors.write(e, r.lease(), r.key());
        }
    }

    /** How many keys {@code key} (or every key under it) matches, and the revision the count was taken at. */
    public GetResult countNow(byte[] key, boolean prefix) {
        return get(new GetRequest(key, prefix, 0, false, true, SortTarget.KEY, SortOrder.NONE, 0));
    }

    /**
     * Deletes {@code r}'s range only if no key in it was created or modified after {@code countedRevision} (the
     * revision of the count the user confirmed), in one transaction: keys that appear after the question are never
     * deleted unasked. Otherwise nothing is deleted and the answer carries the new count, at the revision to guard
     * the next attempt with, and the newest changes. Keys deleted meanwhile do not stop it: fewer go than were
     * confirmed. etcd evaluates a range compare by reading the range, values too, so the server pays one read of
     * the prefix on top of the delete.
     */
    public GuardedDelete deleteUnchangedSince(DeleteRequest r, long countedRevision) {
        if (countedRevision <= 0) {
            throw new IllegalArgumentException("A guarded delete needs the revision its count was read at.");
        }
        TxnCompare unchanged = r.prefix() ? TxnCompare.modUnder(r.key(), CompareOp.LESS, countedRevision + 1)
                : TxnCompare.mod(r.key(), CompareOp.LESS, countedRevision + 1);
        GetRequest range = new GetRequest(r.key(), r.prefix(), 0, false, false, SortTarget.KEY, SortOrder.NONE, 0);
        TxnResult result = txn(new TxnRequest(List.of(unchanged), List.of(new TxnOp.Delete(r)),
                List.of(new TxnOp.Get(range.withCountOnly()),
                        new TxnOp.Get(range.withKeysOnly().sorted(SortTarget.MODIFY, SortOrder.DESCEND)
                                .withLimit(CHANGES_NAMED)))));
        if (result.succeeded()) {
            return new GuardedDelete.Deleted((DeleteResult) result.responses().get(0));
        }
        GetResult newest = (GetResult) result.responses().get(1);
        return new GuardedDelete.Changed(result.header(), ((GetResult) result.responses().get(0)).count(),
                newest.kvs().stream().map(KeyValueData::meta).filter(m -> m.modRevision() > countedRevision)
                        .toList());
    }

    public DeleteResult delete(DeleteRequest r) {
        return KvProtos.deleteResult(session.call(
                grpc.unary(KVGrpc.getDeleteRangeMethod(), protos.delete(r), protos::wrapDelete)));
    }

    public TxnResult txn(TxnRequest r) {
        io.etcd.jetcd.api.TxnRequest request = protos.txn(r);
        try {
            return protos.txnResult(session.call(
                    grpc.unary(KVGrpc.getTxnMethod(), request, KvProtos.TxnAnswer::new)));
        } catch (EtcdAccessException e) {
            throw txnFailure(e, r);
        }
    }

    /** A failed txn explained by its requests: the lease or key of its put, or the revision of its reads. */
    private EtcdAccessException txnFailure(EtcdAccessException e, TxnRequest r) {
        List<PutRequest> puts = requests(r, TxnOp.Put.class).map(TxnOp.Put::request).toList();
        long[] leases = puts.stream().mapToLong(PutRequest::lease).filter(l -> l != 0).distinct().toArray();
        EtcdAccessException write = OpsErrors.write(e, leases.length == 1 ? leases[0] : 0,
                puts.size() == 1 ? puts.get(0).key() : null);
        if (write != e) {
            return write;
        }
        long oldest = requests(r, TxnOp.Get.class).mapToLong(get -> get.request().revision()).filter(v -> v != 0)
                .min().orElse(0);
        return oldest == 0 ? e : OpsErrors.revision(e, session, oldest, this::latestRevision);
    }

    /**
     * Writes {@code value} only if nobody changed the key since it was read at {@code expectedModRevision}
     * (0: only if the key does not exist), in one transaction. Otherwise nothing is written and the conflict
     * carries the key as it is now, empty if it was deleted.
     *
     * @param lease 0 for none
     */
    public CasResult putIfUnchanged(byte[] key, byte[] value, long expectedModRevision, long lease) {
        TxnCompare unchanged = expectedModRevision == 0 ? TxnCompare.version(key, CompareOp.EQUAL, 0)
                : TxnCompare.mod(key, CompareOp.EQUAL, expectedModRevision);
        TxnResult result = txn(new TxnRequest(List.of(unchanged),
                List.of(new TxnOp.Put(new PutRequest(key, value, lease, false, false, false))),
                List.of(new TxnOp.Get(GetRequest.of(key)))));
        if (result.succeeded()) {
            return new CasResult.Applied(new PutResult(result.header(), Optional.empty()));
        }
        return new CasResult.Conflict(result.header(), first(result.responses().get(0)));
    }

    /**
     * Moves {@code from} to {@code to} in one transaction: writes {@code value} (with {@code lease}, 0 for none)
     * to {@code to} and deletes {@code from}, only if {@code from} is unchanged since {@code expectedModRevision}
     * and {@code to} does not exist. On conflict, {@code current} is {@code from} as it is now (empty if deleted)
     * and {@code targetExists} says whether {@code to} exists; either or both can be the reason.
     */
    public CasResult rename(byte[] from, byte[] to, byte[] value, long lease, long expectedModRevision) {
        if (Arrays.equals(from, to)) {
            throw new IllegalArgumentException(Describe.TEXT.get("rename.same"));
        }
        if (expectedModRevision <= 0) {
            throw new IllegalArgumentException("A rename needs the source key's mod revision, read beforehand.");
        }
        TxnResult result = txn(new TxnRequest(
                List.of(TxnCompare.mod(from, CompareOp.EQUAL, expectedModRevision),
                        TxnCompare.version(to, CompareOp.EQUAL, 0)),
                List.of(new TxnOp.Put(new PutRequest(to, value, lease, false, false, false)),
                        new TxnOp.Delete(DeleteRequest.of(from))),
                List.of(new TxnOp.Get(GetRequest.of(from)), new TxnOp.Get(GetRequest.of(to).withKeysOnly()))));
        if (result.succeeded()) {
            return new CasResult.Applied(new PutResult(result.header(), Optional.empty()));
        }
        return new CasResult.Conflict(result.header(), first(result.responses().get(0)),
                first(result.responses().get(1)).isPresent());
    }

    public LeaseGrantResult grant(long ttlSeconds) {
        var response = session.call(session.client().getLeaseClient().grant(ttlSeconds));
        return new LeaseGrantResult(ResponseHeader.of(response.getHeader()), response.getID(), response.getTTL());
    }

    /** Revokes lease {@code id}; etcd deletes every key attached to it. */
    public LeaseRevokeResult revoke(long id) {
        try {
            var response = session.call(session.client().getLeaseClient().revoke(id));
            return new LeaseRevokeResult(ResponseHeader.of(response.getHeader()), id);
        } catch (EtcdAccessException e) {
            throw OpsErrors.mentions(e, "requested lease not found") ? OpsErrors.leaseMissing(id, e.getCause()) : e;
        }
    }

    /** Renews lease {@code id} once, like {@code etcdctl lease keep-alive --once}. */
    public LeaseKeepAliveResult keepAliveOnce(long id) {
        LeaseKeepAliveResponse response;
        try {
            response = session.call(session.client().getLeaseClient().keepAliveOnce(id));
        } catch (EtcdAccessException e) {
            throw OpsErrors.mentions(e, "lease not found") ? OpsErrors.leaseMissing(id, e.getCause()) : e;
        }
        if (response.getTTL() <= 0) {
            // etcd answers a keep-alive for an unknown lease with TTL 0 rather than an error; etcdctl fails then.
            throw OpsErrors.leaseMissing(id, null);
        }
        return new LeaseKeepAliveResult(ResponseHeader.of(response.getHeader()), response.getID(),
                response.getTTL());
    }

    /** The remaining time of lease {@code id}; ttl -1 when it is gone. With {@code withKeys}, its keys. */
    public LeaseTtlResult timeToLive(long id, boolean withKeys) {
        LeaseOption option = withKeys ? LeaseOption.builder().withAttachedKeys().build() : LeaseOption.DEFAULT;
        LeaseTimeToLiveResponse response = session.call(session.client().getLeaseClient().timeToLive(id, option));
        List<byte[]> keys = response.getKeys().stream().map(ByteSequence::getBytes).map(protos::unprefixed).toList();
        return new LeaseTtlResult(ResponseHeader.of(response.getHeader()), response.getID(), response.getTTL(),
                response.getGrantedTTL(), keys);
    }

    /** Every lease the cluster holds (jetcd has no call for this: see {@link RawGrpc}). */
    public LeaseListResult leases() {
        LeaseLeases.LeasesResponse response = session.call(LeaseLeases.call(grpc));
        return new LeaseListResult(ResponseHeader.of(response.getHeader()), response.ids());
    }

    /** The cluster's current revision, from the cheapest read there is (count-only of one key). */
    private long latestRevision() {
        return get(new GetRequest(new byte[]{0}, false, 0, false, true, SortTarget.KEY, SortOrder.NONE, 0))
                .header().revision();
    }

    private static Optional<KeyValueData> first(OpResult get) {
        return ((GetResult) get).kvs().stream().findFirst();
    }

    private static <T extends TxnOp> Stream<T> requests(TxnRequest r, Class<T> type) {
        return Stream.concat(r.success().stream(), r.failure().stream()).filter(type::isInstance).map(type::cast);
    }
}
