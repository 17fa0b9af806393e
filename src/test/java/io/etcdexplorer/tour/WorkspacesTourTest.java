package io.etcdexplorer.tour;

import io.etcd.jetcd.ByteSequence;
import io.etcd.jetcd.Client;
import io.etcd.jetcd.KeyValue;
import io.etcd.jetcd.options.GetOption;
import io.etcdexplorer.app.EtcdExplorerApp;
import io.etcdexplorer.app.MainViewModel;
import io.etcdexplorer.profiles.ConnectionEntry;
import io.etcdexplorer.profiles.ConnectionProfile;
import io.etcdexplorer.testsupport.AppWindow;
import io.etcdexplorer.testsupport.EtcdExtension;
import io.etcdexplorer.timeline.CompareSide;
import io.etcdexplorer.timeline.KeyChange;
import javafx.application.Application;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListView;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.TreeCell;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;
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
 * README tour, the workspaces part: the playground and a "staging" etcd open side by side, the playground's
 * /demo/config/ compared with staging's, then copied over with Copy to…, and staging's log showing the copy's
 * transactions. Staging starts as a slightly different copy of the playground's config: one value changed, one
 * key missing, one of its own.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class WorkspacesTourTest {

    static final List<String> PICTURES = List.of("compare-clusters", "copy-to", "workspaces");

    private static final int WAIT = 30;
    private static final String CONFIG = "/demo/config/";
    private static final String APP_JSON = CONFIG + "app.json";

    @RegisterExtension
    static final EtcdExtension staging = new EtcdExtension();

    @TempDir
    static Path home;

    private static Application app;
    private static MainViewModel viewModel;
    @org.junit.jupiter.api.extension.RegisterExtension
    static final Screenshots shots = new Screenshots(PICTURES);
    private final FxRobot robot = new FxRobot();

    @BeforeAll
    static void openWindow() throws Exception {
        FxRobot robot = new FxRobot();
        app = TourWindow.openOnPlayground(home, robot);
        viewModel = ((EtcdExplorerApp) app).viewModel();
        seedStagingFromThePlayground(AppWindow.text(robot, "#statusConnection"));
        ConnectionProfile profile = new ConnectionProfile(null, "staging", List.of(staging.endpoint()), null, null,
                null, null, false, null, false, null, false, 5, "#e8590c", null);
        AppWindow.onFx(() -> {
            ConnectionEntry entry = viewModel.connections().saveProfile(profile);
            viewModel.session().connect(entry);
            return null;
        });
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> AppWindow.text(robot, "#statusConnection")
                .contains("staging") && TourText.endsWith(AppWindow.text(robot, "#keyCount"), "keys")
                && !AppWindow.text(robot, "#keyCount").matches("\\D*0\\D*"));
        robot.push(javafx.scene.input.KeyCode.CONTROL, javafx.scene.input.KeyCode.TAB); // back to the playground
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS,
                () -> TourText.startsWith(AppWindow.text(robot, "#statusConnection"), "Playground"));
    }

    /** Staging gets the playground's config, with app.json's version older, one key missing and one of its own. */
    private static void seedStagingFromThePlayground(String status) throws Exception {
        Matcher endpoint = Pattern.compile("https?://[^\\s,]+").matcher(status);
        assertTrue(endpoint.find(), status);
        try (Client playground = Client.builder().endpoints(endpoint.group()).build()) {
            List<KeyValue> kvs = playground.getKVClient().get(bytes(CONFIG),
                    GetOption.builder().isPrefix(true).build()).get(WAIT, TimeUnit.SECONDS).getKvs();
            assertTrue(kvs.size() >= 3, "the playground's config: " + kvs.size());
            for (int i = 0; i < kvs.size(); i++) {
                String key = kvs.get(i).getKey().toString(StandardCharsets.UTF_8);
                String value = kvs.get(i).getValue().toString(StandardCharsets.UTF_8);
                if (i == kvs.size() - 1) {
                    continue; // missing on staging
                }
                staging.put(key, key.equals(APP_JSON) ? value.replace("\"level\": \"info\"", "\"level\": \"warn\"")
                        .replace("\"replicas\": 3", "\"replicas\": 1") : value);
            }
        }
        staging.put(CONFIG + "staging-only.yaml", "banner: \"STAGING — data is reset nightly\"\n");
    }

    @AfterAll
    static void closeWindow() throws Exception {
        try {
            AppWindow.close(app);
        } finally {
            shots.assertAllTaken();
        }
    }

    @Test
    @Order(1)
    void compareAcrossClusters() throws Exception {
        robot.interact(() -> robot.lookup("#workspace").queryAs(SplitPane.class).setDividerPositions(0.25));
        robot.interact(() -> robot.lookup("#detailSplit").queryAs(SplitPane.class).setDividerPositions(0));
        AppWindow.goTo(robot, CONFIG);
        detailTab("compareTab");
        @SuppressWarnings("unchecked")
        ComboBox<CompareSide> clusterB = robot.lookup("#compareClusterB").queryAs(ComboBox.class);
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> AppWindow.onFx(clusterB::isVisible));
        robot.interact(() -> {
            robot.lookup("#comparePrefix").queryAs(TextField.class).setText(CONFIG);
            robot.lookup("#compareRevisionA").queryAs(TextField.class).setText("");
            robot.lookup("#compareRevisionB").queryAs(TextField.class).setText("");
            clusterB.getSelectionModel().select(clusterB.getItems().stream()
                    .filter(side -> side.name().equals("staging")).findFirst().orElseThrow());
        });
        robot.clickOn("#compareRun");
        Labeled summary = robot.lookup("#compareSummary").queryAs(Labeled.class);
        TableView<?> table = robot.lookup("#compareTable").queryAs(TableView.class);
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> table.getItems().size()) == 3);
        int appJson = AppWindow.onFx(() -> {
            for (int i = 0; i < table.getItems().size(); i++) {
                if (new String(((KeyChange) table.getItems().get(i)).key(), StandardCharsets.UTF_8)
                        .endsWith("app.json")) {
                    return i;
                }
            }
            return -1;
        });
        assertTrue(appJson >= 0, "app.json differs: " + AppWindow.onFx(summary::getText));
        robot.interact(() -> {
            table.getSelectionModel().clearAndSelect(appJson);
            table.scrollTo(appJson);
        });
        Labeled changed = (Labeled) robot.lookup("#compareDiff").query().lookup("#diffSummary");
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> TourText.matches(AppWindow.onFx(changed::getText), "\\d+ lines? changed.*"));
        shots.shoot(TourWindow.mainScene(robot), "compare-clusters");
    }

    @Test
    @Order(2)
    void copyToStaging() throws Exception {
        AppWindow.goTo(robot, CONFIG);
        TreeCell<?> config = (TreeCell<?>) cellStarting("config  (");
        MenuItem copy = config.getContextMenu().getItems().stream()
                .filter(i -> "copyToItem".equals(i.getId())).findFirst().orElseThrow();
        robot.interact(copy::fire);
        Button preview = AppWindow.await(robot, "#copyPreviewButton", Button.class, WAIT);
        Scene dialog = preview.getScene();
        @SuppressWarnings("unchecked")
        ComboBox<Object> target = (ComboBox<Object>) dialog.lookup("#copyTarget");
        assertEquals("staging", AppWindow.onFx(() -> String.valueOf(target.getValue())));
        robot.clickOn(dialog.lookup("#copyOverwrite"));
        robot.clickOn(preview);
        ListView<?> rows = (ListView<?>) dialog.lookup("#copyPreviewList");
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> rows.getItems().size()) > 0
                && AppWindow.onFx(() -> ((Button) dialog.lookup("#copyButton")).isDisabled()) == false);
        String summary = AppWindow.onFx(((javafx.scene.control.TextInputControl) dialog.lookup("#copySummary"))::getText);
        assertTrue(TourText.contains(summary, "new on staging: 1\n") && TourText.contains(summary, "(different value there): 1,"),
                summary);
        shots.shootDialog(TourWindow.mainScene(robot), dialog, "copy-to");

        robot.clickOn(dialog.lookup("#copyButton"));
        Labeled message = (Labeled) dialog.lookup("#copyMessage");
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> TourText.contains(AppWindow.onFx(message::getText), "Copied"));
        assertEquals(playgroundValue(), staging.get(APP_JSON).orElseThrow(), "staging has the playground's app.json");
        robot.clickOn(dialog.lookup("#copyCloseButton"));
    }

    @Test
    @Order(3)
    void stagingsLogShowsTheCopy() throws Exception {
        robot.push(javafx.scene.input.KeyCode.CONTROL, javafx.scene.input.KeyCode.TAB);
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS,
                () -> AppWindow.text(robot, "#statusConnection").startsWith("staging"));
        robot.interact(() -> robot.lookup("#workspace").queryAs(SplitPane.class).setDividerPositions(0.25));
        AppWindow.goTo(robot, APP_JSON);
        detailTab("logTab");
        ListView<?> log = robot.lookup("#operationLogList").queryAs(ListView.class);
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> log.getItems().size()) >= 1);
        assertTrue(TourText.contains(AppWindow.onFx(() -> String.valueOf(log.getItems().get(0))), "copy to staging"),
                AppWindow.onFx(() -> String.valueOf(log.getItems().get(0))));
        assertEquals(2, AppWindow.onFx(() -> robot.lookup("#workspaceTabs").queryAs(TabPane.class).getTabs().size()));
        shots.shoot(TourWindow.mainScene(robot), "workspaces");
    }

    private String playgroundValue() throws Exception {
        return AppWindow.onFx(() -> viewModel.workspaces().open().stream()
                .filter(w -> w.entry().kind() == ConnectionEntry.Kind.PLAYGROUND).findFirst().orElseThrow()
                .session().get(APP_JSON.getBytes(StandardCharsets.UTF_8))
                .map(kv -> new String(kv.value(), StandardCharsets.UTF_8)).orElseThrow());
    }

    private void detailTab(String id) {
        TabPane tabs = robot.lookup("#detailTabs").queryAs(TabPane.class);
        Tab tab = tabs.getTabs().stream().filter(t -> id.equals(t.getId())).findFirst().orElseThrow();
        robot.interact(() -> tabs.getSelectionModel().select(tab));
    }

    private Node cellStarting(String text) throws Exception {
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> robot.lookup(n ->
                n instanceof TreeCell && ((TreeCell<?>) n).getText() != null
                        && ((TreeCell<?>) n).getText().startsWith(text)).tryQuery().isPresent()));
        return robot.lookup(n -> n instanceof TreeCell && ((TreeCell<?>) n).getText() != null
                && ((TreeCell<?>) n).getText().startsWith(text)).query();
    }

    private static ByteSequence bytes(String text) {
        return ByteSequence.from(text, StandardCharsets.UTF_8);
    }
}
