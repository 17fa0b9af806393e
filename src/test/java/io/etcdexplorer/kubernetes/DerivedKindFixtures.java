package io.etcdexplorer.kubernetes;

import com.google.protobuf.ByteString;

import java.util.ArrayList;
import java.util.List;

import static io.etcdexplorer.kubernetes.NewKindFixtures.W.m;

/**
 * One value of each kind derived-schemas.tsv adds, written byte by byte from the field numbers of the published
 * generated.proto of that very group-version (not from the descriptors the table copies), with the JSON kubectl
 * prints for it written by hand, field order included. A number in the table that differs from the published one
 * leaves a field behind as "not in this app's schema" or under another name, and the comparison fails.
 * <p>
 * Sources read: k8s.io/api v0.36 generated.proto (vendored in rossigee/provider-discord 1ebb69a1) for
 * coordination/v1beta1, node/v1beta1, scheduling/v1beta1, networking/v1beta1, flowcontrol/v1beta1,
 * storage/v1alpha1 and admissionregistration/v1alpha1; kubernetes/api resource/v1beta2/types.go (426b1b99,
 * protobuf tags); and for events/v1beta1 and certificates/v1alpha1 the files derived-schemas.tsv names.
 * Every message that carries data beyond ObjectMeta has at least one field set. Go writes non-pointer fields
 * even when empty, so some zero values are on the wire here to check that omitempty leaves them out.
 */
final class DerivedKindFixtures {

    /** 2025-03-03T09:15:04Z. */
    private static final long T = 1_740_993_304L;

    private DerivedKindFixtures() {
    }

    static List<NewKindFixtures.Case> cases() {
        List<NewKindFixtures.Case> cases = new ArrayList<>();
        cases.add(c("coordination.k8s.io/v1beta1", "Lease",
                m(1, m(1, "kube-scheduler", 3, "kube-system"), 2, m(1, "cp-1_4f2c", 2, 15, 4, m(1, T, 2, 250_000_000),
                        5, 3, 6, "OldestEmulationVersion", 7, "cp-2")),
                "{`kind`:`Lease`,`apiVersion`:`coordination.k8s.io/v1beta1`,`metadata`:{`name`:`kube-scheduler`,`namespace`:`kube-system`},`spec`:{`holderIdentity`:`cp-1_4f2c`,`leaseDurationSeconds`:15,`renewTime`:`2025-03-03T09:15:04.250000Z`,`leaseTransitions`:3,`strategy`:`OldestEmulationVersion`,`preferredHolder`:`cp-2`}}"));
        cases.add(c("events.k8s.io/v1beta1", "Event",
                m(1, m(1, "web-0.17f", 3, "shop"), 2, m(1, T, 2, 250_000_000), 3, m(1, 2, 2, m(1, T + 60)),
                        4, "kubelet", 5, "kubelet-node-1", 6, "Pulling", 7, "Pulling", 8, m(1, "Pod", 2, "shop", 3, "web-0"),
                        10, "Pulling image nginx", 11, "Normal", 12, m(1, "kubelet", 2, "node-1"), 13, m(), 14, m(), 15, 2),
                "{`kind`:`Event`,`apiVersion`:`events.k8s.io/v1beta1`,`metadata`:{`name`:`web-0.17f`,`namespace`:`shop`},`eventTime`:`2025-03-03T09:15:04.250000Z`,`series`:{`count`:2,`lastObservedTime`:`2025-03-03T09:16:04.000000Z`},`reportingController`:`kubelet`,`reportingInstance`:`kubelet-node-1`,`action`:`Pulling`,`reason`:`Pulling`,`regarding`:{`kind`:`Pod`,`namespace`:`shop`,`name`:`web-0`},`note`:`Pulling image nginx`,`type`:`Normal`,`deprecatedSource`:{`component`:`kubelet`,`host`:`node-1`},`deprecatedFirstTimestamp`:null,`deprecatedLastTimestamp`:null,`deprecatedCount`:2}"));
        cases.add(c("scheduling.k8s.io/v1beta1", "PriorityClass",
                m(1, m(1, "batch-low"), 2, 1000, 3, false, 4, "batch jobs", 5, "Never"),
                "{`kind`:`PriorityClass`,`apiVersion`:`scheduling.k8s.io/v1beta1`,`metadata`:{`name`:`batch-low`},`value`:1000,`description`:`batch jobs`,`preemptionPolicy`:`Never`}"));
        // Required in v1beta1's Go type as in v1's: a stored 0 is printed.
        cases.add(c("scheduling.k8s.io/v1beta1", "PriorityClass", m(1, m(1, "best-effort"), 2, 0, 3, false, 4, ""),
                "{`kind`:`PriorityClass`,`apiVersion`:`scheduling.k8s.io/v1beta1`,`metadata`:{`name`:`best-effort`},`value`:0}"));
        cases.add(c("node.k8s.io/v1beta1", "RuntimeClass",
                m(1, m(1, "gvisor"), 2, "runsc", 3, m(1, m(1, "memory", 2, m(1, "120Mi"))),
                        4, m(1, m(1, "sandbox", 2, "true"), 2, m(1, "sandbox", 2, "Equal", 3, "true", 4, "NoSchedule"))),
                "{`kind`:`RuntimeClass`,`apiVersion`:`node.k8s.io/v1beta1`,`metadata`:{`name`:`gvisor`},`handler`:`runsc`,`overhead`:{`podFixed`:{`memory`:`120Mi`}},`scheduling`:{`nodeSelector`:{`sandbox`:`true`},`tolerations`:[{`key`:`sandbox`,`operator`:`Equal`,`value`:`true`,`effect`:`NoSchedule`}]}}"));
        cases.addAll(networking());
        cases.addAll(FlowControlFixtures.cases());
        cases.addAll(resource());
        cases.addAll(storageAndCertificates());
        cases.addAll(AdmissionPolicyFixtures.cases());
        return cases;
    }

    private static List<NewKindFixtures.Case> networking() {
        String v = "networking.k8s.io/v1beta1";
        ByteString path = m(1, "/", 3, "Prefix", 2, m(1, "web", 2, m(1, 1, 3, "http")));
        return List.of(
                c(v, "Ingress", m(1, m(1, "web", 3, "shop"),
                                2, m(4, "nginx", 1, m(1, "default-http", 2, m(1, 0, 2, 80)),
                                        2, m(1, "shop.example.com", 2, "shop-tls"),
                                        3, m(1, "shop.example.com", 2, m(1, m(1, path)))),
                                3, m(1, m(1, m(1, "203.0.113.10", 4, m(1, 443, 2, "TCP"))))),
                        "{`kind`:`Ingress`,`apiVersion`:`networking.k8s.io/v1beta1`,`metadata`:{`name`:`web`,`namespace`:`shop`},`spec`:{`ingressClassName`:`nginx`,`backend`:{`serviceName`:`default-http`,`servicePort`:80},`tls`:[{`hosts`:[`shop.example.com`],`secretName`:`shop-tls`}],`rules`:[{`host`:`shop.example.com`,`http`:{`paths`:[{`path`:`/`,`pathType`:`Prefix`,`backend`:{`serviceName`:`web`,`servicePort`:`http`}}]}}]},`status`:{`loadBalancer`:{`ingress`:[{`ip`:`203.0.113.10`,`ports`:[{`port`:443,`protocol`:`TCP`}]}]}}}"),
                c(v, "IngressClass", m(1, m(1, "nginx"), 2, m(1, "k8s.io/ingress-nginx",
                                2, m(1, "k8s.example.com", 2, "IngressParameters", 3, "external-lb", 4, "Namespace", 5, "ingress"))),
                        "{`kind`:`IngressClass`,`apiVersion`:`networking.k8s.io/v1beta1`,`metadata`:{`name`:`nginx`},`spec`:{`controller`:`k8s.io/ingress-nginx`,`parameters`:{`apiGroup`:`k8s.example.com`,`kind`:`IngressParameters`,`name`:`external-lb`,`scope`:`Namespace`,`namespace`:`ingress`}}}"),
                c(v, "IPAddress", m(1, m(1, "10.96.0.10"), 2, m(1, m(1, "", 2, "services", 3, "kube-system", 4, "kube-dns"))),
                        "{`kind`:`IPAddress`,`apiVersion`:`networking.k8s.io/v1beta1`,`metadata`:{`name`:`10.96.0.10`},`spec`:{`parentRef`:{`resource`:`services`,`namespace`:`kube-system`,`name`:`kube-dns`}}}"),
                c(v, "ServiceCIDR", m(1, m(1, "kubernetes"), 2, m(1, "10.96.0.0/12", 1, "fd00:10:96::/108"),
                                3, m(1, m(1, "Ready", 2, "True", 4, m(1, T), 5, "Ready", 6, "Kubernetes Service CIDR is ready"))),
                        "{`kind`:`ServiceCIDR`,`apiVersion`:`networking.k8s.io/v1beta1`,`metadata`:{`name`:`kubernetes`},`spec`:{`cidrs`:[`10.96.0.0/12`,`fd00:10:96::/108`]},`status`:{`conditions`:[{`type`:`Ready`,`status`:`True`,`lastTransitionTime`:`2025-03-03T09:15:04Z`,`reason`:`Ready`,`message`:`Kubernetes Service CIDR is ready`}]}}"));
    }

    /**
     * resource.k8s.io/v1beta2 at kubernetes/api 426b1b99: its types.go has v1's pointers and required fields
     * (nodeName, allNodes, adminAccess and the attribute values are pointers; generation and deviceClassName are
     * required), unlike v1beta1's plain nodeName and allNodes. The zeros below check exactly that.
     */
    private static List<NewKindFixtures.Case> resource() {
        String v = "resource.k8s.io/v1beta2";
        ByteString cel = m(1, m(1, "device.driver == 'gpu.example.com'"));
        return List.of(
                c(v, "DeviceClass", m(1, m(1, "gpu.example.com"), 2, m(1, cel,
                                2, m(1, m(1, m(1, "gpu.example.com", 2, m(1, "{\"sharing\":\"TimeSlicing\"}")))),
                                4, "example.com/gpu")),
                        "{`kind`:`DeviceClass`,`apiVersion`:`resource.k8s.io/v1beta2`,`metadata`:{`name`:`gpu.example.com`},`spec`:{`selectors`:[{`cel`:{`expression`:`device.driver == 'gpu.example.com'`}}],`config`:[{`opaque`:{`driver`:`gpu.example.com`,`parameters`:{`sharing`:`TimeSlicing`}}}],`extendedResourceName`:`example.com/gpu`}}"),
                c(v, "ResourceClaim", m(1, m(1, "gpu-claim", 3, "ml"),
                                2, m(1, m(1, m(1, "gpu", 2, m(1, "gpu.example.com", 3, "ExactCount", 4, 2, 5, false,
                                                6, m(1, "example.com/unhealthy", 2, "Exists", 4, "NoSchedule"))),
                                        1, m(1, "nic", 3, m(1, "fast", 2, "nic.example.com", 4, "ExactCount", 5, 1)),
                                        2, m(1, "gpu", 2, "example.com/numa"))),
                                3, m(1, m(1, m(1, m(1, "gpu", 2, "gpu.example.com", 3, "node-1", 4, "gpu-0")),
                                                3, m(1, m(1, m(1, "kubernetes.io/hostname", 2, "In", 3, "node-1")))),
                                        2, m(3, "pods", 4, "train-0", 5, "0b1c2d3e-aaaa-4bbb-8ccc-1234567890ab"))),
                        "{`kind`:`ResourceClaim`,`apiVersion`:`resource.k8s.io/v1beta2`,`metadata`:{`name`:`gpu-claim`,`namespace`:`ml`},`spec`:{`devices`:{`requests`:[{`name`:`gpu`,`exactly`:{`deviceClassName`:`gpu.example.com`,`allocationMode`:`ExactCount`,`count`:2,`adminAccess`:false,`tolerations`:[{`key`:`example.com/unhealthy`,`operator`:`Exists`,`effect`:`NoSchedule`}]}},{`name`:`nic`,`firstAvailable`:[{`name`:`fast`,`deviceClassName`:`nic.example.com`,`allocationMode`:`ExactCount`,`count`:1}]}],`constraints`:[{`requests`:[`gpu`],`matchAttribute`:`example.com/numa`}]}},`status`:{`allocation`:{`devices`:{`results`:[{`request`:`gpu`,`driver`:`gpu.example.com`,`pool`:`node-1`,`device`:`gpu-0`}]},`nodeSelector`:{`nodeSelectorTerms`:[{`matchExpressions`:[{`key`:`kubernetes.io/hostname`,`operator`:`In`,`values`:[`node-1`]}]}]}},`reservedFor`:[{`resource`:`pods`,`name`:`train-0`,`uid`:`0b1c2d3e-aaaa-4bbb-8ccc-1234567890ab`}]}}"),
                c(v, "ResourceClaimTemplate", m(1, m(1, "one-gpu", 3, "ml"),
                                2, m(1, m(11, m(1, "app", 2, "train")),
                                        2, m(1, m(1, m(1, "gpu", 2, m(1, "gpu.example.com", 2, cel, 3, "", 4, 0)))))),
                        "{`kind`:`ResourceClaimTemplate`,`apiVersion`:`resource.k8s.io/v1beta2`,`metadata`:{`name`:`one-gpu`,`namespace`:`ml`},`spec`:{`metadata`:{`labels`:{`app`:`train`}},`spec`:{`devices`:{`requests`:[{`name`:`gpu`,`exactly`:{`deviceClassName`:`gpu.example.com`,`selectors`:[{`cel`:{`expression`:`device.driver == 'gpu.example.com'`}}]}}]}}}}"),
                c(v, "ResourceSlice", m(1, m(1, "node-1-gpu"), 2, m(1, "gpu.example.com", 2, m(1, "node-1", 2, 0, 3, 1),
                                3, "node-1", 6, m(1, "gpu-0", 2, m(1, "numa", 2, m(2, 0)), 2, m(1, "model", 2, m(4, "a100")),
                                        3, m(1, "memory", 2, m(1, m(1, "40Gi"))), 8, m(1, "example.com/ecc", 3, "NoSchedule")))),
                        "{`kind`:`ResourceSlice`,`apiVersion`:`resource.k8s.io/v1beta2`,`metadata`:{`name`:`node-1-gpu`},`spec`:{`driver`:`gpu.example.com`,`pool`:{`name`:`node-1`,`generation`:0,`resourceSliceCount`:1},`nodeName`:`node-1`,`devices`:[{`name`:`gpu-0`,`attributes`:{`model`:{`string`:`a100`},`numa`:{`int`:0}},`capacity`:{`memory`:{`value`:`40Gi`}},`taints`:[{`key`:`example.com/ecc`,`effect`:`NoSchedule`}]}]}}"));
    }

    private static List<NewKindFixtures.Case> storageAndCertificates() {
        String s = "storage.k8s.io/v1alpha1";
        String cert = "certificates.k8s.io/v1alpha1";
        return List.of(
                c(s, "VolumeAttachment", m(1, m(1, "csi-4f2c"), 2, m(1, "ebs.csi.aws.com", 2, m(1, "pv-data"), 3, "node-1"),
                                3, m(1, true, 2, m(1, "devicePath", 2, "/dev/xvdba"), 4, m(1, m(1, T), 2, "volume is busy"))),
                        "{`kind`:`VolumeAttachment`,`apiVersion`:`storage.k8s.io/v1alpha1`,`metadata`:{`name`:`csi-4f2c`},`spec`:{`attacher`:`ebs.csi.aws.com`,`source`:{`persistentVolumeName`:`pv-data`},`nodeName`:`node-1`},`status`:{`attached`:true,`attachmentMetadata`:{`devicePath`:`/dev/xvdba`},`detachError`:{`time`:`2025-03-03T09:15:04Z`,`message`:`volume is busy`}}}"),
                // A detached volume: attached is required in v1alpha1's Go type, so false is printed.
                c(s, "VolumeAttachment", m(1, m(1, "csi-9d1e"), 2, m(1, "ebs.csi.aws.com", 2, m(1, "pv-logs"), 3, "node-2"),
                                3, m(1, false)),
                        "{`kind`:`VolumeAttachment`,`apiVersion`:`storage.k8s.io/v1alpha1`,`metadata`:{`name`:`csi-9d1e`},`spec`:{`attacher`:`ebs.csi.aws.com`,`source`:{`persistentVolumeName`:`pv-logs`},`nodeName`:`node-2`},`status`:{`attached`:false}}"),
                c(s, "CSIStorageCapacity", m(1, m(1, "csisc-7x2k", 3, "kube-system"),
                                2, m(1, m(1, "topology.kubernetes.io/zone", 2, "eu-1a")), 3, "fast", 4, m(1, "100Gi"), 5, m(1, "16Ti")),
                        "{`kind`:`CSIStorageCapacity`,`apiVersion`:`storage.k8s.io/v1alpha1`,`metadata`:{`name`:`csisc-7x2k`,`namespace`:`kube-system`},`nodeTopology`:{`matchLabels`:{`topology.kubernetes.io/zone`:`eu-1a`}},`storageClassName`:`fast`,`capacity`:`100Gi`,`maximumVolumeSize`:`16Ti`}"),
                c(s, "VolumeAttributesClass", m(1, m(1, "gold"), 2, "pd.csi.storage.gke.io",
                                3, m(1, "iops", 2, "5000"), 3, m(1, "throughput", 2, "200")),
                        "{`kind`:`VolumeAttributesClass`,`apiVersion`:`storage.k8s.io/v1alpha1`,`metadata`:{`name`:`gold`},`driverName`:`pd.csi.storage.gke.io`,`parameters`:{`iops`:`5000`,`throughput`:`200`}}"),
                c(cert, "ClusterTrustBundle", m(1, m(1, "example.com:foo:v1"), 2, m(1, "example.com/foo", 2, "-----BEGIN CERTIFICATE-----")),
                        "{`kind`:`ClusterTrustBundle`,`apiVersion`:`certificates.k8s.io/v1alpha1`,`metadata`:{`name`:`example.com:foo:v1`},`spec`:{`signerName`:`example.com/foo`,`trustBundle`:`-----BEGIN CERTIFICATE-----`}}"),
                c(cert, "PodCertificateRequest", m(1, m(1, "web-0-pcr", 3, "shop"),
                                2, m(1, "example.com/pod", 2, "web-0", 3, "uid-pod", 4, "web", 5, "uid-sa", 6, "node-1", 7, "uid-node",
                                        8, 86_400, 9, "PK", 10, "PoP"),
                                3, m(1, m(1, "Issued", 2, "True", 4, m(1, T), 5, "Issued", 6, "issued"),
                                        2, "-----BEGIN CERTIFICATE-----", 4, m(1, T), 5, m(1, T + 3600), 6, m(1, T + 86_400))),
                        "{`kind`:`PodCertificateRequest`,`apiVersion`:`certificates.k8s.io/v1alpha1`,`metadata`:{`name`:`web-0-pcr`,`namespace`:`shop`},`spec`:{`signerName`:`example.com/pod`,`podName`:`web-0`,`podUID`:`uid-pod`,`serviceAccountName`:`web`,`serviceAccountUID`:`uid-sa`,`nodeName`:`node-1`,`nodeUID`:`uid-node`,`maxExpirationSeconds`:86400,`pkixPublicKey`:`UEs=`,`proofOfPossession`:`UG9Q`},`status`:{`conditions`:[{`type`:`Issued`,`status`:`True`,`lastTransitionTime`:`2025-03-03T09:15:04Z`,`reason`:`Issued`,`message`:`issued`}],`certificateChain`:`-----BEGIN CERTIFICATE-----`,`notBefore`:`2025-03-03T09:15:04Z`,`beginRefreshAt`:`2025-03-03T10:15:04Z`,`notAfter`:`2025-03-04T09:15:04Z`}}"));
    }

    /** A case of a derived kind; the JSON is written with ` for " to keep it readable. */
    static NewKindFixtures.Case c(String apiVersion, String kind, ByteString raw, String json) {
        return new NewKindFixtures.Case(apiVersion, kind, "derived-schemas.tsv",
                KubeFixtures.stored(apiVersion, kind, raw), json.replace('`', '"'));
    }
}
