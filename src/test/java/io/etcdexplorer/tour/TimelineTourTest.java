package io.etcdexplorer.tour;

import io.etcd.jetcd.ByteSequence;
import io.etcd.jetcd.Client;
import io.etcd.jetcd.KeyValue;
import io.etcd.jetcd.options.PutOption;
import io.etcdexplorer.etcd.watch.WatchEvent;
import io.etcdexplorer.testsupport.AppWindow;
import io.etcdexplorer.timeline.KeyChange;
import javafx.application.Application;
import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Slider;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeView;
import javafx.scene.input.KeyCode;
import org.fxmisc.richtext.CodeArea;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * README tour, the history part: live events, a key's history, the timeline moved to a past revision, a comparison
 * of two revisions and the Cluster tab, all on the playground. A client of the test's own writes the live events
 * behind the app's back, the way another program would.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class TimelineTourTest {

    static final List<String> PICTURES = List.of("events", "history", "timeline", "compare", "cluster");

    private static final int WAIT = 30;
    private static final String INVENTORY_1 = "/demo/services/inventory/instances/1";
    private static final String INVENTORY_2 = "/demo/services/inventory/instances/2";
    private static final String INVENTORY_4 = "/demo/services/inventory/instances/4";
    private static final String GATEWAY_2 = "/demo/services/api-gateway/instances/2";
    private static final String APP_JSON = "/demo/config/app.json";
    private static final String VISITS = "/demo/counters/visits";
    private static final String FLAGS = "/demo/config/feature-flags.json";

    @TempDir
    static Path home;

    private static Application app;
    private static Client etcd;
    /** The playground's revision just before the live events: the Compare tab's revision A. */
    private static long beforeEvents;
    @org.junit.jupiter.api.extension.RegisterExtension
    static final Screenshots shots = new Screenshots(PICTURES);
    private final FxRobot robot = new FxRobot();

    @BeforeAll
    static void openWindow() throws Exception {
        FxRobot robot = new FxRobot();
        app = TourWindow.openOnPlayground(home, robot);
        Labeled connection = robot.lookup("#statusConnection").queryAs(Labeled.class);
        Matcher endpoint = Pattern.compile("https?://[^\\s,]+").matcher(AppWindow.onFx(connection::getText));
        assertTrue(endpoint.find(), connection.getText());
        etcd = Client.builder().endpoints(endpoint.group()).build();
        // The details pane is what these pictures show: it gets more of the width than the tree.
        robot.interact(() -> robot.lookup("#workspace").queryAs(SplitPane.class).setDividerPositions(0.25));
    }

    @AfterAll
    static void closeWindow() throws Exception {
        try {
            if (etcd != null) {
                etcd.close();
            }
            AppWindow.close(app);
        } finally {
            shots.assertAllTaken();
        }
    }

    @Test
    @Order(1)
    void events() throws Exception {
        keyTableShare(0); // the events and their diff need the height, the live tree shows beside them
        AppWindow.goTo(robot, "/demo/");
        TreeCell<?> demo = (TreeCell<?>) cellStarting("demo  (");
        MenuItem watch = demo.getContextMenu().getItems().stream()
                .filter(i -> "watchPrefixItem".equals(i.getId())).findFirst().orElseThrow();
        robot.interact(watch::fire);
        TabPane watches = robot.lookup("#watchTabs").queryAs(TabPane.class);
        Node panel = watches.getSelectionModel().getSelectedItem().getContent();
        assertEquals("/demo/", watches.getSelectionModel().getSelectedItem().getText());
        Labeled state = (Labeled) panel.lookup("#eventsState");
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> TourText.startsWith(AppWindow.onFx(state::getText), "Watching"));
        beforeEvents = revision();

        // A rolling upgrade of the inventory service, as its instances would register themselves.
        String first = value(INVENTORY_1);
        put(INVENTORY_1, first.replace("\"version\": \"1.8.5\"", "\"version\": \"1.9.0\"")
                .replaceFirst("\"registeredAt\": \"[^\"]+\"", "\"registeredAt\": \"2025-03-05T09:12:44Z\""));
        put(VISITS, "11");
        String second = value(INVENTORY_2);
        put(INVENTORY_2, second.replace("\"healthy\": true", "\"healthy\": false"));
        long lease = etcd.getLeaseClient().grant(600).get(WAIT, TimeUnit.SECONDS).getID();
        // The new instance registers under a lease, as service registries do: it disappears if it stops renewing.
        etcd.getKVClient().put(bytes(INVENTORY_4), bytes(first.replace("\"version\": \"1.8.5\"",
                        "\"version\": \"1.9.0\"").replace("inventory-1", "inventory-4").replace("10.0.1.", "10.0.4.")),
                PutOption.builder().withLeaseId(lease).build()).get(WAIT, TimeUnit.SECONDS);
        etcd.getKVClient().delete(bytes(GATEWAY_2)).get(WAIT, TimeUnit.SECONDS);
        String config = value(APP_JSON);
        put(APP_JSON, config.replace("\"version\": \"1.4.2\"", "\"version\": \"1.5.0\"")
                .replace("\"level\": \"info\"", "\"level\": \"debug\""));
        put(VISITS, "12");
        int events = 7;

        TableView<?> table = (TableView<?>) panel.lookup("#eventsTable");
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> table.getItems().size())
                == events);
        Labeled counters = (Labeled) panel.lookup("#eventsCounters");
        assertTrue(TourText.startsWith(AppWindow.onFx(counters::getText), events + " received"), counters.getText());
        assertTrue(AppWindow.onFx(() -> table.getItems().stream()
                .anyMatch(e -> ((WatchEvent) e).type() == WatchEvent.Type.DELETE)),
                "the deletion arrived");
        // The tree followed: the new instance is there without a reload.
        AppWindow.goTo(robot, INVENTORY_4);
        AppWindow.treeCell(robot, "instances  (4)");
        TreeView<?> tree = AppWindow.await(robot, "#keyTree", TreeView.class, 60);
        robot.interact(() -> {
            tree.scrollTo(0);
            // All seven events above, enough of both values below to see the changed lines.
            ((SplitPane) panel.lookup(".split-pane")).setDividerPositions(0.52);
        });
        select(table, 0);
        Labeled summary = (Labeled) panel.lookup("#diffSummary");
        CodeArea left = (CodeArea) panel.lookup("#diffLeft");
        CodeArea right = (CodeArea) panel.lookup("#diffRight");
        // The values' text too: outside English any summary passes, and the diff may still be loading.
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> TourText.startsWith(AppWindow.onFx(summary::getText),
                "2 lines changed") && AppWindow.onFx(() -> !left.getText().isBlank() && !right.getText().isBlank()));
        assertTrue(TourText.contains(AppWindow.onFx(left::getText), "1.8.5"), left.getText());
        assertTrue(TourText.contains(AppWindow.onFx(right::getText), "1.9.0"), right.getText());
        shots.shoot(TourWindow.mainScene(robot), "events");
    }

    @Test
    @Order(2)
    void history() throws Exception {
        keyTableShare(0.24);
        AppWindow.goTo(robot, FLAGS);
        detailTab("historyTab");
        TableView<?> table = robot.lookup("#historyTable").queryAs(TableView.class);
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> table.getItems().size()) == 5);
        Labeled summary = robot.lookup("#historySummary").queryAs(Labeled.class);
        assertTrue(TourText.startsWith(AppWindow.onFx(summary::getText), "5 versions in 1 life"), summary.getText());
        // Versions 3 and 4, as Ctrl+click chooses two: the rollout went from 10% to 50%.
        robot.interact(() -> {
            table.getSelectionModel().clearSelection();
            table.getSelectionModel().selectIndices(2, 3);
        });
        Node diff = robot.lookup("#historyDiff").query();
        Labeled changed = (Labeled) diff.lookup("#diffSummary");
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> TourText.startsWith(AppWindow.onFx(changed::getText), "3 lines changed"));
        CodeArea right = (CodeArea) diff.lookup("#diffRight");
        assertTrue(TourText.contains(AppWindow.onFx(right::getText), "\"rolloutPercent\": 50"), right.getText());
        Labeled note = robot.lookup("#timelineNote").queryAs(Labeled.class);
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> TourText.startsWith(AppWindow.onFx(note::getText), "5 changes of " + FLAGS));
        shots.shoot(TourWindow.mainScene(robot), "history");
    }

    @Test
    @Order(3)
    void timeline() throws Exception {
        keyTableShare(0.3);
        detailTab("valueTab");
        KeyValue flags = etcd.getKVClient().get(bytes(FLAGS)).get(WAIT, TimeUnit.SECONDS).getKvs().get(0);
        long third = flags.getCreateRevision() + 2; // feature-flags.json was written five times in a row
        Slider slider = robot.lookup("#timelineSlider").queryAs(Slider.class);
        // Two steps back from live along the key's changes: version 4, then version 3.
        robot.interact(slider::requestFocus);
        robot.push(KeyCode.ALT, KeyCode.LEFT);
        Labeled shown = robot.lookup("#timelineRevision").queryAs(Labeled.class);
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> TourText.startsWith(AppWindow.onFx(shown::getText), "Revision " + (third + 1) + " of "));
        robot.push(KeyCode.ALT, KeyCode.LEFT);
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> TourText.startsWith(AppWindow.onFx(shown::getText), "Revision " + third + " of "));
        assertTrue(TourText.endsWith(AppWindow.onFx(shown::getText), "read-only"), shown.getText());
        assertEquals(third, Math.round(AppWindow.onFx(slider::getValue)));
        TextArea value = robot.lookup("#valueView").queryAs(TextArea.class);
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> TourText.contains(AppWindow.onFx(value::getText), "\"rolloutPercent\": 10"));
        // The keyspace as it was: /demo/ had only its notes and config then, the services came later.
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> robot.lookup(n -> n instanceof TreeCell
                && "demo  (5)".equals(((TreeCell<?>) n).getText())).tryQuery().isPresent()));
        assertTrue(robot.lookup(n -> n instanceof TreeCell && ((TreeCell<?>) n).getText() != null
                && ((TreeCell<?>) n).getText().startsWith("services  (")).tryQuery().isEmpty());
        shots.shoot(TourWindow.mainScene(robot), "timeline");

        robot.clickOn("#timelineLive");
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> TourText.startsWith(AppWindow.onFx(shown::getText), "Live"));
    }

    @Test
    @Order(4)
    void compare() throws Exception {
        keyTableShare(0);
        AppWindow.goTo(robot, "/demo/");
        detailTab("compareTab");
        robot.interact(() -> {
            robot.lookup("#comparePrefix").queryAs(TextField.class).setText("/demo/");
            robot.lookup("#compareRevisionA").queryAs(TextField.class).setText(Long.toString(beforeEvents));
            robot.lookup("#compareRevisionB").queryAs(TextField.class).setText("");
        });
        robot.clickOn("#compareRun");
        Labeled summary = robot.lookup("#compareSummary").queryAs(Labeled.class);
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> TourText.startsWith(AppWindow.onFx(summary::getText), "6 changes under /demo/"));
        String text = AppWindow.onFx(summary::getText);
        assertTrue(TourText.contains(text, "1 added, 1 deleted, 4 modified"), text);
        TableView<?> table = robot.lookup("#compareTable").queryAs(TableView.class);
        int appJson = AppWindow.onFx(() -> {
            for (int i = 0; i < table.getItems().size(); i++) {
                if (APP_JSON.equals(new String(((KeyChange) table.getItems().get(i)).key(),
                        StandardCharsets.UTF_8))) {
                    return i;
                }
            }
            return -1;
        });
        assertTrue(appJson >= 0, "app.json is among the changes");
        select(table, appJson);
        Node diff = robot.lookup("#compareDiff").query();
        Labeled changed = (Labeled) diff.lookup("#diffSummary");
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> TourText.startsWith(AppWindow.onFx(changed::getText), "2 lines changed"));
        CodeArea right = (CodeArea) diff.lookup("#diffRight");
        assertTrue(TourText.contains(AppWindow.onFx(right::getText), "\"level\": \"debug\""), right.getText());
        shots.shoot(TourWindow.mainScene(robot), "compare");
    }

    @Test
    @Order(5)
    void cluster() throws Exception {
        keyTableShare(0.45); // one member: its table needs little height
        detailTab("clusterTab");
        TableView<?> members = robot.lookup("#clusterMembers").queryAs(TableView.class);
        Labeled summary = robot.lookup("#clusterSummary").queryAs(Labeled.class);
        // In the language of the run (the tour runs in each): "1 member, 1 answering · leader: …"
        io.etcdexplorer.i18n.Messages cluster = io.etcdexplorer.i18n.Messages.of(
                io.etcdexplorer.cluster.ClusterView.class);
        String oneLeader = cluster.format("summary.members", 1, 1, 0) + " · " + cluster.format("summary.leader", "");
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> members.getItems().size() == 1
                && summary.getText() != null && summary.getText().startsWith(oneLeader)));
        String leader = cluster.get("member.leader");
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> robot.lookup(n -> n instanceof javafx.scene.control
                .TableCell && leader.equals(((javafx.scene.control.TableCell<?, ?>) n).getText())).tryQuery()
                .isPresent()));
        shots.shoot(TourWindow.mainScene(robot), "cluster");
    }

    /** Where the divider between the key table and the details pane rests: the table's share of the height. */
    private void keyTableShare(double share) {
        robot.interact(() -> robot.lookup("#detailSplit").queryAs(SplitPane.class).setDividerPositions(share));
    }


    private void detailTab(String id) {
        TabPane tabs = robot.lookup("#detailTabs").queryAs(TabPane.class);
        Tab tab = tabs.getTabs().stream().filter(t -> id.equals(t.getId())).findFirst().orElseThrow();
        robot.interact(() -> tabs.getSelectionModel().select(tab));
    }

    private void select(TableView<?> table, int row) {
        robot.interact(() -> {
            table.getSelectionModel().clearAndSelect(row);
            table.scrollTo(row);
        });
    }

    private Node cellStarting(String text) throws Exception {
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> robot.lookup(n -> n instanceof TreeCell
                && ((TreeCell<?>) n).getText() != null && ((TreeCell<?>) n).getText().startsWith(text))
                .tryQuery().isPresent()));
        return robot.lookup(n -> n instanceof TreeCell && ((TreeCell<?>) n).getText() != null
                && ((TreeCell<?>) n).getText().startsWith(text)).query();
    }

    private static long revision() throws Exception {
        return etcd.getKVClient().get(bytes("/")).get(WAIT, TimeUnit.SECONDS).getHeader().getRevision();
    }

    private static String value(String key) throws Exception {
        return etcd.getKVClient().get(bytes(key)).get(WAIT, TimeUnit.SECONDS).getKvs().get(0).getValue()
                .toString(StandardCharsets.UTF_8);
    }

    private static void put(String key, String value) throws Exception {
        etcd.getKVClient().put(bytes(key), bytes(value)).get(WAIT, TimeUnit.SECONDS);
    }

    private static ByteSequence bytes(String text) {
        return ByteSequence.from(text, StandardCharsets.UTF_8);
    }
}
