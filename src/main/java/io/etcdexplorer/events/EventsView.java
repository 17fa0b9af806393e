package io.etcdexplorer.events;

import atlantafx.base.theme.Styles;
import io.etcdexplorer.diff.DiffPane;
import io.etcdexplorer.etcd.watch.WatchEvent;
import io.etcdexplorer.files.FolderPurpose;
import io.etcdexplorer.fx.FileDialogs;
import io.etcdexplorer.i18n.Messages;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.Duration;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;


/** The live event panel: watch controls, filters, counters, the event table and the selected event's values. */
public final class EventsView extends VBox {

    private static final Messages TEXT = Messages.of(EventsView.class);

    private final io.etcdexplorer.fx.ShownTicker ticker;

    public EventsView(EventsViewModel viewModel) {
        setId("eventsPanel");
        setSpacing(6);
        setPadding(new Insets(8));
        TableView<WatchEvent> table = EventTable.of(viewModel);
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
        prefix.setPromptText(TEXT.get("prefixPrompt")); // short: the field is at least as wide as its prompt
        prefix.setTooltip(new javafx.scene.control.Tooltip(TEXT.get("prefixTip")));
        prefix.textProperty().bindBidirectional(viewModel.prefixProperty());
        HBox.setHgrow(prefix, Priority.ALWAYS);
        TextField from = new TextField();
        from.setId("eventsFromRevision");
        from.setPromptText(TEXT.get("fromPrompt"));
        from.setTooltip(new javafx.scene.control.Tooltip(TEXT.get("fromTip")));
        from.setPrefColumnCount(10);
        Button watch = button(TEXT.get("watch"), Feather.PLAY, "eventsWatch");
        watch.getStyleClass().add(Styles.ACCENT);
        watch.setOnAction(e -> viewModel.watch(prefix.getText(), revision(from.getText())));
        prefix.setOnAction(e -> watch.fire());
        from.setOnAction(e -> watch.fire());
        Button stop = button(TEXT.get("stop"), Feather.SQUARE, "eventsStop");
        stop.disableProperty().bind(viewModel.watchingProperty().not());
        stop.setOnAction(e -> viewModel.stop());
        Button pause = button(TEXT.get("pause"), Feather.PAUSE, "eventsPause");
        pause.textProperty().bind(javafx.beans.binding.Bindings.when(viewModel.pausedProperty())
                .then(TEXT.get("resume")).otherwise(TEXT.get("pause")));
        viewModel.pausedProperty().addListener((obs, was, now) ->
                pause.setGraphic(new FontIcon(now ? Feather.PLAY_CIRCLE : Feather.PAUSE)));
        pause.setOnAction(e -> {
            if (viewModel.pausedProperty().get()) {
                viewModel.resume();
            } else {
                viewModel.pause();
            }
        });
        Button clear = button(TEXT.get("clear"), Feather.X, "eventsClear");
        clear.setOnAction(e -> viewModel.clear());
        Button export = button(TEXT.get("export"), Feather.DOWNLOAD, "eventsExport");
        export.disableProperty().bind(javafx.beans.binding.Bindings.isEmpty(viewModel.shown()));
        // The icon lets the bar show the box without its label when the pane is narrow (see CompactBar).
        CheckBox secrets = new CheckBox(TEXT.get("includeSecrets"));
        secrets.setGraphic(new FontIcon(Feather.UNLOCK));
        secrets.setId("eventsExportSecrets");
        secrets.setTooltip(new Tooltip(TEXT.get("includeSecretsTip")));
        secrets.selectedProperty().bindBidirectional(viewModel.exportSecretValuesProperty());
        export.setOnAction(e -> {
            FileDialogs.save(export.getScene().getWindow(), FolderPurpose.EXPORT,
                    TEXT.get("exportTitle"), secrets.isSelected()
                            ? "etcd-events-with-secret-values.jsonl" : "etcd-events.jsonl")
                    .ifPresent(viewModel::exportTo);
        });
        io.etcdexplorer.fx.Texts.wholePrompt(prefix);
        io.etcdexplorer.fx.Texts.wholePrompt(from);
        from.setPrefColumnCount(9);
        HBox bar = new io.etcdexplorer.fx.CompactBar(6, prefix, from, watch, stop, pause, clear, export, secrets);
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
        filter.setPromptText(TEXT.get("filterPrompt"));
        filter.textProperty().bindBidirectional(viewModel.filterProperty());
        HBox.setHgrow(filter, Priority.ALWAYS);
        ComboBox<WatchEvent.Type> type = new ComboBox<>();
        type.setId("eventsTypeFilter");
        type.getItems().addAll(null, WatchEvent.Type.PUT, WatchEvent.Type.DELETE);
        type.setButtonCell(typeCell());
        type.setCellFactory(v -> typeCell());
        type.valueProperty().bindBidirectional(viewModel.typeFilterProperty());
        // Both lines wrap rather than push the pane wider than the window.
        Label counters = new Label();
        counters.setId("eventsCounters");
        io.etcdexplorer.fx.Texts.wrapping(counters);
        counters.textProperty().bind(viewModel.countersTextProperty());
        Label state = new Label();
        state.setId("eventsState");
        state.getStyleClass().add(Styles.TEXT_MUTED);
        io.etcdexplorer.fx.Texts.wrapping(state);
        state.setTextAlignment(javafx.scene.text.TextAlignment.RIGHT);
        state.textProperty().bind(viewModel.stateProperty());
        Region spring = new Region();
        HBox.setHgrow(spring, Priority.ALWAYS);
        type.setMinWidth(Region.USE_PREF_SIZE);
        HBox bar = new HBox(6, new FontIcon(Feather.FILTER), filter, type);
        bar.setAlignment(Pos.CENTER_LEFT);
        HBox status = new HBox(6, counters, RateSparkline.of(viewModel), spring, state);
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

    private static ListCell<WatchEvent.Type> typeCell() {
        return new ListCell<>() {
            @Override
            protected void updateItem(WatchEvent.Type item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item == null ? TEXT.get("allTypes") : item.name());
            }
        };
    }

    private static HBox banner(EventsViewModel viewModel) {
        Label text = new Label();
        text.setId("eventsCompactionText");
        text.setWrapText(true);
        text.textProperty().bind(viewModel.compactionBannerProperty());
        HBox.setHgrow(text, Priority.ALWAYS);
        Button resync = button(TEXT.get("resync"), Feather.REFRESH_CW, "eventsResync");
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

    /** The table above the selected event's previous and new value, side by side with the changes marked. */
    private static SplitPane values(EventsViewModel viewModel, TableView<WatchEvent> table) {
        DiffPane diff = new DiffPane();
        diff.setId("eventsDiff");
        diff.showMessage(TEXT.get("selectEvent"));
        viewModel.comparisonProperty().addListener((obs, old, now) -> {
            if (now == null) {
                diff.showMessage(TEXT.get("selectEvent"));
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
