package io.etcdexplorer.space;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * The squarified treemap layout (Bruls, Huizing and van Wijk, 2000): boxes whose areas are proportional to their
 * sizes, filling a rectangle, laid out in rows that keep each box as close to a square as the row allows, so that
 * labels fit and areas can be compared by eye. Plain arithmetic, no toolkit: {@link Treemap} draws what this places.
 */
public final class TreemapLayout {

    /** Where the box of {@code sizes[index]} goes. */
    public record Tile(int index, double x, double y, double width, double height) {

        public double area() {
            return width * height;
        }
    }

    private TreemapLayout() {
    }

    /**
     * Places one tile per positive size inside the rectangle, largest first; sizes of zero or less get none (a box of
     * no area cannot be seen nor clicked). An empty or flat rectangle gets no tiles.
     */
    public static List<Tile> layout(long[] sizes, double x, double y, double width, double height) {
        Integer[] order = positives(sizes);
        if (order.length == 0 || !(width > 0) || !(height > 0)) {
            return List.of();
        }
        double total = 0;
        for (int i : order) {
            total += sizes[i];
        }
        double scale = width * height / total;
        double[] areas = new double[order.length];
        for (int k = 0; k < order.length; k++) {
            areas[k] = sizes[order[k]] * scale;
        }
        List<Tile> tiles = new ArrayList<>(order.length);
        double rx = x;
        double ry = y;
        double rw = width;
        double rh = height;
        int start = 0;
        while (start < order.length) {
            double side = Math.min(rw, rh);
            int end = start + 1;
            double rowArea = areas[start];
            while (end < order.length && worst(areas, start, end + 1, rowArea + areas[end], side)
                    <= worst(areas, start, end, rowArea, side)) {
                rowArea += areas[end];
                end++;
            }
            boolean last = end == order.length;
            if (rw >= rh) { // a column along the left edge, as wide as its area needs
                double columnWidth = last ? rw : rowArea / rh;
                place(tiles, order, areas, start, end, rx, ry, columnWidth, rh, true);
                rx += columnWidth;
                rw -= columnWidth;
            } else { // a row along the top edge
                double rowHeight = last ? rh : rowArea / rw;
                place(tiles, order, areas, start, end, rx, ry, rw, rowHeight, false);
                ry += rowHeight;
                rh -= rowHeight;
            }
            start = end;
        }
        return tiles;
    }

    /** Indices of the positive sizes, largest first (ties in input order, so the layout is stable). */
    private static Integer[] positives(long[] sizes) {
        return java.util.stream.IntStream.range(0, sizes.length).filter(i -> sizes[i] > 0).boxed()
                .sorted(Comparator.comparingLong((Integer i) -> sizes[i]).reversed()).toArray(Integer[]::new);
    }

    /** The worst aspect ratio of the boxes {@code from..to} laid along a side of length {@code side}. */
    private static double worst(double[] areas, int from, int to, double sum, double side) {
        double max = Arrays.stream(areas, from, to).max().orElse(0);
        double min = Arrays.stream(areas, from, to).min().orElse(0);
        double sideSquared = side * side;
        double sumSquared = sum * sum;
        return Math.max(sideSquared * max / sumSquared, sumSquared / (sideSquared * min));
    }

    /** Cuts the strip at (x, y, w, h) into the boxes {@code from..to}; the last one takes what rounding left. */
    private static void place(List<Tile> tiles, Integer[] order, double[] areas, int from, int to, double x,
                              double y, double w, double h, boolean vertical) {
        double sum = 0;
        for (int k = from; k < to; k++) {
            sum += areas[k];
        }
        double at = vertical ? y : x;
        double end = vertical ? y + h : x + w;
        for (int k = from; k < to; k++) {
            double length = k == to - 1 ? end - at : (vertical ? h : w) * areas[k] / sum;
            tiles.add(vertical ? new Tile(order[k], x, at, w, length) : new Tile(order[k], at, y, length, h));
            at += length;
        }
    }
}
