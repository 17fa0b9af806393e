package io.etcdexplorer.space;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.status.StatusViewModel;
import javafx.beans.property.SimpleLongProperty;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;
import java.util.concurrent.TimeUnit;

import static io.etcdexplorer.space.FakeSpaceSource.node;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** The Space tab's table of parts: largest first, and a click on a header sorts by that column's numbers. */
class SpaceTablesTest {

    private static final long MIB = 1 << 20;

    @BeforeAll
    static void toolkit() throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    @Test
    void partsSortByBytesLargestFirstAndByTheColumnTheUserPicks() throws Exception {
        FakeSpaceSource source = new FakeSpaceSource();
        // Listed neither by bytes nor by keys, and 1 MiB < 9 MiB < 10 MiB, which sorts otherwise as text.
        source.root = node("", "", 61, 20 * MIB,
                node("a/", "/a/", 5, 9 * MIB),
                node("b/", "/b/", 50, 10 * MIB),
                node("c/", "/c/", 6, MIB));
        List<List<String>> orders = WaitForAsyncUtils.asyncFx(() -> {
            BackgroundExecutor executor = BackgroundExecutor.sameThread();
            SpaceViewModel space = new SpaceViewModel(executor, () -> source,
                    new KeysViewModel(executor, new StatusViewModel()), new SimpleLongProperty(1),
                    new SimpleLongProperty(100));
            space.analyse("", SpaceGrouping.PREFIX);
            TableView<SpaceRow> table = SpaceTables.parts(space);
            TableColumn<SpaceRow, ?> keys = table.getColumns().get(1);
            TableColumn<SpaceRow, ?> bytes = table.getColumns().get(2);
            List<String> byDefault = names(table);
            bytes.setSortType(TableColumn.SortType.ASCENDING); // a click on the sorted column's header
            List<String> bytesAscending = names(table);
            keys.setSortType(TableColumn.SortType.DESCENDING);
            table.getSortOrder().setAll(List.of(keys)); // a click on the KEYS header, then another
            List<String> keysDescending = names(table);
            return List.of(byDefault, bytesAscending, keysDescending);
        }).get(10, TimeUnit.SECONDS);
        assertEquals(List.of("b/", "a/", "c/"), orders.get(0), "largest first when the tab opens");
        assertEquals(List.of("c/", "a/", "b/"), orders.get(1), "smallest first after a click on BYTES");
        assertEquals(List.of("b/", "c/", "a/"), orders.get(2), "most keys first after two clicks on KEYS");
    }

    private static List<String> names(TableView<SpaceRow> table) {
        return table.getItems().stream().map(SpaceRow::name).toList();
    }
}
