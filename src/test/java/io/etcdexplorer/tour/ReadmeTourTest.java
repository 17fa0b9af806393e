package io.etcdexplorer.tour;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The README, its pictures and the tour agree: every picture the README shows is taken by a tour step and is in
 * docs/screenshots, and every step's picture is shown. A picture no step takes any more would silently go stale.
 */
class ReadmeTourTest {

    private static final Pattern IMAGE = Pattern.compile("!\\[[^]]*]\\(docs/screenshots/([\\w-]+)\\.png\\)");

    @Test
    void readmeShowsExactlyTheTourPictures() throws IOException {
        Set<String> shown = new TreeSet<>();
        Matcher m = IMAGE.matcher(Files.readString(Path.of("README.md")));
        while (m.find()) {
            shown.add(m.group(1));
        }
        assertEquals(new TreeSet<>(TourPictures.ALL), shown, "pictures in README.md vs TourPictures.ALL");
    }

    @Test
    void everyTourPictureIsCommittedAndNothingElse() throws IOException {
        Set<String> files;
        try (Stream<Path> list = Files.list(Path.of("docs/screenshots"))) {
            files = list.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".png"))
                    .map(n -> n.substring(0, n.length() - 4)).collect(Collectors.toCollection(TreeSet::new));
        }
        assertEquals(new TreeSet<>(TourPictures.ALL), files, "docs/screenshots vs TourPictures.ALL");
    }

    @Test
    void noPictureIsTakenTwice() {
        assertEquals(TourPictures.ALL.size(), new TreeSet<>(TourPictures.ALL).size(), TourPictures.ALL.toString());
    }
}
