package io.etcdexplorer.settings;

import java.util.List;
import java.util.Map;

/**
 * The main window as it was left: its normal (not maximised) bounds, whether it was maximised, and the
 * split panes' divider positions by the split's id.
 */
public record WindowState(Bounds bounds, boolean maximized, Map<String, Double> dividers) {

    /** The smallest part of a window that must lie on a screen for it to stay where it was. */
    static final double MIN_VISIBLE_WIDTH = 120;
    static final double MIN_VISIBLE_HEIGHT = 60;

    public WindowState {
        dividers = Map.copyOf(dividers);
    }

    /** A rectangle in screen coordinates, plain so the clamping is testable without a display. */
    public record Bounds(double x, double y, double width, double height) {

        double overlap(Bounds other) {
            double w = Math.min(x + width, other.x + other.width) - Math.max(x, other.x);
            double h = Math.min(y + height, other.y + other.height) - Math.max(y, other.y);
            return w > 0 && h > 0 ? w * h : 0;
        }

        boolean showsEnoughOn(Bounds screen) {
            double w = Math.min(x + width, screen.x + screen.width) - Math.max(x, screen.x);
            double h = Math.min(y + height, screen.y + screen.height) - Math.max(y, screen.y);
            return w >= Math.min(MIN_VISIBLE_WIDTH, width) && h >= Math.min(MIN_VISIBLE_HEIGHT, height);
        }
    }

    /**
     * Where the window should open on today's screens: on the screen it overlaps most, moved and shrunk to fit
     * inside it; centred on the primary screen when too little of it would show (a monitor was unplugged).
     *
     * @param screens the visual bounds of the screens, the primary one first
     */
    public static Bounds clamp(Bounds wanted, List<Bounds> screens) {
        if (screens.isEmpty()) {
            return wanted;
        }
        Bounds best = screens.get(0);
        for (Bounds screen : screens) {
            if (screen.overlap(wanted) > best.overlap(wanted)) {
                best = screen;
            }
        }
        double width = Math.min(wanted.width(), best.width());
        double height = Math.min(wanted.height(), best.height());
        if (!wanted.showsEnoughOn(best)) {
            best = screens.get(0);
            width = Math.min(wanted.width(), best.width());
            height = Math.min(wanted.height(), best.height());
            return new Bounds(best.x() + (best.width() - width) / 2, best.y() + (best.height() - height) / 2,
                    width, height);
        }
        double x = Math.max(best.x(), Math.min(wanted.x(), best.x() + best.width() - width));
        double y = Math.max(best.y(), Math.min(wanted.y(), best.y() + best.height() - height));
        return new Bounds(x, y, width, height);
    }
}
