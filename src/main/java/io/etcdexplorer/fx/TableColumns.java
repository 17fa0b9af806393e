package io.etcdexplorer.fx;

import javafx.beans.Observable;
import javafx.beans.binding.Bindings;
import javafx.scene.Node;
import javafx.scene.control.Control;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.skin.NestedTableColumnHeader;
import javafx.scene.control.skin.TableColumnHeader;
import javafx.scene.shape.Rectangle;

import java.util.ArrayList;
import java.util.List;

/**
 * Column sizing shared by the tables: headers that stay readable, and one long column (a key, a reason) that takes
 * the spare width.
 */
public final class TableColumns {

    /** Room for the vertical scroll bar, so filling never pushes the last column under it. */
    private static final double SCROLL_BAR = 18;

    private TableColumns() {
    }

    /**
     * Keeps every column of {@code table} (a table or a tree table) at least as wide as its header's title, so a
     * header never reads "Vers…": measured as the header draws it (its font, padding and sort arrow), so a longer
     * translation gets a wider column. Columns the app sizes wider stay so; the user can still widen a column, not
     * squeeze its title.
     */
    public static void fitHeaders(Control table) {
        // The headers exist once the skin does, and have their font once CSS is applied: measure after each layout
        // of the table, which only ever raises a minimum, so it settles at once.
        table.needsLayoutProperty().addListener((obs, was, needs) -> {
            if (!needs) {
                for (Node node : table.lookupAll(".column-header")) {
                    if (node instanceof TableColumnHeader header && !(node instanceof NestedTableColumnHeader)
                            && header.getTableColumn() != null) {
                        double title = titleWidth(header);
                        if (title > header.getTableColumn().getMinWidth()) {
                            header.getTableColumn().setMinWidth(title);
                        }
                    }
                }
            }
        });
    }

    /** The header's padding and what it shows side by side: the title, and the sort arrow when it has one. */
    private static double titleWidth(TableColumnHeader header) {
        double width = header.snappedLeftInset() + header.snappedRightInset();
        for (Node part : header.getChildrenUnmodifiable()) {
            if (part.isVisible() && part.isManaged() && !(part instanceof Rectangle)) {
                width += part.prefWidth(-1);
            }
        }
        return Math.ceil(width);
    }

    /**
     * Sizes {@code flexible} to what the other columns leave (at least {@code min}), so a wide table shows every
     * column without sideways scrolling and a narrow one still scrolls. Call once all columns are added; the
     * other columns stay resizable by the user and the flexible one follows.
     */
    public static <S> void fill(TableView<S> table, TableColumn<S, ?> flexible, double min) {
        List<Observable> dependencies = new ArrayList<>();
        dependencies.add(table.widthProperty());
        for (TableColumn<S, ?> column : table.getColumns()) {
            if (column != flexible) {
                dependencies.add(column.widthProperty());
                dependencies.add(column.visibleProperty());
            }
        }
        flexible.prefWidthProperty().bind(Bindings.createDoubleBinding(() -> {
            double others = table.getColumns().stream().filter(c -> c != flexible && c.isVisible())
                    .mapToDouble(TableColumn::getWidth).sum();
            return Math.max(min, table.getWidth() - others - SCROLL_BAR);
        }, dependencies.toArray(Observable[]::new)));
    }
}
