package io.etcdexplorer.kubernetes;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.protobuf.ByteString;
import com.google.protobuf.UnknownFieldSet;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Fields a known message holds that this app's schema does not (written by a newer Kubernetes): protobuf keeps them
 * aside, and they are written into the JSON where they were found, keyed by number and marked, so none is dropped
 * without a sign. Their values are what the wire format tells: numbers, text, or a nested field tree.
 */
public final class UnknownFields {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final String SUFFIX = " (not in this app's Kubernetes schema)";
    private static final Pattern KEY = Pattern.compile("field \\d+ \\(not in this app's Kubernetes schema\\)");

    private UnknownFields() {
    }

    /** The JSON key of unknown field {@code number}, e.g. "field 16 (not in this app's Kubernetes schema)". */
    public static String key(int number) {
        return "field " + number + SUFFIX;
    }

    /** True for a key this class wrote. */
    public static boolean isKey(String key) {
        return KEY.matcher(key).matches();
    }

    /** Writes each unknown field into {@code json}; returns how many there were. */
    static int write(UnknownFieldSet unknown, ObjectNode json) {
        for (Map.Entry<Integer, UnknownFieldSet.Field> field : unknown.asMap().entrySet()) {
            List<JsonNode> values = values(field.getValue());
            json.set(key(field.getKey()), values.size() == 1 ? values.get(0) : NODES.arrayNode().addAll(values));
        }
        return unknown.asMap().size();
    }

    private static List<JsonNode> values(UnknownFieldSet.Field field) {
        List<JsonNode> values = new ArrayList<>();
        field.getVarintList().forEach(v -> values.add(NODES.numberNode(v)));
        field.getFixed32List().forEach(v -> values.add(NODES.numberNode(v)));
        field.getFixed64List().forEach(v -> values.add(NODES.numberNode(v)));
        for (ByteString bytes : field.getLengthDelimitedList()) {
            values.add(ProtoWire.delimited(bytes));
        }
        for (UnknownFieldSet group : field.getGroupList()) {
            ObjectNode nested = NODES.objectNode();
            write(group, nested);
            values.add(nested);
        }
        return values;
    }
}
