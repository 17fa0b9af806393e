package io.etcdexplorer.cluster;

import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.admin.ClusterAdmin;
import io.etcdexplorer.etcd.admin.Pending;
import io.etcdexplorer.etcd.ops.EtcdOps;
import io.etcdexplorer.etcd.ops.LeaseTtlResult;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * Lists the leases with their TTL and attached keys. A Kubernetes cluster holds a lease per event, so only the
 * first {@value #DETAILED} (by id) get their TTL and keys, asked for {@value #IN_FLIGHT} at a time. Blocking.
 */
final class LeaseReader {

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
        ClusterAdmin admin = new ClusterAdmin(session);
        for (int start = 0; start < shown.size(); start += IN_FLIGHT) {
            List<Long> batch = shown.subList(start, Math.min(shown.size(), start + IN_FLIGHT));
            List<Pending<LeaseTtlResult>> calls = batch.stream().map(admin::leaseWithKeys).toList();
            for (int i = 0; i < calls.size(); i++) {
                LeaseTtlResult r;
                try {
                    r = calls.get(i).await(ClusterCalls.pollTimeout(session));
                } catch (EtcdAccessException e) {
                    calls.subList(i, calls.size()).forEach(Pending::cancel);
                    throw e;
                }
                if (!r.expired()) { // expired between the list and this call
                    leases.add(new LeaseInfo(batch.get(i), r.ttl(), r.grantedTtl(),
                            r.keys().stream().sorted(Arrays::compareUnsigned).toList()));
                }
            }
        }
        return new Leases(leases, ids.size());
    }
}
