package io.etcdexplorer.tour;

import io.etcd.jetcd.ByteSequence;
import io.etcd.jetcd.Client;
import io.etcd.jetcd.KeyValue;
import io.etcd.jetcd.options.GetOption;
import io.etcdexplorer.space.SpaceNode;
import io.etcdexplorer.space.SpaceRow;
import io.etcdexplorer.testsupport.AppWindow;
import javafx.application.Application;
import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
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

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * README tour, the space part: what fills the playground's database (its Kubernetes objects by resource, drilled
 * into one), and which prefixes its history wrote most.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class SpaceTourTest {

    static final List<String> PICTURES = List.of("space-view", "space-churn");

    private static final int WAIT = 60;

    @TempDir
    static Path home;

    private static Application app;
    @RegisterExtension
    static final Screenshots shots = new Screenshots(PICTURES);
    private final FxRobot robot = new FxRobot();

    @BeforeAll
    static void openWindow() throws Exception {
        FxRobot robot = new FxRobot();
        app = TourWindow.openOnPlayground(home, robot);
        // The treemap and its tables need the room: the details get most of the width and all of the height.
        robot.interact(() -> {
            robot.lookup("#workspace").queryAs(SplitPane.class).setDividerPositions(0.2);
            robot.lookup("#detailSplit").queryAs(SplitPane.class).setDividerPositions(0);
        });
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
    void sizes() throws Exception {
        detailTab("spaceTab");
        robot.clickOn("#spaceAnalyseAll");
        Labeled summary = robot.lookup("#spaceSummary").queryAs(Labeled.class);
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> TourText.startsWith(AppWindow.onFx(summary::getText), "All keys · "));
        Node box = box("/registry/");
        robot.interact(() -> robot.clickOn(box));
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> robot.lookup("#spaceCrumb0").tryQuery().isPresent());
        TableView<?> largest = robot.lookup("#spaceLargest").queryAs(TableView.class);
        assertTrue(AppWindow.onFx(() -> !largest.getItems().isEmpty()));
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> robot.lookup("#spaceMember")
                .tryQuery().map(n -> TourText.contains(((Labeled) n).getText(), "compaction + defrag")).orElse(false)));
        shots.shoot(TourWindow.mainScene(robot), "space-view");
    }

    @Test
    @Order(2)
    void churn() throws Exception {
        long now = heartbeats();
        Labeled live = robot.lookup("#timelineRevision").queryAs(Labeled.class);
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> TourText.contains(AppWindow.onFx(live::getText), "revision " + now));
        robot.clickOn("#spaceChurn");
        Labeled summary = robot.lookup("#spaceSummary").queryAs(Labeled.class);
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> TourText.contains(AppWindow.onFx(summary::getText), "written between revisions 1 and " + now));
        // The node heartbeats wrote most: the leases box is the largest one now.
        TableView<?> parts = robot.lookup("#spaceTable").queryAs(TableView.class);
        String first = AppWindow.onFx(() -> ((SpaceRow) parts.getItems().get(0)).name());
        assertTrue(first.startsWith("leases"), first);
        shots.shoot(TourWindow.mainScene(robot), "space-churn");
    }

    /**
     * What a Kubernetes cluster writes all day: each node lease renewed every few seconds, as the kubelets do, here
     * 60 times over, behind the app's back. Returns the revision after them.
     */
    private static long heartbeats() throws Exception {
        Labeled connection = new FxRobot().lookup("#statusConnection").queryAs(Labeled.class);
        Matcher endpoint = Pattern.compile("https?://[^\\s,]+").matcher(AppWindow.onFx(connection::getText));
        assertTrue(endpoint.find(), connection.getText());
        try (Client etcd = Client.builder().endpoints(endpoint.group()).build()) {
            ByteSequence leases = ByteSequence.from("/registry/leases/", StandardCharsets.UTF_8);
            List<KeyValue> kvs = etcd.getKVClient().get(leases, GetOption.builder().isPrefix(true).build())
                    .get(WAIT, TimeUnit.SECONDS).getKvs();
            assertTrue(!kvs.isEmpty(), "the playground has node leases");
            long revision = 0;
            for (int round = 0; round < 60; round++) {
                for (KeyValue kv : kvs) {
                    revision = etcd.getKVClient().put(kv.getKey(), kv.getValue()).get(WAIT, TimeUnit.SECONDS)
                            .getHeader().getRevision();
                }
            }
            return revision;
        }
    }

    /** The treemap's box of {@code prefix}. */
    private Node box(String prefix) throws Exception {
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> robot.lookup(".treemap-top")
                .queryAll().stream().anyMatch(n -> n.getUserData() instanceof SpaceNode s
                        && s.prefix().equals(prefix))));
        WaitForAsyncUtils.waitForFxEvents();
        return AppWindow.onFx(() -> robot.lookup(".treemap-top").queryAll().stream()
                .filter(n -> n.getUserData() instanceof SpaceNode s && s.prefix().equals(prefix)).findFirst()
                .orElseThrow());
    }

    private void detailTab(String id) {
        TabPane tabs = robot.lookup("#detailTabs").queryAs(TabPane.class);
        Tab tab = tabs.getTabs().stream().filter(t -> id.equals(t.getId())).findFirst().orElseThrow();
        robot.interact(() -> tabs.getSelectionModel().select(tab));
    }
}
