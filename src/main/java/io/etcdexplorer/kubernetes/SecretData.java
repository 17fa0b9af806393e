package io.etcdexplorer.kubernetes;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The values of a Secret, which are shown masked until the user reveals them one by one: {@code data} (base64 in the
 * JSON) and {@code stringData} (plain; never stored by a real API server, but possible in hand-written values).
 */
public final class SecretData {

    /** One secret value; {@code bytes} are the decoded value. */
    public record Entry(String field, String name, byte[] bytes) {
    }

    private SecretData() {
    }

    public static List<Entry> entries(KubeObject secret) {
        List<Entry> entries = new ArrayList<>();
        if (!secret.isSecret()) {
            return entries;
        }
        collect(secret.json(), "data", true, entries);
        collect(secret.json(), "stringData", false, entries);
        return entries;
    }

    /** A copy of the Secret's JSON with every value not in {@code revealed} (as "field/name") replaced. */
    public static ObjectNode masked(KubeObject secret, Set<String> revealed) {
        ObjectNode copy = secret.json().deepCopy();
        for (Entry entry : entries(secret)) {
            if (!revealed.contains(id(entry))) {
                ((ObjectNode) copy.get(entry.field())).put(entry.name(), mask(entry.bytes().length));
            }
        }
        return copy;
    }

    public static String id(Entry entry) {
        return entry.field() + "/" + entry.name();
    }

    public static String mask(int size) {
        return "•••••••• hidden, " + size + (size == 1 ? " byte" : " bytes");
    }

    private static void collect(ObjectNode json, String field, boolean base64, List<Entry> into) {
        if (!(json.get(field) instanceof ObjectNode values)) {
            return;
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = values.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> value = it.next();
            String text = value.getValue().asText();
            byte[] bytes;
            try {
                bytes = base64 ? Base64.getDecoder().decode(text) : text.getBytes(StandardCharsets.UTF_8);
            } catch (IllegalArgumentException notBase64) {
                bytes = text.getBytes(StandardCharsets.UTF_8);
            }
            into.add(new Entry(field, value.getKey(), bytes));
        }
    }
}
