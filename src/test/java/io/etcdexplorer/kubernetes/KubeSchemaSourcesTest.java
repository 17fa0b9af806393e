package io.etcdexplorer.kubernetes;

import com.google.protobuf.DynamicMessage;
import org.junit.jupiter.api.Test;

import java.util.List;

import static io.etcdexplorer.kubernetes.SchemaBuilder.with;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Kinds that client-java-proto 27.0.0 does not describe: those an older release does (written here with that
 * release's own descriptors, as the build exported them) and the derived group-versions (written with the
 * descriptors of the version whose field numbers they share, per the API's generated.proto). Each must decode to
 * what kubectl prints, field order included.
 */
class KubeSchemaSourcesTest {

    private static final KubeSchemas SCHEMAS = new KubeSchemas();
    private static final KubeDecoder DECODER = new KubeDecoder(SCHEMAS);
    private static final SchemaBuilder OLDER = new SchemaBuilder(SchemaFiles.older("20.0.0"));
    private static final SchemaBuilder NEWEST = new SchemaBuilder(SchemaFiles.newest());
    private static final String META = KubeSchemas.META_PACKAGE;

    @Test
    void podSecurityPolicyOfKubernetes124DecodesWithItsReleasesSchema() throws Exception {
        DynamicMessage psp = OLDER.message(OLDER.type("k8s.io.api.policy.v1beta1.PodSecurityPolicy"),
                "metadata", with("name", "restricted"),
                "spec", with("privileged", false, "volumes", List.of("configMap", "secret"),
                        "seLinux", with("rule", "RunAsAny"), "runAsUser", with("rule", "MustRunAsNonRoot"),
                        "supplementalGroups", with("rule", "RunAsAny"), "fsGroup", with("rule", "RunAsAny")));
        assertEquals("{\"kind\":\"PodSecurityPolicy\",\"apiVersion\":\"policy/v1beta1\",\"metadata\":{\"name\":"
                + "\"restricted\"},\"spec\":{\"volumes\":[\"configMap\",\"secret\"],\"seLinux\":{\"rule\":\"RunAsAny\"},"
                + "\"runAsUser\":{\"rule\":\"MustRunAsNonRoot\"},\"supplementalGroups\":{\"rule\":\"RunAsAny\"},"
                + "\"fsGroup\":{\"rule\":\"RunAsAny\"}}}", json("policy/v1beta1", "PodSecurityPolicy", psp));
    }

    @Test
    void cronJobV2alpha1DecodesWithItsReleasesSchema() throws Exception {
        DynamicMessage cronJob = OLDER.message(OLDER.type("k8s.io.api.batch.v2alpha1.CronJob"),
                "metadata", with("name", "backup", "namespace", "ops"),
                "spec", with("schedule", "0 3 * * *", "suspend", false, "jobTemplate", with()), "status", with());
        assertEquals("{\"kind\":\"CronJob\",\"apiVersion\":\"batch/v2alpha1\",\"metadata\":{\"name\":\"backup\","
                + "\"namespace\":\"ops\"},\"spec\":{\"schedule\":\"0 3 * * *\",\"suspend\":false,\"jobTemplate\":{}},"
                + "\"status\":{}}", json("batch/v2alpha1", "CronJob", cronJob));
    }

    @Test
    void leaseV1beta1SharesV1sFieldNumbers() throws Exception {
        DynamicMessage lease = NEWEST.message(NEWEST.type("k8s.io.api.coordination.v1.Lease"),
                "metadata", with("name", "kube-scheduler", "namespace", "kube-system"),
                "spec", with("holderIdentity", "node-1_4f2c", "leaseDurationSeconds", 15, "leaseTransitions", 3));
        assertEquals("{\"kind\":\"Lease\",\"apiVersion\":\"coordination.k8s.io/v1beta1\",\"metadata\":{\"name\":"
                + "\"kube-scheduler\",\"namespace\":\"kube-system\"},\"spec\":{\"holderIdentity\":\"node-1_4f2c\","
                + "\"leaseDurationSeconds\":15,\"leaseTransitions\":3}}",
                json("coordination.k8s.io/v1beta1", "Lease", lease));
    }

    @Test
    void flowcontrolV1beta2NamesFieldOneAssuredConcurrencyShares() throws Exception {
        DynamicMessage level = NEWEST.message(NEWEST.type("k8s.io.api.flowcontrol.v1.PriorityLevelConfiguration"),
                "metadata", with("name", "workload-low"),
                "spec", with("type", "Limited", "limited", with("nominalConcurrencyShares", 100,
                        "limitResponse", with("type", "Reject"), "lendablePercent", 90)), "status", with());
        assertEquals("{\"kind\":\"PriorityLevelConfiguration\",\"apiVersion\":\"flowcontrol.apiserver.k8s.io/v1beta2\","
                + "\"metadata\":{\"name\":\"workload-low\"},\"spec\":{\"type\":\"Limited\",\"limited\":{"
                + "\"assuredConcurrencyShares\":100,\"limitResponse\":{\"type\":\"Reject\"},\"lendablePercent\":90}},"
                + "\"status\":{}}",
                json("flowcontrol.apiserver.k8s.io/v1beta2", "PriorityLevelConfiguration", level));
    }

    @Test
    void networkingV1beta1IngressHasTheExtensionsShape() throws Exception {
        DynamicMessage ingress = NEWEST.message(NEWEST.type("k8s.io.api.extensions.v1beta1.Ingress"),
                "metadata", with("name", "web", "namespace", "shop"),
                "spec", with("backend", with("serviceName", "web", "servicePort", with("type", 0, "intVal", 80))),
                "status", with("loadBalancer", with()));
        assertEquals("{\"kind\":\"Ingress\",\"apiVersion\":\"networking.k8s.io/v1beta1\",\"metadata\":{\"name\":"
                + "\"web\",\"namespace\":\"shop\"},\"spec\":{\"backend\":{\"serviceName\":\"web\",\"servicePort\":80}},"
                + "\"status\":{\"loadBalancer\":{}}}", json("networking.k8s.io/v1beta1", "Ingress", ingress));
    }

    @Test
    void everyDerivedKindIsFound() {
        for (String kind : List.of("coordination.k8s.io/v1beta1 Lease", "events.k8s.io/v1beta1 Event",
                "scheduling.k8s.io/v1beta1 PriorityClass", "node.k8s.io/v1beta1 RuntimeClass",
                "networking.k8s.io/v1beta1 IngressClass", "networking.k8s.io/v1beta1 IPAddress",
                "networking.k8s.io/v1beta1 ServiceCIDR", "flowcontrol.apiserver.k8s.io/v1beta1 FlowSchema",
                "flowcontrol.apiserver.k8s.io/v1beta3 PriorityLevelConfiguration", "resource.k8s.io/v1beta2 ResourceSlice",
                "resource.k8s.io/v1beta2 ResourceClaim", "storage.k8s.io/v1alpha1 VolumeAttributesClass",
                "certificates.k8s.io/v1alpha1 ClusterTrustBundle",
                "admissionregistration.k8s.io/v1alpha1 MutatingAdmissionPolicy", "settings.k8s.io/v1alpha1 PodPreset",
                "v1 Status", "v1 WatchEvent", "apidiscovery.k8s.io/v2 APIGroupDiscoveryList")) {
            String[] parts = kind.split(" ");
            assertTrue(SCHEMAS.find(parts[0], parts[1]).isPresent(), kind);
        }
        assertTrue(SCHEMAS.kinds().contains("coordination.k8s.io/v1beta1 Lease"));
        assertFalse(SCHEMAS.find("v1", "ObjectMeta").isPresent(), "ObjectMeta is a part, never a stored kind");
    }

    @Test
    void fieldsNewerThanTheSchemaAreShownWhereTheyAreAndCounted() throws Exception {
        // A Pod from a newer API server: spec field 9001 (a number) and a container's field 9002 (text) are unknown.
        DynamicMessage container = SchemaBuilder.withUnknown(NEWEST.message(NEWEST.type("k8s.io.api.core.v1.Container"),
                "name", "web", "image", "nginx:1.29"), 9002, "Bind");
        DynamicMessage spec = SchemaBuilder.withUnknown(NEWEST.message(NEWEST.type("k8s.io.api.core.v1.PodSpec"),
                "containers", List.of(container)), 9001, 30L);
        DynamicMessage pod = NEWEST.message(NEWEST.type("k8s.io.api.core.v1.Pod"),
                "metadata", with("name", "web-0", "namespace", "shop"), "spec", spec);
        KubeObject decoded = (KubeObject) DECODER.decode(KubeFixtures.stored("v1", "Pod", pod)).orElseThrow();

        assertEquals(2, decoded.newerFields());
        assertEquals("v1 Pod (protobuf, 2 fields newer than this app's Kubernetes schema)", decoded.summary());
        assertEquals("{\"kind\":\"Pod\",\"apiVersion\":\"v1\",\"metadata\":{\"name\":\"web-0\",\"namespace\":"
                + "\"shop\"},\"spec\":{\"containers\":[{\"name\":\"web\",\"image\":\"nginx:1.29\","
                + "\"field 9002 (not in this app's Kubernetes schema)\":\"Bind\"}],"
                + "\"field 9001 (not in this app's Kubernetes schema)\":30}}", decoded.json().toString());
        assertTrue(KubeText.yaml(decoded.json()).contains("field 9001 (not in this app's Kubernetes schema)"));
    }

    @Test
    void anUnknownKindShowsItsMetadataByNameAndTheRestByNumber() throws Exception {
        // apiregistration.k8s.io is an aggregated API: no schema here. Field 1 is ObjectMeta, as in every kind.
        DynamicMessage meta = NEWEST.message(NEWEST.type(META + "ObjectMeta"), "name", "v1beta1.metrics.k8s.io",
                "uid", "6f1c2d3e-0000-4000-8000-000000000001", "labels", List.of(NEWEST.message(
                        NEWEST.type(META + "ObjectMeta").findFieldByName("labels").getMessageType(),
                        "key", "k8s-app", "value", "metrics-server")));
        byte[] raw = com.google.protobuf.ByteString.copyFrom(new byte[] {0x0a}).concat(sized(meta.toByteString()))
                .concat(com.google.protobuf.ByteString.copyFrom(new byte[] {0x12, 0x05, 0x0a, 0x03, 'b', 'a', 'r'}))
                .toByteArray();
        byte[] stored = KubeFixtures.stored("apiregistration.k8s.io/v1", "APIService",
                com.google.protobuf.ByteString.copyFrom(raw));
        KubeObject decoded = (KubeObject) DECODER.decode(stored).orElseThrow();

        assertFalse(decoded.schemaKnown());
        assertEquals("apiregistration.k8s.io/v1 APIService (protobuf, schema unknown)", decoded.summary());
        assertEquals("{\"kind\":\"APIService\",\"apiVersion\":\"apiregistration.k8s.io/v1\",\"metadata\":{\"name\":"
                + "\"v1beta1.metrics.k8s.io\",\"uid\":\"6f1c2d3e-0000-4000-8000-000000000001\",\"labels\":{\"k8s-app\":"
                + "\"metrics-server\"}},\"2\":{\"1\":\"bar\"}}", decoded.json().toString());
    }

    private static com.google.protobuf.ByteString sized(com.google.protobuf.ByteString bytes) {
        return com.google.protobuf.ByteString.copyFrom(new byte[] {(byte) bytes.size()}).concat(bytes);
    }

    private static String json(String apiVersion, String kind, DynamicMessage object) throws Exception {
        KubeObject decoded = (KubeObject) DECODER.decode(KubeFixtures.stored(apiVersion, kind, object)).orElseThrow();
        assertTrue(decoded.schemaKnown(), kind);
        assertEquals(0, decoded.newerFields(), kind);
        return decoded.json().toString();
    }
}
