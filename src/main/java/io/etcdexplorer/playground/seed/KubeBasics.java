package io.etcdexplorer.playground.seed;

import static io.etcdexplorer.playground.seed.KubeMeta.clusterMeta;
import static io.etcdexplorer.playground.seed.KubeMeta.intOrString;
import static io.etcdexplorer.playground.seed.KubeMeta.meta;
import static io.etcdexplorer.playground.seed.KubeStorage.namespaced;

import com.google.protobuf.ByteString;
import io.kubernetes.client.proto.V1.ConfigMap;
import io.kubernetes.client.proto.V1.EndpointAddress;
import io.kubernetes.client.proto.V1.EndpointPort;
import io.kubernetes.client.proto.V1.EndpointSubset;
import io.kubernetes.client.proto.V1.Endpoints;
import io.kubernetes.client.proto.V1.LoadBalancerStatus;
import io.kubernetes.client.proto.V1.Namespace;
import io.kubernetes.client.proto.V1.NamespaceSpec;
import io.kubernetes.client.proto.V1.NamespaceStatus;
import io.kubernetes.client.proto.V1.ObjectReference;
import io.kubernetes.client.proto.V1.Secret;
import io.kubernetes.client.proto.V1.Service;
import io.kubernetes.client.proto.V1.ServiceAccount;
import io.kubernetes.client.proto.V1.ServicePort;
import io.kubernetes.client.proto.V1.ServiceSpec;
import io.kubernetes.client.proto.V1.ServiceStatus;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/** Namespaces, Services, Endpoints, ConfigMaps, Secrets and ServiceAccounts, each as one ready-to-write step. */
final class KubeBasics {

    private KubeBasics() {
    }

    static SeedStep namespace(String name, Instant created) {
        Namespace object = Namespace.newBuilder()
                .setMetadata(clusterMeta("Namespace", name, created).putLabels("kubernetes.io/metadata.name", name))
                .setSpec(NamespaceSpec.newBuilder().addFinalizers("kubernetes"))
                .setStatus(NamespaceStatus.newBuilder().setPhase("Active"))
                .build();
        return KubeStorage.put(KubeStorage.clusterScoped("namespaces", name), "v1", "Namespace", object);
    }

    static ServicePort servicePort(String name, String protocol, int port, int targetPort) {
        return ServicePort.newBuilder().setName(name).setProtocol(protocol).setPort(port)
                .setTargetPort(intOrString(targetPort)).build();
    }

    /** A ClusterIP service; a null selector means its Endpoints are maintained by hand (like "kubernetes"). */
    static SeedStep service(String namespace, String name, Map<String, String> labels, String clusterIp,
            Map<String, String> selector, List<ServicePort> ports, Instant created) {
        ServiceSpec.Builder spec = ServiceSpec.newBuilder()
                .addAllPorts(ports)
                .setClusterIP(clusterIp)
                .addClusterIPs(clusterIp)
                .setType("ClusterIP")
                .setSessionAffinity("None")
                .addIpFamilies("IPv4")
                .setIpFamilyPolicy("SingleStack")
                .setInternalTrafficPolicy("Cluster");
        if (selector != null) {
            spec.putAllSelector(selector);
        }
        Service object = Service.newBuilder()
                .setMetadata(meta("Service", namespace, name, created).putAllLabels(labels))
                .setSpec(spec)
                .setStatus(ServiceStatus.newBuilder().setLoadBalancer(
                        LoadBalancerStatus.getDefaultInstance()))
                .build();
        return KubeStorage.put(namespaced("services/specs", namespace, name), "v1", "Service", object);
    }

    static EndpointAddress podAddress(String ip, String namespace, String podName) {
        ObjectReference target = ObjectReference.newBuilder().setKind("Pod").setNamespace(namespace)
                .setName(podName).setUid(KubeMeta.uid("Pod", namespace, podName)).build();
        return EndpointAddress.newBuilder().setIp(ip).setNodeName(KubeMeta.NODE).setTargetRef(target).build();
    }

    /** Endpoints mirror the service: same name and labels, one port per service port, on the target port. */
    static SeedStep endpoints(String namespace, String name, Map<String, String> labels,
            List<EndpointAddress> addresses, List<ServicePort> servicePorts, Instant updated) {
        EndpointSubset.Builder subset = EndpointSubset.newBuilder().addAllAddresses(addresses);
        for (ServicePort port : servicePorts) {
            subset.addPorts(EndpointPort.newBuilder().setName(port.getName())
                    .setPort(port.getTargetPort().getIntVal()).setProtocol(port.getProtocol()));
        }
        Endpoints object = Endpoints.newBuilder()
                .setMetadata(meta("Endpoints", namespace, name, updated).putAllLabels(labels)
                        .putAnnotations("endpoints.kubernetes.io/last-change-trigger-time", updated.toString()))
                .addSubsets(subset)
                .build();
        return KubeStorage.put(namespaced("services/endpoints", namespace, name), "v1", "Endpoints", object);
    }

    static SeedStep configMap(String namespace, String name, Map<String, String> data,
            Map<String, String> annotations, Instant created) {
        ConfigMap object = ConfigMap.newBuilder()
                .setMetadata(meta("ConfigMap", namespace, name, created).putAllAnnotations(annotations))
                .putAllData(data)
                .build();
        return KubeStorage.put(namespaced("configmaps", namespace, name), "v1", "ConfigMap", object);
    }

    /** Secret data is raw bytes in protobuf; only its JSON form shows them base64-encoded. */
    static SeedStep secret(String namespace, String name, String type, Map<String, String> labels,
            Map<String, String> data, Instant created) {
        Secret.Builder object = Secret.newBuilder()
                .setMetadata(meta("Secret", namespace, name, created).putAllLabels(labels))
                .setType(type);
        data.forEach((key, value) -> object.putData(key, ByteString.copyFromUtf8(value)));
        return KubeStorage.put(namespaced("secrets", namespace, name), "v1", "Secret", object.build());
    }

    static SeedStep serviceAccount(String namespace, String name, Map<String, String> labels, Instant created) {
        ServiceAccount object = ServiceAccount.newBuilder()
                .setMetadata(meta("ServiceAccount", namespace, name, created).putAllLabels(labels))
                .build();
        return KubeStorage.put(namespaced("serviceaccounts", namespace, name), "v1", "ServiceAccount", object);
    }
}
