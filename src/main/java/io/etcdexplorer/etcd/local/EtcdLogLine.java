package io.etcdexplorer.etcd.local;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One line of etcd's log, in either of the formats etcd writes. etcd 3.4 defaults to capnslog
 * ({@code 2026-11-29 17:08:41.993675 C | etcdmain: listen tcp ...}); etcd 3.5 and later (and 3.4 with
 * {@code --logger=zap}) write one JSON object per line ({@code {"level":"fatal","msg":"discovery failed",
 * "error":"listen tcp ...","stacktrace":"..."}}), where the cause sits in a field of its own.
 *
 * @param level lower case: debug, info, notice, warn, error, critical, fatal or panic; "" if the line is neither
 * @param text  what the line says: capnslog's text, or zap's message followed by its error
 * @param other zap's remaining fields worth showing (not the time, caller or stack trace), in log order
 */
record EtcdLogLine(String level, String text, Map<String, String> other) {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern CAPNSLOG = Pattern.compile(
            "^\\d{4}-\\d{2}-\\d{2} [\\d:.]+ ([DINWECF]) \\| (.*)$");
    private static final Map<String, String> CAPNS_LEVELS = Map.of("D", "debug", "I", "info", "N", "notice",
            "W", "warn", "E", "error", "C", "critical", "F", "fatal");
    /** Fields a reader of a failure message does not need; the stack trace alone can be 2 KB. */
    private static final Set<String> NOISE = Set.of("level", "ts", "caller", "msg", "error", "stacktrace");
    private static final Set<String> DEADLY = Set.of("critical", "fatal", "panic", "dpanic");

    /** Reads one line; anything else (a Go panic's trace, a wrapper's message) is kept as plain text. */
    static EtcdLogLine parse(String line) {
        String stripped = line.strip();
        if (stripped.startsWith("{") && stripped.endsWith("}")) {
            Optional<EtcdLogLine> zap = zap(stripped);
            if (zap.isPresent()) {
                return zap.get();
            }
        }
        Matcher capns = CAPNSLOG.matcher(stripped);
        if (capns.matches()) {
            return new EtcdLogLine(CAPNS_LEVELS.get(capns.group(1)), capns.group(2), Map.of());
        }
        return new EtcdLogLine("", stripped, Map.of());
    }

    /** Whether etcd died with this line (capnslog's C and F levels; zap's fatal and panic). */
    boolean isDeadly() {
        return DEADLY.contains(level);
    }

    /** The line as a person reads it: the level, the text and zap's other fields, without the stack trace. */
    String readable() {
        if (level.isEmpty()) {
            return text;
        }
        StringBuilder out = new StringBuilder(level.toUpperCase(Locale.ROOT)).append(' ').append(text);
        other.forEach((key, value) -> out.append(' ').append(key).append('=').append(value));
        return out.toString();
    }

    private static Optional<EtcdLogLine> zap(String line) {
        JsonNode node;
        try {
            node = JSON.readTree(line);
        } catch (JsonProcessingException e) {
            return Optional.empty();
        }
        if (!node.isObject() || !node.path("level").isTextual() || !node.has("msg")) {
            return Optional.empty();
        }
        String message = node.path("msg").asText().strip();
        String error = node.path("error").asText("");
        String text = error.isEmpty() ? message : message + ": " + error;
        Map<String, String> other = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> fields = node.fields(); fields.hasNext(); ) {
            Map.Entry<String, JsonNode> field = fields.next();
            if (!NOISE.contains(field.getKey())) {
                JsonNode value = field.getValue();
                other.put(field.getKey(), value.isTextual() ? value.asText() : value.toString());
            }
        }
        return Optional.of(new EtcdLogLine(node.path("level").asText().toLowerCase(Locale.ROOT), text,
                Collections.unmodifiableMap(other)));
    }
}
