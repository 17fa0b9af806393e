package io.etcdexplorer.cluster;

import io.etcd.jetcd.ByteSequence;
import io.etcd.jetcd.lease.LeaseTimeToLiveResponse;
import io.etcd.jetcd.options.LeaseOption;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.ops.EtcdOps;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * Lists the leases with their TTL and attached keys. A Kubernetes cluster holds a lease per event, so only the
 * first {@value #DETAILED} (by id) get their TTL and keys, asked for {@value #IN_FLIGHT} at a time. Blocking.
 */
public final class LeaseReader {

    static final int DETAILED = 500;
    private static final int IN_FLIGHT = 64;

    /** The leases read in detail, and how many exist. */
    public record Leases(List<LeaseInfo> leases, int total) {
        public Leases {
            leases = List.copyOf(leases);
        }
    }

    private final EtcdSession session;

    public LeaseReader(EtcdSession session) {
        this.session = session;
    }

    public Leases read() {
        List<Long> ids = new ArrayList<>(new EtcdOps(session).leases().ids());
        ids.sort(Comparator.naturalOrder());
        List<Long> shown = ids.subList(0, Math.min(DETAILED, ids.size()));
        List<LeaseInfo> leases = new ArrayList<>();
        LeaseOption withKeys = LeaseOption.builder().withAttachedKeys().build();
        for (int start = 0; start < shown.size(); start += IN_FLIGHT) {
            List<Long> batch = shown.subList(start, Math.min(shown.size(), start + IN_FLIGHT));
            List<CompletableFuture<LeaseTimeToLiveResponse>> calls = batch.stream()
                    .map(id -> session.client().getLeaseClient().timeToLive(id, withKeys)).toList();
            for (int i = 0; i < calls.size(); i++) {
                LeaseTimeToLiveResponse r;
                try {
                    r = ClusterCalls.await(calls.get(i), ClusterCalls.pollTimeout(session), session, null);
                } catch (EtcdAccessException e) {
                    calls.subList(i, calls.size()).forEach(c -> c.cancel(true));
                    throw e;
                }
                if (r.getTTL() >= 0) { // -1: expired between the list and this call
                    leases.add(new LeaseInfo(batch.get(i), r.getTTL(), r.getGrantedTTL(),
                            r.getKeys().stream().map(ByteSequence::getBytes).map(this::relative)
                                    .sorted(Arrays::compareUnsigned).toList()));
                }
            }
        }
        return new Leases(leases, ids.size());
    }

    /** jetcd leaves the namespace on lease keys; the tree shows keys without it. */
    private byte[] relative(byte[] key) {
        String namespace = session.settings().namespace();
        byte[] prefix = namespace == null ? new byte[0] : namespace.getBytes(StandardCharsets.UTF_8);
        if (prefix.length > 0 && key.length >= prefix.length
                && Arrays.equals(key, 0, prefix.length, prefix, 0, prefix.length)) {
            return Arrays.copyOfRange(key, prefix.length, key.length);
        }
        return key;
    }
}
