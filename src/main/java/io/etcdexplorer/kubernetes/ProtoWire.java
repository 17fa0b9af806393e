package io.etcdexplorer.kubernetes;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.protobuf.ByteString;
import com.google.protobuf.CodedInputStream;
import com.google.protobuf.WireFormat;
import io.etcdexplorer.values.ValueInspector;

import java.io.IOException;
import java.util.Base64;

/**
 * A schema-less reading of a protobuf message, for kinds client-java-proto does not describe (aggregated APIs such
 * as apiregistration.k8s.io): fields by number, nested messages where the bytes parse as one, text where they are
 * text. Repeated fields become arrays. It shows what is there without pretending to know the field names.
 */
final class ProtoWire {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final int MAX_DEPTH = 64;

    private ProtoWire() {
    }

    static ObjectNode read(ByteString bytes) throws IOException {
        return read(bytes, 0);
    }

    private static ObjectNode read(ByteString bytes, int depth) throws IOException {
        ObjectNode json = NODES.objectNode();
        CodedInputStream in = bytes.newCodedInput();
        for (int tag = in.readTag(); tag != 0; tag = in.readTag()) {
            String name = Integer.toString(WireFormat.getTagFieldNumber(tag));
            JsonNode value = switch (WireFormat.getTagWireType(tag)) {
                case WireFormat.WIRETYPE_VARINT -> NODES.numberNode(in.readInt64());
                case WireFormat.WIRETYPE_FIXED64 -> NODES.numberNode(in.readFixed64());
                case WireFormat.WIRETYPE_FIXED32 -> NODES.numberNode(in.readFixed32());
                case WireFormat.WIRETYPE_LENGTH_DELIMITED -> delimited(in.readBytes(), depth);
                default -> throw new IOException("unsupported wire type in field " + name);
            };
            JsonNode before = json.get(name);
            if (before == null) {
                json.set(name, value);
            } else if (before.isArray()) {
                ((com.fasterxml.jackson.databind.node.ArrayNode) before).add(value);
            } else {
                json.set(name, NODES.arrayNode().add(before).add(value));
            }
        }
        return json;
    }

    /** A length-delimited value: text, a nested message's field tree, or base64 bytes. */
    static JsonNode delimited(ByteString bytes) {
        return delimited(bytes, 0);
    }

    private static JsonNode delimited(ByteString bytes, int depth) {
        byte[] raw = bytes.toByteArray();
        if (raw.length > 0 && ValueInspector.isUtf8Text(raw)) {
            return NODES.textNode(bytes.toStringUtf8());
        }
        if (depth < MAX_DEPTH && raw.length > 0) {
            try {
                return read(bytes, depth + 1);
            } catch (IOException notAMessage) {
                // falls through to base64: the bytes are data, not a nested message
            }
        }
        return NODES.textNode(Base64.getEncoder().encodeToString(raw));
    }
}
