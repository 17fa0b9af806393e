package io.etcdexplorer.kubernetes;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The README's list of decoded group-versions is the one the loaded schemas give, so it never drifts. */
class ReadmeSchemaListTest {

    private static final String START = "<!-- kube-group-versions -->";
    private static final String END = "<!-- /kube-group-versions -->";

    @Test
    void readmeListsEveryGroupVersionTheSchemasDecode() throws Exception {
        String readme = Files.readString(Path.of("README.md"), StandardCharsets.UTF_8);
        int start = readme.indexOf(START);
        int end = readme.indexOf(END);
        assertTrue(start >= 0 && end > start, "README.md lacks the " + START + " block in ### Kubernetes");
        String listed = readme.substring(start + START.length(), end).strip();
        assertEquals(expected(), listed, "paste the expected text between the README's markers");
    }

    /** Each apiVersion with its kinds, one line a version, in the README's Markdown. */
    static String expected() {
        TreeSet<String> kinds = new TreeSet<>(new KubeSchemas().kinds());
        List<String> versions = kinds.stream().map(k -> k.substring(0, k.indexOf(' '))).distinct().sorted().toList();
        return versions.stream().map(v -> "- `" + v + "`: " + kinds.stream().filter(k -> k.startsWith(v + " "))
                        .map(k -> k.substring(k.indexOf(' ') + 1)).collect(Collectors.joining(", ")))
                .collect(Collectors.joining("\n"));
    }
}
