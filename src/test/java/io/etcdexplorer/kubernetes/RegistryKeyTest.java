package io.etcdexplorer.kubernetes;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RegistryKeyTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', nullValues = "-", value = {
        "/registry/pods/kube-system/etcd-minikube|''|pods|kube-system|etcd-minikube|Pod",
        "/registry/minions/minikube|''|nodes|''|minikube|Node",
        "/registry/services/specs/default/kubernetes|''|services|default|kubernetes|Service",
        "/registry/services/endpoints/default/kubernetes|''|endpoints|default|kubernetes|Endpoints",
        "/registry/controllers/shop/legacy|''|replicationcontrollers|shop|legacy|ReplicationController",
        "/registry/ingress/shop/web|''|ingresses|shop|web|Ingress",
        "/registry/podsecuritypolicy/restricted|''|podsecuritypolicies|''|restricted|PodSecurityPolicy",
        "/registry/leasecandidates/kube-system/kube-scheduler-cp1|''|leasecandidates|kube-system"
                + "|kube-scheduler-cp1|LeaseCandidate",
        "/registry/mutatingadmissionpolicies/sidecar|''|mutatingadmissionpolicies|''|sidecar|MutatingAdmissionPolicy",
        "/registry/ranges/serviceips|''|ranges|''|serviceips|RangeAllocation",
        "/registry/clusterroles/system:aggregate-to-admin|''|clusterroles|''|system:aggregate-to-admin|ClusterRole",
        "/registry/apiregistration.k8s.io/apiservices/v1.apps|apiregistration.k8s.io|apiservices|''|v1.apps|APIService",
        "/registry/apiextensions.k8s.io/customresourcedefinitions/widgets.example.com|apiextensions.k8s.io"
                + "|customresourcedefinitions|''|widgets.example.com|CustomResourceDefinition",
        "/registry/example.com/widgets/shop/blue-widget|example.com|widgets|shop|blue-widget|''",
    })
    void parsesWhereTheApiServerStoresObjects(String key, String group, String resource, String namespace,
                                              String name, String kind) {
        RegistryKey parsed = RegistryKey.parse(key.getBytes(StandardCharsets.UTF_8)).orElseThrow();
        assertEquals(group, parsed.group());
        assertEquals(resource, parsed.resource());
        assertEquals(namespace, parsed.namespace());
        assertEquals(name, parsed.name());
        assertEquals(kind, parsed.kind());
    }

    @ParameterizedTest
    @ValueSource(strings = {"/registry/health", "/registry/", "/other/pods/ns/name", "/registry/pods/ns/",
        "/registry/pods//name", "/registry/pods/a/b/c/d", "registry/pods/ns/name"})
    void keysThatAreNotObjectsAreLeftOut(String key) {
        assertTrue(RegistryKey.parse(key.getBytes(StandardCharsets.UTF_8)).isEmpty(), key);
    }

    @Test
    void qualifiedResourceNamesTheGroupOnlyWhenThePathHasIt() {
        assertEquals("widgets.example.com", RegistryKey.parse("/registry/example.com/widgets/ns/w"
                .getBytes(StandardCharsets.UTF_8)).orElseThrow().qualifiedResource());
        RegistryKey pod = RegistryKey.parse("/registry/pods/ns/p".getBytes(StandardCharsets.UTF_8)).orElseThrow();
        assertEquals("pods", pod.qualifiedResource());
        assertTrue(pod.isNamespaced());
        assertFalse(RegistryKey.parse("/registry/minions/n".getBytes(StandardCharsets.UTF_8)).orElseThrow()
                .isNamespaced());
    }
}
