package io.etcdexplorer.settings;

import io.etcdexplorer.settings.WindowState.Bounds;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Where a remembered window opens on today's screens. */
class WindowStateTest {

    private static final Bounds LAPTOP = new Bounds(0, 0, 1440, 870);       // primary, minus the task bar
    private static final Bounds LEFT_MONITOR = new Bounds(-1920, -200, 1920, 1080);

    @Test
    void aWindowOnScreenStaysExactlyWhereItWas() {
        Bounds wanted = new Bounds(100, 50, 1280, 800);
        assertEquals(wanted, WindowState.clamp(wanted, List.of(LAPTOP)));
        Bounds onLeft = new Bounds(-1800, -150, 1600, 1000);
        assertEquals(onLeft, WindowState.clamp(onLeft, List.of(LAPTOP, LEFT_MONITOR)));
    }

    @Test
    void aWindowHangingOverAnEdgeIsPulledIn() {
        assertEquals(new Bounds(440, 70, 1000, 800),
                WindowState.clamp(new Bounds(900, 300, 1000, 800), List.of(LAPTOP)));
        assertEquals(new Bounds(0, 0, 1000, 800),
                WindowState.clamp(new Bounds(-300, -20, 1000, 800), List.of(LAPTOP)));
    }

    @Test
    void aWindowLargerThanTheScreenShrinksToIt() {
        assertEquals(new Bounds(0, 0, 1440, 870), WindowState.clamp(new Bounds(-10, 0, 2560, 1400), List.of(LAPTOP)));
    }

    @Test
    void aWindowOnAnUnpluggedMonitorOpensCentredOnThePrimary() {
        Bounds onLeft = new Bounds(-1800, -150, 1600, 1000);
        assertEquals(new Bounds(0, 0, 1440, 870), WindowState.clamp(onLeft, List.of(LAPTOP)));
        assertEquals(new Bounds(220, 35, 1000, 800),
                WindowState.clamp(new Bounds(5000, 3000, 1000, 800), List.of(LAPTOP)));
    }

    @Test
    void aWindowStraddlingTwoScreensGoesToTheOneHoldingMostOfIt() {
        // 1000 px of it on the left monitor, 200 px on the laptop.
        assertEquals(new Bounds(-1200, 100, 1200, 700),
                WindowState.clamp(new Bounds(-1000, 100, 1200, 700), List.of(LAPTOP, LEFT_MONITOR)));
    }

    @Test
    void noScreensAtAllLeavesItAlone() {
        Bounds wanted = new Bounds(10, 10, 800, 600);
        assertEquals(wanted, WindowState.clamp(wanted, List.of()));
    }
}
