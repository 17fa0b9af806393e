package io.etcdexplorer.values;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * Guesses what kind of data a value holds. Cheap checks run first and each step rules out the next, so a
 * 1.5 MiB binary value costs one byte scan and the YAML parser only sees text already shaped like YAML.
 */
public final class ValueInspector {

    private static final byte[] K8S_PROTOBUF = {'k', '8', 's', 0};
    private static final byte[] K8S_ENCRYPTED = "k8s:enc:".getBytes(StandardCharsets.US_ASCII);
    private static final int BOM_LENGTH = 3;
    /** Above U+007F the only control characters are the C1 block U+0080 to U+009F. */
    private static final int LAST_C1_CONTROL = 0x9f;
    /**
     * Larger text that is shaped like YAML line by line is taken to be YAML without running the parser, which
     * needs over a second for 1.5 MiB before the JIT has warmed up.
     */
    private static final int YAML_PARSE_LIMIT = 256 * 1024;

    private ValueInspector() {
    }

    /**
     * The kind of the value, checked in this order: empty, Kubernetes prefixes, binary (not {@link #isUtf8Text}),
     * a JSON object or array, block YAML with at least two entries, and text. Never throws, whatever the bytes.
     */
    public static ValueKind detect(byte[] value) {
        if (value.length == 0) {
            return ValueKind.EMPTY;
        }
        if (startsWith(value, K8S_ENCRYPTED)) {
            return ValueKind.KUBERNETES_ENCRYPTED;
        }
        if (startsWith(value, K8S_PROTOBUF)) {
            return ValueKind.KUBERNETES_PROTOBUF;
        }
        // Valid JSON and YAML are both text, so anything else needs no parser at all.
        if (!isUtf8Text(value)) {
            return ValueKind.BINARY;
        }
        if (startsLikeJsonContainer(value) && isJsonContainer(value)) {
            return ValueKind.JSON;
        }
        return isYaml(value) ? ValueKind.YAML : ValueKind.TEXT;
    }

    /**
     * True when the value is well-formed UTF-8 whose only control characters are tab, line feed and carriage
     * return. NUL, escape sequences, DEL and C1 controls mean the value is not meant to be read as text.
     */
    public static boolean isUtf8Text(byte[] value) {
        int i = 0;
        int n = value.length;
        while (i < n) {
            int b = value[i];
            if (b >= 0x20 && b < 0x7f) {
                i++;
            } else if (b == '\n' || b == '\r' || b == '\t') {
                i++;
            } else if (b >= 0) {
                return false;
            } else {
                int cp = Utf8.decode(value, i, n);
                if (cp == Utf8.INVALID || cp <= LAST_C1_CONTROL) {
                    return false;
                }
                i += Utf8.length(cp);
            }
        }
        return true;
    }

    private static boolean startsWith(byte[] value, byte[] prefix) {
        if (value.length < prefix.length) {
            return false;
        }
        for (int i = 0; i < prefix.length; i++) {
            if (value[i] != prefix[i]) {
                return false;
            }
        }
        return true;
    }

    private static boolean startsLikeJsonContainer(byte[] value) {
        int i = hasBom(value) ? BOM_LENGTH : 0;
        while (i < value.length && isJsonWhitespace(value[i])) {
            i++;
        }
        return i < value.length && (value[i] == '{' || value[i] == '[');
    }

    private static boolean hasBom(byte[] value) {
        return value.length >= BOM_LENGTH && value[0] == (byte) 0xef && value[1] == (byte) 0xbb
                && value[2] == (byte) 0xbf;
    }

    private static boolean isJsonWhitespace(byte b) {
        return b == ' ' || b == '\n' || b == '\r' || b == '\t';
    }

    /** One object or array and nothing after it; streamed so no tree is built for large values. */
    private static boolean isJsonContainer(byte[] value) {
        try (JsonParser parser = Parsers.JSON.createParser(value)) {
            JsonToken first = parser.nextToken();
            if (first != JsonToken.START_OBJECT && first != JsonToken.START_ARRAY) {
                return false;
            }
            parser.skipChildren();
            return parser.nextToken() == null;
        } catch (IOException e) {
            return false;
        }
    }

    private static boolean isYaml(byte[] value) {
        String text = new String(value, StandardCharsets.UTF_8);
        return YamlShape.looksStructured(text) && (value.length > YAML_PARSE_LIMIT || isYamlCollection(text));
    }

    /**
     * Every document is a mapping or a sequence (or empty) and at least one has an entry. Multi-document streams
     * such as Kubernetes manifests count as YAML.
     */
    private static boolean isYamlCollection(String text) {
        boolean anyEntry = false;
        int depth = 0;
        try (JsonParser parser = Parsers.YAML.createParser(text)) {
            JsonToken token;
            while ((token = parser.nextToken()) != null) {
                if (depth == 0 && token != JsonToken.VALUE_NULL && !token.isStructStart()) {
                    return false;
                }
                anyEntry |= depth == 1 && !token.isStructEnd();
                if (token.isStructStart()) {
                    depth++;
                } else if (token.isStructEnd()) {
                    depth--;
                }
            }
            return anyEntry;
        } catch (IOException | RuntimeException e) {
            // SnakeYAML reports some malformed input with unchecked exceptions; detection must never fail.
            return false;
        }
    }
}
