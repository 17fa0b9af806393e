package io.etcdexplorer.tour;

import io.etcd.jetcd.ByteSequence;
import io.etcd.jetcd.Client;
import io.etcdexplorer.resources.ResourceRow;
import io.etcdexplorer.testsupport.AppWindow;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListView;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextField;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableView;
import javafx.scene.input.KeyCode;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The KeysTourTest steps' helpers: finding, selecting and waiting on the real window's controls. */
abstract class KeysTourSupport {

    /** Generous: the CPU is shared with other builds, and the playground's etcd runs beside the window. */
    static final int WAIT = 30;

    final FxRobot robot = new FxRobot();


    /**
     * Selects a Kubernetes object in the tab's table, showing its group, until the value viewer shows its key. The
     * table is rebuilt while a new filter applies, which can drop a selection made too early: hence the retries.
     */
    void selectResource(String kind, String name, String key) throws Exception {
        TreeTableView<Object> table = treeTable("#resourceTable");
        TextInputControl shown = robot.lookup("#valueKey").queryTextInputControl();
        try {
            selectResource(table, shown, kind, name, key);
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError(kind + " " + name + " not shown: found " + (find(table, kind, name) != null)
                    + ", selected " + table.getSelectionModel().getSelectedItem() + ", value of " + shown.getText(), e);
        }
    }

    void selectResource(TreeTableView<Object> table, TextInputControl shown, String kind, String name,
                                String key) throws Exception {
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> {
            TreeItem<Object> item = find(table, kind, name);
            if (item != null && !key.equals(shown.getText())) {
                for (TreeItem<Object> up = item.getParent(); up != null; up = up.getParent()) {
                    up.setExpanded(true);
                }
                table.getSelectionModel().select(item);
                table.scrollTo(Math.max(0, table.getRow(item) - 2));
            }
            return item != null && key.equals(shown.getText()) && table.getSelectionModel().getSelectedItem() == item;
        }));
    }

    void goTo(String key) throws Exception {
        TextField goTo = robot.lookup("#goToKey").queryAs(TextField.class);
        robot.interact(() -> goTo.setText(key));
        robot.clickOn(goTo);
        robot.push(KeyCode.ENTER);
        waitForValueKey(key);
    }

    /** Scrolls {@code pane} so that {@code part} starts at the top of what it shows (as far as it can). */
    void scrollToTop(String pane, String part) {
        javafx.scene.control.ScrollPane scroll = robot.lookup(pane).queryAs(javafx.scene.control.ScrollPane.class);
        Node shown = robot.lookup(part).query();
        robot.interact(() -> {
            Node content = scroll.getContent();
            double top = content.sceneToLocal(shown.localToScene(shown.getBoundsInLocal())).getMinY();
            double hidden = content.getLayoutBounds().getHeight() - scroll.getViewportBounds().getHeight();
            scroll.setVvalue(hidden <= 0 ? 0 : Math.min(1, Math.max(0, (top - 4) / hidden)));
        });
    }

    /** Presses a button even when its form is scrolled out of view. */
    void fire(String query) {
        javafx.scene.control.ButtonBase button = robot.lookup(query).queryAs(javafx.scene.control.ButtonBase.class);
        assertFalse(button.isDisabled(), query + " is disabled");
        robot.interact(button::fire);
    }

    void waitForValueKey(String key) throws Exception {
        TextInputControl shown = robot.lookup("#valueKey").queryTextInputControl();
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> key.equals(TourWindow.fxText(shown)));
    }

    /** Moves the divider between the key table and the detail tabs, so the tabs below get the room they need. */
    void roomForDetails(double divider) {
        SplitPane split = robot.lookup("#detailSplit").queryAs(SplitPane.class);
        robot.interact(() -> split.setDividerPositions(divider));
    }

    void selectTab(String id) {
        TabPane pane = tabPaneOf(id);
        robot.interact(() -> pane.getSelectionModel().select(pane.getTabs().stream()
                .filter(t -> id.equals(t.getId())).findFirst().orElseThrow()));
        WaitForAsyncUtils.waitForFxEvents();
    }

    TabPane tabPaneOf(String tabId) {
        return robot.lookup(".tab-pane").queryAllAs(TabPane.class).stream()
                .filter(p -> p.getTabs().stream().anyMatch(t -> tabId.equals(t.getId()))).findFirst()
                .orElseThrow(() -> new AssertionError("no tab " + tabId));
    }

    static TreeItem<Object> find(TreeTableView<Object> table, String kind, String name) {
        return find(table.getRoot(), kind, name);
    }

    static TreeItem<Object> find(TreeItem<Object> item, String kind, String name) {
        if (item == null) {
            return null;
        }
        if (item.getValue() instanceof ResourceRow row && kind.equals(row.kind()) && name.equals(row.name())) {
            return item;
        }
        for (TreeItem<Object> child : item.getChildren()) {
            TreeItem<Object> found = find(child, kind, name);
            if (found != null) {
                return found;
            }
        }
        return null;
    }

    @SuppressWarnings("unchecked")
    TreeTableView<Object> treeTable(String query) {
        return robot.lookup(query).queryAs(TreeTableView.class);
    }

    @SuppressWarnings("unchecked")
    <T> ListView<T> listView(String query) {
        return robot.lookup(query).queryAs(ListView.class);
    }

    @SuppressWarnings("unchecked")
    <T> ComboBox<T> combo(String query) {
        return robot.lookup(query).queryAs(ComboBox.class);
    }

    TextField textOf(String query) {
        return robot.lookup(query).queryAs(TextField.class);
    }

    /** The playground's endpoint, as the status bar shows it ("Playground · http://127.0.0.1:PORT"). */
    String endpoint() {
        String status = robot.lookup("#statusConnection").queryAs(Labeled.class).getText();
        Matcher m = Pattern.compile("https?://[^\\s,]+").matcher(status);
        assertTrue(m.find(), status);
        return m.group();
    }

    String valueInEtcd(String key) throws Exception {
        try (Client client = Client.builder().endpoints(endpoint()).build()) {
            return client.getKVClient().get(bytes(key)).get(WAIT, TimeUnit.SECONDS).getKvs().get(0).getValue()
                    .toString(StandardCharsets.UTF_8);
        }
    }

    /** The revision at which the playground's visits counter was set to {@code visit} (it counts 1 to 10). */
    long revisionOfVisit(int visit) throws Exception {
        try (Client client = Client.builder().endpoints(endpoint()).build()) {
            var kv = client.getKVClient().get(bytes("/demo/counters/visits")).get(WAIT, TimeUnit.SECONDS)
                    .getKvs().get(0);
            assertEquals(10, kv.getVersion(), "the playground bumps the counter ten times");
            return kv.getModRevision() - (10 - visit);
        }
    }

    static ByteSequence bytes(String text) {
        return ByteSequence.from(text, StandardCharsets.UTF_8);
    }
}
