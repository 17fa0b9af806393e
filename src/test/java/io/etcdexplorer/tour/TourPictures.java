package io.etcdexplorer.tour;

import java.util.List;
import java.util.stream.Stream;

/**
 * Every picture of the README tour, by file name (without {@code .png}) under {@code docs/screenshots}. Each tour
 * class lists the pictures it takes and must take them all; {@link ReadmeTourTest} checks the README shows exactly
 * these, so a picture nobody takes any more (or one the README forgot) fails the build instead of going stale.
 */
final class TourPictures {

    static final List<String> ALL = Stream.of(
                    ConnectionsTourTest.PICTURES,
                    KeysTourTest.PICTURES,
                    TimelineTourTest.PICTURES,
                    WorkspacesTourTest.PICTURES,
                    SnapshotTourTest.PICTURES,
                    SpaceTourTest.PICTURES)
            .flatMap(List::stream).toList();

    private TourPictures() {
    }
}
