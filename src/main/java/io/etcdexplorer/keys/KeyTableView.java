package io.etcdexplorer.keys;

import atlantafx.base.theme.Styles;
import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.i18n.Units;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.DoubleBinding;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.transformation.SortedList;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.input.MouseButton;

import java.util.Comparator;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;

/** The selected node's children with their metadata; sortable by every column. */
public final class KeyTableView extends TableView<KeyRow> {

    private static final Messages TEXT = Messages.of(KeyTableView.class);

    public KeyTableView(KeysViewModel viewModel, KeyActionsViewModel actions,
                        Function<Supplier<KeyNode>, List<MenuItem>> extras) {
        setId("keyTable");
        setMinHeight(0); // the split pane above the details may be dragged small: fewer rows, never a cut-off table
        io.etcdexplorer.fx.TableColumns.fitHeaders(this);
        getStyleClass().add(Styles.DENSE);
        SortedList<KeyRow> sorted = new SortedList<>(viewModel.rows());
        sorted.comparatorProperty().bind(comparatorProperty());
        setItems(sorted);
        setPlaceholder(new Label(TEXT.get("tablePlaceholder")));

        TableColumn<KeyRow, String> name = new TableColumn<>(TEXT.get("colName"));
        name.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().name()));
        name.setCellFactory(c -> new NameCell());
        name.setId("keyTableName");
        TableColumn<KeyRow, Long> size = new TableColumn<>(TEXT.get("colSize"));
        size.setPrefWidth(92); // "1,023 bytes", "15 байт", "31 バイト" whole
        size.setCellValueFactory(c -> c.getValue().valueSizeProperty().asObject());
        size.setCellFactory(c -> new NumberCell<>(bytes -> bytes < 0 ? "" : Units.bytes(bytes)));
        getColumns().add(name);
        getColumns().add(numberColumn(TEXT.get("colCreateRev"), KeyRow::createRevision));
        getColumns().add(numberColumn(TEXT.get("colModRev"), KeyRow::modRevision));
        getColumns().add(numberColumn(TEXT.get("colVersion"), KeyRow::version));
        TableColumn<KeyRow, Long> lease = numberColumn(TEXT.get("colLease"), KeyRow::lease);
        lease.setCellFactory(c -> new NumberCell<>(Long::toHexString));
        getColumns().add(lease);
        getColumns().add(size);
        TableColumn<KeyRow, Integer> below = new TableColumn<>(TEXT.get("colBelow"));
        below.setPrefWidth(76);
        below.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().childKeys()));
        below.setCellFactory(c -> new NumberCell<Integer>(n -> Units.count(n)));
        getColumns().add(below);
        // The name takes whatever width the fixed-size number columns leave.
        DoubleBinding others = Bindings.createDoubleBinding(() -> getColumns().stream().filter(c -> c != name)
                .mapToDouble(TableColumn::getWidth).sum(), getColumns().stream().filter(c -> c != name)
                .map(TableColumn::widthProperty).toArray(javafx.beans.Observable[]::new));
        name.prefWidthProperty().bind(Bindings.max(140, widthProperty().subtract(others).subtract(18)));

        getSelectionModel().selectedItemProperty().addListener((obs, old, row) -> {
            if (row != null) {
                viewModel.selectRow(row);
            }
        });
        // Keep the row of the key whose value is shown selected, whether it was chosen here or in the tree.
        viewModel.selectedKeyProperty().addListener((obs, old, node) -> selectRowOf(node));
        viewModel.rows().addListener((javafx.collections.ListChangeListener<KeyRow>) change ->
                selectRowOf(viewModel.selectedKeyProperty().get()));
        setRowFactory(table -> {
            TableRow<KeyRow> row = new TableRow<>();
            row.setContextMenu(KeyContextMenu.create(() -> row.getItem() == null ? null : row.getItem().node(),
                    actions, extras));
            row.setOnMouseClicked(event -> {
                // Double-clicking a prefix opens it in the tree, like a folder in a file manager.
                if (event.getButton() == MouseButton.PRIMARY && event.getClickCount() == 2 && !row.isEmpty()
                        && row.getItem().node().hasChildren()) {
                    viewModel.selectedNodeProperty().set(row.getItem().node());
                }
            });
            return row;
        });
    }

    private void selectRowOf(KeyNode node) {
        KeyRow current = getSelectionModel().getSelectedItem();
        if (node == null || (current != null && current.node() == node)) {
            return;
        }
        getItems().stream().filter(r -> r.node() == node).findFirst().ifPresent(row -> {
            getSelectionModel().select(row);
            scrollTo(row);
        });
    }

    private static TableColumn<KeyRow, Long> numberColumn(String title, Function<KeyRow, Long> value) {
        TableColumn<KeyRow, Long> column = new TableColumn<>(title);
        column.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(value.apply(c.getValue())));
        column.setCellFactory(c -> new NumberCell<>(String::valueOf));
        column.setComparator(Comparator.nullsFirst(Comparator.naturalOrder()));
        column.setPrefWidth(title.length() * 8 + 36); // the bold title and the sort arrow stay readable
        return column;
    }

    /** The child's name with a folder or key icon, as in the tree. */
    private static final class NameCell extends TableCell<KeyRow, String> {
        @Override
        protected void updateItem(String name, boolean empty) {
            super.updateItem(name, empty);
            KeyRow row = empty ? null : getTableRow().getItem();
            setText(empty ? null : name);
            setGraphic(row == null ? null : KeyIcons.of(row.node()));
        }
    }

    /** Right-aligned numbers; blank for rows that have no such value (prefix rows). */
    private static final class NumberCell<T> extends TableCell<KeyRow, T> {
        private final Function<T, String> format;

        NumberCell(Function<T, String> format) {
            this.format = format;
            getStyleClass().add("number-cell");
        }

        @Override
        protected void updateItem(T item, boolean empty) {
            super.updateItem(item, empty);
            setText(empty || item == null ? null : format.apply(item));
        }
    }
}
