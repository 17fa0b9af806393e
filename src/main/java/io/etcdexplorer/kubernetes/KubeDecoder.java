package io.etcdexplorer.kubernetes;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.DynamicMessage;
import com.google.protobuf.InvalidProtocolBufferException;
import io.etcdexplorer.i18n.Messages;
import io.kubernetes.client.proto.Runtime.Unknown;

import java.io.IOException;
import java.util.Arrays;
import java.util.Optional;

/**
 * Turns a value the Kubernetes API server stored in etcd into the object it serves: protobuf ({@code k8s\0} and a
 * runtime.Unknown), JSON and CBOR custom resources, and the envelope of encrypted values. Thread-safe.
 */
public final class KubeDecoder {

    private static final Messages TEXT = Messages.of(KubeDecoder.class);

    static final byte[] MAGIC = {'k', '8', 's', 0};

    /** Made on the first JSON value, not with the window: the welcome screen decodes nothing (issue 26). */
    private static final class Json {
        static final ObjectMapper MAPPER = new ObjectMapper();
    }

    private final KubeSchemas schemas;
    /** Read from its table on the first protobuf value (see {@link #goFields()}), not when the window starts. */
    private GoFields goFields;

    public KubeDecoder(KubeSchemas schemas) {
        this.schemas = schemas;
    }

    private synchronized GoFields goFields() {
        if (goFields == null) {
            goFields = new GoFields();
        }
        return goFields;
    }

    /** True when the bytes carry one of the API server's storage prefixes (protobuf, encrypted, CBOR). */
    public static boolean hasKubernetesPrefix(byte[] value) {
        return startsWith(value, MAGIC) || startsWith(value, EncryptionEnvelope.PREFIX)
                || startsWith(value, CborReader.MAGIC);
    }

    /**
     * Decodes a value with a Kubernetes prefix, or a JSON object with apiVersion and kind (custom resources).
     * Empty when the value is none of these; an exception when it is one but cannot be read.
     */
    public Optional<KubeValue> decode(byte[] value) throws KubeDecodeException {
        if (startsWith(value, EncryptionEnvelope.PREFIX)) {
            return Optional.of(EncryptionEnvelope.read(value));
        }
        if (startsWith(value, MAGIC)) {
            return Optional.of(protobuf(value));
        }
        if (startsWith(value, CborReader.MAGIC)) {
            return Optional.of(typed(CborReader.read(value), KubeValue.Storage.CBOR)
                    .orElseThrow(() -> new KubeDecodeException(TEXT.get("cbor.notObject"))));
        }
        return json(value);
    }

    private KubeObject protobuf(byte[] value) throws KubeDecodeException {
        Unknown envelope;
        try {
            envelope = Unknown.parseFrom(Arrays.copyOfRange(value, MAGIC.length, value.length));
        } catch (InvalidProtocolBufferException e) {
            throw new KubeDecodeException(TEXT.format("proto.badEnvelope", reason(e)), e);
        }
        String apiVersion = envelope.getTypeMeta().getApiVersion();
        String kind = envelope.getTypeMeta().getKind();
        if (kind.isEmpty()) {
            throw new KubeDecodeException(TEXT.get("proto.noKind"));
        }
        Optional<Descriptor> type = schemas.find(apiVersion, kind);
        try {
            KubeJson writer = new KubeJson(goFields());
            if (type.isEmpty()) {
                ObjectNode json = UnknownKind.read(apiVersion, kind, envelope.getRaw(),
                        schemas.byFullName(KubeSchemas.META_PACKAGE + "ObjectMeta"), writer);
                return new KubeObject(apiVersion, kind, json, KubeValue.Storage.PROTOBUF, false, 0);
            }
            DynamicMessage message = DynamicMessage.parseFrom(type.get(), envelope.getRaw());
            ObjectNode json = writer.object(apiVersion, kind, message);
            return new KubeObject(apiVersion, kind, json, KubeValue.Storage.PROTOBUF, true, writer.unknownFields());
        } catch (IOException e) {
            throw new KubeDecodeException(TEXT.format("proto.unreadable", apiVersion, kind, reason(e)), e);
        } catch (RuntimeException e) {
            // Well-formed protobuf can still hold impossible values, e.g. a time beyond year 1,000,000,000.
            throw new KubeDecodeException(TEXT.format("proto.outOfRange", apiVersion, kind,
                    String.valueOf(e.getMessage())), e);
        }
    }

    private Optional<KubeValue> json(byte[] value) throws KubeDecodeException {
        if (value.length == 0 || value[0] != '{') {
            return Optional.empty();
        }
        try {
            return typed(Json.MAPPER.readTree(value), KubeValue.Storage.JSON);
        } catch (IOException notJson) {
            if (looksLikeObject(value)) {
                throw new KubeDecodeException(TEXT.get("json.invalid"), notJson);
            }
            return Optional.empty();
        }
    }

    /** The API server writes apiVersion and kind among the first fields of every JSON object it stores. */
    private static boolean looksLikeObject(byte[] value) {
        String head = new String(value, 0, Math.min(value.length, 256), java.nio.charset.StandardCharsets.UTF_8);
        return head.contains("\"apiVersion\"") && head.contains("\"kind\"");
    }

    private static Optional<KubeValue> typed(JsonNode node, KubeValue.Storage storage) {
        if (node instanceof ObjectNode object && object.path("apiVersion").isTextual()
                && object.path("kind").isTextual()) {
            return Optional.of(new KubeObject(object.get("apiVersion").asText(), object.get("kind").asText(), object,
                    storage, true));
        }
        return Optional.empty();
    }

    /** protobuf's messages are long and generic; say what they mean for a stored value. */
    private static String reason(IOException e) {
        String message = String.valueOf(e.getMessage());
        if (message.contains("ended unexpectedly") || message.contains("truncated")) {
            return TEXT.get("proto.reasonTruncated");
        }
        return TEXT.format("proto.reasonCorrupt", message.replaceAll("\\.\\s*$", ""));
    }

    private static boolean startsWith(byte[] value, byte[] prefix) {
        return value.length >= prefix.length && Arrays.equals(value, 0, prefix.length, prefix, 0, prefix.length);
    }
}
