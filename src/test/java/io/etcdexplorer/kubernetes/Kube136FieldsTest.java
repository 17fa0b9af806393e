package io.etcdexplorer.kubernetes;

import com.google.protobuf.ByteString;
import org.junit.jupiter.api.Test;

import static io.etcdexplorer.kubernetes.NewKindFixtures.W.m;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Kubernetes 1.36 writes no field client-java-proto 27.0.0 lacks in the kinds checked: the released core/v1
 * generated.proto of k8s.io/api v0.36 (vendored in rossigee/provider-discord 1ebb69a1) declares, message for
 * message, the numbers 27.0.0 knows for Pod, PodSpec, PodStatus, Container, EphemeralContainerCommon,
 * ContainerStatus, Probe, the probe and lifecycle handlers, Volume, VolumeSource, VolumeProjection, VolumeMount,
 * Node, NodeSpec, NodeStatus, NodeSystemInfo, PersistentVolume(Claim) and their specs and statuses, and batch/v1
 * JobStatus. So values are written here byte by byte with the newest of those 1.36 fields, and decode by name with
 * nothing marked newer; a number 1.36 does not declare (the development branch's) still shows as newer.
 */
class Kube136FieldsTest {

    private static final KubeDecoder DECODER = new KubeDecoder(new KubeSchemas());

    @Test
    void aPodWithTheNewestFieldsOf136DecodesByName() throws Exception {
        // PodSpec.schedulingGroup 43 (PodSchedulingGroup.podGroupName 1), Container.restartPolicy 24 and
        // restartPolicyRules 25 (ContainerRestartRule action 1, exitCodes 2: operator 1, values 2),
        // EnvVarSource.fileKeyRef 5 (FileKeySelector volumeName 1, path 2, key 3), PodStatus
        // nodeAllocatableResourceClaimStatuses 21 (resourceClaimName 1, containers 2, resources 3).
        ByteString container = m(1, "worker", 2, "trainer:1",
                7, m(1, "TOKEN", 3, m(5, m(1, "config", 2, "app.env", 3, "TOKEN"))), 8, m(),
                24, "Never", 25, m(1, "Restart", 2, m(1, "In", 2, 42)));
        ByteString pod = m(1, m(1, "train-0", 3, "ml"), 2, m(2, container, 43, m(1, "train-workers")),
                3, m(1, "Running", 21, m(1, "numa-claim", 2, "worker", 3, m(1, "cpu", 2, m(1, "4")))));
        KubeObject decoded = decode("Pod", pod);
        assertEquals("v1 Pod (protobuf)", decoded.summary());
        assertEquals("{\"kind\":\"Pod\",\"apiVersion\":\"v1\",\"metadata\":{\"name\":\"train-0\",\"namespace\":\"ml\"},"
                + "\"spec\":{\"containers\":[{\"name\":\"worker\",\"image\":\"trainer:1\",\"env\":[{\"name\":\"TOKEN\","
                + "\"valueFrom\":{\"fileKeyRef\":{\"volumeName\":\"config\",\"path\":\"app.env\",\"key\":\"TOKEN\"}}}],"
                + "\"resources\":{},\"restartPolicy\":\"Never\",\"restartPolicyRules\":[{\"action\":\"Restart\","
                + "\"exitCodes\":{\"operator\":\"In\",\"values\":[42]}}]}],\"schedulingGroup\":{\"podGroupName\":"
                + "\"train-workers\"}},\"status\":{\"phase\":\"Running\",\"nodeAllocatableResourceClaimStatuses\":"
                + "[{\"resourceClaimName\":\"numa-claim\",\"containers\":[\"worker\"],\"resources\":{\"cpu\":\"4\"}}]}}",
                decoded.json().toString());
    }

    @Test
    void aNodeWithItsDeclaredFeaturesDecodesByName() throws Exception {
        // NodeStatus.declaredFeatures 14, NodeSystemInfo.swap 11 (NodeSwapStatus.capacity 1).
        KubeObject decoded = decode("Node", m(1, m(1, "node-1"),
                3, m(7, m(9, "linux", 10, "amd64", 11, m(1, 8_589_934_592L)), 14, "InPlacePodVerticalScaling")));
        assertEquals("v1 Node (protobuf)", decoded.summary());
        assertEquals("{\"kind\":\"Node\",\"apiVersion\":\"v1\",\"metadata\":{\"name\":\"node-1\"},\"status\":{\"nodeInfo\":"
                + "{\"machineID\":\"\",\"systemUUID\":\"\",\"bootID\":\"\",\"kernelVersion\":\"\",\"osImage\":\"\","
                + "\"containerRuntimeVersion\":\"\",\"kubeletVersion\":\"\",\"kubeProxyVersion\":\"\",\"operatingSystem\":"
                + "\"linux\",\"architecture\":\"amd64\",\"swap\":{\"capacity\":8589934592}},\"declaredFeatures\":"
                + "[\"InPlacePodVerticalScaling\"]}}", decoded.json().toString());
    }

    @Test
    void aFieldNumberBeyond136StaysMarkedAsNewer() throws Exception {
        // PodSpec 44 is declared by no released generated.proto up to 1.36.
        KubeObject decoded = decode("Pod", m(1, m(1, "web-0"), 2, m(44, "dev-branch")));
        assertEquals("v1 Pod (protobuf, 1 field newer than this app's Kubernetes schema)", decoded.summary());
    }

    private static KubeObject decode(String kind, ByteString raw) throws KubeDecodeException {
        return (KubeObject) DECODER.decode(KubeFixtures.stored("v1", kind, raw)).orElseThrow();
    }
}
