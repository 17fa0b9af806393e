package io.etcdexplorer.kubernetes;

import com.google.protobuf.MessageLite;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The decoded JSON, byte for byte, against what kube-apiserver serves for the same objects (written out by hand in
 * expected/*.json from the Go types): field order, omitted empty fields, kept required and pointer zeros, times,
 * quantities, int-or-string, base64 bytes, embedded managedFields, inline members and JSON Schema names.
 */
class KubeExpectedJsonTest {

    private final KubeDecoder decoder = new KubeDecoder(new KubeSchemas());

    static Stream<Arguments> objects() {
        return Stream.of(
                Arguments.of("pod", "v1", "Pod", KubeFixtures.pod()),
                Arguments.of("deployment", "apps/v1", "Deployment", KubeFixtures.deployment()),
                Arguments.of("service", "v1", "Service", KubeFixtures.service()),
                Arguments.of("secret", "v1", "Secret", KubeFixtures.secret()),
                Arguments.of("configmap", "v1", "ConfigMap", KubeFixtures.configMap()),
                Arguments.of("node", "v1", "Node", KubeFixtures.node()),
                Arguments.of("lease", "coordination.k8s.io/v1", "Lease", KubeFixtures.lease()),
                Arguments.of("event", "v1", "Event", KubeFixtures.event()),
                Arguments.of("crd", "apiextensions.k8s.io/v1", "CustomResourceDefinition", CrdFixture.widgets()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("objects")
    void decodesToTheJsonTheApiServerServes(String name, String apiVersion, String kind, MessageLite object)
            throws Exception {
        KubeObject decoded = decode(KubeFixtures.stored(apiVersion, kind, object));

        assertEquals(expected(name + ".json"), KubeText.json(decoded.json()));
        assertEquals(apiVersion, decoded.apiVersion());
        assertEquals(KubeValue.Storage.PROTOBUF, decoded.storage());
    }

    @Test
    void yamlSortsKeysAndQuotesLikeKubectl() throws Exception {
        KubeObject decoded = decode(KubeFixtures.stored("apps/v1", "Deployment", KubeFixtures.deployment()));

        assertEquals(expected("deployment.yaml"), KubeText.yaml(decoded.json()));
    }

    @Test
    void emptyFieldsAreLeftOutAsGoOmitemptyDoes() throws Exception {
        String pod = KubeText.json(decode(KubeFixtures.stored("v1", "Pod", KubeFixtures.pod())).json());

        // Set in the protobuf but zero and omitempty in Go: hostNetwork=false, stdin=false, initialDelaySeconds=0.
        assertFalse(pod.contains("hostNetwork"));
        assertFalse(pod.contains("\"stdin\""));
        assertFalse(pod.contains("initialDelaySeconds"));
        // Pointers and required fields keep their zeros.
        assertTrue(pod.contains("\"priority\": 0"));
        assertTrue(pod.contains("\"restartCount\": 0"));
        assertTrue(pod.contains("\"allowPrivilegeEscalation\": false"));
    }

    @Test
    void theReadRevisionBecomesTheResourceVersionAfterUid() throws Exception {
        KubeObject decoded = decode(KubeFixtures.stored("v1", "Service", KubeFixtures.service()))
                .withResourceVersion(4711);

        String json = KubeText.json(decoded.json());
        assertTrue(json.contains("\"uid\": \"9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d\",\n        \"resourceVersion\": "
                + "\"4711\",\n        \"creationTimestamp\""), json);
    }

    private KubeObject decode(byte[] value) throws KubeDecodeException {
        return (KubeObject) decoder.decode(value).orElseThrow();
    }

    private static String expected(String file) throws IOException {
        try (InputStream in = KubeExpectedJsonTest.class.getResourceAsStream("expected/" + file)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
