package io.etcdexplorer.kubernetes;

import com.google.protobuf.ByteString;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.DynamicMessage;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Base64;
import java.util.Collections;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * Fills any Kubernetes message from its descriptor with values that are all different, and remembers each one as
 * it must show in the served JSON, so a decode can be checked for lost content without a hand-written fixture per
 * kind. Kubernetes' own types get values their Go JSON form accepts. One instance per message.
 */
final class ProtoFiller {

    /** 2023-11-14T22:13:20.123456789Z: the nanos tell Time (seconds only) from MicroTime (six digits). */
    static final long SECONDS = 1_700_000_000L;
    static final int NANOS = 123_456_789;
    static final String TIME = "2023-11-14T22:13:20Z";
    static final String MICRO_TIME = "2023-11-14T22:13:20.123456Z";

    private static final String META = "k8s.io.apimachinery.pkg.apis.meta.v1.";
    private static final String APIEXT = "k8s.io.apiextensions_apiserver.pkg.apis.apiextensions.";

    private final int maxDepth;
    /** How often one type may appear on the path; stops recursive types such as JSONSchemaProps. */
    private final int maxRepeats;
    private final Deque<Descriptor> path = new ArrayDeque<>();
    private final Set<String> texts = new LinkedHashSet<>();
    private final Set<BigDecimal> numbers = new LinkedHashSet<>();
    private int counter;
    /** Alternates IntOrString between its string and int forms, so any kind with two of them gets both. */
    private int intOrStrings;
    private int unions;

    ProtoFiller(int maxDepth, int maxRepeats) {
        this.maxDepth = maxDepth;
        this.maxRepeats = maxRepeats;
    }

    /** Strings that must appear in the JSON as a value or a key. */
    Set<String> texts() {
        return Collections.unmodifiableSet(texts);
    }

    /** Numbers that must appear in the JSON as number nodes, compared without scale. */
    Set<BigDecimal> numbers() {
        return Collections.unmodifiableSet(numbers);
    }

    /** The filled message, or null when depth or recursion limits leave nothing to put in it. */
    DynamicMessage fill(Descriptor type) {
        DynamicMessage.Builder builder = DynamicMessage.newBuilder(type);
        if (special(type, builder)) {
            return builder.getAllFields().isEmpty() ? null : builder.build();
        }
        if (path.size() >= maxDepth || Collections.frequency(path, type) >= maxRepeats) {
            return null;
        }
        path.push(type);
        try {
            for (FieldDescriptor field : type.getFields()) {
                fillField(builder, field);
            }
        } finally {
            path.pop();
        }
        return builder.getAllFields().isEmpty() ? null : builder.build();
    }

    private void fillField(DynamicMessage.Builder builder, FieldDescriptor field) {
        if (field.isMapField()) {
            Descriptor entryType = field.getMessageType();
            for (int i = 0; i < 2; i++) {
                Object value = value(entryType.findFieldByNumber(2));
                if (value != null) {
                    builder.addRepeatedField(field, DynamicMessage.newBuilder(entryType)
                            .setField(entryType.findFieldByNumber(1), token())
                            .setField(entryType.findFieldByNumber(2), value).build());
                }
            }
        } else if (field.isRepeated()) {
            for (int i = 0; i < 2; i++) {
                Object value = value(field);
                if (value != null) {
                    builder.addRepeatedField(field, value);
                }
            }
        } else {
            Object value = value(field);
            if (value != null) {
                builder.setField(field, value);
            }
        }
    }

    private Object value(FieldDescriptor field) {
        switch (field.getJavaType()) {
            case STRING:
                return token();
            case INT:
                return (int) number();
            case LONG:
                return number();
            case DOUBLE:
                return fraction();
            case FLOAT:
                return (float) fraction();
            case BOOLEAN:
                return true; // false is Go's zero and would be left out
            case BYTE_STRING: {
                byte[] bytes = ("b" + ++counter).getBytes(StandardCharsets.UTF_8);
                texts.add(Base64.getEncoder().encodeToString(bytes));
                return ByteString.copyFrom(bytes);
            }
            case ENUM:
                return field.getEnumType().getValues().get(0);
            default:
                return fill(field.getMessageType());
        }
    }

    /** Types with a custom Go JSON form; true when the builder is done. Unions fill one branch, as Go prints one. */
    private boolean special(Descriptor type, DynamicMessage.Builder builder) {
        // apiextensions v1 and v1beta1 share these types under the same names
        switch (type.getFullName().replace(APIEXT + "v1beta1.", APIEXT).replace(APIEXT + "v1.", APIEXT)) {
            case META + "Time", META + "MicroTime" -> {
                set(builder, "seconds", SECONDS);
                set(builder, "nanos", NANOS);
            }
            case META + "Duration" -> {
                set(builder, "duration", 90_000_000_000L);
                texts.add("1m30s");
            }
            case META + "FieldsV1" -> {
                String key = "f:" + String.format("t%05d", ++counter);
                texts.add(key);
                set(builder, "Raw", ByteString.copyFromUtf8("{\"" + key + "\":{}}"));
            }
            case "k8s.io.apimachinery.pkg.runtime.RawExtension", APIEXT + "JSON" ->
                    set(builder, "raw", ByteString.copyFromUtf8("{\"" + token() + "\":\"" + token() + "\"}"));
            case "k8s.io.apimachinery.pkg.api.resource.Quantity" -> {
                String quantity = ++counter + "m";
                texts.add(quantity);
                set(builder, "string", quantity);
            }
            case "k8s.io.apimachinery.pkg.util.intstr.IntOrString" -> {
                if (intOrStrings++ % 2 == 1) {
                    set(builder, "type", 1L);
                    set(builder, "strVal", token());
                } else {
                    set(builder, "type", 0L);
                    set(builder, "intVal", (int) number());
                }
            }
            case APIEXT + "JSONSchemaPropsOrArray" -> union(type, builder, "schema", "jSONSchemas");
            case APIEXT + "JSONSchemaPropsOrBool" -> union(type, builder, "schema", "allows");
            case APIEXT + "JSONSchemaPropsOrStringArray" -> union(type, builder, "schema", "property");
            default -> {
                return false;
            }
        }
        return true;
    }

    /** Alternates between the schema branch and the other one; the other one when recursion stops the schema. */
    private void union(Descriptor type, DynamicMessage.Builder builder, String schema, String other) {
        path.push(type);
        try {
            if (unions++ % 2 == 0) {
                fillField(builder, type.findFieldByName(schema));
            }
            if (builder.getAllFields().isEmpty()) {
                fillField(builder, type.findFieldByName(other));
            }
        } finally {
            path.pop();
        }
    }

    private static void set(DynamicMessage.Builder builder, String name, Object value) {
        FieldDescriptor field = builder.getDescriptorForType().findFieldByName(name);
        if (field.getJavaType() == FieldDescriptor.JavaType.INT && value instanceof Long l) {
            value = l.intValue();
        }
        builder.setField(field, value);
    }

    private String token() {
        String token = String.format("t%05d", ++counter);
        texts.add(token);
        return token;
    }

    private long number() {
        long n = ++counter;
        numbers.add(BigDecimal.valueOf(n).stripTrailingZeros());
        return n;
    }

    /** Exact in binary, so float fields keep it too. */
    private double fraction() {
        double d = ++counter + 0.5;
        numbers.add(BigDecimal.valueOf(d).stripTrailingZeros());
        return d;
    }
}
