package io.etcdexplorer.kubernetes;

import static com.fasterxml.jackson.databind.node.JsonNodeType.ARRAY;
import static com.fasterxml.jackson.databind.node.JsonNodeType.OBJECT;
import static com.fasterxml.jackson.databind.node.JsonNodeType.STRING;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeType;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.google.protobuf.ByteString;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.DynamicMessage;
import com.google.protobuf.Message;
import io.kubernetes.client.proto.Runtime.TypeMeta;
import io.kubernetes.client.proto.Runtime.Unknown;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every kind, filled in every field it has, must come out of the decoder with nothing lost and under Go's JSON names,
 * and print losslessly as YAML and JSON. Filling from the descriptor means fields a hand-written fixture would forget
 * (inline members, unions, maps of Kubernetes types) are covered for every kind.
 */
class KubeKindsRoundTripTest {

    private static final KubeSchemas SCHEMAS = new KubeSchemas();
    private static final KubeDecoder DECODER = new KubeDecoder(SCHEMAS);
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());
    /** Deep enough to reach Pod.spec.containers[].livenessProbe.httpGet.port. */
    private static final int DEPTH = 8;

    /**
     * Proto names that must never reach the JSON: renamed fields, inline members that were not flattened, and the
     * insides of types with their own JSON form (IntOrString, Time, JSONSchemaProps unions, RawExtension).
     */
    private static final Set<String> PROTO_ONLY = Set.of("uID", "aPIGroup", "Webhooks", "jSONSchemas", "Raw",
            "Name", "Expression", "xKubernetesPreserveUnknownFields", "volumeSource", "persistentVolumeSource",
            "ingressRuleValue", "ephemeralContainerCommon", "localObjectReference", "ruleWithOperations",
            "intVal", "strVal", "nanos", "allows", "property", "raw");
    /** Go JSON names are lowerCamel; "aPIGroup"-like keys come from proto names derived from Go field names. */
    private static final Pattern PROTO_SHAPED = Pattern.compile("[a-z][A-Z].*|[A-Z].*");
    /** The only Go JSON tag in these kinds that starts with a capital: DaemonEndpoint.Port. */
    private static final Set<String> CAPITALISED_IN_GO = Set.of("Port");
    private static final Pattern RFC3339_SECONDS = Pattern.compile("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ");
    /** JSON and YAML text do not carry Jackson's node classes: 5 read back as an int is the long 5 decoded. */
    private static final Comparator<JsonNode> SAME_VALUE = (a, b) -> a.isNumber() && b.isNumber()
            ? a.decimalValue().compareTo(b.decimalValue()) : a.equals(b) ? 0 : 1;

    static Stream<Arguments> kinds() {
        return Stream.of(
                kinds("v1", "Pod", "Service", "Secret", "ConfigMap", "Node", "Namespace", "ServiceAccount",
                        "Endpoints", "PersistentVolume", "PersistentVolumeClaim", "Event", "LimitRange",
                        "ResourceQuota", "ReplicationController", "PodTemplate"),
                kinds("apps/v1", "Deployment", "StatefulSet", "DaemonSet", "ReplicaSet", "ControllerRevision"),
                kinds("batch/v1", "Job", "CronJob"),
                kinds("rbac.authorization.k8s.io/v1", "Role", "ClusterRole", "RoleBinding", "ClusterRoleBinding"),
                kinds("networking.k8s.io/v1", "Ingress", "NetworkPolicy", "IngressClass"),
                kinds("storage.k8s.io/v1", "StorageClass", "CSIDriver", "CSINode", "VolumeAttachment"),
                kinds("policy/v1", "PodDisruptionBudget"),
                kinds("coordination.k8s.io/v1", "Lease"),
                kinds("discovery.k8s.io/v1", "EndpointSlice"),
                kinds("events.k8s.io/v1", "Event"),
                kinds("autoscaling/v2", "HorizontalPodAutoscaler"),
                kinds("autoscaling/v1", "HorizontalPodAutoscaler"),
                kinds("scheduling.k8s.io/v1", "PriorityClass"),
                kinds("node.k8s.io/v1", "RuntimeClass"),
                kinds("admissionregistration.k8s.io/v1", "ValidatingWebhookConfiguration",
                        "MutatingWebhookConfiguration", "ValidatingAdmissionPolicy"),
                kinds("certificates.k8s.io/v1", "CertificateSigningRequest"),
                kinds("flowcontrol.apiserver.k8s.io/v1", "FlowSchema", "PriorityLevelConfiguration"),
                kinds("apiextensions.k8s.io/v1", "CustomResourceDefinition"))
                .flatMap(s -> s);
    }

    private static Stream<Arguments> kinds(String apiVersion, String... kinds) {
        return Stream.of(kinds).map(kind -> Arguments.of(apiVersion, kind));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("kinds")
    void filledObjectDecodesWithNothingLost(String apiVersion, String kind) throws Exception {
        ProtoFiller filler = new ProtoFiller(DEPTH, 2);
        byte[] stored = store(apiVersion, kind, filler.fill(descriptor(apiVersion, kind)));

        KubeObject object = decode(stored);
        assertEquals(kind, object.kind());
        assertEquals(apiVersion, object.apiVersion());
        assertTrue(object.schemaKnown(), "decoded from the wire format only, not from the schema");
        ObjectNode json = object.json();
        Iterator<String> order = json.fieldNames();
        assertEquals(List.of("kind", "apiVersion"), List.of(order.next(), order.next()));
        assertEquals(kind, json.get("kind").asText());
        assertEquals(apiVersion, json.get("apiVersion").asText());

        Walk walk = new Walk();
        walk.visit(json, "", false);
        Set<String> lostTexts = new HashSet<>(filler.texts());
        lostTexts.removeAll(walk.texts);
        assertTrue(lostTexts.isEmpty(), () -> kind + ": " + lostTexts.size() + " strings lost: " + sample(lostTexts));
        Set<BigDecimal> lostNumbers = new HashSet<>(filler.numbers());
        lostNumbers.removeAll(walk.numbers);
        assertTrue(lostNumbers.isEmpty(), () -> kind + ": " + lostNumbers.size() + " numbers lost: "
                + sample(lostNumbers));
        assertTrue(walk.badKeys.isEmpty(), () -> kind + ": keys that are not Go JSON names: " + sample(walk.badKeys));

        String yaml = KubeText.yaml(json);
        assertSameTree(json, YAML.readTree(yaml), "YAML");
        assertSameTree(json, JSON.readTree(KubeText.json(json)), "JSON");
        assertEquals(json, decode(stored).json(), "a second decode differs");
        assertEquals(yaml, KubeText.yaml(decode(stored).json()));
    }

    @Test
    void podKeepsInt64AsNumbersAndTimesAsRfc3339() throws Exception {
        DynamicMessage pod = new ProtoFiller(DEPTH, 2).fill(descriptor("v1", "Pod"));
        ObjectNode json = decode(store("v1", "Pod", pod)).json();

        JsonNode deadline = json.at("/spec/activeDeadlineSeconds");
        assertTrue(deadline.isIntegralNumber(), () -> "activeDeadlineSeconds is " + deadline.getNodeType());
        assertEquals(field(field(pod, "spec"), "activeDeadlineSeconds"), deadline.longValue());
        assertTrue(json.at("/metadata/generation").isIntegralNumber());
        assertTrue(json.at("/spec/terminationGracePeriodSeconds").isIntegralNumber());

        for (String time : List.of("/metadata/creationTimestamp", "/metadata/deletionTimestamp", "/status/startTime",
                "/status/conditions/0/lastTransitionTime", "/metadata/managedFields/0/time")) {
            JsonNode value = json.at(time);
            assertTrue(value.isTextual() && RFC3339_SECONDS.matcher(value.asText()).matches(), time + ": " + value);
            assertEquals(ProtoFiller.TIME, value.asText(), time);
        }
    }

    @Test
    void microTimeKeepsMicroseconds() throws Exception {
        ObjectNode event = filled("events.k8s.io/v1", "Event");
        assertEquals(ProtoFiller.MICRO_TIME, event.path("eventTime").asText());
        assertEquals(ProtoFiller.TIME, event.path("deprecatedFirstTimestamp").asText());
    }

    /** Values go-yaml would read back as bools, numbers, nulls or timestamps, or not parse, unless quoted. */
    @Test
    void yamlKeepsStringsThatLookLikeOtherTypes() throws Exception {
        List<String> tricky = List.of("true", "False", "yes", "Y", "n", "on", "OFF", "null", "~", "", "1e3", "0x1F",
                "0o17", "012", "1_000", "1:20", ".5", ".inf", ".NaN", "2024-01-02", "2024-01-02T03:04:05Z", "-", "- a",
                ": b", "a: b", "a #b", "#c", "'q'", "\"dq\"", " lead", "trail ", "multi\nline\n", "[x]", "{y}", "*ref",
                "&anchor", "!tag", "%pct", "@at", "`bt", "|", "> fold", "=", "<<", "?", "ключ: значение");
        Descriptor type = descriptor("v1", "ConfigMap");
        FieldDescriptor data = type.findFieldByName("data");
        Descriptor entry = data.getMessageType();
        DynamicMessage.Builder configMap = DynamicMessage.newBuilder(type);
        for (String value : tricky) {
            configMap.addRepeatedField(data, DynamicMessage.newBuilder(entry)
                    .setField(entry.findFieldByNumber(1), value).setField(entry.findFieldByNumber(2), value).build());
        }
        ObjectNode json = decode(store("v1", "ConfigMap", configMap.build())).json();

        assertEquals(tricky.size(), json.path("data").size());
        assertSameTree(json, YAML.readTree(KubeText.yaml(json)), "YAML");
    }

    /**
     * Where inline members' fields land (flattened into the parent, as json:",inline" does) and how Kubernetes' own
     * types print (their Go MarshalJSON form, never the proto struct behind it). "*" is a map's first value.
     */
    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("shapes")
    void fieldsHaveTheShapeGoPrints(String apiVersion, String kind, String pointer, JsonNodeType expected)
            throws Exception {
        ObjectNode json = filled(apiVersion, kind);
        JsonNode node = pointer.endsWith("/*")
                ? json.at(pointer.substring(0, pointer.length() - 2)).elements().next() : json.at(pointer);
        assertEquals(expected, node.getNodeType(), pointer + " is " + node);
    }

    static Stream<Arguments> shapes() {
        String admission = "admissionregistration.k8s.io/v1";
        return Stream.of(
                Arguments.of("v1", "Pod", "/spec/volumes/0/hostPath", OBJECT),
                Arguments.of("v1", "Pod", "/spec/volumes/0/configMap/name", STRING),
                Arguments.of("v1", "Pod", "/spec/containers/0/livenessProbe/httpGet", OBJECT),
                Arguments.of("v1", "Pod", "/spec/ephemeralContainers/0/image", STRING),
                Arguments.of("v1", "PersistentVolume", "/spec/csi", OBJECT),
                Arguments.of("networking.k8s.io/v1", "Ingress", "/spec/rules/0/http", OBJECT),
                Arguments.of(admission, "ValidatingWebhookConfiguration", "/webhooks/0/rules/0/operations", ARRAY),
                Arguments.of(admission, "ValidatingWebhookConfiguration", "/webhooks/0/rules/0/apiGroups", ARRAY),
                Arguments.of("certificates.k8s.io/v1", "CertificateSigningRequest", "/spec/extra/*", ARRAY),
                Arguments.of("v1", "Node", "/status/capacity/*", STRING),
                Arguments.of("autoscaling/v2", "HorizontalPodAutoscaler", "/spec/metrics/0/object/target/value",
                        STRING),
                Arguments.of("apps/v1", "ControllerRevision", "/data", OBJECT),
                Arguments.of("v1", "Pod", "/metadata/managedFields/0/fieldsV1", OBJECT),
                Arguments.of("apiextensions.k8s.io/v1", "CustomResourceDefinition",
                        "/spec/versions/0/schema/openAPIV3Schema/default", OBJECT),
                Arguments.of("coordination.k8s.io/v1", "Lease", "/spec/renewTime", STRING));
    }

    /** Collects what the JSON holds, and keys a Go server would never print. */
    private static final class Walk {
        final Set<String> texts = new HashSet<>();
        final Set<BigDecimal> numbers = new HashSet<>();
        final List<String> badKeys = new ArrayList<>();

        void visit(JsonNode node, String at, boolean inSchema) {
            if (node.isObject()) {
                for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                    Map.Entry<String, JsonNode> field = it.next();
                    String key = field.getKey();
                    texts.add(key);
                    if (isBad(at, key, inSchema)) {
                        badKeys.add(at + "/" + key);
                    }
                    visit(field.getValue(), at + "/" + key, inSchema || key.equals("openAPIV3Schema"));
                }
            } else if (node.isArray()) {
                for (int i = 0; i < node.size(); i++) {
                    visit(node.get(i), at + "/" + i, inSchema);
                }
            } else if (node.isTextual()) {
                texts.add(node.asText());
            } else if (node.isNumber()) {
                numbers.add(node.decimalValue().stripTrailingZeros());
            }
        }

        private static boolean isBad(String parent, String key, boolean inSchema) {
            return key.chars().allMatch(Character::isDigit) || PROTO_ONLY.contains(key)
                    || PROTO_SHAPED.matcher(key).matches() && !CAPITALISED_IN_GO.contains(key)
                    // JSONSchemaProps prints these as $ref and $schema
                    || inSchema && (key.equals("ref") || key.equals("schema"))
                    // RuntimeClass.handler is a real field; a Probe's handler is an inline member
                    || key.equals("handler") && parent.endsWith("Probe");
        }
    }

    private static void assertSameTree(JsonNode expected, JsonNode actual, String format) {
        assertTrue(expected.equals(SAME_VALUE, actual), () -> format + " does not read back as the decoded JSON, "
                + "first difference at " + firstDifference(expected, actual, ""));
    }

    private static String firstDifference(JsonNode a, JsonNode b, String at) {
        if (a.isContainerNode() && b.getNodeType() == a.getNodeType() && a.size() == b.size()) {
            Iterator<String> names = a.isObject() ? a.fieldNames() : null;
            for (int i = 0; i < a.size(); i++) {
                String name = names == null ? null : names.next();
                JsonNode x = name == null ? a.get(i) : a.get(name);
                JsonNode y = name == null ? b.get(i) : b.path(name);
                if (!x.equals(SAME_VALUE, y)) {
                    return firstDifference(x, y, at + "/" + (name == null ? i : name));
                }
            }
        }
        return at + ": " + a + " vs " + b;
    }

    private static ObjectNode filled(String apiVersion, String kind) throws KubeDecodeException {
        return decode(store(apiVersion, kind, new ProtoFiller(DEPTH, 2).fill(descriptor(apiVersion, kind)))).json();
    }

    private static Descriptor descriptor(String apiVersion, String kind) {
        return SCHEMAS.find(apiVersion, kind).orElseThrow(() -> new AssertionError("no schema for " + kind));
    }

    /** As kube-apiserver stores an object: k8s\0 and a runtime.Unknown around the object's bytes. */
    private static byte[] store(String apiVersion, String kind, Message object) {
        byte[] envelope = Unknown.newBuilder()
                .setTypeMeta(TypeMeta.newBuilder().setApiVersion(apiVersion).setKind(kind))
                .setRaw(object.toByteString())
                .setContentEncoding("")
                .setContentType("")
                .build().toByteArray();
        return ByteString.copyFrom(new byte[] {'k', '8', 's', 0}).concat(ByteString.copyFrom(envelope)).toByteArray();
    }

    private static KubeObject decode(byte[] stored) throws KubeDecodeException {
        KubeValue value = DECODER.decode(stored).orElseThrow(() -> new AssertionError("not recognised"));
        return assertInstanceOf(KubeObject.class, value);
    }

    private static Object field(Object message, String name) {
        Message m = (Message) message;
        return m.getField(m.getDescriptorForType().findFieldByName(name));
    }

    private static String sample(java.util.Collection<?> items) {
        return items.stream().limit(15).map(String::valueOf).toList().toString();
    }
}
