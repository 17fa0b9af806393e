package io.etcdexplorer.playground.seed;

import static io.etcdexplorer.playground.seed.KubeMeta.BIRTH;
import static io.etcdexplorer.playground.seed.KubeMeta.NODE;
import static io.etcdexplorer.playground.seed.KubeMeta.NODE_IP;
import static io.etcdexplorer.playground.seed.KubeMeta.clusterMeta;
import static io.etcdexplorer.playground.seed.KubeMeta.labels;
import static io.etcdexplorer.playground.seed.KubeMeta.quantity;
import static io.etcdexplorer.playground.seed.KubeMeta.time;

import io.kubernetes.client.proto.Resource.Quantity;
import io.kubernetes.client.proto.V1.ContainerImage;
import io.kubernetes.client.proto.V1.DaemonEndpoint;
import io.kubernetes.client.proto.V1.EndpointAddress;
import io.kubernetes.client.proto.V1.Node;
import io.kubernetes.client.proto.V1.NodeAddress;
import io.kubernetes.client.proto.V1.NodeCondition;
import io.kubernetes.client.proto.V1.NodeDaemonEndpoints;
import io.kubernetes.client.proto.V1.NodeSpec;
import io.kubernetes.client.proto.V1.NodeStatus;
import io.kubernetes.client.proto.V1.NodeSystemInfo;
import io.kubernetes.client.proto.V1Rbac.ClusterRole;
import io.kubernetes.client.proto.V1Rbac.ClusterRoleBinding;
import io.kubernetes.client.proto.V1Rbac.PolicyRule;
import io.kubernetes.client.proto.V1Rbac.RoleRef;
import io.kubernetes.client.proto.V1Rbac.Subject;
import io.kubernetes.client.proto.V1Scheduling.PriorityClass;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Cluster-wide objects: namespaces, the node, priority classes, RBAC, and what every namespace gets by default. */
final class ClusterSamples {

    static final List<String> NAMESPACES = List.of("default", "kube-node-lease", "kube-public", "kube-system", "shop");
    static final String KUBERNETES_VERSION = "v1.32.0";

    private static final String ROOT_CA_DESCRIPTION = "Contains a CA bundle that can be used to verify the "
            + "kube-apiserver when using internal endpoints such as the internal service IP or "
            + "kubernetes.default.svc. No other usage is guaranteed across distributions of Kubernetes clusters.";

    private ClusterSamples() {
    }

    static List<SeedStep> steps() {
        List<SeedStep> out = new ArrayList<>();
        for (String namespace : NAMESPACES) {
            out.add(KubeBasics.namespace(namespace, namespaceCreated(namespace)));
        }
        out.add(priorityClass("system-cluster-critical", KubePods.CLUSTER_CRITICAL_PRIORITY,
                "Used for system critical pods that must run in the cluster, but can be moved to another node "
                        + "if necessary."));
        out.add(priorityClass("system-node-critical", KubePods.NODE_CRITICAL_PRIORITY,
                "Used for system critical pods that must not be moved from their current node."));
        out.add(clusterAdminRole());
        out.add(clusterAdminBinding());
        out.add(node());
        for (String namespace : NAMESPACES) {
            out.addAll(namespaceDefaults(namespace));
        }
        out.addAll(kubernetesService());
        return out;
    }

    /** The four system namespaces appear in the first seconds; "shop" arrives with the demo app. */
    static Instant namespaceCreated(String namespace) {
        return namespace.equals("shop") ? KubeMeta.SHOP_DEPLOYED.minusSeconds(5) : BIRTH.plusSeconds(2);
    }

    /** The service account and root CA bundle that controllers add to each namespace right after it appears. */
    private static List<SeedStep> namespaceDefaults(String namespace) {
        Instant at = namespaceCreated(namespace).plusSeconds(11);
        return List.of(
                KubeBasics.serviceAccount(namespace, "default", Map.of(), at),
                KubeBasics.configMap(namespace, "kube-root-ca.crt", Map.of("ca.crt", CertificateSamples.CA_PEM),
                        Map.of("kubernetes.io/description", ROOT_CA_DESCRIPTION), at));
    }

    /** The in-cluster "kubernetes" service, whose endpoints the API server itself maintains. */
    private static List<SeedStep> kubernetesService() {
        Map<String, String> labels = labels("component", "apiserver", "provider", "kubernetes");
        var ports = List.of(KubeBasics.servicePort("https", "TCP", 443, 8443));
        Instant at = BIRTH.plusSeconds(3);
        var address = EndpointAddress.newBuilder().setIp(NODE_IP).build();
        return List.of(
                KubeBasics.service("default", "kubernetes", labels, "10.96.0.1", null, ports, at),
                KubeBasics.endpoints("default", "kubernetes", labels("endpointslice.kubernetes.io/skip-mirror",
                        "true"), List.of(address), ports, at));
    }

    private static SeedStep priorityClass(String name, int value, String description) {
        PriorityClass object = PriorityClass.newBuilder()
                .setMetadata(clusterMeta("PriorityClass", name, BIRTH.plusSeconds(1)).setGeneration(1))
                .setValue(value)
                .setGlobalDefault(false)
                .setDescription(description)
                .setPreemptionPolicy("PreemptLowerPriority")
                .build();
        return KubeStorage.put(KubeStorage.clusterScoped("priorityclasses", name), "scheduling.k8s.io/v1",
                "PriorityClass", object);
    }

    private static SeedStep clusterAdminRole() {
        ClusterRole object = ClusterRole.newBuilder()
                .setMetadata(clusterMeta("ClusterRole", "cluster-admin", BIRTH.plusSeconds(1))
                        .putLabels("kubernetes.io/bootstrapping", "rbac-defaults")
                        .putAnnotations("rbac.authorization.kubernetes.io/autoupdate", "true"))
                .addRules(PolicyRule.newBuilder().addVerbs("*").addApiGroups("*").addResources("*"))
                .addRules(PolicyRule.newBuilder().addVerbs("*").addNonResourceURLs("*"))
                .build();
        return KubeStorage.put(KubeStorage.clusterScoped("clusterroles", "cluster-admin"),
                "rbac.authorization.k8s.io/v1", "ClusterRole", object);
    }

    private static SeedStep clusterAdminBinding() {
        ClusterRoleBinding object = ClusterRoleBinding.newBuilder()
                .setMetadata(clusterMeta("ClusterRoleBinding", "cluster-admin", BIRTH.plusSeconds(1))
                        .putLabels("kubernetes.io/bootstrapping", "rbac-defaults")
                        .putAnnotations("rbac.authorization.kubernetes.io/autoupdate", "true"))
                .addSubjects(Subject.newBuilder().setKind("Group").setApiGroup("rbac.authorization.k8s.io")
                        .setName("system:masters"))
                .setRoleRef(RoleRef.newBuilder().setApiGroup("rbac.authorization.k8s.io").setKind("ClusterRole")
                        .setName("cluster-admin"))
                .build();
        return KubeStorage.put(KubeStorage.clusterScoped("clusterrolebindings", "cluster-admin"),
                "rbac.authorization.k8s.io/v1", "ClusterRoleBinding", object);
    }

    /** Nodes are stored under "minions", the name they had in the earliest Kubernetes. */
    private static SeedStep node() {
        Node object = Node.newBuilder()
                .setMetadata(clusterMeta("Node", NODE, BIRTH)
                        .putAllLabels(nodeLabels())
                        .putAnnotations("kubeadm.alpha.kubernetes.io/cri-socket", "unix:///var/run/cri-dockerd.sock")
                        .putAnnotations("node.alpha.kubernetes.io/ttl", "0")
                        .putAnnotations("volumes.kubernetes.io/controller-managed-attach-detach", "true"))
                .setSpec(NodeSpec.newBuilder().setPodCIDR("10.244.0.0/24").addPodCIDRs("10.244.0.0/24"))
                .setStatus(nodeStatus())
                .build();
        return KubeStorage.put(KubeStorage.clusterScoped("minions", NODE), "v1", "Node", object);
    }

    private static Map<String, String> nodeLabels() {
        return labels(
                "beta.kubernetes.io/arch", "amd64",
                "beta.kubernetes.io/os", "linux",
                "kubernetes.io/arch", "amd64",
                "kubernetes.io/hostname", NODE,
                "kubernetes.io/os", "linux",
                "minikube.k8s.io/name", NODE,
                "minikube.k8s.io/primary", "true",
                "minikube.k8s.io/version", "v1.35.0",
                "node-role.kubernetes.io/control-plane", "",
                "node.kubernetes.io/exclude-from-external-load-balancers", "");
    }

    private static NodeStatus nodeStatus() {
        Map<String, Quantity> capacity = Map.of(
                "cpu", quantity("4"),
                "ephemeral-storage", quantity("61202244Ki"),
                "hugepages-1Gi", quantity("0"),
                "hugepages-2Mi", quantity("0"),
                "memory", quantity("8025424Ki"),
                "pods", quantity("110"));
        Instant heartbeat = KubeMeta.NOW.minus(Duration.ofMinutes(3));
        Instant ready = BIRTH.plusSeconds(14);
        return NodeStatus.newBuilder()
                .putAllCapacity(capacity)
                .putAllAllocatable(capacity)
                .addConditions(nodeCondition("MemoryPressure", "False", "KubeletHasSufficientMemory",
                        "kubelet has sufficient memory available", heartbeat))
                .addConditions(nodeCondition("DiskPressure", "False", "KubeletHasNoDiskPressure",
                        "kubelet has no disk pressure", heartbeat))
                .addConditions(nodeCondition("PIDPressure", "False", "KubeletHasSufficientPID",
                        "kubelet has sufficient PID available", heartbeat))
                .addConditions(nodeCondition("Ready", "True", "KubeletReady",
                        "kubelet is posting ready status", heartbeat).toBuilder()
                        .setLastTransitionTime(time(ready)))
                .addAddresses(NodeAddress.newBuilder().setType("InternalIP").setAddress(NODE_IP))
                .addAddresses(NodeAddress.newBuilder().setType("Hostname").setAddress(NODE))
                .setDaemonEndpoints(NodeDaemonEndpoints.newBuilder()
                        .setKubeletEndpoint(DaemonEndpoint.newBuilder().setPort(10250)))
                .setNodeInfo(nodeInfo())
                .addAllImages(nodeImages())
                .build();
    }

    private static NodeCondition nodeCondition(String type, String status, String reason, String message,
            Instant heartbeat) {
        return NodeCondition.newBuilder().setType(type).setStatus(status)
                .setLastHeartbeatTime(time(heartbeat)).setLastTransitionTime(time(BIRTH))
                .setReason(reason).setMessage(message).build();
    }

    private static NodeSystemInfo nodeInfo() {
        return NodeSystemInfo.newBuilder()
                .setMachineID(Bytes.sha256Hex("machine-id").substring(0, 32))
                .setSystemUUID(KubeMeta.uid("SystemUUID", "", NODE))
                .setBootID(KubeMeta.uid("BootID", "", NODE))
                .setKernelVersion("6.8.0-52-generic")
                .setOsImage("Ubuntu 22.04.5 LTS")
                .setContainerRuntimeVersion("docker://27.4.1")
                .setKubeletVersion(KUBERNETES_VERSION)
                .setOperatingSystem("linux")
                .setArchitecture("amd64")
                .build();
    }

    /** What the container runtime reports as pulled: the system images plus the shop's. */
    private static List<ContainerImage> nodeImages() {
        List<ContainerImage> out = new ArrayList<>(List.of(
                image("registry.k8s.io/etcd:3.5.16-0", 150_000_000L),
                image("registry.k8s.io/kube-apiserver:" + KUBERNETES_VERSION, 97_000_000L),
                image("registry.k8s.io/kube-controller-manager:" + KUBERNETES_VERSION, 89_000_000L),
                image("registry.k8s.io/kube-proxy:" + KUBERNETES_VERSION, 94_000_000L),
                image("registry.k8s.io/kube-scheduler:" + KUBERNETES_VERSION, 68_000_000L),
                image("registry.k8s.io/coredns/coredns:v1.11.3", 61_800_000L),
                image("gcr.io/k8s-minikube/storage-provisioner:v5", 31_500_000L),
                image("registry.k8s.io/pause:3.10", 736_000L)));
        for (String shopImage : ShopSamples.images()) {
            out.add(image(shopImage, 40_000_000L + shopImage.length() * 1_000_003L));
        }
        return out;
    }

    private static ContainerImage image(String reference, long sizeBytes) {
        String repository = reference.substring(0, reference.lastIndexOf(':'));
        return ContainerImage.newBuilder()
                .addNames(repository + "@sha256:" + Bytes.sha256Hex(reference))
                .addNames(reference)
                .setSizeBytes(sizeBytes)
                .build();
    }
}
