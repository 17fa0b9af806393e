package io.etcdexplorer.playground.seed;

import static io.etcdexplorer.playground.seed.KubeMeta.BIRTH;
import static io.etcdexplorer.playground.seed.KubeMeta.NODE;
import static io.etcdexplorer.playground.seed.KubeMeta.NOW;
import static io.etcdexplorer.playground.seed.KubeMeta.microTime;

import io.kubernetes.client.proto.Meta.ObjectMeta;
import io.kubernetes.client.proto.Meta.OwnerReference;
import io.kubernetes.client.proto.V1Coordination.Lease;
import io.kubernetes.client.proto.V1Coordination.LeaseSpec;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * The part of the keyspace that keeps changing in a live cluster: leases renewed every few seconds. Their last
 * few renewals are replayed so the history view has several versions of the same key to compare.
 */
final class KubeActivity {

    static final String NODE_LEASE_KEY = KubeStorage.namespaced("leases", "kube-node-lease", NODE);
    static final String CONTROLLER_LEASE_KEY =
            KubeStorage.namespaced("leases", "kube-system", "kube-controller-manager");
    static final String SCHEDULER_LEASE_KEY = KubeStorage.namespaced("leases", "kube-system", "kube-scheduler");

    private static final String APISERVER_ID = "apiserver-" + Bytes.sha256Hex("apiserver").substring(0, 26);
    static final String APISERVER_LEASE_KEY = KubeStorage.namespaced("leases", "kube-system", APISERVER_ID);

    /** Renewals happen at arbitrary sub-second moments; MicroTime keeps the microseconds. */
    private static final long RENEW_FRACTION = 412_367_000L;

    private KubeActivity() {
    }

    /** The state of each lease when the replay starts, 40 seconds before NOW. */
    static List<SeedStep> initialLeases() {
        Instant at = NOW.minusSeconds(40).plusNanos(RENEW_FRACTION);
        return List.of(nodeLease(at), leaderLease("kube-controller-manager", at), leaderLease("kube-scheduler", at),
                apiServerLease(at));
    }

    /**
     * A sample of the renewals over the last 30 seconds, oldest first: the node lease every round, the two
     * leader-election leases every other round, the apiserver identity lease once.
     */
    static List<SeedStep> laterRenewals() {
        List<SeedStep> out = new ArrayList<>();
        for (int secondsAgo = 30; secondsAgo >= 0; secondsAgo -= 10) {
            Instant at = NOW.minusSeconds(secondsAgo).plusNanos(RENEW_FRACTION);
            out.add(nodeLease(at));
            if (secondsAgo % 20 == 0) {
                out.add(leaderLease("kube-controller-manager", at.plusMillis(1_206)));
                out.add(leaderLease("kube-scheduler", at.plusMillis(2_518)));
            }
            if (secondsAgo == 0) {
                out.add(apiServerLease(at.plusMillis(3_731)));
            }
        }
        return out;
    }

    /** The kubelet's heartbeat: a cheap Lease renewal every 10 seconds instead of a full Node status update. */
    private static SeedStep nodeLease(Instant renewed) {
        ObjectMeta meta = KubeMeta.meta("Lease", "kube-node-lease", NODE, BIRTH.plusSeconds(14))
                .addOwnerReferences(OwnerReference.newBuilder().setApiVersion("v1").setKind("Node").setName(NODE)
                        .setUid(KubeMeta.uid("Node", "", NODE)))
                .build();
        LeaseSpec spec = LeaseSpec.newBuilder()
                .setHolderIdentity(NODE)
                .setLeaseDurationSeconds(40)
                .setRenewTime(microTime(renewed))
                .build();
        return KubeStorage.put(NODE_LEASE_KEY, "coordination.k8s.io/v1", "Lease",
                Lease.newBuilder().setMetadata(meta).setSpec(spec).build());
    }

    /** Leader election: whoever renews within leaseDurationSeconds keeps the leadership. */
    private static SeedStep leaderLease(String component, Instant renewed) {
        Instant acquired = BIRTH.plusSeconds(8).plusNanos(15_000_000L);
        ObjectMeta meta = KubeMeta.meta("Lease", "kube-system", component, acquired).build();
        LeaseSpec spec = LeaseSpec.newBuilder()
                .setHolderIdentity(NODE + "_" + KubeMeta.uid("LeaseHolder", "kube-system", component))
                .setLeaseDurationSeconds(15)
                .setAcquireTime(microTime(acquired))
                .setRenewTime(microTime(renewed))
                .setLeaseTransitions(0)
                .build();
        return KubeStorage.put(KubeStorage.namespaced("leases", "kube-system", component),
                "coordination.k8s.io/v1", "Lease", Lease.newBuilder().setMetadata(meta).setSpec(spec).build());
    }

    /** Each API server instance announces itself with an identity lease that lasts an hour. */
    private static SeedStep apiServerLease(Instant renewed) {
        ObjectMeta meta = KubeMeta.meta("Lease", "kube-system", APISERVER_ID, BIRTH.plusSeconds(6))
                .putLabels("apiserver.kubernetes.io/identity", "kube-apiserver")
                .putLabels("kubernetes.io/hostname", NODE)
                .build();
        LeaseSpec spec = LeaseSpec.newBuilder()
                .setHolderIdentity(APISERVER_ID + "_" + KubeMeta.uid("LeaseHolder", "kube-system", APISERVER_ID))
                .setLeaseDurationSeconds(3600)
                .setRenewTime(microTime(renewed))
                .build();
        return KubeStorage.put(APISERVER_LEASE_KEY, "coordination.k8s.io/v1", "Lease",
                Lease.newBuilder().setMetadata(meta).setSpec(spec).build());
    }
}
