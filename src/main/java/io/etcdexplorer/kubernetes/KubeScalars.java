package io.etcdexplorer.kubernetes;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.google.protobuf.ByteString;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;

import java.io.IOException;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Base64;

/**
 * Kubernetes types with their own JSON form (Go MarshalJSON methods): times, durations, quantities, int-or-string,
 * embedded raw JSON, list wrappers and the JSON Schema unions of CRDs.
 */
final class KubeScalars {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String META = "k8s.io.apimachinery.pkg.apis.meta.v1.";
    private static final String APIEXT = "k8s.io.apiextensions_apiserver.pkg.apis.apiextensions.";
    private static final DateTimeFormatter SECONDS =
            DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss'Z'").withZone(ZoneOffset.UTC);
    private static final DateTimeFormatter MICROS =
            DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSSSSS'Z'").withZone(ZoneOffset.UTC);
    /** Integral floats below this print as integers in Go's encoding/json. */
    private static final double PLAIN_MAX = 1e21;

    private KubeScalars() {
    }

    /** The JSON of a message with a custom form, or null for an ordinary struct. */
    static JsonNode special(Message message, KubeJson writer) {
        String name = message.getDescriptorForType().getFullName();
        switch (name) {
            case META + "Time":
                return time(message, SECONDS);
            case META + "MicroTime":
                return time(message, MICROS);
            case META + "Duration":
                return NODES.textNode(GoDuration.format(longField(message, "duration")));
            case META + "FieldsV1":
                return embeddedJson(bytesField(message, "Raw"));
            case "k8s.io.apimachinery.pkg.runtime.RawExtension":
                return embeddedJson(bytesField(message, "raw"));
            case "k8s.io.apimachinery.pkg.api.resource.Quantity":
                return NODES.textNode((String) message.getField(field(message, "string")));
            case "k8s.io.apimachinery.pkg.util.intstr.IntOrString":
                return longField(message, "type") == 1 ? NODES.textNode((String) message.getField(field(message,
                        "strVal"))) : NODES.numberNode((Integer) message.getField(field(message, "intVal")));
            default:
                break;
        }
        if (name.endsWith(".ExtraValue") || name.equals(META + "Verbs")) {
            return stringList(message, "items");
        }
        if (name.startsWith(APIEXT)) {
            return schemaUnion(name.substring(name.lastIndexOf('.') + 1), message, writer);
        }
        return null;
    }

    /** CRD schema unions, printed as Go's MarshalJSON methods in apiextensions do. */
    private static JsonNode schemaUnion(String simpleName, Message message, KubeJson writer) {
        switch (simpleName) {
            case "JSON":
                return embeddedJson(bytesField(message, "raw"));
            case "JSONSchemaPropsOrArray": {
                ArrayNode many = messages(message, "jSONSchemas", writer);
                if (many.size() > 0) {
                    return many;
                }
                return sub(message, "schema", writer);
            }
            case "JSONSchemaPropsOrBool":
                if (message.hasField(field(message, "schema"))) {
                    return writer.value((Message) message.getField(field(message, "schema")));
                }
                return NODES.booleanNode((Boolean) message.getField(field(message, "allows")));
            case "JSONSchemaPropsOrStringArray": {
                ArrayNode strings = stringList(message, "property");
                return strings.size() > 0 ? strings : sub(message, "schema", writer);
            }
            default:
                return null;
        }
    }

    private static JsonNode sub(Message message, String fieldName, KubeJson writer) {
        FieldDescriptor field = field(message, fieldName);
        return message.hasField(field) ? writer.value((Message) message.getField(field)) : NODES.nullNode();
    }

    private static ArrayNode messages(Message message, String fieldName, KubeJson writer) {
        FieldDescriptor field = field(message, fieldName);
        ArrayNode array = NODES.arrayNode();
        for (int i = 0; i < message.getRepeatedFieldCount(field); i++) {
            array.add(writer.value((Message) message.getRepeatedField(field, i)));
        }
        return array;
    }

    private static ArrayNode stringList(Message message, String fieldName) {
        FieldDescriptor field = field(message, fieldName);
        ArrayNode array = NODES.arrayNode();
        for (int i = 0; i < message.getRepeatedFieldCount(field); i++) {
            array.add((String) message.getRepeatedField(field, i));
        }
        return array;
    }

    /**
     * metav1.Time and MicroTime: UTC, truncated to their precision. Go writes the zero time as an empty message
     * (and prints it as null), while a set time always carries its seconds, even 0 for the Unix epoch.
     */
    private static JsonNode time(Message message, DateTimeFormatter format) {
        if (message.getAllFields().isEmpty()) {
            return NODES.nullNode();
        }
        long seconds = longField(message, "seconds");
        long nanos = longField(message, "nanos");
        return NODES.textNode(format.format(Instant.ofEpochSecond(seconds, nanos)));
    }

    /** Raw bytes that hold JSON are embedded as JSON; anything else (never seen in practice) as base64 text. */
    static JsonNode embeddedJson(ByteString raw) {
        if (raw.isEmpty()) {
            return NODES.nullNode();
        }
        try {
            return JSON.readTree(raw.toByteArray());
        } catch (IOException e) {
            return NODES.textNode(Base64.getEncoder().encodeToString(raw.toByteArray()));
        }
    }

    /** A float64 as Go's encoding/json prints it: integral values without a fraction, no trailing zeros. */
    static JsonNode goFloat(double value) {
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            return NODES.textNode(String.valueOf(value)); // Go refuses these; show something rather than fail
        }
        double abs = Math.abs(value);
        if (value == Math.rint(value) && abs < PLAIN_MAX) {
            return NODES.numberNode(new BigDecimal(value).toBigInteger());
        }
        return new GoFloatNode(value);
    }

    private static FieldDescriptor field(Message message, String name) {
        Descriptor type = message.getDescriptorForType();
        FieldDescriptor field = type.findFieldByName(name);
        if (field == null) {
            throw new IllegalStateException(type.getFullName() + " has no field " + name);
        }
        return field;
    }

    private static long longField(Message message, String name) {
        return ((Number) message.getField(field(message, name))).longValue();
    }

    private static ByteString bytesField(Message message, String name) {
        return (ByteString) message.getField(field(message, name));
    }
}
