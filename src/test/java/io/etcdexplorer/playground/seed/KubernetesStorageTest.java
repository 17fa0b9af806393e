package io.etcdexplorer.playground.seed;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.ByteString;
import com.google.protobuf.CodedOutputStream;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import com.google.protobuf.Parser;
import io.kubernetes.client.proto.Meta.ObjectMeta;
import io.kubernetes.client.proto.Runtime.Unknown;
import io.kubernetes.client.proto.V1;
import io.kubernetes.client.proto.V1Apps;
import io.kubernetes.client.proto.V1Coordination;
import io.kubernetes.client.proto.V1Rbac;
import io.kubernetes.client.proto.V1Scheduling;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Every protobuf value under /registry/ must be what kube-apiserver would have written. */
class KubernetesStorageTest {

    private static final byte[] MAGIC = {'k', '8', 's', 0};

    /** How each stored kind is encoded and where the API server keeps it. */
    private record Kind(String apiVersion, String resource, boolean clusterScoped, Parser<? extends Message> parser) {
    }

    private static final Map<String, Kind> KINDS = Map.ofEntries(
            Map.entry("Namespace", new Kind("v1", "namespaces", true, V1.Namespace.parser())),
            Map.entry("Node", new Kind("v1", "minions", true, V1.Node.parser())),
            Map.entry("Pod", new Kind("v1", "pods", false, V1.Pod.parser())),
            Map.entry("Service", new Kind("v1", "services/specs", false, V1.Service.parser())),
            Map.entry("Endpoints", new Kind("v1", "services/endpoints", false, V1.Endpoints.parser())),
            Map.entry("ConfigMap", new Kind("v1", "configmaps", false, V1.ConfigMap.parser())),
            Map.entry("Secret", new Kind("v1", "secrets", false, V1.Secret.parser())),
            Map.entry("ServiceAccount", new Kind("v1", "serviceaccounts", false, V1.ServiceAccount.parser())),
            Map.entry("Event", new Kind("v1", "events", false, V1.Event.parser())),
            Map.entry("Deployment", new Kind("apps/v1", "deployments", false, V1Apps.Deployment.parser())),
            Map.entry("ReplicaSet", new Kind("apps/v1", "replicasets", false, V1Apps.ReplicaSet.parser())),
            Map.entry("DaemonSet", new Kind("apps/v1", "daemonsets", false, V1Apps.DaemonSet.parser())),
            Map.entry("Lease", new Kind("coordination.k8s.io/v1", "leases", false,
                    V1Coordination.Lease.parser())),
            Map.entry("PriorityClass", new Kind("scheduling.k8s.io/v1", "priorityclasses", true,
                    V1Scheduling.PriorityClass.parser())),
            Map.entry("ClusterRole", new Kind("rbac.authorization.k8s.io/v1", "clusterroles", true,
                    V1Rbac.ClusterRole.parser())),
            Map.entry("ClusterRoleBinding", new Kind("rbac.authorization.k8s.io/v1", "clusterrolebindings", true,
                    V1Rbac.ClusterRoleBinding.parser())));

    private static final Set<String> JSON_KEYS = Set.of(CustomResourceSamples.CRD_KEY,
            CustomResourceSamples.WIDGET_KEY);

    private final SeedIndex seed = new SeedIndex();

    @Test
    void everyProtobufValueDecodesAndMatchesItsKey() throws Exception {
        Set<String> uids = new HashSet<>();
        int objects = 0;
        for (SeedStep step : seed.steps()) {
            String key = step.keyText();
            if (!key.startsWith("/registry/") || JSON_KEYS.contains(key) || step.isDelete()) {
                continue;
            }
            ObjectMeta meta = decode(key, step.value());
            if (uids.add(meta.getUid())) {
                objects++;
            }
        }
        assertEquals(objects, uids.size());
        assertTrue(objects >= 60, "objects: " + objects);
    }

    @Test
    void envelopeIsByteForByteWhatTheApiServerWrites() throws Exception {
        byte[] value = seed.finalValues().get("/registry/namespaces/default");
        Unknown unknown = Unknown.parseFrom(Arrays.copyOfRange(value, 4, value.length));
        assertTrue(unknown.hasContentEncoding() && unknown.hasContentType());
        // Go always writes the two empty strings last: tag 3 and tag 4 with length 0.
        assertArrayEquals(new byte[] {0x1a, 0, 0x22, 0}, Arrays.copyOfRange(value, value.length - 4, value.length));
    }

    @Test
    void podsRunWithRealisticSpecAndStatus() throws Exception {
        V1.Pod pod = V1.Pod.parseFrom(raw("/registry/pods/kube-system/etcd-minikube"));
        assertEquals("Running", pod.getStatus().getPhase());
        assertEquals(KubeMeta.NODE, pod.getSpec().getNodeName());
        assertEquals(KubeMeta.NODE_IP, pod.getStatus().getPodIP());
        assertTrue(pod.getSpec().getContainers(0).getImage().startsWith("registry.k8s.io/etcd:"));
        assertEquals("100m", pod.getSpec().getContainers(0).getResources().getRequestsOrThrow("cpu").getString());
        assertEquals("Node", pod.getMetadata().getOwnerReferences(0).getKind());
        assertFalse(pod.getMetadata().hasResourceVersion());

        String checkout = ShopSamples.CHECKOUT.podName(0);
        V1.Pod shop = V1.Pod.parseFrom(raw("/registry/pods/shop/" + checkout));
        assertEquals("Guaranteed", shop.getStatus().getQosClass());
        assertEquals("10.244.0.7", shop.getStatus().getPodIP());
        assertEquals(8082, shop.getSpec().getContainers(0).getPorts(0).getContainerPort());
    }

    @Test
    void deploymentsOwnTheirReplicaSetsAndPods() throws Exception {
        for (KubeWorkloads app : List.of(ShopSamples.FRONTEND, ShopSamples.CART, ShopSamples.CHECKOUT,
                KubeSystemSamples.COREDNS)) {
            String ns = app.namespace();
            V1Apps.Deployment deployment = V1Apps.Deployment.parseFrom(raw("/registry/deployments/" + ns + "/"
                    + app.name()));
            V1Apps.ReplicaSet replicaSet = V1Apps.ReplicaSet.parseFrom(raw("/registry/replicasets/" + ns + "/"
                    + app.replicaSetName()));
            assertEquals(deployment.getMetadata().getUid(), replicaSet.getMetadata().getOwnerReferences(0).getUid());
            long pods = seed.keys().stream().filter(k -> k.startsWith("/registry/pods/" + ns + "/"
                    + app.replicaSetName() + "-")).count();
            assertEquals(deployment.getSpec().getReplicas(), pods);
            for (int i = 0; i < pods; i++) {
                V1.Pod pod = V1.Pod.parseFrom(raw("/registry/pods/" + ns + "/" + app.podName(i)));
                assertEquals(replicaSet.getMetadata().getUid(), pod.getMetadata().getOwnerReferences(0).getUid());
                assertEquals(app.templateHash(), pod.getMetadata().getLabelsOrThrow("pod-template-hash"));
            }
        }
    }

    @Test
    void clusterObjectsCarryTheirEssentials() throws Exception {
        V1.Node node = V1.Node.parseFrom(raw("/registry/minions/minikube"));
        assertEquals("4", node.getStatus().getCapacityOrThrow("cpu").getString());
        assertEquals("True", node.getStatus().getConditionsList().stream()
                .filter(c -> c.getType().equals("Ready")).findFirst().orElseThrow().getStatus());
        assertEquals("Active", V1.Namespace.parseFrom(raw("/registry/namespaces/shop")).getStatus().getPhase());
        assertEquals("10.96.0.1", V1.Service.parseFrom(raw("/registry/services/specs/default/kubernetes"))
                .getSpec().getClusterIP());
        V1.Secret secret = V1.Secret.parseFrom(raw("/registry/secrets/shop/checkout-credentials"));
        assertEquals(ByteString.copyFromUtf8("correct-horse-battery-staple"), secret.getDataOrThrow("DB_PASSWORD"));
        assertTrue(V1.ConfigMap.parseFrom(raw("/registry/configmaps/kube-system/kube-root-ca.crt"))
                .getDataOrThrow("ca.crt").startsWith("-----BEGIN CERTIFICATE-----"));
        assertEquals(KubePods.NODE_CRITICAL_PRIORITY, V1Scheduling.PriorityClass.parseFrom(
                raw("/registry/priorityclasses/system-node-critical")).getValue());
    }

    @Test
    void leasesAreRenewedSeveralTimesWithIncreasingRenewTime() throws Exception {
        for (String key : List.of(KubeActivity.NODE_LEASE_KEY, KubeActivity.CONTROLLER_LEASE_KEY,
                KubeActivity.SCHEDULER_LEASE_KEY)) {
            List<SeedStep> history = seed.history(key);
            assertTrue(history.size() >= 3, key + " versions: " + history.size());
            long previous = Long.MIN_VALUE;
            for (SeedStep step : history) {
                var renew = V1Coordination.Lease.parseFrom(unknown(step.value()).getRaw()).getSpec().getRenewTime();
                long micros = renew.getSeconds() * 1_000_000L + renew.getNanos() / 1000;
                assertTrue(micros > previous, "renewTime must increase for " + key);
                assertEquals(0, renew.getNanos() % 1000, "MicroTime keeps microseconds only");
                previous = micros;
            }
        }
    }

    @Test
    void oneEventIsDeletedAndOneIsCountedUp() throws Exception {
        List<SeedStep> expired = seed.history(KubeEvents.expiringKey());
        assertEquals(2, expired.size());
        assertTrue(expired.get(1).isDelete());
        List<SeedStep> repeated = seed.keys().stream().filter(k -> k.startsWith("/registry/events/"))
                .map(seed::history).filter(h -> h.size() == 2 && !h.get(1).isDelete()).findFirst().orElseThrow();
        V1.Event first = V1.Event.parseFrom(unknown(repeated.get(0).value()).getRaw());
        V1.Event second = V1.Event.parseFrom(unknown(repeated.get(1).value()).getRaw());
        assertEquals(1, first.getCount());
        assertEquals(3, second.getCount());
        assertEquals(first.getFirstTimestamp(), second.getFirstTimestamp());
        assertTrue(second.getLastTimestamp().getSeconds() > first.getLastTimestamp().getSeconds());
    }

    /** Checks envelope, kind, round trip and key of one value; returns the object's metadata. */
    private ObjectMeta decode(String key, byte[] value) throws InvalidProtocolBufferException, IOException {
        assertArrayEquals(MAGIC, Arrays.copyOf(value, 4), key + " lacks the k8s\\0 prefix");
        Unknown unknown = unknown(value);
        assertEquals("", unknown.getContentEncoding());
        assertEquals("", unknown.getContentType());
        Kind kind = KINDS.get(unknown.getTypeMeta().getKind());
        assertNotNull(kind, key + ": unexpected kind " + unknown.getTypeMeta().getKind());
        assertEquals(kind.apiVersion(), unknown.getTypeMeta().getApiVersion(), key);
        assertTrue(key.startsWith("/registry/" + kind.resource() + "/"), key + " is not a " + kind.resource());
        Message object = kind.parser().parseFrom(unknown.getRaw());
        assertEquals(unknown.getRaw(), ByteString.copyFrom(deterministicBytes(object)), key + " round trip");
        ObjectMeta meta = metadata(key, object);
        assertEquals(kind.clusterScoped(), meta.getNamespace().isEmpty(), key);
        String path = kind.clusterScoped() ? meta.getName() : meta.getNamespace() + "/" + meta.getName();
        assertEquals("/registry/" + kind.resource() + "/" + path, key);
        return meta;
    }

    private static ObjectMeta metadata(String key, Message object) {
        ObjectMeta meta = (ObjectMeta) object.getField(object.getDescriptorForType().findFieldByName("metadata"));
        assertFalse(meta.getName().isEmpty(), key);
        assertFalse(meta.getUid().isEmpty(), key);
        assertTrue(meta.hasCreationTimestamp(), key);
        assertFalse(meta.hasResourceVersion(), key + " must not store resourceVersion");
        return meta;
    }

    private byte[] raw(String key) throws InvalidProtocolBufferException {
        return unknown(seed.finalValues().get(key)).getRaw().toByteArray();
    }

    private static Unknown unknown(byte[] value) throws InvalidProtocolBufferException {
        return Unknown.parseFrom(Arrays.copyOfRange(value, MAGIC.length, value.length));
    }

    private static byte[] deterministicBytes(Message message) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        CodedOutputStream out = CodedOutputStream.newInstance(bytes);
        out.useDeterministicSerialization();
        message.writeTo(out);
        out.flush();
        return bytes.toByteArray();
    }
}
