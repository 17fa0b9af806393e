package io.etcdexplorer.keys;

import io.etcdexplorer.values.ValueRenderer;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.transformation.SortedList;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.input.MouseButton;

import java.util.Comparator;
import java.util.function.Function;

/** The selected node's children with their metadata; sortable by every column. */
public final class KeyTableView extends TableView<KeyRow> {

    public KeyTableView(KeysViewModel viewModel) {
        setId("keyTable");
        SortedList<KeyRow> sorted = new SortedList<>(viewModel.rows());
        sorted.comparatorProperty().bind(comparatorProperty());
        setItems(sorted);
        setPlaceholder(new Label("Select a node in the tree to list its keys."));
        setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);

        TableColumn<KeyRow, String> name = new TableColumn<>("Name");
        name.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().name()));
        name.setPrefWidth(220);
        name.setId("keyTableName");
        TableColumn<KeyRow, Long> size = new TableColumn<>("Value size");
        size.setCellValueFactory(c -> c.getValue().valueSizeProperty().asObject());
        size.setCellFactory(c -> new NumberCell<>(bytes -> bytes < 0 ? "" : ValueRenderer.humanSize(bytes)));
        getColumns().add(name);
        getColumns().add(numberColumn("Create rev", KeyRow::createRevision));
        getColumns().add(numberColumn("Mod rev", KeyRow::modRevision));
        getColumns().add(numberColumn("Version", KeyRow::version));
        TableColumn<KeyRow, Long> lease = numberColumn("Lease", KeyRow::lease);
        lease.setCellFactory(c -> new NumberCell<>(Long::toHexString));
        getColumns().add(lease);
        getColumns().add(size);
        TableColumn<KeyRow, Integer> below = new TableColumn<>("Keys below");
        below.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().childKeys()));
        below.setCellFactory(c -> new NumberCell<>(String::valueOf));
        getColumns().add(below);

        getSelectionModel().selectedItemProperty().addListener((obs, old, row) -> viewModel.selectRow(row));
        setRowFactory(table -> {
            TableRow<KeyRow> row = new TableRow<>();
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

    private static TableColumn<KeyRow, Long> numberColumn(String title, Function<KeyRow, Long> value) {
        TableColumn<KeyRow, Long> column = new TableColumn<>(title);
        column.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(value.apply(c.getValue())));
        column.setCellFactory(c -> new NumberCell<>(String::valueOf));
        column.setComparator(Comparator.nullsFirst(Comparator.naturalOrder()));
        column.setPrefWidth(90);
        return column;
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
