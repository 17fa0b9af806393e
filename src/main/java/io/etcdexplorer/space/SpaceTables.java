package io.etcdexplorer.space;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.fx.TableColumns;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.transformation.SortedList;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;

import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.LongFunction;

/**
 * The two tables of the space tab: the parts of the box shown (sortable, a double-click drills in), and the largest
 * keys (a double-click selects the key in the tree).
 */
final class SpaceTables {

    private static final Messages TEXT = Messages.of(SpaceTables.class);

    private SpaceTables() {
    }

    /** Prefix, keys, bytes, share and largest key of each part; sorted by bytes until the user sorts otherwise. */
    static TableView<SpaceRow> parts(SpaceViewModel viewModel) {
        TableView<SpaceRow> table = new TableView<>();
        table.setId("spaceTable");
        SortedList<SpaceRow> sorted = new SortedList<>(viewModel.rows());
        sorted.comparatorProperty().bind(table.comparatorProperty());
        table.setItems(sorted);
        TableColumn<SpaceRow, String> name = text(TEXT.get("col.prefix"), SpaceRow::name);
        name.setPrefWidth(100);
        TableColumn<SpaceRow, Long> keys = number(TEXT.get("col.keys"), SpaceRow::keys, SpaceTexts::count);
        keys.textProperty().bind(javafx.beans.binding.Bindings.createStringBinding(() -> churn(viewModel)
                ? TEXT.get("col.changes") : TEXT.get("col.keys"), viewModel.reportProperty()));
        TableColumn<SpaceRow, Long> bytes = number(TEXT.get("col.bytes"), SpaceRow::bytes, SpaceTexts::size);
        TableColumn<SpaceRow, Double> share = new TableColumn<>(TEXT.get("col.share"));
        share.setId("spaceColumnShare");
        share.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(cell.getValue().share()));
        share.setCellFactory(column -> formatted(value -> SpaceTexts.share(value)));
        TableColumn<SpaceRow, String> largest = text(TEXT.get("col.largestKey"), SpaceRow::largestKey);
        table.getColumns().setAll(java.util.List.of(name, keys, bytes, share, largest));
        bytes.setSortType(TableColumn.SortType.DESCENDING);
        table.getSortOrder().setAll(java.util.List.of(bytes));
        keys.setPrefWidth(60);
        bytes.setPrefWidth(75);
        share.setPrefWidth(65);
        TableColumns.fitHeaders(table);
        TableColumns.fill(table, largest, 80);
        table.setPlaceholder(new Label(TEXT.get("nothingInside")));
        onDoubleClick(table, row -> viewModel.drill(row.node()));
        return table;
    }

    /** The 50 largest keys (churn: the keys changed most). */
    static TableView<KeySize> largest(SpaceViewModel viewModel) {
        TableView<KeySize> table = new TableView<>(viewModel.largest());
        table.setId("spaceLargest");
        TableColumn<KeySize, String> key = text(TEXT.get("col.largestKeys"), KeySize::key);
        key.textProperty().bind(javafx.beans.binding.Bindings.createStringBinding(() -> churn(viewModel)
                ? TEXT.get("col.changedMost") : TEXT.get("col.largestKeys"), viewModel.reportProperty()));
        TableColumn<KeySize, Long> changes = number(TEXT.get("col.changes"), KeySize::changes, SpaceTexts::count);
        changes.visibleProperty().bind(javafx.beans.binding.Bindings.createBooleanBinding(() -> churn(viewModel),
                viewModel.reportProperty()));
        TableColumn<KeySize, Long> bytes = number(TEXT.get("col.size"), KeySize::bytes, SpaceTexts::size);
        bytes.textProperty().bind(javafx.beans.binding.Bindings.createStringBinding(() -> churn(viewModel)
                ? TEXT.get("col.written") : TEXT.get("col.size"), viewModel.reportProperty()));
        TableColumn<KeySize, Long> revision = number(TEXT.get("col.modRev"), KeySize::modRevision, Long::toString);
        revision.visibleProperty().bind(changes.visibleProperty().not()); // churn: the changes say more
        table.getColumns().setAll(java.util.List.of(key, changes, bytes, revision));
        changes.setPrefWidth(70);
        bytes.setPrefWidth(80);
        revision.setPrefWidth(70);
        TableColumns.fitHeaders(table);
        TableColumns.fill(table, key, 120);
        table.setPlaceholder(new Label(TEXT.get("noKeysRead")));
        table.setTooltip(new Tooltip(TEXT.get("largestTip")));
        onDoubleClick(table, size -> viewModel.showKey(size.key()));
        return table;
    }

    private static boolean churn(SpaceViewModel viewModel) {
        SpaceReport report = viewModel.reportProperty().get();
        return report != null && report.kind() == SpaceReport.Kind.CHURN;
    }

    private static <S> void onDoubleClick(TableView<S> table, Consumer<S> action) {
        table.setRowFactory(view -> {
            TableRow<S> row = new TableRow<>();
            row.setOnMouseClicked(event -> {
                if (event.getClickCount() == 2 && !row.isEmpty()) {
                    action.accept(row.getItem());
                }
            });
            return row;
        });
    }

    private static <S> TableColumn<S, String> text(String title, Function<S, String> value) {
        TableColumn<S, String> column = new TableColumn<>(title);
        column.setId("spaceColumn" + title.replace(" ", ""));
        column.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(value.apply(cell.getValue())));
        return column;
    }

    private static <S> TableColumn<S, Long> number(String title, Function<S, Long> value, LongFunction<String> shown) {
        TableColumn<S, Long> column = new TableColumn<>(title);
        column.setId("spaceColumn" + title.replace(" ", ""));
        column.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(value.apply(cell.getValue())));
        column.setCellFactory(c -> formatted(n -> shown.apply(n)));
        return column;
    }

    /** A right-aligned cell showing its number in words, sorting by the number itself. */
    private static <S, T> TableCell<S, T> formatted(Function<T, String> shown) {
        TableCell<S, T> cell = new TableCell<>() {
            @Override
            protected void updateItem(T item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : shown.apply(item));
            }
        };
        cell.setAlignment(Pos.CENTER_RIGHT);
        return cell;
    }
}
