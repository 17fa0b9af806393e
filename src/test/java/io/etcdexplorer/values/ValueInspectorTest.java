package io.etcdexplorer.values;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

class ValueInspectorTest {

    private static final int MIB = 1024 * 1024;

    private static ValueKind detect(String text) {
        return ValueInspector.detect(text.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void emptyValue() {
        assertEquals(ValueKind.EMPTY, ValueInspector.detect(new byte[0]));
    }

    @ParameterizedTest
    @ValueSource(strings = {"{}", "[]", "{\"a\":1}", " \n[1, 2.5, \"x\", null]\r\n", "{\"nested\":{\"list\":[{}]}}",
        "\ufeff{\"bom\":true}", "{\"ключ\":\"名前\"}"})
    void jsonObjectsAndArrays(String json) {
        assertEquals(ValueKind.JSON, detect(json));
    }

    @ParameterizedTest
    @ValueSource(strings = {"42", "-1.5e3", "\"just a string\"", "true", "null", "{} {}", "[1] trailing",
        "{\"a\":1", "{a: 1}", "[1,]"})
    void jsonScalarsAndBrokenJsonAreText(String text) {
        assertEquals(ValueKind.TEXT, detect(text));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: demo\n  labels:\n    app: web\n",
        "- one\n- two\n- three\n",
        "# settings\nserver:\n  port: 8080  # the port\n\n  hosts:\n    - a.example\n    - b.example\n",
        "script: |\n  echo hello\n  exit 0\nname: job\n",
        "a: 1\n---\nb: 2\n",
        "---\nkey: value\nother: \"quoted: text\"\n",
        "\"quoted key\": 1\n'single': 2\r\n",
        "items:\n- name: x\n  value: 1\n- name: y\n  value: 2\n"})
    void yamlDocuments(String yaml) {
        assertEquals(ValueKind.YAML, detect(yaml));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "hello world",
        "Note: this is a sentence.",
        "Error: connection refused",
        "Dear team: the deploy failed.\nPlease retry later.",
        "Meeting at 10:30 in room 4",
        "See http://example.com:8080/path for details",
        "I said: yes\nand she said: no\n",
        "key: value",
        "a: 1\nthis line is prose\n",
        "a: 1\n  b: 2\n",
        "msg: Error: bad\nother: 1\n"})
    void proseWithColonsIsText(String text) {
        assertEquals(ValueKind.TEXT, detect(text));
    }

    @ParameterizedTest
    @ValueSource(strings = {"tab\tseparated\tvalues", "line one\nline two\r\nline three\n", "ключ 名前 🔑 café",
        "\ufeffwith a byte order mark"})
    void printableUtf8IsText(String text) {
        assertEquals(ValueKind.TEXT, detect(text));
        assertTrue(ValueInspector.isUtf8Text(text.getBytes(StandardCharsets.UTF_8)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"00", "68656c6c6f00", "1b5b33316d726564", "7f", "c285", "ff", "c0af", "eda080", "e282",
        "0c"})
    void controlCharactersAndMalformedUtf8AreBinary(String hex) {
        byte[] value = HexFormat.of().parseHex(hex);
        assertEquals(ValueKind.BINARY, ValueInspector.detect(value));
        assertFalse(ValueInspector.isUtf8Text(value));
    }

    @Test
    void randomBytesAreBinary() {
        Random random = new Random(42);
        for (int i = 0; i < 100; i++) {
            byte[] value = new byte[64 + random.nextInt(4096)];
            random.nextBytes(value);
            assertEquals(ValueKind.BINARY, ValueInspector.detect(value));
        }
    }

    @Test
    void kubernetesPrefixes() {
        byte[] protobuf = {'k', '8', 's', 0, 0x0a, 0x0d, 0x0a, 0x02, 'v', '1'};
        assertEquals(ValueKind.KUBERNETES_PROTOBUF, ValueInspector.detect(protobuf));
        assertEquals(ValueKind.KUBERNETES_ENCRYPTED, detect("k8s:enc:aescbc:v1:key1:\u0001\u0002"));
        assertEquals(ValueKind.KUBERNETES_ENCRYPTED, detect("k8s:enc:kms:v2:"));
        assertEquals(ValueKind.TEXT, detect("k8s"));
        assertEquals(ValueKind.TEXT, detect("k8s is short for kubernetes"));
    }

    @ParameterizedTest
    @EnumSource(ValueKind.class)
    void everyKindHasALabel(ValueKind kind) {
        assertFalse(kind.label().isBlank());
    }

    @Test
    void labels() {
        assertEquals("Kubernetes protobuf", ValueKind.KUBERNETES_PROTOBUF.label());
        assertEquals("Text", ValueKind.TEXT.label());
    }

    @Test
    void largeValuesAreDetectedQuickly() {
        byte[] binary = new byte[3 * MIB / 2];
        new Random(5).nextBytes(binary);
        binary[0] = 'a';
        byte[] text = "Lorem ipsum dolor sit amet: ключ 名前\n".repeat(40_000).getBytes(StandardCharsets.UTF_8);
        byte[] json = ("[" + "{\"id\":1,\"price\":1.10},".repeat(60_000) + "{}]").getBytes(StandardCharsets.UTF_8);
        byte[] yaml = "- id: 1\n  name: item\n".repeat(70_000).getBytes(StandardCharsets.UTF_8);
        assertEquals(ValueKind.BINARY, ValueInspector.detect(binary));
        assertEquals(ValueKind.TEXT, ValueInspector.detect(text));
        assertEquals(ValueKind.JSON, ValueInspector.detect(json));
        assertEquals(ValueKind.YAML, ValueInspector.detect(yaml));
    }
}
