package io.etcdexplorer.playground.seed;

import static io.etcdexplorer.playground.seed.KubeMeta.BIRTH;
import static io.etcdexplorer.playground.seed.KubeMeta.NODE_IP;
import static io.etcdexplorer.playground.seed.KubeMeta.labels;
import static io.etcdexplorer.playground.seed.KubePods.container;
import static io.etcdexplorer.playground.seed.KubePods.hostPath;
import static io.etcdexplorer.playground.seed.KubePods.httpProbe;
import static io.etcdexplorer.playground.seed.KubePods.mount;
import static io.etcdexplorer.playground.seed.KubePods.port;
import static io.etcdexplorer.playground.seed.KubePods.resources;

import io.kubernetes.client.proto.V1.ConfigMapVolumeSource;
import io.kubernetes.client.proto.V1.KeyToPath;
import io.kubernetes.client.proto.V1.LocalObjectReference;
import io.kubernetes.client.proto.V1.PodSpec;
import io.kubernetes.client.proto.V1.ServicePort;
import io.kubernetes.client.proto.V1.Toleration;
import io.kubernetes.client.proto.V1.Volume;
import io.kubernetes.client.proto.V1.VolumeSource;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The kube-system add-ons of a fresh minikube: CoreDNS, kube-proxy and the storage provisioner. */
final class KubeSystemSamples {

    static final String NS = "kube-system";
    static final Instant ADDONS_CREATED = BIRTH.plusSeconds(18);
    static final KubeWorkloads COREDNS = new KubeWorkloads(NS, "coredns", labels("k8s-app", "kube-dns"),
            corednsSpec(), List.of("10.244.0.2"), ADDONS_CREATED);

    private KubeSystemSamples() {
    }

    static List<SeedStep> steps() {
        List<SeedStep> out = new ArrayList<>();
        out.add(KubeBasics.serviceAccount(NS, "coredns", Map.of(), ADDONS_CREATED));
        out.add(KubeBasics.serviceAccount(NS, "kube-proxy", Map.of(), ADDONS_CREATED));
        out.add(KubeBasics.serviceAccount(NS, "storage-provisioner",
                labels("addonmanager.kubernetes.io/mode", "Reconcile"), ADDONS_CREATED.plusSeconds(3)));
        out.add(KubeBasics.configMap(NS, "coredns", Map.of("Corefile", KubeConfigFiles.COREFILE), Map.of(),
                ADDONS_CREATED));
        out.add(KubeBasics.configMap(NS, "kube-proxy",
                Map.of("config.conf", KubeConfigFiles.KUBE_PROXY_CONFIG,
                        "kubeconfig.conf", KubeConfigFiles.KUBE_PROXY_KUBECONFIG),
                Map.of("kubeadm.kubernetes.io/component-config.hash", "sha256:" + Bytes.sha256Hex("kube-proxy")),
                ADDONS_CREATED));
        out.add(KubeBasics.configMap("kube-public", "cluster-info",
                Map.of("kubeconfig", CertificateSamples.clusterInfoKubeconfig()), Map.of(), BIRTH.plusSeconds(9)));
        out.addAll(dnsService());
        out.addAll(COREDNS.steps());
        out.addAll(KubeProxySamples.steps());
        out.add(storageProvisioner());
        return out;
    }

    private static List<SeedStep> dnsService() {
        Map<String, String> labels = labels("k8s-app", "kube-dns", "kubernetes.io/cluster-service", "true",
                "kubernetes.io/name", "CoreDNS");
        List<ServicePort> ports = List.of(
                KubeBasics.servicePort("dns", "UDP", 53, 53),
                KubeBasics.servicePort("dns-tcp", "TCP", 53, 53),
                KubeBasics.servicePort("metrics", "TCP", 9153, 9153));
        var address = KubeBasics.podAddress(COREDNS.podIps().get(0), NS, COREDNS.podName(0));
        return List.of(
                KubeBasics.service(NS, "kube-dns", labels, "10.96.0.10", labels("k8s-app", "kube-dns"), ports,
                        ADDONS_CREATED),
                KubeBasics.endpoints(NS, "kube-dns", labels, List.of(address), ports, ADDONS_CREATED.plusSeconds(9)));
    }

    private static PodSpec corednsSpec() {
        var coredns = container("coredns", "registry.k8s.io/coredns/coredns:v1.11.3")
                .addArgs("-conf").addArgs("/etc/coredns/Corefile")
                .addPorts(port("dns", "UDP", 53))
                .addPorts(port("dns-tcp", "TCP", 53))
                .addPorts(port("metrics", "TCP", 9153))
                .setResources(resources("100m", "70Mi", null, "170Mi"))
                .setLivenessProbe(httpProbe("/health", 8080, 60, 5))
                .setReadinessProbe(httpProbe("/ready", 8181, 0, 3))
                .addVolumeMounts(mount("config-volume", "/etc/coredns", true));
        var config = ConfigMapVolumeSource.newBuilder()
                .setLocalObjectReference(LocalObjectReference.newBuilder().setName("coredns"))
                .addItems(KeyToPath.newBuilder().setKey("Corefile").setPath("Corefile"))
                .setDefaultMode(420);
        return KubePods.spec("coredns")
                .setDnsPolicy("Default")
                .addContainers(coredns)
                .addVolumes(Volume.newBuilder().setName("config-volume")
                        .setVolumeSource(VolumeSource.newBuilder().setConfigMap(config)))
                .putNodeSelector("kubernetes.io/os", "linux")
                .addTolerations(0, Toleration.newBuilder().setKey("CriticalAddonsOnly").setOperator("Exists"))
                .addTolerations(1, Toleration.newBuilder().setKey("node-role.kubernetes.io/control-plane")
                        .setEffect("NoSchedule"))
                .setPriorityClassName("system-cluster-critical")
                .setPriority(KubePods.CLUSTER_CRITICAL_PRIORITY)
                .build();
    }

    /** Applied by minikube's addon manager with kubectl apply, hence the last-applied-configuration annotation. */
    private static SeedStep storageProvisioner() {
        String name = "storage-provisioner";
        Instant created = ADDONS_CREATED.plusSeconds(3);
        var meta = KubeMeta.meta("Pod", NS, name, created)
                .putLabels("addonmanager.kubernetes.io/mode", "Reconcile")
                .putLabels("integration-test", name)
                .putAnnotations("kubectl.kubernetes.io/last-applied-configuration", KubeConfigFiles.PROVISIONER_APPLIED)
                .build();
        var provisioner = container(name, "gcr.io/k8s-minikube/storage-provisioner:v5")
                .addCommand("/storage-provisioner")
                .addVolumeMounts(mount("tmp", "/tmp", false));
        PodSpec spec = KubePods.spec(name)
                .setHostNetwork(true)
                .addContainers(provisioner)
                .addVolumes(hostPath("tmp", "/tmp", "Directory"))
                .build();
        return KubeStorage.put(KubeStorage.namespaced("pods", NS, name), "v1", "Pod",
                KubePods.running(meta, spec, NODE_IP, created.plusSeconds(1)));
    }
}
