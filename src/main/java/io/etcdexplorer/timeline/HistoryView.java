package io.etcdexplorer.timeline;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.i18n.Units;
import atlantafx.base.theme.Styles;
import io.etcdexplorer.diff.DiffPane;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.List;
import java.util.function.Function;

/** The History tab: the selected key's versions, a diff of the chosen ones, and Restore. */
public final class HistoryView extends VBox {

    private static final Messages TEXT = Messages.of(HistoryView.class);

    public HistoryView(HistoryViewModel viewModel) {
        setId("historyPanel");
        setSpacing(6);
        setPadding(new Insets(8));
        Label summary = new Label();
        summary.setId("historySummary");
        summary.setWrapText(true);
        summary.textProperty().bind(viewModel.summaryProperty());
        Region spring = new Region();
        HBox.setHgrow(spring, Priority.ALWAYS);
        Button restore = new Button(TEXT.get("restoreVersion"), new FontIcon(Feather.ROTATE_CCW));
        restore.setId("historyRestore");
        restore.getStyleClass().add(Styles.SMALL);
        restore.setMinWidth(Region.USE_PREF_SIZE);
        restore.disableProperty().bind(viewModel.canRestoreProperty().not());
        restore.setOnAction(e -> viewModel.restoreChosen());
        HBox header = new HBox(8, summary, spring, restore);
        header.setAlignment(Pos.CENTER_LEFT);
        Label notice = new Label();
        notice.setId("historyNotice");
        notice.setWrapText(true);
        notice.getStyleClass().add(Styles.WARNING);
        notice.textProperty().bind(viewModel.noticeProperty());
        notice.visibleProperty().bind(viewModel.noticeProperty().isNotEmpty());
        notice.managedProperty().bind(notice.visibleProperty());

        TableView<HistoryViewModel.Row> table = new TableView<>(viewModel.rows());

        io.etcdexplorer.fx.TableColumns.fitHeaders(table);
        table.setId("historyTable");
        table.getStyleClass().add(Styles.DENSE);
        table.getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
        table.setPlaceholder(io.etcdexplorer.fx.Texts.wrapping(new Label(TEXT.get("noVersions"))));
        table.getColumns().add(column(TEXT.get("col.life"), 50, r -> Integer.toString(r.life())));
        table.getColumns().add(column(TEXT.get("col.revision"), 90, r -> Long.toString(r.version().modRevision())));
        table.getColumns().add(column(TEXT.get("col.version"), 80, r -> r.version().deleted() ? TEXT.get("deleted")
                : Long.toString(r.version().version())));
        // As wide as the key table's: "1,023 bytes", "382 バイト" whole
        table.getColumns().add(column(TEXT.get("col.size"), 92, r -> r.version().deleted() ? ""
                : Units.bytes(r.version().value().length)));
        table.getColumns().add(column(TEXT.get("col.lease"), 110, r -> r.version().lease() == 0 ? ""
                : Long.toHexString(r.version().lease())));
        TableColumn<HistoryViewModel.Row, String> seen = column(TEXT.get("col.seen"), 220,
                HistoryViewModel.Row::seen);
        Label seenTitle = new Label(TEXT.get("col.seen"));
        seenTitle.setTooltip(new javafx.scene.control.Tooltip(
                TEXT.get("col.seenTip")));
        seen.setText(null);
        seen.setGraphic(seenTitle);
        table.getColumns().add(seen);
        io.etcdexplorer.fx.TableColumns.fill(table, seen, 160);
        table.getSelectionModel().getSelectedItems().addListener((ListChangeListener<HistoryViewModel.Row>) c ->
                viewModel.choose(List.copyOf(table.getSelectionModel().getSelectedItems())));

        DiffPane diff = new DiffPane();
        diff.setId("historyDiff");
        diff.showMessage(TEXT.get("selectVersion"));
        java.util.function.Consumer<HistoryViewModel.Comparison> show = now -> {
            if (now == null) {
                diff.showMessage(TEXT.get("selectVersion"));
            } else {
                diff.show(now.leftTitle(), now.rightTitle(), now.diff());
            }
        };
        viewModel.comparisonProperty().addListener((obs, old, now) -> show.accept(now));
        show.accept(viewModel.comparisonProperty().get()); // made when its tab is first selected
        SplitPane split = new SplitPane(table, diff);
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.4);
        VBox.setVgrow(split, Priority.ALWAYS);
        getChildren().addAll(header, notice, earlierLine(viewModel.earlierLives()), split);
    }

    /** "Reading earlier lives…" with progress and Cancel, or why they were not read and "Load earlier lives…". */
    private static HBox earlierLine(EarlierLives earlier) {
        Label text = new Label();
        text.setId("historyEarlier");
        text.setWrapText(true);
        text.textProperty().bind(earlier.lineProperty());
        HBox.setHgrow(text, Priority.ALWAYS);
        ProgressBar progress = new ProgressBar();
        progress.setId("historyEarlierProgress");
        progress.setPrefWidth(120);
        progress.setMinWidth(Region.USE_PREF_SIZE);
        progress.progressProperty().bind(earlier.progressProperty());
        progress.visibleProperty().bind(earlier.readingProperty());
        progress.managedProperty().bind(progress.visibleProperty());
        Button cancel = new Button(TEXT.get("cancel"));
        cancel.setId("historyEarlierCancel");
        cancel.getStyleClass().add(Styles.SMALL);
        cancel.setMinWidth(Region.USE_PREF_SIZE);
        cancel.visibleProperty().bind(earlier.readingProperty());
        cancel.managedProperty().bind(cancel.visibleProperty());
        cancel.setOnAction(e -> earlier.cancel());
        Button load = new Button(TEXT.get("loadEarlier"));
        load.setId("historyLoadEarlier");
        load.getStyleClass().add(Styles.SMALL);
        load.setMinWidth(Region.USE_PREF_SIZE);
        load.visibleProperty().bind(earlier.canLoadProperty());
        load.managedProperty().bind(load.visibleProperty());
        load.setOnAction(e -> earlier.load());
        HBox line = new HBox(8, text, progress, cancel, load);
        line.setAlignment(Pos.CENTER_LEFT);
        line.visibleProperty().bind(earlier.lineProperty().isNotEmpty());
        line.managedProperty().bind(line.visibleProperty());
        return line;
    }

    private static TableColumn<HistoryViewModel.Row, String> column(String title, double width,
                                                                     Function<HistoryViewModel.Row, String> text) {
        TableColumn<HistoryViewModel.Row, String> column = new TableColumn<>(title);
        column.setPrefWidth(width);
        column.setSortable(false);
        column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(text.apply(cell.getValue())));
        return column;
    }
}
