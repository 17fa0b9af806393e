package io.etcdexplorer.kubernetes;

import java.util.Map;

/**
 * The kinds of the built-in resources by the name their objects are stored under. Custom resources are not known
 * here: their kind comes from their CustomResourceDefinition (see the resource view) or from the object itself.
 */
public final class KubeResources {

    private static final Map<String, String> STORED_AS = Map.of(
            "minions", "nodes",
            "controllers", "replicationcontrollers",
            "ingress", "ingresses",
            "podsecuritypolicy", "podsecuritypolicies");

    private static final Map<String, String> KINDS = Map.ofEntries(
            Map.entry("pods", "Pod"), Map.entry("services", "Service"), Map.entry("endpoints", "Endpoints"),
            Map.entry("nodes", "Node"), Map.entry("namespaces", "Namespace"), Map.entry("configmaps", "ConfigMap"),
            Map.entry("secrets", "Secret"), Map.entry("serviceaccounts", "ServiceAccount"),
            Map.entry("events", "Event"), Map.entry("limitranges", "LimitRange"),
            Map.entry("resourcequotas", "ResourceQuota"), Map.entry("podtemplates", "PodTemplate"),
            Map.entry("replicationcontrollers", "ReplicationController"),
            Map.entry("persistentvolumes", "PersistentVolume"),
            Map.entry("persistentvolumeclaims", "PersistentVolumeClaim"),
            Map.entry("ranges", "RangeAllocation"), Map.entry("masterleases", "Endpoints"),
            Map.entry("deployments", "Deployment"), Map.entry("replicasets", "ReplicaSet"),
            Map.entry("statefulsets", "StatefulSet"), Map.entry("daemonsets", "DaemonSet"),
            Map.entry("controllerrevisions", "ControllerRevision"), Map.entry("jobs", "Job"),
            Map.entry("cronjobs", "CronJob"), Map.entry("horizontalpodautoscalers", "HorizontalPodAutoscaler"),
            Map.entry("poddisruptionbudgets", "PodDisruptionBudget"), Map.entry("roles", "Role"),
            Map.entry("rolebindings", "RoleBinding"), Map.entry("clusterroles", "ClusterRole"),
            Map.entry("clusterrolebindings", "ClusterRoleBinding"), Map.entry("ingresses", "Ingress"),
            Map.entry("ingressclasses", "IngressClass"), Map.entry("networkpolicies", "NetworkPolicy"),
            Map.entry("endpointslices", "EndpointSlice"), Map.entry("leases", "Lease"),
            Map.entry("storageclasses", "StorageClass"), Map.entry("csidrivers", "CSIDriver"),
            Map.entry("csinodes", "CSINode"), Map.entry("csistoragecapacities", "CSIStorageCapacity"),
            Map.entry("volumeattachments", "VolumeAttachment"),
            Map.entry("volumeattributesclasses", "VolumeAttributesClass"),
            Map.entry("priorityclasses", "PriorityClass"), Map.entry("runtimeclasses", "RuntimeClass"),
            Map.entry("certificatesigningrequests", "CertificateSigningRequest"),
            Map.entry("clustertrustbundles", "ClusterTrustBundle"),
            Map.entry("validatingwebhookconfigurations", "ValidatingWebhookConfiguration"),
            Map.entry("mutatingwebhookconfigurations", "MutatingWebhookConfiguration"),
            Map.entry("validatingadmissionpolicies", "ValidatingAdmissionPolicy"),
            Map.entry("validatingadmissionpolicybindings", "ValidatingAdmissionPolicyBinding"),
            Map.entry("flowschemas", "FlowSchema"),
            Map.entry("prioritylevelconfigurations", "PriorityLevelConfiguration"),
            Map.entry("resourceclaims", "ResourceClaim"), Map.entry("resourceclaimtemplates", "ResourceClaimTemplate"),
            Map.entry("resourceslices", "ResourceSlice"), Map.entry("deviceclasses", "DeviceClass"),
            Map.entry("ipaddresses", "IPAddress"), Map.entry("servicecidrs", "ServiceCIDR"),
            Map.entry("devicetaintrules", "DeviceTaintRule"), Map.entry("leasecandidates", "LeaseCandidate"),
            Map.entry("podcertificaterequests", "PodCertificateRequest"), Map.entry("workloads", "Workload"),
            Map.entry("podgroups", "PodGroup"), Map.entry("podpresets", "PodPreset"),
            Map.entry("podsecuritypolicies", "PodSecurityPolicy"),
            Map.entry("mutatingadmissionpolicies", "MutatingAdmissionPolicy"),
            Map.entry("mutatingadmissionpolicybindings", "MutatingAdmissionPolicyBinding"),
            Map.entry("storageversionmigrations", "StorageVersionMigration"),
            Map.entry("storageversions", "StorageVersion"),
            Map.entry("apiextensions.k8s.io/customresourcedefinitions", "CustomResourceDefinition"),
            Map.entry("apiregistration.k8s.io/apiservices", "APIService"));

    private KubeResources() {
    }

    /** The resource name for the name a key uses ("minions" is "nodes"). */
    static String resourceFor(String group, String stored) {
        return group.isEmpty() ? STORED_AS.getOrDefault(stored, stored) : stored;
    }

    /** The kind, or "" when it is not a built-in resource. */
    public static String kindFor(String group, String resource) {
        return KINDS.getOrDefault(group.isEmpty() ? resource : group + "/" + resource, "");
    }
}
