package io.etcdexplorer.events;

import atlantafx.base.theme.Styles;
import io.etcdexplorer.etcd.watch.WatchEvent;
import io.etcdexplorer.values.KeyText;
import io.etcdexplorer.values.ValueRenderer;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;

import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.function.Function;

/** The event panel's table: one row per shown event, the first after a reconnect marked; it selects for the panel. */
final class EventTable {

    private static final PseudoClass AFTER_RECONNECT = PseudoClass.getPseudoClass("after-reconnect");
    private static final DateTimeFormatter TIME =
            DateTimeFormatter.ofPattern("HH:mm:ss.SSS").withZone(ZoneId.systemDefault());

    private EventTable() {
    }

    static TableView<WatchEvent> of(EventsViewModel viewModel) {
        TableView<WatchEvent> table = new TableView<>(viewModel.shown());
        io.etcdexplorer.fx.TableColumns.fitHeaders(table);
        // The first event after a reconnect carries a mark: the gap the watch bridged lies just above it.
        table.setRowFactory(v -> new TableRow<>() {
            @Override
            protected void updateItem(WatchEvent event, boolean empty) {
                super.updateItem(event, empty);
                boolean mark = !empty && event != null && viewModel.isFirstAfterReconnect(event);
                pseudoClassStateChanged(AFTER_RECONNECT, mark);
                setTooltip(mark ? new Tooltip("The connection dropped before this event; the "
                        + "watch resumed right after the last revision it had delivered, so nothing was lost.") : null);
            }
        });
        table.setId("eventsTable");
        table.getStyleClass().add(Styles.DENSE);
        table.setPlaceholder(new Label("Watch a prefix to see its changes as they happen."));
        table.getColumns().add(column("Time", 110, e -> TIME.format(Instant.ofEpochMilli(e.receivedMillis()))));
        table.getColumns().add(column("Revision", 90, e -> Long.toString(e.revision())));
        table.getColumns().add(column("Type", 80, e -> e.type().name()));
        TableColumn<WatchEvent, String> key = column("Key", 320, e -> KeyText.display(e.key()));
        table.getColumns().add(key);
        table.getColumns().add(column("Version", 80, e -> Long.toString(e.version())));
        table.getColumns().add(column("Size", 80, e -> e.type() == WatchEvent.Type.DELETE ? ""
                : ValueRenderer.humanSize(e.value().length)));
        table.getColumns().add(column("Lease", 140, e -> e.lease() == 0 ? "" : Long.toHexString(e.lease())));
        io.etcdexplorer.fx.TableColumns.fill(table, key, 220);
        table.getSelectionModel().selectedItemProperty().addListener((obs, old, event) ->
                viewModel.selectedProperty().set(event));
        viewModel.selectedProperty().addListener((obs, old, event) -> {
            if (event == null) {
                table.getSelectionModel().clearSelection();
            }
        });
        return table;
    }

    private static TableColumn<WatchEvent, String> column(String title, double width,
                                                          Function<WatchEvent, String> text) {
        TableColumn<WatchEvent, String> column = new TableColumn<>(title);
        column.setPrefWidth(width);
        column.setSortable(false);
        column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(text.apply(cell.getValue())));
        return column;
    }
}
