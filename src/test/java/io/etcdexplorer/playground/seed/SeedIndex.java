package io.etcdexplorer.playground.seed;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The seed steps grouped by key, in order, so tests can ask "what was written to this key". */
final class SeedIndex {

    private final List<SeedStep> steps = PlaygroundSeed.steps();
    private final Map<String, List<SeedStep>> byKey = new LinkedHashMap<>();

    SeedIndex() {
        for (SeedStep step : steps) {
            byKey.computeIfAbsent(step.keyText(), k -> new ArrayList<>()).add(step);
        }
    }

    List<SeedStep> steps() {
        return steps;
    }

    List<SeedStep> history(String key) {
        return byKey.getOrDefault(key, List.of());
    }

    /** Keys whose last step is a put, with that final value: what etcd holds after seeding. */
    Map<String, byte[]> finalValues() {
        Map<String, byte[]> out = new LinkedHashMap<>();
        byKey.forEach((key, history) -> {
            SeedStep last = history.get(history.size() - 1);
            if (!last.isDelete()) {
                out.put(key, last.value());
            }
        });
        return out;
    }

    List<String> keys() {
        return List.copyOf(byKey.keySet());
    }

    String text(String key) {
        List<SeedStep> history = history(key);
        return new String(history.get(history.size() - 1).value(), StandardCharsets.UTF_8);
    }
}
