package io.etcdexplorer.playground.seed;

import static io.etcdexplorer.playground.seed.KubeMeta.intOrString;
import static io.etcdexplorer.playground.seed.KubeMeta.quantity;
import static io.etcdexplorer.playground.seed.KubeMeta.time;

import io.kubernetes.client.proto.Meta.ObjectMeta;
import io.kubernetes.client.proto.Resource.Quantity;
import io.kubernetes.client.proto.V1.Container;
import io.kubernetes.client.proto.V1.ContainerPort;
import io.kubernetes.client.proto.V1.ContainerState;
import io.kubernetes.client.proto.V1.ContainerStateRunning;
import io.kubernetes.client.proto.V1.ContainerStatus;
import io.kubernetes.client.proto.V1.HTTPGetAction;
import io.kubernetes.client.proto.V1.HostIP;
import io.kubernetes.client.proto.V1.HostPathVolumeSource;
import io.kubernetes.client.proto.V1.Pod;
import io.kubernetes.client.proto.V1.PodCondition;
import io.kubernetes.client.proto.V1.PodIP;
import io.kubernetes.client.proto.V1.PodSecurityContext;
import io.kubernetes.client.proto.V1.PodSpec;
import io.kubernetes.client.proto.V1.PodStatus;
import io.kubernetes.client.proto.V1.PodTemplateSpec;
import io.kubernetes.client.proto.V1.Probe;
import io.kubernetes.client.proto.V1.ProbeHandler;
import io.kubernetes.client.proto.V1.ResourceRequirements;
import io.kubernetes.client.proto.V1.Toleration;
import io.kubernetes.client.proto.V1.Volume;
import io.kubernetes.client.proto.V1.VolumeMount;
import io.kubernetes.client.proto.V1.VolumeSource;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;

/** Pods, containers and their status, filled with the defaults the API server and kubelet add in real life. */
final class KubePods {

    static final int NODE_CRITICAL_PRIORITY = 2000001000;
    static final int CLUSTER_CRITICAL_PRIORITY = 2000000000;

    private KubePods() {
    }

    static Container.Builder container(String name, String image) {
        return Container.newBuilder()
                .setName(name)
                .setImage(image)
                .setTerminationMessagePath("/dev/termination-log")
                .setTerminationMessagePolicy("File")
                .setImagePullPolicy("IfNotPresent");
    }

    static ContainerPort port(String name, int containerPort) {
        return port(name, "TCP", containerPort);
    }

    static ContainerPort port(String name, String protocol, int containerPort) {
        return ContainerPort.newBuilder().setName(name).setContainerPort(containerPort).setProtocol(protocol).build();
    }

    /** Requests and limits; a null leaves that entry unset, as control-plane pods leave memory unbounded. */
    static ResourceRequirements resources(String cpuRequest, String memoryRequest, String cpuLimit, String memLimit) {
        ResourceRequirements.Builder out = ResourceRequirements.newBuilder();
        putIfSet(out::putRequests, "cpu", cpuRequest);
        putIfSet(out::putRequests, "memory", memoryRequest);
        putIfSet(out::putLimits, "cpu", cpuLimit);
        putIfSet(out::putLimits, "memory", memLimit);
        return out.build();
    }

    private static void putIfSet(BiConsumer<String, Quantity> target, String resource, String amount) {
        if (amount != null) {
            target.accept(resource, quantity(amount));
        }
    }

    static Probe httpProbe(String path, int port, int initialDelaySeconds, int failureThreshold) {
        return httpProbe(null, "HTTP", path, port, initialDelaySeconds, failureThreshold);
    }

    static Probe httpProbe(String host, String scheme, String path, int port, int initialDelaySeconds,
            int failureThreshold) {
        HTTPGetAction.Builder get = HTTPGetAction.newBuilder().setPath(path).setPort(intOrString(port))
                .setScheme(scheme);
        if (host != null) {
            get.setHost(host);
        }
        return Probe.newBuilder()
                .setHandler(ProbeHandler.newBuilder().setHttpGet(get))
                .setInitialDelaySeconds(initialDelaySeconds)
                .setTimeoutSeconds(1)
                .setPeriodSeconds(10)
                .setSuccessThreshold(1)
                .setFailureThreshold(failureThreshold)
                .build();
    }

    static Volume hostPath(String name, String path, String type) {
        HostPathVolumeSource source = HostPathVolumeSource.newBuilder().setPath(path).setType(type).build();
        return Volume.newBuilder().setName(name).setVolumeSource(VolumeSource.newBuilder().setHostPath(source))
                .build();
    }

    static VolumeMount mount(String name, String path, boolean readOnly) {
        return VolumeMount.newBuilder().setName(name).setMountPath(path).setReadOnly(readOnly).build();
    }

    /** The spec of an ordinary workload pod after admission has defaulted it. */
    static PodSpec.Builder spec(String serviceAccount) {
        return PodSpec.newBuilder()
                .setRestartPolicy("Always")
                .setTerminationGracePeriodSeconds(30)
                .setDnsPolicy("ClusterFirst")
                .setServiceAccountName(serviceAccount)
                .setServiceAccount(serviceAccount)
                .setSecurityContext(PodSecurityContext.getDefaultInstance())
                .setSchedulerName("default-scheduler")
                .addTolerations(evictAfter("node.kubernetes.io/not-ready"))
                .addTolerations(evictAfter("node.kubernetes.io/unreachable"))
                .setPriority(0)
                .setEnableServiceLinks(true)
                .setPreemptionPolicy("PreemptLowerPriority");
    }

    /** The spec of a control-plane static pod: host network, top priority, tolerates everything. */
    static PodSpec.Builder staticSpec() {
        return PodSpec.newBuilder()
                .setRestartPolicy("Always")
                .setTerminationGracePeriodSeconds(30)
                .setDnsPolicy("ClusterFirst")
                .setHostNetwork(true)
                .setSecurityContext(PodSecurityContext.getDefaultInstance())
                .setSchedulerName("default-scheduler")
                .addTolerations(Toleration.newBuilder().setOperator("Exists").setEffect("NoExecute"))
                .setPriorityClassName("system-node-critical")
                .setPriority(NODE_CRITICAL_PRIORITY)
                .setEnableServiceLinks(true)
                .setPreemptionPolicy("PreemptLowerPriority");
    }

    private static Toleration evictAfter(String taint) {
        return Toleration.newBuilder().setKey(taint).setOperator("Exists").setEffect("NoExecute")
                .setTolerationSeconds(300).build();
    }

    static PodTemplateSpec template(Map<String, String> labels, PodSpec spec) {
        return PodTemplateSpec.newBuilder()
                .setMetadata(ObjectMeta.newBuilder().putAllLabels(labels))
                .setSpec(spec)
                .build();
    }

    /** A pod scheduled on the node and running, with the status the kubelet reports once all probes pass. */
    static Pod running(ObjectMeta meta, PodSpec spec, String podIp, Instant started) {
        PodSpec scheduled = spec.toBuilder().setNodeName(KubeMeta.NODE).build();
        return Pod.newBuilder().setMetadata(meta).setSpec(scheduled).setStatus(status(meta, scheduled, podIp, started))
                .build();
    }

    private static PodStatus status(ObjectMeta meta, PodSpec spec, String podIp, Instant started) {
        Instant ready = started.plus(Duration.ofSeconds(4));
        PodStatus.Builder out = PodStatus.newBuilder()
                .setPhase("Running")
                .addConditions(condition("PodReadyToStartContainers", started.plusSeconds(2)))
                .addConditions(condition("Initialized", started))
                .addConditions(condition("Ready", ready))
                .addConditions(condition("ContainersReady", ready))
                .addConditions(condition("PodScheduled", started))
                .setHostIP(KubeMeta.NODE_IP)
                .addHostIPs(HostIP.newBuilder().setIp(KubeMeta.NODE_IP))
                .setPodIP(podIp)
                .addPodIPs(PodIP.newBuilder().setIp(podIp))
                .setStartTime(time(started))
                .setQosClass(qosClass(spec.getContainersList()));
        for (Container container : spec.getContainersList()) {
            out.addContainerStatuses(containerStatus(meta, container, started.plusSeconds(2)));
        }
        return out.build();
    }

    private static PodCondition condition(String type, Instant since) {
        return PodCondition.newBuilder().setType(type).setStatus("True").setLastTransitionTime(time(since)).build();
    }

    private static ContainerStatus containerStatus(ObjectMeta pod, Container container, Instant started) {
        String image = container.getImage();
        String repository = image.contains(":") ? image.substring(0, image.lastIndexOf(':')) : image;
        return ContainerStatus.newBuilder()
                .setName(container.getName())
                .setState(ContainerState.newBuilder().setRunning(ContainerStateRunning.newBuilder()
                        .setStartedAt(time(started))))
                .setLastState(ContainerState.getDefaultInstance())
                .setReady(true)
                .setRestartCount(0)
                .setImage(image)
                .setImageID("docker-pullable://" + repository + "@sha256:" + Bytes.sha256Hex(image))
                .setContainerID("docker://" + Bytes.sha256Hex(pod.getUid() + "/" + container.getName()))
                .setStarted(true)
                .build();
    }

    /** The same rule the API server applies: all limits equal requests means Guaranteed, any request Burstable. */
    static String qosClass(List<Container> containers) {
        boolean anyRequest = false;
        boolean allGuaranteed = true;
        for (Container c : containers) {
            Map<String, ?> requests = c.getResources().getRequestsMap();
            Map<String, ?> limits = c.getResources().getLimitsMap();
            anyRequest |= !requests.isEmpty() || !limits.isEmpty();
            allGuaranteed &= limits.containsKey("cpu") && limits.containsKey("memory")
                    && limits.get("cpu").equals(requests.get("cpu"))
                    && limits.get("memory").equals(requests.get("memory"));
        }
        if (allGuaranteed && anyRequest) {
            return "Guaranteed";
        }
        return anyRequest ? "Burstable" : "BestEffort";
    }
}
