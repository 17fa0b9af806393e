package io.etcdexplorer.tour;

import io.etcdexplorer.i18n.Language;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The README shows one picture in each language besides English (a Deployment decoded, the window around it), from the tour's run in that language
 * (the tour-languages profile writes target/tour/<language>/kubernetes.png; copied to docs/screenshots/<language>/).
 */
class LanguagePicturesTest {

    @Test
    void readmeShowsOnePictureInEveryLanguage() throws IOException {
        String readme = Files.readString(Path.of("README.md"));
        for (Language language : Language.values()) {
            if (language == Language.ENGLISH) {
                continue;
            }
            String picture = "docs/screenshots/" + language.tag() + "/kubernetes.png";
            assertTrue(readme.contains("](" + picture + ")"), "README.md shows " + picture);
            Path file = Path.of(picture);
            assertTrue(Files.isRegularFile(file) && Files.size(file) > 10_000, picture + " is committed");
            byte[] head = Files.readAllBytes(file);
            assertTrue(head[1] == 'P' && head[2] == 'N' && head[3] == 'G', picture + " is a PNG");
        }
    }
}
