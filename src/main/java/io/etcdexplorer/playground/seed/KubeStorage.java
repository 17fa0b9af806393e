package io.etcdexplorer.playground.seed;

import com.google.protobuf.ByteString;
import com.google.protobuf.CodedOutputStream;
import com.google.protobuf.MessageLite;
import io.kubernetes.client.proto.Runtime.TypeMeta;
import io.kubernetes.client.proto.Runtime.Unknown;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * Encodes objects the way kube-apiserver's protobuf storage codec does: the magic {@code k8s\0} followed by a
 * {@code runtime.Unknown} whose {@code raw} holds the object itself.
 */
final class KubeStorage {

    static final byte[] MAGIC = {'k', '8', 's', 0};
    static final String PREFIX = "/registry/";

    private KubeStorage() {
    }

    static SeedStep put(String key, String apiVersion, String kind, MessageLite object) {
        return SeedStep.put(key, encode(apiVersion, kind, object));
    }

    static byte[] encode(String apiVersion, String kind, MessageLite object) {
        Unknown envelope = Unknown.newBuilder()
                .setTypeMeta(TypeMeta.newBuilder().setApiVersion(apiVersion).setKind(kind))
                .setRaw(ByteString.copyFrom(serialize(object)))
                // Go always writes these two (empty) fields, so real values end in 1a 00 22 00; proto2 presence
                // lets us reproduce that byte for byte.
                .setContentEncoding("")
                .setContentType("")
                .build();
        return Bytes.concat(MAGIC, serialize(envelope));
    }

    /** Deterministic serialization sorts map entries by key, as the Go marshaller does for labels and data. */
    private static byte[] serialize(MessageLite message) {
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream(message.getSerializedSize());
            CodedOutputStream out = CodedOutputStream.newInstance(bytes);
            out.useDeterministicSerialization();
            message.writeTo(out);
            out.flush();
            return bytes.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException("writing to memory cannot fail", e);
        }
    }

    static String namespaced(String resource, String namespace, String name) {
        return PREFIX + resource + "/" + namespace + "/" + name;
    }

    static String clusterScoped(String resource, String name) {
        return PREFIX + resource + "/" + name;
    }
}
