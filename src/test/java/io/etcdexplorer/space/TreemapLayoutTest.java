package io.etcdexplorer.space;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TreemapLayoutTest {

    private static final double EPSILON = 1e-6;

    @Test
    void areasAreProportionalToSizesAndFillTheRectangle() {
        long[] sizes = {600, 300, 60, 30, 9, 1};
        List<TreemapLayout.Tile> tiles = TreemapLayout.layout(sizes, 10, 20, 400, 250);
        assertEquals(sizes.length, tiles.size());
        double total = 400.0 * 250;
        for (TreemapLayout.Tile tile : tiles) {
            assertEquals(total * sizes[tile.index()] / 1000, tile.area(), 1e-3, "tile " + tile.index());
        }
        assertEquals(total, tiles.stream().mapToDouble(TreemapLayout.Tile::area).sum(), 1e-3);
        assertEquals(0, tiles.get(0).index(), "largest first");
    }

    @Test
    void tilesStayInsideTheBoundsAndNeverOverlap() {
        Random random = new Random(42);
        for (int round = 0; round < 200; round++) {
            long[] sizes = random.longs(1 + random.nextInt(40), 1, 1_000_000).toArray();
            double width = 1 + random.nextDouble() * 900;
            double height = 1 + random.nextDouble() * 600;
            List<TreemapLayout.Tile> tiles = TreemapLayout.layout(sizes, 5, 7, width, height);
            assertEquals(sizes.length, tiles.size());
            for (TreemapLayout.Tile a : tiles) {
                assertTrue(a.x() >= 5 - EPSILON && a.y() >= 7 - EPSILON, a.toString());
                assertTrue(a.x() + a.width() <= 5 + width + EPSILON, a + " in width " + width);
                assertTrue(a.y() + a.height() <= 7 + height + EPSILON, a + " in height " + height);
                assertTrue(a.width() >= 0 && a.height() >= 0, a.toString());
                for (TreemapLayout.Tile b : tiles) {
                    if (a != b) {
                        assertFalse(overlap(a, b), a + " overlaps " + b);
                    }
                }
            }
        }
    }

    @Test
    void boxesStayCloseToSquares() {
        long[] sizes = new long[20];
        java.util.Arrays.fill(sizes, 5);
        for (TreemapLayout.Tile tile : TreemapLayout.layout(sizes, 0, 0, 500, 400)) {
            double ratio = Math.max(tile.width() / tile.height(), tile.height() / tile.width());
            assertTrue(ratio < 2.5, "a slice, not a box: " + tile);
        }
    }

    @Test
    void degenerateInputsGiveNoTilesOrOnlyThePositiveOnes() {
        assertTrue(TreemapLayout.layout(new long[0], 0, 0, 100, 100).isEmpty());
        assertTrue(TreemapLayout.layout(new long[]{0, 0}, 0, 0, 100, 100).isEmpty());
        assertTrue(TreemapLayout.layout(new long[]{5}, 0, 0, 0, 100).isEmpty());
        assertTrue(TreemapLayout.layout(new long[]{5}, 0, 0, 100, -3).isEmpty());
        assertTrue(TreemapLayout.layout(new long[]{5}, 0, 0, Double.NaN, 10).isEmpty());

        List<TreemapLayout.Tile> one = TreemapLayout.layout(new long[]{0, 7, -1}, 3, 4, 50, 60);
        assertEquals(List.of(new TreemapLayout.Tile(1, 3, 4, 50, 60)), one);

        // A size a billion times smaller still gets its (tiny) box, and the big one keeps its share.
        List<TreemapLayout.Tile> skewed = TreemapLayout.layout(new long[]{1_000_000_000L, 1}, 0, 0, 100, 100);
        assertEquals(2, skewed.size());
        assertEquals(10_000, skewed.get(0).area(), 1e-3);
        assertTrue(skewed.get(1).area() > 0);
    }

    private static boolean overlap(TreemapLayout.Tile a, TreemapLayout.Tile b) {
        return a.x() + EPSILON < b.x() + b.width() && b.x() + EPSILON < a.x() + a.width()
                && a.y() + EPSILON < b.y() + b.height() && b.y() + EPSILON < a.y() + a.height();
    }
}
