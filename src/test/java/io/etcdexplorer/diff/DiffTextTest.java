package io.etcdexplorer.diff;

import io.etcdexplorer.kubernetes.KubeDecoder;
import io.etcdexplorer.kubernetes.KubeFixtures;
import io.etcdexplorer.kubernetes.KubeSchemas;
import io.kubernetes.client.proto.V1;
import com.google.protobuf.ByteString;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DiffTextTest {

    private final DiffText texts = new DiffText(new KubeDecoder(new KubeSchemas()));

    @Test
    void kubernetesValuesDiffAsKubectlYaml() {
        DiffText.Text pod = texts.of(KubeFixtures.stored("v1", "Pod", KubeFixtures.pod()), 42);
        assertEquals("Kubernetes YAML", pod.format());
        assertTrue(pod.text().startsWith("apiVersion: v1\nkind: Pod\n"), pod.text());
        assertTrue(pod.text().contains("resourceVersion: \"42\""), "the resource version is the mod revision");
    }

    @Test
    void secretValuesNeverShowButAChangedValueShowsAsChanged() {
        V1.Secret secret = KubeFixtures.secret();
        String key = "password";
        String plain = secret.getDataMap().get(key).toStringUtf8();
        V1.Secret changed = secret.toBuilder().putData(key, ByteString.copyFromUtf8(plain + "-rotated")).build();
        String before = texts.of(KubeFixtures.stored("v1", "Secret", secret), 5).text();
        String after = texts.of(KubeFixtures.stored("v1", "Secret", changed), 6).text();
        assertFalse(before.contains(plain), before);
        assertFalse(before.contains(java.util.Base64.getEncoder().encodeToString(plain.getBytes())), before);
        assertTrue(before.contains("hidden"), before);
        SideBySide diff = SideBySide.of(before, after);
        assertTrue(diff.rows().stream().anyMatch(r -> r.kind() == SideBySide.Kind.CHANGED
                && r.left().contains(key + ":") && r.left().contains("fingerprint")), diff.rows().toString());
    }

    @Test
    void jsonIsPrettyPrintedTextStaysAndBinaryBecomesHex() {
        assertEquals("JSON", texts.of("{\"a\":1,\"b\":[2]}".getBytes(StandardCharsets.UTF_8), 1).format());
        assertTrue(texts.of("{\"a\":1,\"b\":[2]}".getBytes(StandardCharsets.UTF_8), 1).text().contains("\n"));
        assertEquals(new DiffText.Text("plain\ntext", "text"), texts.of("plain\ntext".getBytes(), 1));
        assertEquals("hex", texts.of(new byte[]{0, (byte) 0xff, 3}, 1).format());
        assertEquals("absent", texts.of(null, 0).format());
    }
}
