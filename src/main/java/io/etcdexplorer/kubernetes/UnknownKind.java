package io.etcdexplorer.kubernetes;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.protobuf.ByteString;
import com.google.protobuf.CodedInputStream;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.DynamicMessage;
import com.google.protobuf.WireFormat;

import java.io.IOException;
import java.util.Optional;

/**
 * An object of a kind no schema here describes (an aggregated API, a group newer than this app): its kind and
 * apiVersion come from the envelope, and its metadata, field 1 of every Kubernetes object and the same ObjectMeta in
 * every group, is decoded by name; the rest is the wire format's field tree, keyed by field number.
 */
final class UnknownKind {

    private static final int METADATA = 1;

    private UnknownKind() {
    }

    static ObjectNode read(String apiVersion, String kind, ByteString raw, Optional<Descriptor> objectMeta,
                           KubeJson writer) throws IOException {
        ObjectNode json = JsonNodeFactory.instance.objectNode().put("kind", kind).put("apiVersion", apiVersion);
        ObjectNode fields = ProtoWire.read(raw);
        Optional<ByteString> metadata = metadata(raw);
        if (objectMeta.isPresent() && metadata.isPresent()) {
            try {
                json.set("metadata", writer.value(DynamicMessage.parseFrom(objectMeta.get(), metadata.get())));
                fields.remove(Integer.toString(METADATA));
            } catch (IOException notObjectMeta) {
                // field 1 is something else in this kind: it stays in the field tree below
            }
        }
        json.setAll(fields);
        return json;
    }

    private static Optional<ByteString> metadata(ByteString raw) throws IOException {
        CodedInputStream in = raw.newCodedInput();
        for (int tag = in.readTag(); tag != 0; tag = in.readTag()) {
            if (WireFormat.getTagFieldNumber(tag) == METADATA
                    && WireFormat.getTagWireType(tag) == WireFormat.WIRETYPE_LENGTH_DELIMITED) {
                return Optional.of(in.readBytes());
            }
            in.skipField(tag);
        }
        return Optional.empty();
    }
}
