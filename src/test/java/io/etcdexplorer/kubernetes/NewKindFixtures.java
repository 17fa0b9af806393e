package io.etcdexplorer.kubernetes;

import com.google.protobuf.ByteString;

import java.util.ArrayList;
import java.util.List;

import static io.etcdexplorer.kubernetes.SchemaBuilder.with;

/**
 * One stored value of each kind that client-java-proto 27.0.0 does not describe, with the JSON kubectl prints for it
 * (written by hand from the published field names, field order included). Values of kinds an older release describes
 * are written with that release's descriptors; values of the kinds derived-schemas.tsv and described-schemas.tsv add
 * are written byte by byte from the published field numbers of their own group-version (DerivedKindFixtures and
 * below), never from the descriptors a table builds, so a wrong number or name in either table fails the tests that
 * decode them.
 */
public final class NewKindFixtures {

    /** A stored value (k8s\0 envelope) and what kubectl get -o json prints for it, compact. */
    public record Case(String apiVersion, String kind, String source, byte[] stored, String json) {
        @Override
        public String toString() {
            return apiVersion + " " + kind + " (" + source + ")";
        }
    }

    private static final SchemaBuilder OLDER = new SchemaBuilder(SchemaFiles.older("20.0.0"));

    private NewKindFixtures() {
    }

    public static List<Case> cases() {
        List<Case> cases = new ArrayList<>(DerivedKindFixtures.cases());
        cases.add(built(OLDER, "policy/v1beta1", "PodSecurityPolicy", "client-java-proto 20.0.0", "{\"kind\":\"PodSecurityPolicy\",\"apiVersion\":\"policy/v1beta1\",\"metadata\":{\"name\":\"restricted\"},\"spec\":{\"volumes\":[\"configMap\",\"secret\"],\"seLinux\":{\"rule\":\"RunAsAny\"},\"runAsUser\":{\"rule\":\"MustRunAsNonRoot\"},\"supplementalGroups\":{\"rule\":\"RunAsAny\"},\"fsGroup\":{\"rule\":\"RunAsAny\"}}}",
                "k8s.io.api.policy.v1beta1.PodSecurityPolicy", "metadata", with("name", "restricted"), "spec", with("volumes", List.of("configMap", "secret"), "seLinux", with("rule", "RunAsAny"), "runAsUser", with("rule", "MustRunAsNonRoot"), "supplementalGroups", with("rule", "RunAsAny"), "fsGroup", with("rule", "RunAsAny"))));
        cases.add(built(OLDER, "extensions/v1beta1", "PodSecurityPolicy", "client-java-proto 20.0.0", "{\"kind\":\"PodSecurityPolicy\",\"apiVersion\":\"extensions/v1beta1\",\"metadata\":{\"name\":\"privileged\"},\"spec\":{\"privileged\":true,\"hostNetwork\":true,\"seLinux\":{\"rule\":\"RunAsAny\"},\"runAsUser\":{\"rule\":\"RunAsAny\"},\"supplementalGroups\":{\"rule\":\"RunAsAny\"},\"fsGroup\":{\"rule\":\"RunAsAny\"}}}",
                "k8s.io.api.extensions.v1beta1.PodSecurityPolicy", "metadata", with("name", "privileged"), "spec", with("privileged", true, "hostNetwork", true, "seLinux", with("rule", "RunAsAny"), "runAsUser", with("rule", "RunAsAny"), "supplementalGroups", with("rule", "RunAsAny"), "fsGroup", with("rule", "RunAsAny"))));
        cases.add(built(OLDER, "batch/v2alpha1", "CronJob", "client-java-proto 20.0.0", "{\"kind\":\"CronJob\",\"apiVersion\":\"batch/v2alpha1\",\"metadata\":{\"name\":\"backup\",\"namespace\":\"ops\"},\"spec\":{\"schedule\":\"0 3 * * *\",\"concurrencyPolicy\":\"Forbid\",\"jobTemplate\":{\"spec\":{\"backoffLimit\":2,\"template\":{\"metadata\":{},\"spec\":{\"containers\":null}}}}},\"status\":{}}",
                "k8s.io.api.batch.v2alpha1.CronJob", "metadata", with("name", "backup", "namespace", "ops"), "spec", with("schedule", "0 3 * * *", "concurrencyPolicy", "Forbid", "jobTemplate", with("spec", with("backoffLimit", 2, "template", with("metadata", with(), "spec", with())))), "status", with()));
        cases.add(built(OLDER, "settings.k8s.io/v1alpha1", "PodPreset", "client-java-proto 20.0.0", "{\"kind\":\"PodPreset\",\"apiVersion\":\"settings.k8s.io/v1alpha1\",\"metadata\":{\"name\":\"proxy\",\"namespace\":\"shop\"},\"spec\":{\"selector\":{\"matchLabels\":{\"role\":\"web\"}},\"env\":[{\"name\":\"HTTP_PROXY\",\"value\":\"http://proxy:3128\"}]}}",
                "k8s.io.api.settings.v1alpha1.PodPreset", "metadata", with("name", "proxy", "namespace", "shop"), "spec", with("selector", with("matchLabels", List.of(with("key", "role", "value", "web"))), "env", List.of(with("name", "HTTP_PROXY", "value", "http://proxy:3128")))));
        cases.add(built(OLDER, "admissionregistration.k8s.io/v1alpha1", "InitializerConfiguration", "client-java-proto 20.0.0", "{\"kind\":\"InitializerConfiguration\",\"apiVersion\":\"admissionregistration.k8s.io/v1alpha1\",\"metadata\":{\"name\":\"podimage\"},\"initializers\":[{\"name\":\"podimage.example.com\",\"rules\":[{\"apiGroups\":[\"\"],\"apiVersions\":[\"v1\"],\"resources\":[\"pods\"]}]}]}",
                "k8s.io.api.admissionregistration.v1alpha1.InitializerConfiguration", "metadata", with("name", "podimage"), "initializers", List.of(with("name", "podimage.example.com", "rules", List.of(with("apiGroups", List.of(""), "apiVersions", List.of("v1"), "resources", List.of("pods")))))));
        cases.add(new Case("discovery.k8s.io/v1beta1", "EndpointSlice", "described-schemas.tsv",
                KubeFixtures.stored("discovery.k8s.io/v1beta1", "EndpointSlice", W.m(1, W.m(1, "web-abc12", 3, "shop"), 4, "IPv4", 2, W.m(1, "10.244.1.7", 2, W.m(1, true, 2, true), 3, "web-0", 4, W.m(1, "Pod", 2, "shop", 3, "web-0"), 5, W.m(1, "topology.kubernetes.io/zone", 2, "eu-1a"), 6, "node-1", 7, W.m(1, W.m(1, "eu-1a"))), 3, W.m(1, "http", 2, "TCP", 3, 8080))),
                "{\"kind\":\"EndpointSlice\",\"apiVersion\":\"discovery.k8s.io/v1beta1\",\"metadata\":{\"name\":\"web-abc12\",\"namespace\":\"shop\"},\"addressType\":\"IPv4\",\"endpoints\":[{\"addresses\":[\"10.244.1.7\"],\"conditions\":{\"ready\":true,\"serving\":true},\"hostname\":\"web-0\",\"targetRef\":{\"kind\":\"Pod\",\"namespace\":\"shop\",\"name\":\"web-0\"},\"topology\":{\"topology.kubernetes.io/zone\":\"eu-1a\"},\"nodeName\":\"node-1\",\"hints\":{\"forZones\":[{\"name\":\"eu-1a\"}]}}],\"ports\":[{\"name\":\"http\",\"protocol\":\"TCP\",\"port\":8080}]}"));
        cases.add(new Case("node.k8s.io/v1alpha1", "RuntimeClass", "described-schemas.tsv",
                KubeFixtures.stored("node.k8s.io/v1alpha1", "RuntimeClass", W.m(1, W.m(1, "gvisor"), 2, W.m(1, "runsc", 2, W.m(1, W.m(1, "memory", 2, W.m(1, "120Mi"))), 3, W.m(1, W.m(1, "sandbox", 2, "true"))))),
                "{\"kind\":\"RuntimeClass\",\"apiVersion\":\"node.k8s.io/v1alpha1\",\"metadata\":{\"name\":\"gvisor\"},\"spec\":{\"runtimeHandler\":\"runsc\",\"overhead\":{\"podFixed\":{\"memory\":\"120Mi\"}},\"scheduling\":{\"nodeSelector\":{\"sandbox\":\"true\"}}}}"));
        cases.add(new Case("coordination.k8s.io/v1alpha2", "LeaseCandidate", "described-schemas.tsv",
                KubeFixtures.stored("coordination.k8s.io/v1alpha2", "LeaseCandidate", W.m(1, W.m(1, "kcm-node-1", 3, "kube-system"), 2, W.m(1, "kube-controller-manager", 4, "1.33.1", 5, "1.33.0", 6, "OldestEmulationVersion"))),
                "{\"kind\":\"LeaseCandidate\",\"apiVersion\":\"coordination.k8s.io/v1alpha2\",\"metadata\":{\"name\":\"kcm-node-1\",\"namespace\":\"kube-system\"},\"spec\":{\"leaseName\":\"kube-controller-manager\",\"binaryVersion\":\"1.33.1\",\"emulationVersion\":\"1.33.0\",\"strategy\":\"OldestEmulationVersion\"}}"));
        cases.add(new Case("coordination.k8s.io/v1beta1", "LeaseCandidate", "described-schemas.tsv",
                KubeFixtures.stored("coordination.k8s.io/v1beta1", "LeaseCandidate", W.m(1, W.m(1, "kcm-node-1", 3, "kube-system"), 2, W.m(1, "kube-controller-manager", 4, "1.33.1", 5, "1.33.0", 6, "OldestEmulationVersion"))),
                "{\"kind\":\"LeaseCandidate\",\"apiVersion\":\"coordination.k8s.io/v1beta1\",\"metadata\":{\"name\":\"kcm-node-1\",\"namespace\":\"kube-system\"},\"spec\":{\"leaseName\":\"kube-controller-manager\",\"binaryVersion\":\"1.33.1\",\"emulationVersion\":\"1.33.0\",\"strategy\":\"OldestEmulationVersion\"}}"));
        cases.add(new Case("resource.k8s.io/v1alpha3", "DeviceTaintRule", "described-schemas.tsv",
                KubeFixtures.stored("resource.k8s.io/v1alpha3", "DeviceTaintRule", W.m(1, W.m(1, "gpu-0-broken"), 2, W.m(1, W.m(2, "gpu.example.com", 3, "node-1", 4, "gpu-0"), 2, W.m(1, "example.com/unhealthy", 2, "ecc", 3, "NoExecute")), 3, W.m())),
                "{\"kind\":\"DeviceTaintRule\",\"apiVersion\":\"resource.k8s.io/v1alpha3\",\"metadata\":{\"name\":\"gpu-0-broken\"},\"spec\":{\"deviceSelector\":{\"driver\":\"gpu.example.com\",\"pool\":\"node-1\",\"device\":\"gpu-0\"},\"taint\":{\"key\":\"example.com/unhealthy\",\"value\":\"ecc\",\"effect\":\"NoExecute\"}},\"status\":{}}"));
        cases.add(new Case("scheduling.k8s.io/v1alpha2", "Workload", "described-schemas.tsv",
                KubeFixtures.stored("scheduling.k8s.io/v1alpha2", "Workload", W.m(1, W.m(1, "train", 3, "ml"), 2, W.m(1, W.m(1, "batch", 2, "Job", 3, "train"), 2, W.m(1, "workers", 2, W.m(2, W.m(1, 4)), 3, W.m(1, W.m(1, "topology.kubernetes.io/rack")))))),
                "{\"kind\":\"Workload\",\"apiVersion\":\"scheduling.k8s.io/v1alpha2\",\"metadata\":{\"name\":\"train\",\"namespace\":\"ml\"},\"spec\":{\"controllerRef\":{\"apiGroup\":\"batch\",\"kind\":\"Job\",\"name\":\"train\"},\"podGroupTemplates\":[{\"name\":\"workers\",\"schedulingPolicy\":{\"gang\":{\"minCount\":4}},\"schedulingConstraints\":{\"topology\":[{\"key\":\"topology.kubernetes.io/rack\"}]}}]}}"));
        cases.add(new Case("scheduling.k8s.io/v1alpha2", "PodGroup", "described-schemas.tsv",
                KubeFixtures.stored("scheduling.k8s.io/v1alpha2", "PodGroup", W.m(1, W.m(1, "train-workers", 3, "ml"), 2, W.m(1, W.m(1, W.m(1, "train", 2, "workers")), 2, W.m(1, W.m()), 4, W.m(1, "gpus", 3, "gpu-template")), 3, W.m(2, W.m(1, "gpus", 2, "train-workers-gpus-x7k")))),
                "{\"kind\":\"PodGroup\",\"apiVersion\":\"scheduling.k8s.io/v1alpha2\",\"metadata\":{\"name\":\"train-workers\",\"namespace\":\"ml\"},\"spec\":{\"podGroupTemplateRef\":{\"workload\":{\"workloadName\":\"train\",\"podGroupTemplateName\":\"workers\"}},\"schedulingPolicy\":{\"basic\":{}},\"resourceClaims\":[{\"name\":\"gpus\",\"resourceClaimTemplateName\":\"gpu-template\"}]},\"status\":{\"resourceClaimStatuses\":[{\"name\":\"gpus\",\"resourceClaimName\":\"train-workers-gpus-x7k\"}]}}"));
        cases.add(new Case("resource.k8s.io/v1beta1", "DeviceClass", "described-schemas.tsv",
                KubeFixtures.stored("resource.k8s.io/v1beta1", "DeviceClass", W.m(1, W.m(1, "gpu.example.com"), 2, W.m(1, W.m(1, W.m(1, "device.driver == 'gpu.example.com'")), 4, "example.com/gpu"))),
                "{\"kind\":\"DeviceClass\",\"apiVersion\":\"resource.k8s.io/v1beta1\",\"metadata\":{\"name\":\"gpu.example.com\"},\"spec\":{\"selectors\":[{\"cel\":{\"expression\":\"device.driver == 'gpu.example.com'\"}}],\"extendedResourceName\":\"example.com/gpu\"}}"));
        // The second request names no class (its subrequests do), stored as "" and printed as such; the
        // subrequest's tolerations are field 7 in v1beta1 (6 in v1).
        cases.add(new Case("resource.k8s.io/v1beta1", "ResourceClaim", "described-schemas.tsv",
                KubeFixtures.stored("resource.k8s.io/v1beta1", "ResourceClaim", W.m(1, W.m(1, "gpu-claim", 3, "ml"), 2, W.m(1, W.m(1, W.m(1, "gpu", 2, "gpu.example.com", 4, "ExactCount", 5, 2, 6, false), 1, W.m(1, "nic", 2, "", 5, 0, 7, W.m(1, "fast", 2, "nic.example.com", 5, 1, 7, W.m(1, "example.com/unhealthy", 2, "Exists", 4, "NoSchedule"))))), 3, W.m())),
                "{\"kind\":\"ResourceClaim\",\"apiVersion\":\"resource.k8s.io/v1beta1\",\"metadata\":{\"name\":\"gpu-claim\",\"namespace\":\"ml\"},\"spec\":{\"devices\":{\"requests\":[{\"name\":\"gpu\",\"deviceClassName\":\"gpu.example.com\",\"allocationMode\":\"ExactCount\",\"count\":2,\"adminAccess\":false},{\"name\":\"nic\",\"deviceClassName\":\"\",\"firstAvailable\":[{\"name\":\"fast\",\"deviceClassName\":\"nic.example.com\",\"count\":1,\"tolerations\":[{\"key\":\"example.com/unhealthy\",\"operator\":\"Exists\",\"effect\":\"NoSchedule\"}]}]}]}},\"status\":{}}"));
        cases.add(new Case("resource.k8s.io/v1beta1", "ResourceClaimTemplate", "described-schemas.tsv",
                KubeFixtures.stored("resource.k8s.io/v1beta1", "ResourceClaimTemplate", W.m(1, W.m(1, "one-gpu", 3, "ml"), 2, W.m(1, W.m(), 2, W.m(1, W.m(1, W.m(1, "gpu", 2, "gpu.example.com", 3, W.m(1, W.m(1, "device.driver == 'gpu.example.com'")))))))),
                "{\"kind\":\"ResourceClaimTemplate\",\"apiVersion\":\"resource.k8s.io/v1beta1\",\"metadata\":{\"name\":\"one-gpu\",\"namespace\":\"ml\"},\"spec\":{\"metadata\":{},\"spec\":{\"devices\":{\"requests\":[{\"name\":\"gpu\",\"deviceClassName\":\"gpu.example.com\",\"selectors\":[{\"cel\":{\"expression\":\"device.driver == 'gpu.example.com'\"}}]}]}}}}"));
        // allNodes is a plain bool in v1beta1 (a pointer in v1): the stored false is left out, as Go's omitempty does.
        cases.add(new Case("resource.k8s.io/v1beta1", "ResourceSlice", "described-schemas.tsv",
                KubeFixtures.stored("resource.k8s.io/v1beta1", "ResourceSlice", W.m(1, W.m(1, "node-1-gpu"), 2, W.m(1, "gpu.example.com", 2, W.m(1, "node-1", 2, 1, 3, 1), 3, "node-1", 5, false, 6, W.m(1, "gpu-0", 2, W.m(1, W.m(1, "model", 2, W.m(4, "a100")), 2, W.m(1, "memory", 2, W.m(1, W.m(1, "40Gi"))), 7, W.m(1, "example.com/ecc", 3, "NoSchedule")))))),
                "{\"kind\":\"ResourceSlice\",\"apiVersion\":\"resource.k8s.io/v1beta1\",\"metadata\":{\"name\":\"node-1-gpu\"},\"spec\":{\"driver\":\"gpu.example.com\",\"pool\":{\"name\":\"node-1\",\"generation\":1,\"resourceSliceCount\":1},\"nodeName\":\"node-1\",\"devices\":[{\"name\":\"gpu-0\",\"basic\":{\"attributes\":{\"model\":{\"string\":\"a100\"}},\"capacity\":{\"memory\":{\"value\":\"40Gi\"}},\"taints\":[{\"key\":\"example.com/ecc\",\"effect\":\"NoSchedule\"}]}}]}}"));
        return cases;
    }

    private static Case built(SchemaBuilder schema, String apiVersion, String kind, String source, String json,
                              String type, Object... pairs) {
        return new Case(apiVersion, kind, source,
                KubeFixtures.stored(apiVersion, kind, schema.message(schema.type(type), pairs)), json);
    }

    /** Protobuf written by field number, as the published generated.proto numbers them. */
    static final class W {
        private W() {
        }

        /** A message from number, value pairs: text, a nested message (ByteString), a number or a boolean. */
        static ByteString m(Object... pairs) {
            ByteString.Output out = ByteString.newOutput();
            for (int i = 0; i < pairs.length; i += 2) {
                int number = (Integer) pairs[i];
                Object value = pairs[i + 1];
                if (value instanceof String text) {
                    bytes(out, number, ByteString.copyFromUtf8(text));
                } else if (value instanceof ByteString nested) {
                    bytes(out, number, nested);
                } else {
                    varint(out, number << 3);
                    varint(out, value instanceof Boolean b ? (b ? 1 : 0) : ((Number) value).longValue());
                }
            }
            return out.toByteString();
        }

        private static void bytes(ByteString.Output out, int number, ByteString value) {
            varint(out, (number << 3) | 2);
            varint(out, value.size());
            out.write(value.toByteArray(), 0, value.size());
        }

        private static void varint(ByteString.Output out, long value) {
            while ((value & ~0x7FL) != 0) {
                out.write((int) ((value & 0x7F) | 0x80));
                value >>>= 7;
            }
            out.write((int) value);
        }
    }
}
