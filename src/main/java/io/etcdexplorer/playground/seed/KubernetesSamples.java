package io.etcdexplorer.playground.seed;

import java.util.ArrayList;
import java.util.List;

/**
 * A single-node minikube cluster as kube-apiserver stores it under {@code /registry/}: system namespaces and
 * add-ons, a demo "shop" app, and the leases and events that keep changing.
 */
final class KubernetesSamples {

    private KubernetesSamples() {
    }

    /** Roughly the order a cluster writes things in: bootstrap objects, add-ons, the app, then ongoing activity. */
    static List<SeedStep> steps() {
        List<SeedStep> out = new ArrayList<>();
        out.addAll(ClusterSamples.steps());
        out.addAll(ControlPlaneSamples.steps());
        out.addAll(KubeActivity.initialLeases());
        out.addAll(KubeSystemSamples.steps());
        out.addAll(CustomResourceSamples.steps());
        out.addAll(ShopSamples.steps());
        out.addAll(KubeEvents.initial());
        out.addAll(KubeActivity.laterRenewals());
        out.addAll(KubeEvents.later());
        return out;
    }
}
