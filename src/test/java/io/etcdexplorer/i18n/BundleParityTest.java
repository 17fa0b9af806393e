package io.etcdexplorer.i18n;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every feature's texts exist in Japanese, Russian and Simplified Chinese, with the same keys and arguments. */
class BundleParityTest {

    @Test
    void everyLanguageHasEveryTextWithTheSameArguments() throws IOException {
        List<Path> bundles;
        try (Stream<Path> files = Files.walk(Path.of("target/classes/io/etcdexplorer"))) {
            bundles = files.filter(f -> f.getFileName().toString().equals("messages.properties")).sorted().toList();
        }
        assertFalse(bundles.isEmpty(), "no messages.properties under target/classes: the check would check nothing");
        List<String> problems = new ArrayList<>();
        for (Path english : bundles) {
            problems.addAll(BundleCheck.problems(english));
        }
        assertTrue(problems.isEmpty(), "Bundles out of step with English:\n  " + String.join("\n  ", problems));
    }

    @Test
    void aMissingKeyAnExtraKeyOtherArgumentsAndAMissingPluralFormAreEachFound() throws IOException {
        Path english = Path.of("target/test-classes/io/etcdexplorer/i18n/broken/messages.properties");

        List<String> problems = BundleCheck.problems(english).stream()
                .map(p -> p.substring(p.lastIndexOf('/') + 1)).toList();

        assertEquals(List.of(
                "messages_ja.properties: saved has arguments [] where English has [0]",
                "messages_ja.properties: has extra, which English lacks",
                "messages_ru.properties: lacks onlyEnglish",
                "messages_ru.properties: keys lacks the plural forms [few, many] of ru",
                "messages_zh_CN.properties: missing (every language has every text)"), problems);
    }
}
