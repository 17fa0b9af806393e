package io.etcdexplorer.events;

import atlantafx.base.theme.Styles;
import io.etcdexplorer.etcd.watch.WatchEvent;
import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.i18n.Units;
import io.etcdexplorer.values.KeyText;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;

import java.time.Instant;

import java.time.format.DateTimeFormatter;
import java.util.function.Function;

/** The event panel's table: one row per shown event, the first after a reconnect marked; it selects for the panel. */
final class EventTable {

    private static final Messages TEXT = Messages.of(EventTable.class);

    private static final PseudoClass AFTER_RECONNECT = PseudoClass.getPseudoClass("after-reconnect");


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
                setTooltip(mark ? new Tooltip(TEXT.get("afterReconnectTip")) : null);
            }
        });
        table.setId("eventsTable");
        table.getStyleClass().add(Styles.DENSE);
        table.setPlaceholder(new Label(TEXT.get("tablePlaceholder")));
        DateTimeFormatter time = EventTimes.formatter();
        table.getColumns().add(column(TEXT.get("colTime"), 110,
                e -> time.format(Instant.ofEpochMilli(e.receivedMillis()))));
        table.getColumns().add(column(TEXT.get("colRevision"), 90, e -> Long.toString(e.revision())));
        table.getColumns().add(column(TEXT.get("colType"), 80, e -> e.type().name()));
        TableColumn<WatchEvent, String> key = column(TEXT.get("colKey"), 320, e -> KeyText.display(e.key()));
        table.getColumns().add(key);
        table.getColumns().add(column(TEXT.get("colVersion"), 80, e -> Long.toString(e.version())));
        table.getColumns().add(column(TEXT.get("colSize"), 80, e -> e.type() == WatchEvent.Type.DELETE ? ""
                : Units.bytes(e.value().length)));
        table.getColumns().add(column(TEXT.get("colLease"), 140,
                e -> e.lease() == 0 ? "" : Long.toHexString(e.lease())));
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
