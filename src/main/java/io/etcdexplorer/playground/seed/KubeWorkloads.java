package io.etcdexplorer.playground.seed;

import static io.etcdexplorer.playground.seed.KubeMeta.intOrString;
import static io.etcdexplorer.playground.seed.KubeMeta.meta;
import static io.etcdexplorer.playground.seed.KubeMeta.owner;
import static io.etcdexplorer.playground.seed.KubeMeta.time;

import io.kubernetes.client.proto.Meta.LabelSelector;
import io.kubernetes.client.proto.Meta.ObjectMeta;
import io.kubernetes.client.proto.V1.PodSpec;
import io.kubernetes.client.proto.V1Apps.Deployment;
import io.kubernetes.client.proto.V1Apps.DeploymentCondition;
import io.kubernetes.client.proto.V1Apps.DeploymentSpec;
import io.kubernetes.client.proto.V1Apps.DeploymentStatus;
import io.kubernetes.client.proto.V1Apps.DeploymentStrategy;
import io.kubernetes.client.proto.V1Apps.ReplicaSet;
import io.kubernetes.client.proto.V1Apps.ReplicaSetSpec;
import io.kubernetes.client.proto.V1Apps.ReplicaSetStatus;
import io.kubernetes.client.proto.V1Apps.RollingUpdateDeployment;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A Deployment together with what the controllers derive from it: its ReplicaSet and one running Pod per replica.
 * Writing all three keeps the owner references, labels and names consistent, as in a real cluster.
 */
record KubeWorkloads(String namespace, String name, Map<String, String> labels, PodSpec podSpec,
        List<String> podIps, Instant created) {

    KubeWorkloads {
        // A LinkedHashMap, not Map.copyOf: the latter iterates in a per-JVM random order.
        labels = Collections.unmodifiableMap(new LinkedHashMap<>(labels));
        podIps = List.copyOf(podIps);
    }

    int replicas() {
        return podIps.size();
    }

    /**
     * The pod-template-hash: a function of the template, like the fnv hash the controller uses. Derived from the
     * serialized spec because a message's hashCode() mixes in identity hashes and changes from run to run.
     */
    String templateHash() {
        return KubeMeta.suffix(namespace + "/" + name + "/" + HexFormat.of().formatHex(podSpec.toByteArray()), 10);
    }

    String replicaSetName() {
        return name + "-" + templateHash();
    }

    String podName(int index) {
        return replicaSetName() + "-" + KubeMeta.suffix(replicaSetName() + "#" + index, 5);
    }

    List<SeedStep> steps() {
        List<SeedStep> out = new ArrayList<>();
        out.add(KubeStorage.put(KubeStorage.namespaced("deployments", namespace, name), "apps/v1", "Deployment",
                deployment()));
        out.add(KubeStorage.put(KubeStorage.namespaced("replicasets", namespace, replicaSetName()), "apps/v1",
                "ReplicaSet", replicaSet()));
        for (int i = 0; i < replicas(); i++) {
            Instant started = created.plusSeconds(2 + i);
            out.add(KubeStorage.put(KubeStorage.namespaced("pods", namespace, podName(i)), "v1", "Pod",
                    KubePods.running(podMeta(i, started), podSpec, podIps.get(i), started)));
        }
        return out;
    }

    private Deployment deployment() {
        ObjectMeta metadata = meta("Deployment", namespace, name, created)
                .putAllLabels(labels)
                .putAnnotations("deployment.kubernetes.io/revision", "1")
                .setGeneration(1)
                .build();
        DeploymentSpec spec = DeploymentSpec.newBuilder()
                .setReplicas(replicas())
                .setSelector(selector(labels))
                .setTemplate(KubePods.template(labels, podSpec))
                .setStrategy(DeploymentStrategy.newBuilder().setType("RollingUpdate")
                        .setRollingUpdate(RollingUpdateDeployment.newBuilder()
                                .setMaxUnavailable(intOrString("25%")).setMaxSurge(intOrString("25%"))))
                .setRevisionHistoryLimit(10)
                .setProgressDeadlineSeconds(600)
                .build();
        return Deployment.newBuilder().setMetadata(metadata).setSpec(spec).setStatus(deploymentStatus()).build();
    }

    private DeploymentStatus deploymentStatus() {
        Instant available = created.plusSeconds(8);
        return DeploymentStatus.newBuilder()
                .setObservedGeneration(1)
                .setReplicas(replicas())
                .setUpdatedReplicas(replicas())
                .setReadyReplicas(replicas())
                .setAvailableReplicas(replicas())
                .addConditions(deploymentCondition("Available", "MinimumReplicasAvailable",
                        "Deployment has minimum availability.", available))
                .addConditions(deploymentCondition("Progressing", "NewReplicaSetAvailable",
                        "ReplicaSet \"" + replicaSetName() + "\" has successfully progressed.", available))
                .build();
    }

    private static DeploymentCondition deploymentCondition(String type, String reason, String message, Instant at) {
        return DeploymentCondition.newBuilder().setType(type).setStatus("True")
                .setLastUpdateTime(time(at)).setLastTransitionTime(time(at))
                .setReason(reason).setMessage(message).build();
    }

    private ReplicaSet replicaSet() {
        Map<String, String> hashed = withHash(labels);
        ObjectMeta metadata = meta("ReplicaSet", namespace, replicaSetName(), created)
                .putAllLabels(hashed)
                .putAnnotations("deployment.kubernetes.io/desired-replicas", String.valueOf(replicas()))
                .putAnnotations("deployment.kubernetes.io/max-replicas", String.valueOf(replicas() + 1))
                .putAnnotations("deployment.kubernetes.io/revision", "1")
                .addOwnerReferences(owner("apps/v1", "Deployment", namespace, name))
                .setGeneration(1)
                .build();
        ReplicaSetSpec spec = ReplicaSetSpec.newBuilder()
                .setReplicas(replicas())
                .setSelector(selector(hashed))
                .setTemplate(KubePods.template(hashed, podSpec))
                .build();
        ReplicaSetStatus status = ReplicaSetStatus.newBuilder()
                .setReplicas(replicas())
                .setFullyLabeledReplicas(replicas())
                .setReadyReplicas(replicas())
                .setAvailableReplicas(replicas())
                .setObservedGeneration(1)
                .build();
        return ReplicaSet.newBuilder().setMetadata(metadata).setSpec(spec).setStatus(status).build();
    }

    private ObjectMeta podMeta(int index, Instant createdAt) {
        return meta("Pod", namespace, podName(index), createdAt)
                .setGenerateName(replicaSetName() + "-")
                .putAllLabels(withHash(labels))
                .addOwnerReferences(owner("apps/v1", "ReplicaSet", namespace, replicaSetName()))
                .build();
    }

    private Map<String, String> withHash(Map<String, String> base) {
        Map<String, String> out = new LinkedHashMap<>(base);
        out.put("pod-template-hash", templateHash());
        return out;
    }

    static LabelSelector selector(Map<String, String> matchLabels) {
        return LabelSelector.newBuilder().putAllMatchLabels(matchLabels).build();
    }
}
