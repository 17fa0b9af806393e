package io.etcdexplorer.app;

import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.stage.Window;

import java.util.function.Function;

/** The keyboard shortcuts, one per row, opened with F1. */
final class ShortcutsDialog extends Dialog<Void> {

    ShortcutsDialog(Window owner) {
        initOwner(owner);
        setTitle("Keyboard shortcuts");
        setHeaderText(null);
        setResizable(true);
        TableView<Shortcuts.Shortcut> table = new TableView<>();
        table.setId("shortcutsTable");
        table.getItems().setAll(Shortcuts.all(Shortcuts.isMac()));
        table.getColumns().add(column("Keys", 150, Shortcuts.Shortcut::keys));
        table.getColumns().add(column("Does", 330, Shortcuts.Shortcut::action));
        table.getColumns().add(column("Where", 170, Shortcuts.Shortcut::where));
        table.getStyleClass().add(atlantafx.base.theme.Styles.DENSE);
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY); // every column visible, no scrolling
        table.setPrefSize(700, 600); // every row without scrolling
        getDialogPane().setPrefWidth(740);
        getDialogPane().setContent(table);
        getDialogPane().getButtonTypes().add(ButtonType.CLOSE);
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
