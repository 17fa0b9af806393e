package io.etcdexplorer.fx;

import javafx.scene.Scene;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The flexible column takes the width the others leave, and the user can still drag column borders. */
class TableColumnsTest {

    @BeforeAll
    static void toolkit() throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    @Test
    void theFlexibleColumnFillsAndFollowsTheOthers() throws Exception {
        TableView<String> table = new TableView<>();
        TableColumn<String, String> time = column("Time", 100);
        TableColumn<String, String> key = column("Key", 100);
        TableColumn<String, String> size = column("Size", 80);
        table.getColumns().addAll(time, key, size);
        TableColumns.fill(table, key, 120);
        Stage stage = WaitForAsyncUtils.asyncFx(() -> {
            Stage shown = new Stage();
            shown.setScene(new Scene(table, 600, 300));
            shown.show();
            return shown;
        }).get(5, TimeUnit.SECONDS);
        try {
            checkWidths(table, time, key, size);
        } finally {
            WaitForAsyncUtils.asyncFx(stage::hide).get(5, TimeUnit.SECONDS); // no window left for later tests
        }
    }

    private static void checkWidths(TableView<String> table, TableColumn<String, String> time,
                                    TableColumn<String, String> key, TableColumn<String, String> size)
            throws Exception {
        WaitForAsyncUtils.waitForFxEvents();

        double total = WaitForAsyncUtils.asyncFx(() -> time.getWidth() + key.getWidth() + size.getWidth())
                .get(5, TimeUnit.SECONDS);
        assertTrue(total > 560 && total <= 600, "columns fill the table without sideways scrolling: " + total);

        // dragging a column border goes through the resize policy: it must not fight the binding
        WaitForAsyncUtils.asyncFx(() -> table.resizeColumn(time, 40)).get(5, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(140, WaitForAsyncUtils.asyncFx(time::getWidth).get(5, TimeUnit.SECONDS), 1,
                "the user's resize of another column holds");
        double after = WaitForAsyncUtils.asyncFx(() -> time.getWidth() + key.getWidth() + size.getWidth())
                .get(5, TimeUnit.SECONDS);
        assertEquals(total, after, 1, "the key column gave the room back");

        double keyBefore = WaitForAsyncUtils.asyncFx(key::getWidth).get(5, TimeUnit.SECONDS);
        WaitForAsyncUtils.asyncFx(() -> table.resizeColumn(key, -30)).get(5, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(keyBefore - 30, WaitForAsyncUtils.asyncFx(key::getWidth).get(5, TimeUnit.SECONDS), 1,
                "the flexible column itself can be dragged narrower");
    }

    private static TableColumn<String, String> column(String title, double width) {
        TableColumn<String, String> column = new TableColumn<>(title);
        column.setPrefWidth(width);
        return column;
    }
}
