package io.etcdexplorer.fx;

import javafx.beans.Observable;
import javafx.beans.binding.Bindings;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;

import java.util.ArrayList;
import java.util.List;

/** Column sizing shared by the tables whose one long column (a key, a reason) should take the spare width. */
public final class TableColumns {

    /** Room for the vertical scroll bar, so filling never pushes the last column under it. */
    private static final double SCROLL_BAR = 18;

    private TableColumns() {
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
