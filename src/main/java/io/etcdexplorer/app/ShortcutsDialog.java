package io.etcdexplorer.app;

import io.etcdexplorer.i18n.Messages;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.stage.Window;

import java.util.function.Function;

/** The keyboard shortcuts, one per row, opened with F1. */
final class ShortcutsDialog extends Dialog<Void> {

    private static final Messages TEXT = Messages.of(ShortcutsDialog.class);

    ShortcutsDialog(Window owner) {
        initOwner(owner);
        setTitle(TEXT.get("shortcuts.title"));
        setHeaderText(null);
        setResizable(true);
        TableView<Shortcuts.Shortcut> table = new TableView<>();
        io.etcdexplorer.fx.TableColumns.fitHeaders(table);
        table.setId("shortcutsTable");
        table.getItems().setAll(Shortcuts.all(Shortcuts.isMac()));
        table.getColumns().add(column(TEXT.get("shortcuts.colKeys"), 190, Shortcuts.Shortcut::keys));
        TableColumn<Shortcuts.Shortcut, String> does = column(TEXT.get("shortcuts.colDoes"), 500, Shortcuts.Shortcut::action);
        does.setCellFactory(c -> withTooltip()); // a cut-off text shows whole on hover
        table.getColumns().add(does);
        table.getColumns().add(column(TEXT.get("shortcuts.colWhere"), 170, Shortcuts.Shortcut::where));
        table.getStyleClass().add(atlantafx.base.theme.Styles.DENSE);
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY); // every column visible, no scrolling
        // One row height in every language: a CJK font's taller lines would otherwise push the last rows out of view.
        table.setFixedCellSize(25);
        table.setPrefSize(860, 640); // every row without scrolling, and still under a 768 px screen's height
        getDialogPane().setMinWidth(890);
        getDialogPane().setContent(table);
        getDialogPane().getButtonTypes().add(ButtonType.CLOSE);
    }

    private static javafx.scene.control.TableCell<Shortcuts.Shortcut, String> withTooltip() {
        javafx.scene.control.TableCell<Shortcuts.Shortcut, String> cell = new javafx.scene.control.TableCell<>() {
            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item);
                setTooltip(empty || item == null ? null : new javafx.scene.control.Tooltip(item));
            }
        };
        return cell;
    }

    private static TableColumn<Shortcuts.Shortcut, String> column(String title, double width,
                                                                   Function<Shortcuts.Shortcut, String> text) {
        TableColumn<Shortcuts.Shortcut, String> column = new TableColumn<>(title);
        column.setPrefWidth(width);
        column.setSortable(false);
        column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(text.apply(cell.getValue())));
        return column;
    }
}
