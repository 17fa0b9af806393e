package io.etcdexplorer.i18n;

import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * No text a user reads is written in code: labels, buttons, tooltips, titles, prompts and accessible texts come from
 * the feature's {@code messages.properties}, so that each language shows its own. The classes not moved to bundles
 * yet are listed in {@code i18n-pending.txt}; the list only shrinks (a class that has no literal left must leave it).
 */
class UiTextFromBundlesTest {

    /** Words that are the same in every language: names of formats, protocols and tools. */
    static final Set<String> SAME_IN_EVERY_LANGUAGE = Set.of("JSON", "YAML", "etcd", "etcdctl", "kubectl", "TLS",
            "SSH", "CSV", "Hex", "gRPC", "URL", "ID", "TTL", "CA", "OK");

    @Test
    void everyVisibleTextComesFromABundle() throws IOException {
        List<UiLiterals.Found> found = UiLiterals.scan(classes(), SAME_IN_EVERY_LANGUAGE);
        Set<String> pending = pending();
        String offending = found.stream().filter(f -> !pending.contains(f.topLevel()))
                .map(f -> f.className() + "." + f.method() + ": \"" + f.literal() + "\"")
                .sorted().distinct().collect(Collectors.joining("\n  "));
        assertTrue(offending.isEmpty(), "Text written in code reaches the screen; put it in the package's "
                + "messages.properties (and its _ja, _ru, _zh_CN) and read it with Messages:\n  " + offending);
        Set<String> stillPending = found.stream().map(UiLiterals.Found::topLevel).collect(Collectors.toSet());
        Set<String> done = new TreeSet<>(pending);
        done.removeAll(stillPending);
        assertTrue(done.isEmpty(), "These classes have no text in code left: remove them from "
                + "src/test/resources/io/etcdexplorer/i18n/i18n-pending.txt so that none comes back:\n  "
                + String.join("\n  ", done));
    }

    @Test
    void theScanFindsTextHoweverItIsWritten() throws IOException {
        Path samples = Path.of("target/test-classes");
        List<String> found = UiLiterals.scan(samples, SAME_IN_EVERY_LANGUAGE).stream()
                .filter(f -> f.className().startsWith(Samples.class.getName()))
                .map(UiLiterals.Found::literal).sorted().toList();

        assertEquals(List.of("%d keys", "Copy", "Delete {}", "Save", "Shown as is"), found);
    }

    @SuppressWarnings("unused")
    static final class Samples {
        void write(Label label, Button button, int n, String fromBundle) {
            label.setText("Save");
            button.setText("Delete " + n);
            label.setText(String.format("%d keys", n));
            new Tooltip("Shown as is");
            new Button("Copy", label);
            label.setText(fromBundle);
            label.setText("JSON");
            label.setText("…");
            label.setText("→ " + n);
        }
    }

    private static Path classes() {
        return Path.of("target/classes/io/etcdexplorer");
    }

    private static Set<String> pending() throws IOException {
        try (InputStream in = UiTextFromBundlesTest.class.getResourceAsStream("i18n-pending.txt")) {
            if (in == null) {
                return Set.of();
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().map(String::strip)
                    .filter(l -> !l.isEmpty() && !l.startsWith("#")).collect(Collectors.toSet());
        }
    }
}
