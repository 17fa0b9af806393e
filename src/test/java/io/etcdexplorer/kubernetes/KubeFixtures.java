package io.etcdexplorer.kubernetes;

import com.google.protobuf.ByteString;
import com.google.protobuf.MessageLite;
import io.kubernetes.client.proto.IntStr.IntOrString;
import io.kubernetes.client.proto.Meta.FieldsV1;
import io.kubernetes.client.proto.Meta.LabelSelector;
import io.kubernetes.client.proto.Meta.ManagedFieldsEntry;
import io.kubernetes.client.proto.Meta.MicroTime;
import io.kubernetes.client.proto.Meta.ObjectMeta;
import io.kubernetes.client.proto.Meta.OwnerReference;
import io.kubernetes.client.proto.Meta.Time;
import io.kubernetes.client.proto.Resource.Quantity;
import io.kubernetes.client.proto.Runtime.TypeMeta;
import io.kubernetes.client.proto.Runtime.Unknown;
import io.kubernetes.client.proto.V1;
import io.kubernetes.client.proto.V1Apps;
import io.kubernetes.client.proto.V1Coordination;

import java.nio.charset.StandardCharsets;
import java.time.Instant;

/**
 * Objects as kube-apiserver stores them, built with client-java-proto. Go always writes non-pointer struct fields,
 * even empty ones, so those are set here (to an empty message) wherever the Go type has them; fields Go leaves nil
 * or zero are left unset, which is what the expected JSON files check the omission of.
 */
public final class KubeFixtures {

    static final Instant CREATED = Instant.parse("2025-03-03T09:15:04Z");
    static final Time EMPTY_TIME = Time.getDefaultInstance();

    private KubeFixtures() {
    }

    public static byte[] stored(String apiVersion, String kind, MessageLite object) {
        return stored(apiVersion, kind, object.toByteString());
    }

    /** As above, around an object's bytes written by hand. */
    public static byte[] stored(String apiVersion, String kind, ByteString raw) {
        byte[] envelope = Unknown.newBuilder()
                .setTypeMeta(TypeMeta.newBuilder().setApiVersion(apiVersion).setKind(kind))
                .setRaw(raw).setContentEncoding("").setContentType("").build().toByteArray();
        byte[] value = new byte[envelope.length + 4];
        System.arraycopy(new byte[] {'k', '8', 's', 0}, 0, value, 0, 4);
        System.arraycopy(envelope, 0, value, 4, envelope.length);
        return value;
    }

    public static Time time(String instant) {
        return Time.newBuilder().setSeconds(Instant.parse(instant).getEpochSecond()).setNanos(0).build();
    }

    public static ObjectMeta.Builder meta(String namespace, String name, String uid) {
        ObjectMeta.Builder meta = ObjectMeta.newBuilder().setName(name).setUid(uid)
                .setCreationTimestamp(time(CREATED.toString()));
        return namespace.isEmpty() ? meta : meta.setNamespace(namespace);
    }

    public static Quantity quantity(String text) {
        return Quantity.newBuilder().setString(text).build();
    }

    public static IntOrString port(int number) {
        return IntOrString.newBuilder().setType(0).setIntVal(number).build();
    }

    public static IntOrString percent(String text) {
        return IntOrString.newBuilder().setType(1).setStrVal(text).build();
    }

    /** A pod as the kubelet reports it: empty args, zero restarts and a never-probed condition included. */
    public static V1.Pod pod() {
        ObjectMeta.Builder meta = meta("shop", "web-5d4f8c9b7-x2k9p", "7c1d2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d")
                .setGenerateName("web-5d4f8c9b7-")
                .putLabels("app", "web").putLabels("pod-template-hash", "5d4f8c9b7")
                .addOwnerReferences(OwnerReference.newBuilder().setApiVersion("apps/v1").setKind("ReplicaSet")
                        .setName("web-5d4f8c9b7").setUid("0a1b2c3d-1111-4222-8333-444455556666")
                        .setController(true).setBlockOwnerDeletion(true))
                .addManagedFields(ManagedFieldsEntry.newBuilder().setManager("kube-controller-manager")
                        .setOperation("Update").setApiVersion("v1").setTime(time("2025-03-03T09:15:04Z"))
                        .setFieldsType("FieldsV1").setFieldsV1(FieldsV1.newBuilder().setRaw(ByteString.copyFromUtf8(
                                "{\"f:metadata\":{\"f:generateName\":{}}}"))));
        V1.Container web = V1.Container.newBuilder().setName("web").setImage("nginx:1.27")
                .addPorts(V1.ContainerPort.newBuilder().setName("http").setContainerPort(80).setProtocol("TCP"))
                .setResources(V1.ResourceRequirements.newBuilder()
                        .putRequests("cpu", quantity("100m")).putLimits("memory", quantity("128Mi")))
                .setLivenessProbe(V1.Probe.newBuilder()
                        .setHandler(V1.ProbeHandler.newBuilder().setHttpGet(V1.HTTPGetAction.newBuilder()
                                .setPath("/healthz").setPort(port(80)).setScheme("HTTP")))
                        .setInitialDelaySeconds(0).setTimeoutSeconds(1).setPeriodSeconds(10)
                        .setSuccessThreshold(1).setFailureThreshold(3))
                .setTerminationMessagePath("/dev/termination-log").setTerminationMessagePolicy("File")
                .setImagePullPolicy("IfNotPresent").setStdin(false)
                .setSecurityContext(V1.SecurityContext.newBuilder().setAllowPrivilegeEscalation(false))
                .build();
        V1.PodSpec spec = V1.PodSpec.newBuilder()
                .addVolumes(V1.Volume.newBuilder().setName("config").setVolumeSource(V1.VolumeSource.newBuilder()
                        .setConfigMap(V1.ConfigMapVolumeSource.newBuilder()
                                .setLocalObjectReference(V1.LocalObjectReference.newBuilder().setName("web-config"))
                                .setDefaultMode(420))))
                .addContainers(web).setRestartPolicy("Always").setTerminationGracePeriodSeconds(30)
                .setDnsPolicy("ClusterFirst").setServiceAccountName("default").setServiceAccount("default")
                .setNodeName("minikube").setHostNetwork(false)
                .setSecurityContext(V1.PodSecurityContext.getDefaultInstance())
                .setSchedulerName("default-scheduler")
                .addTolerations(V1.Toleration.newBuilder().setKey("node.kubernetes.io/not-ready")
                        .setOperator("Exists").setEffect("NoExecute").setTolerationSeconds(300))
                .setPriority(0).setEnableServiceLinks(true).setPreemptionPolicy("PreemptLowerPriority")
                .build();
        V1.PodStatus status = V1.PodStatus.newBuilder().setPhase("Running")
                .addConditions(V1.PodCondition.newBuilder().setType("Ready").setStatus("True")
                        .setLastProbeTime(EMPTY_TIME).setLastTransitionTime(time("2025-03-03T09:15:09Z")))
                .setHostIP("192.168.49.2").addHostIPs(V1.HostIP.newBuilder().setIp("192.168.49.2"))
                .setPodIP("10.244.0.7").addPodIPs(V1.PodIP.newBuilder().setIp("10.244.0.7"))
                .setStartTime(time("2025-03-03T09:15:04Z"))
                .addContainerStatuses(V1.ContainerStatus.newBuilder().setName("web")
                        .setState(V1.ContainerState.newBuilder().setRunning(V1.ContainerStateRunning.newBuilder()
                                .setStartedAt(time("2025-03-03T09:15:08Z"))))
                        .setLastState(V1.ContainerState.getDefaultInstance())
                        .setReady(true).setRestartCount(0).setImage("docker.io/library/nginx:1.27")
                        .setImageID("docker-pullable://nginx@sha256:0123abcd")
                        .setContainerID("docker://5112dd200d37").setStarted(true))
                .setQosClass("Burstable")
                .build();
        return V1.Pod.newBuilder().setMetadata(meta).setSpec(spec).setStatus(status).build();
    }

    /** Scaled to zero: spec.replicas (a pointer) prints 0, status.replicas (omitempty) disappears. */
    public static V1Apps.Deployment deployment() {
        V1.PodTemplateSpec template = V1.PodTemplateSpec.newBuilder()
                .setMetadata(ObjectMeta.newBuilder().setCreationTimestamp(EMPTY_TIME).putLabels("app", "web"))
                .setSpec(V1.PodSpec.newBuilder().addContainers(V1.Container.newBuilder().setName("web")
                        .setImage("nginx:1.27").setImagePullPolicy("IfNotPresent")
                        .setResources(V1.ResourceRequirements.getDefaultInstance())
                        .setTerminationMessagePath("/dev/termination-log").setTerminationMessagePolicy("File"))
                        .setRestartPolicy("Always").setTerminationGracePeriodSeconds(30).setDnsPolicy("ClusterFirst")
                        .setSecurityContext(V1.PodSecurityContext.getDefaultInstance())
                        .setSchedulerName("default-scheduler"))
                .build();
        return V1Apps.Deployment.newBuilder()
                .setMetadata(meta("shop", "web", "5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9").setGeneration(3)
                        .putLabels("app", "web").putAnnotations("deployment.kubernetes.io/revision", "2"))
                .setSpec(V1Apps.DeploymentSpec.newBuilder().setReplicas(0)
                        .setSelector(LabelSelector.newBuilder().putMatchLabels("app", "web"))
                        .setTemplate(template)
                        .setStrategy(V1Apps.DeploymentStrategy.newBuilder().setType("RollingUpdate")
                                .setRollingUpdate(V1Apps.RollingUpdateDeployment.newBuilder()
                                        .setMaxUnavailable(percent("25%")).setMaxSurge(percent("25%"))))
                        .setMinReadySeconds(0).setRevisionHistoryLimit(10).setPaused(false)
                        .setProgressDeadlineSeconds(600))
                .setStatus(V1Apps.DeploymentStatus.newBuilder().setObservedGeneration(3).setReplicas(0)
                        .addConditions(V1Apps.DeploymentCondition.newBuilder().setType("Available").setStatus("True")
                                .setLastUpdateTime(time("2025-03-03T09:15:09Z"))
                                .setLastTransitionTime(time("2025-03-03T09:15:09Z"))
                                .setReason("MinimumReplicasAvailable")
                                .setMessage("Deployment has minimum availability.")))
                .build();
    }

    public static V1.Service service() {
        return V1.Service.newBuilder()
                .setMetadata(meta("shop", "web", "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d").putLabels("app", "web"))
                .setSpec(V1.ServiceSpec.newBuilder()
                        .addPorts(V1.ServicePort.newBuilder().setName("http").setProtocol("TCP").setPort(80)
                                .setTargetPort(port(8080)).setNodePort(0))
                        .putSelector("app", "web").setClusterIP("10.96.12.34").addClusterIPs("10.96.12.34")
                        .setType("ClusterIP").setSessionAffinity("None").addIpFamilies("IPv4")
                        .setIpFamilyPolicy("SingleStack").setInternalTrafficPolicy("Cluster")
                        .setPublishNotReadyAddresses(false))
                .setStatus(V1.ServiceStatus.newBuilder().setLoadBalancer(V1.LoadBalancerStatus.getDefaultInstance()))
                .build();
    }

    public static V1.Secret secret() {
        return V1.Secret.newBuilder()
                .setMetadata(meta("shop", "db-credentials", "1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b"))
                .putData("username", ByteString.copyFromUtf8("shop"))
                .putData("password", ByteString.copyFromUtf8("s3cr3t!"))
                .setType("Opaque")
                .build();
    }

    /** Data sorted by key in JSON whatever the order in the protobuf; an empty binaryData is left out. */
    public static V1.ConfigMap configMap() {
        return V1.ConfigMap.newBuilder()
                .setMetadata(meta("shop", "web-config", "2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e"))
                .putData("nginx.conf", "server {\n  listen 80;\n}\n")
                .putData("LOG_LEVEL", "info")
                .putData("empty", "")
                .build();
    }

    public static V1.Node node() {
        return V1.Node.newBuilder()
                .setMetadata(meta("", "minikube", "1e16e48c-1c08-409a-b0fa-0b4f3eec5626")
                        .putLabels("kubernetes.io/hostname", "minikube").putLabels("kubernetes.io/os", "linux")
                        .putAnnotations("node.alpha.kubernetes.io/ttl", "0"))
                .setSpec(V1.NodeSpec.newBuilder().setPodCIDR("10.244.0.0/24").addPodCIDRs("10.244.0.0/24")
                        .setUnschedulable(false))
                .setStatus(V1.NodeStatus.newBuilder()
                        .putCapacity("cpu", quantity("2")).putCapacity("memory", quantity("8008728Ki"))
                        .putCapacity("pods", quantity("110"))
                        .putAllocatable("cpu", quantity("2")).putAllocatable("pods", quantity("110"))
                        .addConditions(V1.NodeCondition.newBuilder().setType("Ready").setStatus("True")
                                .setLastHeartbeatTime(time("2025-03-04T09:59:40Z"))
                                .setLastTransitionTime(time("2025-03-03T09:15:12Z"))
                                .setReason("KubeletReady").setMessage("kubelet is posting ready status"))
                        .addAddresses(V1.NodeAddress.newBuilder().setType("InternalIP").setAddress("192.168.49.2"))
                        .setDaemonEndpoints(V1.NodeDaemonEndpoints.newBuilder()
                                .setKubeletEndpoint(V1.DaemonEndpoint.newBuilder().setPort(10250)))
                        .setNodeInfo(V1.NodeSystemInfo.newBuilder().setMachineID("b1c2d3").setSystemUUID("b1c2d3")
                                .setBootID("e4f5a6").setKernelVersion("6.8.0-49-generic")
                                .setOsImage("Ubuntu 22.04.5 LTS").setContainerRuntimeVersion("docker://27.4.1")
                                .setKubeletVersion("v1.32.0").setKubeProxyVersion("")
                                .setOperatingSystem("linux").setArchitecture("amd64"))
                        .addImages(V1.ContainerImage.newBuilder().addNames("registry.k8s.io/etcd:3.5.16-0")
                                .setSizeBytes(149553203L)))
                .build();
    }

    /** MicroTime keeps microseconds; leaseTransitions (a pointer) prints 0. */
    public static V1Coordination.Lease lease() {
        return V1Coordination.Lease.newBuilder()
                .setMetadata(meta("kube-node-lease", "minikube", "3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f")
                        .addOwnerReferences(OwnerReference.newBuilder().setApiVersion("v1").setKind("Node")
                                .setName("minikube").setUid("1e16e48c-1c08-409a-b0fa-0b4f3eec5626")))
                .setSpec(V1Coordination.LeaseSpec.newBuilder().setHolderIdentity("minikube")
                        .setLeaseDurationSeconds(40)
                        .setRenewTime(MicroTime.newBuilder().setSeconds(Instant.parse("2025-03-04T09:59:58Z")
                                .getEpochSecond()).setNanos(123456000))
                        .setLeaseTransitions(0))
                .build();
    }

    /** A core event: the never-set eventTime prints null, the required reporting fields print "". */
    public static V1.Event event() {
        return V1.Event.newBuilder()
                .setMetadata(meta("shop", "web-5d4f8c9b7-x2k9p.1829a7d6c4b3e2f1", "4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a"))
                .setInvolvedObject(V1.ObjectReference.newBuilder().setKind("Pod").setNamespace("shop")
                        .setName("web-5d4f8c9b7-x2k9p").setUid("7c1d2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d")
                        .setApiVersion("v1").setResourceVersion("1234").setFieldPath("spec.containers{web}"))
                .setReason("Pulled").setMessage("Container image \"nginx:1.27\" already present on machine")
                .setSource(V1.EventSource.newBuilder().setComponent("kubelet").setHost("minikube"))
                .setFirstTimestamp(time("2025-03-03T09:15:07Z")).setLastTimestamp(time("2025-03-03T09:15:07Z"))
                .setCount(1).setType("Normal").setEventTime(MicroTime.getDefaultInstance())
                .setReportingComponent("").setReportingInstance("")
                .build();
    }

    public static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
