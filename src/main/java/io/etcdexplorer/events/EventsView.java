package io.etcdexplorer.events;

import atlantafx.base.theme.Styles;
import io.etcdexplorer.diff.DiffPane;
import io.etcdexplorer.etcd.watch.WatchEvent;
import io.etcdexplorer.values.KeyText;
import io.etcdexplorer.values.ValueRenderer;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import javafx.util.Duration;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.function.Function;

/** The live event panel: watch controls, filters, counters, the event table and the selected event's values. */
public final class EventsView extends VBox {

    private static final javafx.css.PseudoClass AFTER_RECONNECT = javafx.css.PseudoClass.getPseudoClass(
            "after-reconnect");
    private static final DateTimeFormatter TIME =
            DateTimeFormatter.ofPattern("HH:mm:ss.SSS").withZone(ZoneId.systemDefault());

    private final io.etcdexplorer.fx.ShownTicker ticker;

    public EventsView(EventsViewModel viewModel) {
        setId("eventsPanel");
        setSpacing(6);
        setPadding(new Insets(8));
        TableView<WatchEvent> table = table(viewModel);
        getChildren().addAll(controls(viewModel), filters(viewModel), banner(viewModel), notice(viewModel),
                values(viewModel, table));
        // The rate falls to 0 when events stop coming.
        ticker = new io.etcdexplorer.fx.ShownTicker(this, Duration.seconds(1), viewModel::tick);
    }

    /** Stops the once-a-second tick when the tab closes. */
    public void dispose() {
        ticker.stop();
    }

    private static HBox controls(EventsViewModel viewModel) {
        TextField prefix = new TextField();
        prefix.setId("eventsPrefix");
        prefix.setPromptText("Prefix (empty: all keys)");
        prefix.setTooltip(new javafx.scene.control.Tooltip("Keys starting with this; empty watches the whole keyspace. "
                + "Type raw bytes as \\xNN."));
        prefix.textProperty().bindBidirectional(viewModel.prefixProperty());
        HBox.setHgrow(prefix, Priority.ALWAYS);
        TextField from = new TextField();
        from.setId("eventsFromRevision");
        from.setPromptText("From rev (now)");
        from.setTooltip(new javafx.scene.control.Tooltip("Replay history from this revision; empty starts from now."));
        from.setPrefColumnCount(10);
        Button watch = button("Watch", Feather.PLAY, "eventsWatch");
        watch.getStyleClass().add(Styles.ACCENT);
        watch.setOnAction(e -> viewModel.watch(prefix.getText(), revision(from.getText())));
        prefix.setOnAction(e -> watch.fire());
        from.setOnAction(e -> watch.fire());
        Button stop = button("Stop", Feather.SQUARE, "eventsStop");
        stop.disableProperty().bind(viewModel.watchingProperty().not());
        stop.setOnAction(e -> viewModel.stop());
        Button pause = button("Pause", Feather.PAUSE, "eventsPause");
        pause.textProperty().bind(javafx.beans.binding.Bindings.when(viewModel.pausedProperty())
                .then("Resume").otherwise("Pause"));
        viewModel.pausedProperty().addListener((obs, was, now) ->
                pause.setGraphic(new FontIcon(now ? Feather.PLAY_CIRCLE : Feather.PAUSE)));
        pause.setOnAction(e -> {
            if (viewModel.pausedProperty().get()) {
                viewModel.resume();
            } else {
                viewModel.pause();
            }
        });
        Button clear = button("Clear", Feather.X, "eventsClear");
        clear.setOnAction(e -> viewModel.clear());
        Button export = button("Export…", Feather.DOWNLOAD, "eventsExport");
        export.disableProperty().bind(javafx.beans.binding.Bindings.isEmpty(viewModel.shown()));
        CheckBox secrets = new CheckBox("Include Secret values");
        secrets.setId("eventsExportSecrets");
        secrets.setMinWidth(Region.USE_PREF_SIZE);
        secrets.setTooltip(new Tooltip("Export Kubernetes Secret values in clear (they are masked otherwise); "
                + "the file name then says so"));
        secrets.selectedProperty().bindBidirectional(viewModel.exportSecretValuesProperty());
        export.setOnAction(e -> {
            FileChooser chooser = new FileChooser();
            chooser.setTitle("Export the shown events as JSON lines");
            chooser.setInitialFileName(secrets.isSelected() ? "etcd-events-with-secret-values.jsonl"
                    : "etcd-events.jsonl");
            java.io.File file = chooser.showSaveDialog(export.getScene().getWindow());
            if (file != null) {
                viewModel.exportTo(file.toPath());
            }
        });
        prefix.setMinWidth(120);
        from.setMinWidth(110);
        from.setPrefColumnCount(9);
        HBox bar = new HBox(6, prefix, from, watch, stop, pause, clear, export, secrets);
        bar.setAlignment(Pos.CENTER_LEFT);
        return bar;
    }

    /** The "from revision" field: empty or not a number means now (0); the view model rejects negatives. */
    private static long revision(String text) {
        String trimmed = text == null ? "" : text.trim();
        if (trimmed.isEmpty()) {
            return 0;
        }
        try {
            return Long.parseLong(trimmed);
        } catch (NumberFormatException notANumber) {
            return -1;
        }
    }

    private static VBox filters(EventsViewModel viewModel) {
        TextField filter = new TextField();
        filter.setId("eventsFilter");
        filter.setPromptText("Filter keys containing…");
        filter.textProperty().bindBidirectional(viewModel.filterProperty());
        HBox.setHgrow(filter, Priority.ALWAYS);
        ComboBox<WatchEvent.Type> type = new ComboBox<>();
        type.setId("eventsTypeFilter");
        type.getItems().addAll(null, WatchEvent.Type.PUT, WatchEvent.Type.DELETE);
        type.setButtonCell(typeCell());
        type.setCellFactory(v -> typeCell());
        type.valueProperty().bindBidirectional(viewModel.typeFilterProperty());
        Label counters = new Label();
        counters.setId("eventsCounters");
        counters.textProperty().bind(viewModel.countersTextProperty());
        Label state = new Label();
        state.setId("eventsState");
        state.getStyleClass().add(Styles.TEXT_MUTED);
        state.textProperty().bind(viewModel.stateProperty());
        Region spring = new Region();
        HBox.setHgrow(spring, Priority.ALWAYS);
        type.setMinWidth(Region.USE_PREF_SIZE);
        HBox bar = new HBox(6, new FontIcon(Feather.FILTER), filter, type);
        bar.setAlignment(Pos.CENTER_LEFT);
        HBox status = new HBox(6, counters, sparkline(viewModel), spring, state);
        status.setAlignment(Pos.CENTER_LEFT);
        Label bridged = new Label();
        bridged.setId("eventsBridged");
        bridged.setWrapText(true);
        bridged.getStyleClass().add(Styles.TEXT_MUTED);
        bridged.textProperty().bind(viewModel.bridgedProperty());
        bridged.visibleProperty().bind(viewModel.bridgedProperty().isNotEmpty());
        bridged.managedProperty().bind(bridged.visibleProperty());
        return new VBox(6, bar, status, bridged);
    }

    /** Events/s over the last minute, redrawn only when the history changes (once a second at most). */
    private static Label sparkline(EventsViewModel viewModel) {
        Canvas canvas = new Canvas(120, 24);
        Label holder = new Label(null, canvas); // a Label, so the canvas gets a tooltip
        holder.setId("eventsSparkline");
        holder.setMinWidth(Region.USE_PREF_SIZE);
        javafx.scene.control.Tooltip tooltip = new javafx.scene.control.Tooltip();
        holder.setTooltip(tooltip);
        Runnable redraw = () -> {
            int max = drawSparkline(canvas, viewModel.rateHistoryProperty().get());
            tooltip.setText("Events/s over the last " + EventsViewModel.HISTORY_SECONDS + " s · max " + max + "/s");
        };
        viewModel.rateHistoryProperty().addListener((obs, old, now) -> redraw.run());
        redraw.run();
        return holder;
    }

    /** Draws the counts as a line scaled to their maximum; returns that maximum. */
    static int drawSparkline(Canvas canvas, int[] counts) {
        double w = canvas.getWidth();
        double h = canvas.getHeight();
        GraphicsContext g = canvas.getGraphicsContext2D();
        g.clearRect(0, 0, w, h);
        int max = 0;
        for (int c : counts) {
            max = Math.max(max, c);
        }
        g.setStroke(Color.gray(0.5, 0.4));
        g.setLineWidth(1);
        g.strokeLine(0, h - 0.5, w, h - 0.5);
        if (counts.length < 2) {
            return max;
        }
        double step = (w - 2) / (counts.length - 1);
        double scale = max == 0 ? 0 : (h - 3) / max;
        g.setStroke(Color.web("#3b82f6"));
        g.setLineWidth(1.5);
        g.beginPath();
        for (int i = 0; i < counts.length; i++) {
            double x = 1 + i * step;
            double y = h - 1.5 - counts[i] * scale;
            if (i == 0) {
                g.moveTo(x, y);
            } else {
                g.lineTo(x, y);
            }
        }
        g.stroke();
        return max;
    }

    private static ListCell<WatchEvent.Type> typeCell() {
        return new ListCell<>() {
            @Override
            protected void updateItem(WatchEvent.Type item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item == null ? "All types" : item.name());
            }
        };
    }

    private static HBox banner(EventsViewModel viewModel) {
        Label text = new Label();
        text.setId("eventsCompactionText");
        text.setWrapText(true);
        text.textProperty().bind(viewModel.compactionBannerProperty());
        HBox.setHgrow(text, Priority.ALWAYS);
        Button resync = button("Resync", Feather.REFRESH_CW, "eventsResync");
        resync.setOnAction(e -> viewModel.resync());
        HBox box = new HBox(8, new FontIcon(Feather.ALERT_TRIANGLE), text, resync);
        box.setId("eventsCompactionBanner");
        box.setAlignment(Pos.CENTER_LEFT);
        box.getStyleClass().add("editor-banner");
        box.visibleProperty().bind(viewModel.compactionBannerProperty().isNotNull());
        box.managedProperty().bind(box.visibleProperty());
        return box;
    }

    private static Label notice(EventsViewModel viewModel) {
        Label notice = new Label();
        notice.setId("eventsNotice");
        notice.setWrapText(true);
        notice.textProperty().bind(viewModel.noticeProperty());
        notice.visibleProperty().bind(viewModel.noticeProperty().isNotEmpty());
        notice.managedProperty().bind(notice.visibleProperty());
        return notice;
    }

    private TableView<WatchEvent> table(EventsViewModel viewModel) {
        TableView<WatchEvent> table = new TableView<>(viewModel.shown());
        // The first event after a reconnect carries a mark: the gap the watch bridged lies just above it.
        table.setRowFactory(v -> new javafx.scene.control.TableRow<>() {
            @Override
            protected void updateItem(WatchEvent event, boolean empty) {
                super.updateItem(event, empty);
                boolean mark = !empty && event != null && viewModel.isFirstAfterReconnect(event);
                pseudoClassStateChanged(AFTER_RECONNECT, mark);
                setTooltip(mark ? new javafx.scene.control.Tooltip("The connection dropped before this event; the "
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

    /** The table above the selected event's previous and new value, side by side with the changes marked. */
    private static SplitPane values(EventsViewModel viewModel, TableView<WatchEvent> table) {
        DiffPane diff = new DiffPane();
        diff.setId("eventsDiff");
        diff.showMessage("Select an event to compare its previous and new value.");
        viewModel.comparisonProperty().addListener((obs, old, now) -> {
            if (now == null) {
                diff.showMessage("Select an event to compare its previous and new value.");
            } else {
                diff.show(now.previousTitle(), now.newTitle(), now.diff());
            }
        });
        SplitPane split = new SplitPane(table, diff);
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.6);
        VBox.setVgrow(split, Priority.ALWAYS);
        return split;
    }

    private static Button button(String text, Feather icon, String id) {
        Button button = new Button(text, new FontIcon(icon));
        button.setId(id);
        button.getStyleClass().add(Styles.SMALL);
        button.setMinWidth(Region.USE_PREF_SIZE); // the prefix field gives way, never a button's label
        return button;
    }
}
