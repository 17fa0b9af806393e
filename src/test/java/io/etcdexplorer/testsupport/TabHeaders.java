package io.etcdexplorer.testsupport;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.TabPane;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A tab pane shows every tab's header whole: none cut at the right edge or hidden behind the overflow menu (JavaFX
 * clips the last headers that do not fit and shows an arrow, so a tab reads "Sp" instead of "Space").
 */
public final class TabHeaders {

    private TabHeaders() {
    }

    /** Call on the FX thread, after a layout pass. */
    public static void assertAllWhole(TabPane pane) {
        Node area = pane.lookup(".tab-header-area");
        Node controls = pane.lookup(".control-buttons-tab");
        Bounds areaBounds = area.localToScene(area.getLayoutBounds());
        double right = areaBounds.getMaxX();
        if (controls != null && controls.isVisible()) {
            right = controls.localToScene(controls.getLayoutBounds()).getMinX();
        }
        List<String> cut = new ArrayList<>();
        for (Node header : pane.lookupAll(".tab")) {
            if (header.getParent() != null && header.getParent().getStyleClass().contains("headers-region")) {
                Bounds b = header.localToScene(header.getLayoutBounds());
                if (b.getMaxX() > right + 0.5) {
                    cut.add(String.valueOf(header.lookup(".tab-label") instanceof javafx.scene.control.Label l
                            ? l.getText() : header));
                }
            }
        }
        assertEquals(List.of(), cut, "tab headers cut off or behind the overflow menu at width "
                + pane.getScene().getWidth() + " (shorten the tab texts or tighten .tab padding in app.css)");
    }
}
