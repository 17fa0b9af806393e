package io.etcdexplorer.kubernetes;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Descriptors.FileDescriptor;
import com.google.protobuf.DynamicMessage;
import com.google.protobuf.Message;
import com.google.protobuf.UnknownFieldSet;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds protobuf objects from a set of .proto files by field name, as a test writes them: {@code
 * with("spec", with("holderIdentity", "node-1"))}. Used to write values with a release's own schema.
 */
final class SchemaBuilder {

    private final Map<String, Descriptor> messages = new HashMap<>();

    SchemaBuilder(List<FileDescriptor> files) {
        files.forEach(file -> file.getMessageTypes().forEach(m -> messages.put(m.getFullName(), m)));
    }

    Descriptor type(String fullName) {
        Descriptor type = messages.get(fullName);
        if (type == null) {
            throw new AssertionError("the schema has no " + fullName);
        }
        return type;
    }

    /** A message of {@code type} with fields given as name, value pairs; a Fields value becomes a nested message. */
    DynamicMessage message(Descriptor type, Object... pairs) {
        DynamicMessage.Builder builder = DynamicMessage.newBuilder(type);
        for (int i = 0; i < pairs.length; i += 2) {
            FieldDescriptor field = type.findFieldByName((String) pairs[i]);
            if (field == null) {
                throw new AssertionError(type.getFullName() + " has no field " + pairs[i]);
            }
            Object value = pairs[i + 1];
            if (value instanceof List<?> list) {
                list.forEach(item -> builder.addRepeatedField(field, convert(field, item)));
            } else {
                builder.setField(field, convert(field, value));
            }
        }
        return builder.build();
    }

    /** The same message with one more field this schema does not have (a varint or text), as a newer server adds. */
    static DynamicMessage withUnknown(DynamicMessage message, int number, Object value) {
        UnknownFieldSet.Field.Builder field = UnknownFieldSet.Field.newBuilder();
        if (value instanceof Long n) {
            field.addVarint(n);
        } else {
            field.addLengthDelimited(com.google.protobuf.ByteString.copyFromUtf8((String) value));
        }
        UnknownFieldSet unknown = UnknownFieldSet.newBuilder(message.getUnknownFields())
                .addField(number, field.build()).build();
        return message.toBuilder().setUnknownFields(unknown).build();
    }

    private Object convert(FieldDescriptor field, Object value) {
        if (value instanceof Fields fields) {
            return message(field.getMessageType(), fields.pairs());
        }
        if (value instanceof Message) {
            return value;
        }
        if (field.getType() == FieldDescriptor.Type.MESSAGE) {
            throw new AssertionError(field.getFullName() + " is a message, not " + value);
        }
        if (value instanceof Integer n && field.getJavaType() == FieldDescriptor.JavaType.LONG) {
            return n.longValue();
        }
        return value;
    }

    /** A nested message's fields, to be built with the field's own type. */
    record Fields(Object... pairs) {
    }

    static Fields with(Object... pairs) {
        return new Fields(pairs);
    }
}
