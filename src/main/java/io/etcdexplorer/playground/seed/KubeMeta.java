package io.etcdexplorer.playground.seed;

import io.kubernetes.client.proto.IntStr.IntOrString;
import io.kubernetes.client.proto.Meta.MicroTime;
import io.kubernetes.client.proto.Meta.ObjectMeta;
import io.kubernetes.client.proto.Meta.OwnerReference;
import io.kubernetes.client.proto.Meta.Time;
import io.kubernetes.client.proto.Resource.Quantity;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Building blocks for Kubernetes object metadata: one fixed clock and identifiers derived from names, so the
 * sample cluster is identical on every run yet looks like something a real API server produced.
 */
final class KubeMeta {

    /** When "minikube start" ran in our story. */
    static final Instant BIRTH = Instant.parse("2025-03-03T09:15:00Z");
    /** The moment the snapshot is taken: events younger than an hour still exist, leases were just renewed. */
    static final Instant NOW = Instant.parse("2025-03-04T10:00:00Z");
    /** When the shop demo app was deployed, 25 minutes before NOW so its events have not expired yet. */
    static final Instant SHOP_DEPLOYED = NOW.minus(Duration.ofMinutes(25));

    static final String NODE = "minikube";
    static final String NODE_IP = "192.168.49.2";

    /** The alphabet Kubernetes uses for generated name suffixes: no vowels, so no accidental words. */
    private static final String SAFE_ALPHABET = "bcdfghjklmnpqrstvwxz2456789";

    private KubeMeta() {
    }

    static Time time(Instant instant) {
        return Time.newBuilder().setSeconds(instant.getEpochSecond()).setNanos(0).build();
    }

    /** MicroTime keeps microseconds only, like Go's metav1.MicroTime. */
    static MicroTime microTime(Instant instant) {
        int micros = instant.getNano() / 1000;
        return MicroTime.newBuilder().setSeconds(instant.getEpochSecond()).setNanos(micros * 1000).build();
    }

    /**
     * A random-looking version 4 UUID derived from the object's identity, so the same object always gets the same
     * uid while two objects that share a name (a Service and its Deployment) still differ.
     */
    static String uid(String kind, String namespace, String name) {
        byte[] b = Bytes.sha256(kind + "/" + namespace + "/" + name);
        b[6] = (byte) ((b[6] & 0x0f) | 0x40);
        b[8] = (byte) ((b[8] & 0x3f) | 0x80);
        String hex = HexFormat.of().formatHex(b, 0, 16);
        return hex.substring(0, 8) + "-" + hex.substring(8, 12) + "-" + hex.substring(12, 16) + "-"
                + hex.substring(16, 20) + "-" + hex.substring(20, 32);
    }

    /** A generated-name suffix such as {@code 7d4b9c} in {@code frontend-7d4b9c8f5d-x2k9p}. */
    static String suffix(String seed, int length) {
        byte[] b = Bytes.sha256(seed);
        StringBuilder out = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            out.append(SAFE_ALPHABET.charAt((b[i] & 0xff) % SAFE_ALPHABET.length()));
        }
        return out.toString();
    }

    /**
     * Metadata common to every stored object. Callers add generation only where v1.32's API server sets it
     * (Deployments, ReplicaSets, DaemonSets, PriorityClasses), not on pods, services or config.
     */
    static ObjectMeta.Builder meta(String kind, String namespace, String name, Instant created) {
        return ObjectMeta.newBuilder()
                .setName(name)
                .setNamespace(namespace)
                .setUid(uid(kind, namespace, name))
                .setCreationTimestamp(time(created));
    }

    static ObjectMeta.Builder clusterMeta(String kind, String name, Instant created) {
        return ObjectMeta.newBuilder()
                .setName(name)
                .setUid(uid(kind, "", name))
                .setCreationTimestamp(time(created));
    }

    static OwnerReference owner(String apiVersion, String kind, String namespace, String name) {
        return OwnerReference.newBuilder()
                .setApiVersion(apiVersion)
                .setKind(kind)
                .setName(name)
                .setUid(uid(kind, namespace, name))
                .setController(true)
                .setBlockOwnerDeletion(true)
                .build();
    }

    static Quantity quantity(String value) {
        return Quantity.newBuilder().setString(value).build();
    }

    static IntOrString intOrString(int value) {
        return IntOrString.newBuilder().setType(0).setIntVal(value).build();
    }

    static IntOrString intOrString(String value) {
        return IntOrString.newBuilder().setType(1).setStrVal(value).build();
    }

    static Map<String, String> labels(String... keyValues) {
        if (keyValues.length % 2 != 0) {
            throw new IllegalArgumentException("labels need key/value pairs");
        }
        Map<String, String> out = new LinkedHashMap<>();
        for (int i = 0; i < keyValues.length; i += 2) {
            out.put(keyValues[i], keyValues[i + 1]);
        }
        return out;
    }
}
