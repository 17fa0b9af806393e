package io.etcdexplorer.playground.seed;

import static io.etcdexplorer.playground.seed.KubeMeta.BIRTH;
import static io.etcdexplorer.playground.seed.KubeMeta.NODE;
import static io.etcdexplorer.playground.seed.KubeMeta.NODE_IP;
import static io.etcdexplorer.playground.seed.KubePods.container;
import static io.etcdexplorer.playground.seed.KubePods.hostPath;
import static io.etcdexplorer.playground.seed.KubePods.httpProbe;
import static io.etcdexplorer.playground.seed.KubePods.mount;
import static io.etcdexplorer.playground.seed.KubePods.resources;

import io.kubernetes.client.proto.Meta.ObjectMeta;
import io.kubernetes.client.proto.Meta.OwnerReference;
import io.kubernetes.client.proto.V1.Container;
import io.kubernetes.client.proto.V1.PodSpec;
import java.time.Instant;
import java.util.List;

/**
 * The control plane's static pods. The kubelet starts them from manifest files and mirrors each into the API
 * server as "<component>-<node>", owned by the Node, which is why they carry config.* annotations.
 */
final class ControlPlaneSamples {

    private static final String CERTS = "/var/lib/minikube/certs";
    private static final String VERSION = ClusterSamples.KUBERNETES_VERSION;

    private ControlPlaneSamples() {
    }

    static List<SeedStep> steps() {
        return List.of(
                staticPod("etcd", etcd(), BIRTH.plusSeconds(4), "kubeadm.kubernetes.io/etcd.advertise-client-urls",
                        "https://" + NODE_IP + ":2379"),
                staticPod("kube-apiserver", apiServer(), BIRTH.plusSeconds(5),
                        "kubeadm.kubernetes.io/kube-apiserver.advertise-address.endpoint", NODE_IP + ":8443"),
                staticPod("kube-controller-manager", controllerManager(), BIRTH.plusSeconds(6), null, null),
                staticPod("kube-scheduler", scheduler(), BIRTH.plusSeconds(6), null, null));
    }

    private static SeedStep staticPod(String component, PodSpec spec, Instant created, String extraAnnotation,
            String extraValue) {
        String name = component + "-" + NODE;
        String configHash = Bytes.sha256Hex(name).substring(0, 32);
        ObjectMeta.Builder meta = KubeMeta.meta("Pod", "kube-system", name, created)
                .putLabels("component", component)
                .putLabels("tier", "control-plane")
                .putAnnotations("kubernetes.io/config.hash", configHash)
                .putAnnotations("kubernetes.io/config.mirror", configHash)
                .putAnnotations("kubernetes.io/config.seen", created.minusSeconds(3).toString())
                .putAnnotations("kubernetes.io/config.source", "file")
                .addOwnerReferences(OwnerReference.newBuilder().setApiVersion("v1").setKind("Node").setName(NODE)
                        .setUid(KubeMeta.uid("Node", "", NODE)).setController(true));
        if (extraAnnotation != null) {
            meta.putAnnotations(extraAnnotation, extraValue);
        }
        return KubeStorage.put(KubeStorage.namespaced("pods", "kube-system", name), "v1", "Pod",
                KubePods.running(meta.build(), spec, NODE_IP, created.minusSeconds(2)));
    }

    private static PodSpec etcd() {
        Container etcd = container("etcd", "registry.k8s.io/etcd:3.5.16-0")
                .addAllCommand(List.of("etcd",
                        "--advertise-client-urls=https://" + NODE_IP + ":2379",
                        "--cert-file=" + CERTS + "/etcd/server.crt",
                        "--client-cert-auth=true",
                        "--data-dir=/var/lib/minikube/etcd",
                        "--experimental-initial-corrupt-check=true",
                        "--experimental-watch-progress-notify-interval=5s",
                        "--initial-advertise-peer-urls=https://" + NODE_IP + ":2380",
                        "--initial-cluster=" + NODE + "=https://" + NODE_IP + ":2380",
                        "--key-file=" + CERTS + "/etcd/server.key",
                        "--listen-client-urls=https://127.0.0.1:2379,https://" + NODE_IP + ":2379",
                        "--listen-metrics-urls=http://127.0.0.1:2381",
                        "--listen-peer-urls=https://" + NODE_IP + ":2380",
                        "--name=" + NODE,
                        "--peer-cert-file=" + CERTS + "/etcd/peer.crt",
                        "--peer-client-cert-auth=true",
                        "--peer-key-file=" + CERTS + "/etcd/peer.key",
                        "--peer-trusted-ca-file=" + CERTS + "/etcd/ca.crt",
                        "--proxy-refresh-interval=70000",
                        "--snapshot-count=10000",
                        "--trusted-ca-file=" + CERTS + "/etcd/ca.crt"))
                .setResources(resources("100m", "100Mi", null, null))
                .setLivenessProbe(httpProbe("127.0.0.1", "HTTP", "/livez", 2381, 10, 8))
                .setReadinessProbe(httpProbe("127.0.0.1", "HTTP", "/readyz", 2381, 0, 3))
                .addVolumeMounts(mount("etcd-data", "/var/lib/minikube/etcd", false))
                .addVolumeMounts(mount("etcd-certs", CERTS + "/etcd", false))
                .build();
        return KubePods.staticSpec().addContainers(etcd)
                .addVolumes(hostPath("etcd-certs", CERTS + "/etcd", "DirectoryOrCreate"))
                .addVolumes(hostPath("etcd-data", "/var/lib/minikube/etcd", "DirectoryOrCreate"))
                .build();
    }

    private static PodSpec apiServer() {
        Container apiServer = container("kube-apiserver", "registry.k8s.io/kube-apiserver:" + VERSION)
                .addAllCommand(List.of("kube-apiserver",
                        "--advertise-address=" + NODE_IP,
                        "--allow-privileged=true",
                        "--authorization-mode=Node,RBAC",
                        "--client-ca-file=" + CERTS + "/ca.crt",
                        "--enable-admission-plugins=NamespaceLifecycle,LimitRanger,ServiceAccount,"
                                + "DefaultStorageClass,DefaultTolerationSeconds,NodeRestriction,"
                                + "MutatingAdmissionWebhook,ValidatingAdmissionWebhook,ResourceQuota",
                        "--enable-bootstrap-token-auth=true",
                        "--etcd-cafile=" + CERTS + "/etcd/ca.crt",
                        "--etcd-certfile=" + CERTS + "/apiserver-etcd-client.crt",
                        "--etcd-keyfile=" + CERTS + "/apiserver-etcd-client.key",
                        "--etcd-servers=https://127.0.0.1:2379",
                        "--secure-port=8443",
                        "--service-account-issuer=https://kubernetes.default.svc.cluster.local",
                        "--service-account-key-file=" + CERTS + "/sa.pub",
                        "--service-account-signing-key-file=" + CERTS + "/sa.key",
                        "--service-cluster-ip-range=10.96.0.0/12",
                        "--tls-cert-file=" + CERTS + "/apiserver.crt",
                        "--tls-private-key-file=" + CERTS + "/apiserver.key"))
                .setResources(resources("250m", null, null, null))
                .setLivenessProbe(httpProbe(NODE_IP, "HTTPS", "/livez", 8443, 10, 8))
                .setReadinessProbe(httpProbe(NODE_IP, "HTTPS", "/readyz", 8443, 0, 3))
                .addVolumeMounts(mount("ca-certs", "/etc/ssl/certs", true))
                .addVolumeMounts(mount("k8s-certs", CERTS, true))
                .build();
        return KubePods.staticSpec().addContainers(apiServer)
                .addVolumes(hostPath("ca-certs", "/etc/ssl/certs", "DirectoryOrCreate"))
                .addVolumes(hostPath("k8s-certs", CERTS, "DirectoryOrCreate"))
                .build();
    }

    private static PodSpec controllerManager() {
        Container manager = container("kube-controller-manager", "registry.k8s.io/kube-controller-manager:" + VERSION)
                .addAllCommand(List.of("kube-controller-manager",
                        "--allocate-node-cidrs=true",
                        "--cluster-cidr=10.244.0.0/16",
                        "--cluster-name=mk",
                        "--cluster-signing-cert-file=" + CERTS + "/ca.crt",
                        "--cluster-signing-key-file=" + CERTS + "/ca.key",
                        "--controllers=*,bootstrapsigner,tokencleaner",
                        "--kubeconfig=/etc/kubernetes/controller-manager.conf",
                        "--leader-elect=true",
                        "--service-cluster-ip-range=10.96.0.0/12",
                        "--use-service-account-credentials=true"))
                .setResources(resources("200m", null, null, null))
                .setLivenessProbe(httpProbe("127.0.0.1", "HTTPS", "/healthz", 10257, 10, 8))
                .addVolumeMounts(mount("kubeconfig", "/etc/kubernetes/controller-manager.conf", true))
                .addVolumeMounts(mount("k8s-certs", CERTS, true))
                .build();
        return KubePods.staticSpec().addContainers(manager)
                .addVolumes(hostPath("k8s-certs", CERTS, "DirectoryOrCreate"))
                .addVolumes(hostPath("kubeconfig", "/etc/kubernetes/controller-manager.conf", "FileOrCreate"))
                .build();
    }

    private static PodSpec scheduler() {
        Container scheduler = container("kube-scheduler", "registry.k8s.io/kube-scheduler:" + VERSION)
                .addAllCommand(List.of("kube-scheduler",
                        "--authentication-kubeconfig=/etc/kubernetes/scheduler.conf",
                        "--authorization-kubeconfig=/etc/kubernetes/scheduler.conf",
                        "--bind-address=127.0.0.1",
                        "--kubeconfig=/etc/kubernetes/scheduler.conf",
                        "--leader-elect=true"))
                .setResources(resources("100m", null, null, null))
                .setLivenessProbe(httpProbe("127.0.0.1", "HTTPS", "/healthz", 10259, 10, 8))
                .addVolumeMounts(mount("kubeconfig", "/etc/kubernetes/scheduler.conf", true))
                .build();
        return KubePods.staticSpec().addContainers(scheduler)
                .addVolumes(hostPath("kubeconfig", "/etc/kubernetes/scheduler.conf", "FileOrCreate"))
                .build();
    }
}
