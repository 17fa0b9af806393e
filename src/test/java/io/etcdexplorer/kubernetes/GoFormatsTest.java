package io.etcdexplorer.kubernetes;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Go's own text forms that kubectl output inherits: floats, durations and go-yaml's key order. */
class GoFormatsTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "0.5, 0.5, 0.5",
        "1e-7, 1e-7, 1e-07",
        "-2.5e-7, -2.5e-7, -2.5e-07",
        "0.0001, 0.0001, 0.0001",
        "0.00001, 0.00001, 1e-05",
        "1234567.5, 1234567.5, 1.2345675e+06",
        "1e21, 1e+21, 1e+21",
    })
    void floatsPrintAsEncodingJsonAndGoYamlDo(double value, String json, String yaml) {
        assertEquals(json, GoFloatNode.jsonText(value));
        assertEquals(yaml, GoFloatNode.yamlText(value));
    }

    @Test
    void integralFloatsAreIntegersInBothForms() {
        assertEquals("{\n    \"maximum\": 10\n}\n", KubeText.json(
                com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode()
                        .set("maximum", KubeScalars.goFloat(10.0))));
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource({
        "0, 0s",
        "1500, 1.5µs",
        "2500000, 2.5ms",
        "1000000000, 1s",
        "90000000000, 1m30s",
        "3600000000000, 1h0m0s",
        "3723500000000, 1h2m3.5s",
        "-1500000000, -1.5s",
    })
    void durationsPrintAsTimeDurationString(long nanos, String text) {
        assertEquals(text, GoDuration.format(nanos));
    }

    @Test
    void yamlKeysSortAsGoYamlDoes() {
        List<String> keys = new ArrayList<>(List.of("apps", "app.kubernetes.io/name", "a10", "a2", "app", "B", "b",
                "x-1", "x1"));
        keys.sort(GoYamlKeys::compare);
        // Digit runs compare as numbers, a non-letter sorts before a letter, letters by code point (upper first).
        assertEquals(List.of("B", "a2", "a10", "app", "app.kubernetes.io/name", "apps", "b", "x-1", "x1"), keys);
    }
}
