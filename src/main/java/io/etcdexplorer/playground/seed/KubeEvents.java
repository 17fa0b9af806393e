package io.etcdexplorer.playground.seed;

import static io.etcdexplorer.playground.seed.KubeMeta.NODE;
import static io.etcdexplorer.playground.seed.KubeMeta.microTime;
import static io.etcdexplorer.playground.seed.KubeMeta.time;

import io.kubernetes.client.proto.V1.Event;
import io.kubernetes.client.proto.V1.EventSource;
import io.kubernetes.client.proto.V1.ObjectReference;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * Core v1 Events around the shop rollout. Real events live an hour (etcd lease TTL); here one old event is deleted
 * instead and one is updated with a higher count, as the event recorder does for repeats.
 */
final class KubeEvents {

    private static final String SHOP = ShopSamples.NS;

    private KubeEvents() {
    }

    /** A controller-owned object's reference, as recorders fill it (no resourceVersion in our snapshot). */
    static ObjectReference ref(String apiVersion, String kind, String namespace, String name, String fieldPath) {
        return ObjectReference.newBuilder().setKind(kind).setNamespace(namespace).setName(name)
                .setUid(KubeMeta.uid(kind, namespace, name)).setApiVersion(apiVersion).setFieldPath(fieldPath)
                .build();
    }

    static List<SeedStep> initial() {
        KubeWorkloads frontend = ShopSamples.FRONTEND;
        String pod = frontend.podName(0);
        Instant start = frontend.created();
        List<SeedStep> out = new ArrayList<>();
        out.add(expiringEvent());
        out.add(controllerEvent(ref("apps/v1", "Deployment", SHOP, frontend.name(), ""), "ScalingReplicaSet",
                "Scaled up replica set " + frontend.replicaSetName() + " from 0 to 2", "deployment-controller",
                start));
        out.add(controllerEvent(ref("apps/v1", "ReplicaSet", SHOP, frontend.replicaSetName(), ""),
                "SuccessfulCreate", "Created pod: " + pod, "replicaset-controller", start.plusSeconds(1)));
        out.add(scheduledEvent(pod, start.plusSeconds(1)));
        String container = "spec.containers{frontend}";
        out.add(kubeletEvent(pod, container, "Normal", "Pulled", "Container image \""
                + ShopSamples.images().get(0) + "\" already present on machine", start.plusSeconds(2), 1));
        out.add(kubeletEvent(pod, container, "Normal", "Created", "Created container: frontend",
                start.plusSeconds(2), 1));
        out.add(kubeletEvent(pod, container, "Normal", "Started", "Started container frontend",
                start.plusSeconds(2), 1));
        out.add(unhealthyCheckout(1));
        return out;
    }

    /** Later in the story: the probe failed twice more, and the hour-old event reached its TTL. */
    static List<SeedStep> later() {
        return List.of(unhealthyCheckout(3), SeedStep.delete(expiringKey()));
    }

    static String expiringKey() {
        Instant at = KubeSystemSamples.ADDONS_CREATED.plusSeconds(5);
        return eventKey("kube-system", "storage-provisioner", "Pulled", at);
    }

    private static SeedStep expiringEvent() {
        Instant at = KubeSystemSamples.ADDONS_CREATED.plusSeconds(5);
        ObjectReference pod = ref("v1", "Pod", "kube-system", "storage-provisioner",
                "spec.containers{storage-provisioner}");
        return kubeletEvent(pod, "Normal", "Pulled",
                "Container image \"gcr.io/k8s-minikube/storage-provisioner:v5\" already present on machine", at, at,
                1);
    }

    private static SeedStep unhealthyCheckout(int count) {
        KubeWorkloads checkout = ShopSamples.CHECKOUT;
        String ip = checkout.podIps().get(0);
        Instant first = checkout.created().plusSeconds(6);
        ObjectReference pod = ref("v1", "Pod", SHOP, checkout.podName(0), "spec.containers{checkout}");
        return kubeletEvent(pod, "Warning", "Unhealthy", "Readiness probe failed: Get \"http://" + ip
                + ":8082/health/ready\": dial tcp " + ip + ":8082: connect: connection refused", first,
                first.plusSeconds(10L * (count - 1)), count);
    }

    private static SeedStep kubeletEvent(String pod, String fieldPath, String type, String reason, String message,
            Instant at, int count) {
        return kubeletEvent(ref("v1", "Pod", SHOP, pod, fieldPath), type, reason, message, at, at, count);
    }

    private static SeedStep kubeletEvent(ObjectReference pod, String type, String reason, String message,
            Instant first, Instant last, int count) {
        Event event = base(pod, reason, message, first)
                .setSource(EventSource.newBuilder().setComponent("kubelet").setHost(NODE))
                .setFirstTimestamp(time(first))
                .setLastTimestamp(time(last))
                .setCount(count)
                .setType(type)
                .setReportingComponent("kubelet")
                .setReportingInstance(NODE)
                .build();
        return put(event);
    }

    private static SeedStep controllerEvent(ObjectReference object, String reason, String message,
            String component, Instant at) {
        Event event = base(object, reason, message, at)
                .setSource(EventSource.newBuilder().setComponent(component))
                .setFirstTimestamp(time(at))
                .setLastTimestamp(time(at))
                .setCount(1)
                .setType("Normal")
                .setReportingComponent(component)
                .build();
        return put(event);
    }

    /** The scheduler uses the newer events API: eventTime and action instead of timestamps and a count. */
    private static SeedStep scheduledEvent(String pod, Instant at) {
        Event event = base(ref("v1", "Pod", SHOP, pod, ""), "Scheduled",
                "Successfully assigned " + SHOP + "/" + pod + " to " + NODE, at)
                .setType("Normal")
                .setEventTime(microTime(at.plusNanos(183_452_000L)))
                .setAction("Binding")
                .setReportingComponent("default-scheduler")
                .setReportingInstance("default-scheduler-" + NODE)
                .build();
        return put(event);
    }

    private static Event.Builder base(ObjectReference object, String reason, String message, Instant first) {
        String name = eventName(object.getName(), reason, first);
        return Event.newBuilder()
                .setMetadata(KubeMeta.meta("Event", object.getNamespace(), name, first))
                .setInvolvedObject(object)
                .setReason(reason)
                .setMessage(message);
    }

    private static SeedStep put(Event event) {
        String key = KubeStorage.namespaced("events", event.getMetadata().getNamespace(),
                event.getMetadata().getName());
        return KubeStorage.put(key, "v1", "Event", event);
    }

    /**
     * The recorder names an event "<object>.<hex of its creation time in nanoseconds>". Our times are whole seconds,
     * so a sub-second part derived from object and reason keeps same-second events apart, as real clocks do.
     */
    static String eventName(String objectName, String reason, Instant first) {
        int subSecond = Math.floorMod((objectName + "/" + reason).hashCode(), 1_000_000_000);
        return objectName + "." + Long.toHexString(first.getEpochSecond() * 1_000_000_000L + subSecond);
    }

    private static String eventKey(String namespace, String objectName, String reason, Instant first) {
        return KubeStorage.namespaced("events", namespace, eventName(objectName, reason, first));
    }
}
