package io.etcdexplorer.timeline;

import io.etcdexplorer.i18n.Messages;
import atlantafx.base.theme.Styles;
import io.etcdexplorer.diff.DiffPane;
import io.etcdexplorer.files.FolderPurpose;
import io.etcdexplorer.fx.FileDialogs;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.beans.property.ObjectProperty;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.List;
import java.util.function.Function;

/**
 * The Compare tab: per side a cluster (when several are open), a prefix and a revision; the changed keys, and the
 * selected key's value diff.
 */
public final class CompareView extends VBox {

    private static final Messages TEXT = Messages.of(CompareView.class);

    public CompareView(CompareViewModel viewModel) {
        setId("comparePanel");
        setSpacing(6);
        setPadding(new Insets(8));
        TextField prefix = field("comparePrefix", TEXT.get("prefixA"), viewModel.prefixProperty());
        TextField prefixB = field("comparePrefixB", TEXT.get("prefixB"), viewModel.prefixBProperty());
        TextField a = field("compareRevisionA", TEXT.get("revisionA"), viewModel.revisionAProperty());
        TextField b = field("compareRevisionB", TEXT.get("revisionBNow"), viewModel.revisionBProperty());
        a.setPrefColumnCount(9);
        b.setPrefColumnCount(11);
        for (TextField field : List.of(prefix, prefixB, a, b)) {
            io.etcdexplorer.fx.Texts.wholePrompt(field);
        }
        Button run = new Button(TEXT.get("compare"), new FontIcon(Feather.GIT_PULL_REQUEST));
        run.setId("compareRun");
        run.getStyleClass().addAll(Styles.SMALL, Styles.ACCENT);
        run.setMinWidth(Region.USE_PREF_SIZE);
        run.setOnAction(e -> viewModel.compare());
        run.disableProperty().bind(viewModel.runningProperty());
        prefix.setOnAction(e -> run.fire());
        a.setOnAction(e -> run.fire());
        b.setOnAction(e -> run.fire());
        prefixB.setOnAction(e -> run.fire());
        Button cancel = new Button(TEXT.get("cancel"));
        cancel.getStyleClass().add(Styles.SMALL);
        cancel.setMinWidth(Region.USE_PREF_SIZE);
        cancel.setOnAction(e -> viewModel.cancel());
        cancel.visibleProperty().bind(viewModel.runningProperty());
        cancel.managedProperty().bind(cancel.visibleProperty());
        Button export = new Button(TEXT.get("export"), new FontIcon(Feather.DOWNLOAD));
        export.setId("compareExport");
        export.getStyleClass().add(Styles.SMALL);
        export.setMinWidth(Region.USE_PREF_SIZE);
        export.disableProperty().bind(viewModel.resultProperty().isNull());
        export.setOnAction(e -> {
            FileDialogs.save(getScene().getWindow(), FolderPurpose.EXPORT, TEXT.get("exportTitle"),
                    "etcd-comparison.md", new FileChooser.ExtensionFilter("Markdown", "*.md"),
                    new FileChooser.ExtensionFilter("JSON", "*.json")).ifPresent(viewModel::export);
        });
        HBox buttons = new HBox(6, run, cancel);
        buttons.setAlignment(Pos.CENTER_LEFT);
        // Side A above side B, their fields aligned in columns; the cluster choices only when there is a choice.
        // Compare on A's row and Export on B's: one button per row leaves the fields room in longer languages.
        GridPane form = new GridPane();
        // Gaps as margins, not hgap: a hidden cluster column then leaves no indent.
        for (Node right : List.of(a, b, buttons, export)) {
            GridPane.setMargin(right, new Insets(0, 0, 0, 6));
        }
        form.setVgap(4);
        form.addRow(0, cluster("compareClusterA", TEXT.get("clusterA"), viewModel, viewModel.clusterAProperty()),
                prefix, a, buttons);
        form.addRow(1, cluster("compareClusterB", TEXT.get("clusterB"), viewModel, viewModel.clusterBProperty()),
                prefixB, b, export);
        ColumnConstraints clusterColumn = new ColumnConstraints();
        ColumnConstraints prefixColumn = new ColumnConstraints();
        prefixColumn.setHgrow(Priority.ALWAYS);
        form.getColumnConstraints().addAll(clusterColumn, prefixColumn);

        Label summary = new Label();
        summary.setId("compareSummary");
        summary.setWrapText(true);
        summary.setMinHeight(Region.USE_PREF_SIZE); // wraps a long summary instead of cutting it
        summary.textProperty().bind(viewModel.summaryProperty());
        Label notice = new Label();
        notice.setId("compareNotice");
        notice.setWrapText(true);
        notice.getStyleClass().add(Styles.WARNING);
        notice.textProperty().bind(viewModel.noticeProperty());
        notice.visibleProperty().bind(viewModel.noticeProperty().isNotEmpty());
        notice.managedProperty().bind(notice.visibleProperty());

        TableView<KeyChange> table = new TableView<>(viewModel.changes());

        io.etcdexplorer.fx.TableColumns.fitHeaders(table);
        table.setId("compareTable");
        table.getStyleClass().add(Styles.DENSE);
        table.setPlaceholder(new Label(TEXT.get("noChanges")));
        table.getColumns().add(column(TEXT.get("col.change"), 160, viewModel::changeLabel));
        TableColumn<KeyChange, String> key = column(TEXT.get("col.key"), 360, viewModel::keyLabel);
        table.getColumns().add(key);
        table.getColumns().add(column(TEXT.get("col.modifiedA"), 125, c -> c.atA() == null ? ""
                : Long.toString(c.atA().modRevision())));
        table.getColumns().add(column(TEXT.get("col.modifiedB"), 125, c -> c.atB() == null ? ""
                : Long.toString(c.atB().modRevision())));
        table.getColumns().add(column(TEXT.get("col.versions"), 90,
                c -> (c.atA() == null ? "–" : c.atA().version()) + " → "
                + (c.atB() == null ? "–" : c.atB().version())));
        io.etcdexplorer.fx.TableColumns.fill(table, key, 220);
        table.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> viewModel.select(now));

        DiffPane diff = new DiffPane();
        diff.setId("compareDiff");
        diff.showMessage(TEXT.get("selectChange"));
        java.util.function.Consumer<CompareViewModel.ValueComparison> show = now -> {
            if (now == null) {
                diff.showMessage(TEXT.get("selectChange"));
            } else {
                diff.show(now.leftTitle(), now.rightTitle(), now.diff());
            }
        };
        viewModel.comparisonProperty().addListener((obs, old, now) -> show.accept(now));
        show.accept(viewModel.comparisonProperty().get()); // made when its tab is first selected
        SplitPane split = new SplitPane(table, diff);
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.45);
        VBox.setVgrow(split, Priority.ALWAYS);
        getChildren().addAll(form, summary, notice, split);
    }

    private static ComboBox<CompareSide> cluster(String id, String tip, CompareViewModel viewModel,
                                                 ObjectProperty<CompareSide> side) {
        ComboBox<CompareSide> box = new ComboBox<>(viewModel.clusters());
        box.setId(id);
        box.setTooltip(new Tooltip(tip));
        box.setPrefWidth(180); // "プレイグラウンド" and "Песочница" whole beside the arrow
        box.setMinWidth(Region.USE_PREF_SIZE); // a cluster's name reads whole; the prefix field gives way
        GridPane.setMargin(box, new Insets(0, 6, 0, 0));
        box.valueProperty().bindBidirectional(side);
        box.visibleProperty().bind(viewModel.severalClustersProperty());
        box.managedProperty().bind(box.visibleProperty());
        return box;
    }

    private static TextField field(String id, String prompt, javafx.beans.property.StringProperty text) {
        TextField field = new TextField();
        field.setId(id);
        field.setPromptText(prompt);
        field.textProperty().bindBidirectional(text);
        return field;
    }

    private static TableColumn<KeyChange, String> column(String title, double width, Function<KeyChange, String> f) {
        TableColumn<KeyChange, String> column = new TableColumn<>(title);
        column.setPrefWidth(width);
        column.setSortable(false);
        column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(f.apply(cell.getValue())));
        return column;
    }
}
