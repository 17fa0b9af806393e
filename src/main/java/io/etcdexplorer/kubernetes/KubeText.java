package io.etcdexplorer.kubernetes;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;

import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Prints objects as kubectl does: {@code -o json} keeps the server's field order with four-space indents;
 * {@code -o yaml} sorts every mapping's keys the way go-yaml does (which is not plain string order).
 */
public final class KubeText {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final ObjectMapper YAML = new ObjectMapper(YAMLFactory.builder()
            .disable(YAMLGenerator.Feature.WRITE_DOC_START_MARKER)
            .enable(YAMLGenerator.Feature.MINIMIZE_QUOTES)
            .enable(YAMLGenerator.Feature.LITERAL_BLOCK_STYLE)
            .stringQuotingChecker(new GoYamlQuoting())
            .build());

    private KubeText() {
    }

    public static String json(JsonNode object) {
        try {
            return JSON.writer(new KubectlJsonPrinter()).writeValueAsString(object) + "\n";
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static String yaml(JsonNode object) {
        try {
            return YAML.writeValueAsString(sorted(object));
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** YAML that keeps the keys in their order, for JSON that is not a Kubernetes object. */
    public static String yamlInOrder(JsonNode node) {
        try {
            return YAML.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A copy with every object's keys in go-yaml's order. */
    static JsonNode sorted(JsonNode node) {
        if (node instanceof ObjectNode object) {
            List<Map.Entry<String, JsonNode>> entries = new ArrayList<>();
            object.fields().forEachRemaining(entries::add);
            entries.sort((a, b) -> GoYamlKeys.compare(a.getKey(), b.getKey()));
            ObjectNode copy = JsonNodeFactory.instance.objectNode();
            entries.forEach(e -> copy.set(e.getKey(), sorted(e.getValue())));
            return copy;
        }
        if (node instanceof ArrayNode array) {
            ArrayNode copy = JsonNodeFactory.instance.arrayNode(array.size());
            array.forEach(item -> copy.add(sorted(item)));
            return copy;
        }
        return node;
    }
}
