package io.etcdexplorer.playground.seed;

import static io.etcdexplorer.playground.seed.KubeMeta.NODE_IP;
import static io.etcdexplorer.playground.seed.KubeMeta.labels;
import static io.etcdexplorer.playground.seed.KubeMeta.owner;

import io.kubernetes.client.proto.Meta.ObjectMeta;
import io.kubernetes.client.proto.V1.ConfigMapVolumeSource;
import io.kubernetes.client.proto.V1.EnvVar;
import io.kubernetes.client.proto.V1.EnvVarSource;
import io.kubernetes.client.proto.V1.LocalObjectReference;
import io.kubernetes.client.proto.V1.ObjectFieldSelector;
import io.kubernetes.client.proto.V1.PodSpec;
import io.kubernetes.client.proto.V1.SecurityContext;
import io.kubernetes.client.proto.V1.Toleration;
import io.kubernetes.client.proto.V1.Volume;
import io.kubernetes.client.proto.V1.VolumeSource;
import io.kubernetes.client.proto.V1Apps.DaemonSet;
import io.kubernetes.client.proto.V1Apps.DaemonSetSpec;
import io.kubernetes.client.proto.V1Apps.DaemonSetStatus;
import io.kubernetes.client.proto.V1Apps.DaemonSetUpdateStrategy;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/** kube-proxy: a DaemonSet and the single pod it runs on our single node. */
final class KubeProxySamples {

    private static final String NS = KubeSystemSamples.NS;
    private static final String NAME = "kube-proxy";
    private static final Map<String, String> LABELS = labels("k8s-app", NAME);

    private KubeProxySamples() {
    }

    static String podName() {
        return NAME + "-" + KubeMeta.suffix("kube-proxy-pod", 5);
    }

    static List<SeedStep> steps() {
        Instant created = KubeSystemSamples.ADDONS_CREATED;
        return List.of(
                KubeStorage.put(KubeStorage.namespaced("daemonsets", NS, NAME), "apps/v1", "DaemonSet",
                        daemonSet(created)),
                KubeStorage.put(KubeStorage.namespaced("pods", NS, podName()), "v1", "Pod",
                        KubePods.running(podMeta(created.plusSeconds(1)), podSpec(), NODE_IP, created.plusSeconds(2))));
    }

    private static DaemonSet daemonSet(Instant created) {
        DaemonSetSpec spec = DaemonSetSpec.newBuilder()
                .setSelector(KubeWorkloads.selector(LABELS))
                .setTemplate(KubePods.template(LABELS, podSpec()))
                .setUpdateStrategy(DaemonSetUpdateStrategy.newBuilder().setType("RollingUpdate"))
                .setRevisionHistoryLimit(10)
                .build();
        DaemonSetStatus status = DaemonSetStatus.newBuilder()
                .setCurrentNumberScheduled(1)
                .setNumberMisscheduled(0)
                .setDesiredNumberScheduled(1)
                .setNumberReady(1)
                .setObservedGeneration(1)
                .setUpdatedNumberScheduled(1)
                .setNumberAvailable(1)
                .build();
        return DaemonSet.newBuilder()
                .setMetadata(KubeMeta.meta("DaemonSet", NS, NAME, created).putAllLabels(LABELS)
                        .putAnnotations("deprecated.daemonset.template.generation", "1").setGeneration(1))
                .setSpec(spec)
                .setStatus(status)
                .build();
    }

    private static ObjectMeta podMeta(Instant created) {
        return KubeMeta.meta("Pod", NS, podName(), created)
                .setGenerateName(NAME + "-")
                .putLabels("controller-revision-hash", KubeMeta.suffix("kube-proxy-revision", 10))
                .putLabels("k8s-app", NAME)
                .putLabels("pod-template-generation", "1")
                .addOwnerReferences(owner("apps/v1", "DaemonSet", NS, NAME))
                .build();
    }

    private static PodSpec podSpec() {
        var proxy = KubePods.container(NAME, "registry.k8s.io/kube-proxy:" + ClusterSamples.KUBERNETES_VERSION)
                .addAllCommand(List.of("/usr/local/bin/kube-proxy", "--config=/var/lib/kube-proxy/config.conf",
                        "--hostname-override=$(NODE_NAME)"))
                .addEnv(EnvVar.newBuilder().setName("NODE_NAME")
                        .setValueFrom(EnvVarSource.newBuilder().setFieldRef(
                                ObjectFieldSelector.newBuilder()
                                        .setApiVersion("v1").setFieldPath("spec.nodeName"))))
                .setSecurityContext(SecurityContext.newBuilder().setPrivileged(true))
                .addVolumeMounts(KubePods.mount("kube-proxy", "/var/lib/kube-proxy", false))
                .addVolumeMounts(KubePods.mount("lib-modules", "/lib/modules", true));
        var config = ConfigMapVolumeSource.newBuilder()
                .setLocalObjectReference(LocalObjectReference.newBuilder().setName(NAME)).setDefaultMode(420);
        return KubePods.spec(NAME)
                .setHostNetwork(true)
                .addContainers(proxy)
                .addVolumes(Volume.newBuilder().setName("kube-proxy")
                        .setVolumeSource(VolumeSource.newBuilder().setConfigMap(config)))
                .addVolumes(KubePods.hostPath("lib-modules", "/lib/modules", ""))
                .putNodeSelector("kubernetes.io/os", "linux")
                .clearTolerations()
                .addTolerations(Toleration.newBuilder().setOperator("Exists"))
                .setPriorityClassName("system-node-critical")
                .setPriority(KubePods.NODE_CRITICAL_PRIORITY)
                .build();
    }
}
