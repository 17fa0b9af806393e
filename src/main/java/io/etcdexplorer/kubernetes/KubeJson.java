package io.etcdexplorer.kubernetes;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.protobuf.ByteString;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;

import java.util.ArrayList;
import java.util.Base64;
import java.util.Comparator;
import java.util.List;

/**
 * Writes a decoded Kubernetes protobuf message as the JSON the API server would serve: Go's field names and
 * declaration order, Go's omitempty rules ({@link GoFields}), and the custom JSON forms of Kubernetes' own types
 * ({@link KubeScalars}). Fields the descriptors do not know (from a newer Kubernetes) are written by number
 * ({@link UnknownFields}) and counted. One instance per object: it counts.
 */
final class KubeJson {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private final GoFields goFields;
    private int unknown;

    KubeJson(GoFields goFields) {
        this.goFields = goFields;
    }

    /** The whole object: {@code kind} and {@code apiVersion} first, as Go's inline TypeMeta puts them. */
    ObjectNode object(String apiVersion, String kind, Message message) {
        ObjectNode json = NODES.objectNode();
        json.put("kind", kind);
        json.put("apiVersion", apiVersion);
        writeFields(message, json);
        return json;
    }

    JsonNode value(Message message) {
        JsonNode special = KubeScalars.special(message, this);
        if (special != null) {
            return special;
        }
        ObjectNode json = NODES.objectNode();
        writeFields(message, json);
        return json;
    }

    /** How many fields the messages written so far held that their schema does not know. */
    int unknownFields() {
        return unknown;
    }

    private void writeFields(Message message, ObjectNode json) {
        Descriptor type = message.getDescriptorForType();
        for (FieldDescriptor field : type.getFields()) {
            String name = JsonNames.of(type, field);
            GoFields.Flag flag = goFields.flag(type, field, name);
            if (flag == GoFields.Flag.INLINE) {
                if (message.hasField(field)) {
                    writeFields((Message) message.getField(field), json);
                }
                continue;
            }
            JsonNode value = fieldValue(message, field, flag);
            if (value != null) {
                json.set(name, value);
            }
        }
        unknown += UnknownFields.write(message.getUnknownFields(), json);
    }

    /** The field's JSON, or null when Go's encoding/json would leave it out. */
    private JsonNode fieldValue(Message message, FieldDescriptor field, GoFields.Flag flag) {
        boolean required = flag == GoFields.Flag.REQ || flag == GoFields.Flag.NULLABLE;
        if (field.isMapField()) {
            List<?> entries = (List<?>) message.getField(field);
            if (entries.isEmpty()) {
                return required ? NODES.nullNode() : null;
            }
            return map(entries, field.getMessageType());
        }
        if (field.isRepeated()) {
            int count = message.getRepeatedFieldCount(field);
            if (count == 0) {
                return required ? NODES.nullNode() : null;
            }
            ArrayNode array = NODES.arrayNode(count);
            for (int i = 0; i < count; i++) {
                array.add(single(field, message.getRepeatedField(field, i)));
            }
            return array;
        }
        boolean present = message.hasField(field);
        if (field.getType() == FieldDescriptor.Type.MESSAGE) {
            if (present) {
                JsonNode value = value((Message) message.getField(field));
                boolean zero = value.isNull() || value.isObject() && value.isEmpty();
                return flag == GoFields.Flag.OMITZERO && zero ? null : value;
            }
            return flag == GoFields.Flag.NULLABLE ? NODES.nullNode() : null;
        }
        Object value = message.getField(field); // the zero value when absent, as Go's decoder leaves it
        switch (flag) {
            case PTR:
                return present ? single(field, value) : null;
            case NULLABLE:
                return present ? single(field, value) : NODES.nullNode();
            case OMITZERO:
                return isZero(value) ? null : single(field, value);
            case REQ:
                if (field.getType() == FieldDescriptor.Type.BYTES && ((ByteString) value).isEmpty()) {
                    return NODES.nullNode(); // a nil []byte
                }
                return single(field, value);
            default:
                return isZero(value) ? null : single(field, value);
        }
    }

    private ObjectNode map(List<?> entries, Descriptor entryType) {
        FieldDescriptor keyField = entryType.findFieldByNumber(1);
        FieldDescriptor valueField = entryType.findFieldByNumber(2);
        // encoding/json sorts map keys by their bytes; Java strings compare by UTF-16 units, which differ only for
        // keys with characters beyond the BMP, so compare the UTF-8 forms.
        List<Message> sorted = new ArrayList<>();
        entries.forEach(e -> sorted.add((Message) e));
        sorted.sort(Comparator.comparing(e -> ByteString.copyFromUtf8(String.valueOf(e.getField(keyField))),
                ByteString.unsignedLexicographicalComparator()));
        ObjectNode json = NODES.objectNode();
        for (Message entry : sorted) {
            json.set(String.valueOf(entry.getField(keyField)), single(valueField, entry.getField(valueField)));
        }
        return json;
    }

    private JsonNode single(FieldDescriptor field, Object value) {
        switch (field.getJavaType()) {
            case MESSAGE:
                return value((Message) value);
            case STRING:
                return NODES.textNode((String) value);
            case BOOLEAN:
                return NODES.booleanNode((Boolean) value);
            case INT:
                return NODES.numberNode((Integer) value);
            case LONG:
                return NODES.numberNode((Long) value);
            case DOUBLE:
                return KubeScalars.goFloat((Double) value);
            case FLOAT:
                return KubeScalars.goFloat(((Float) value).doubleValue());
            case BYTE_STRING:
                return NODES.textNode(Base64.getEncoder().encodeToString(((ByteString) value).toByteArray()));
            default:
                return NODES.textNode(String.valueOf(value));
        }
    }

    private static boolean isZero(Object value) {
        if (value instanceof String s) {
            return s.isEmpty();
        }
        if (value instanceof Boolean b) {
            return !b;
        }
        if (value instanceof Number n) {
            return n.doubleValue() == 0;
        }
        if (value instanceof ByteString b) {
            return b.isEmpty();
        }
        return false;
    }
}
