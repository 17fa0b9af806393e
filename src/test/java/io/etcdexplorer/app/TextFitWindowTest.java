package io.etcdexplorer.app;

import io.etcdexplorer.profiles.ConnectionEntry;
import io.etcdexplorer.profiles.ConnectionProfile;
import io.etcdexplorer.profiles.store.ProfileStore;
import io.etcdexplorer.search.SearchMode;
import io.etcdexplorer.testsupport.AppWindow;
import io.etcdexplorer.testsupport.ClippedText;
import io.etcdexplorer.testsupport.EtcdExtension;
import io.etcdexplorer.testsupport.TestPki;
import io.etcdexplorer.testsupport.TlsEtcd;
import javafx.application.Application;
import javafx.geometry.Bounds;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextInputControl;
import javafx.stage.Stage;
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

import java.util.ArrayList;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Text a user must read whole, in the real window (issue 22): Test connection's report on a wrong CA wraps inside
 * the profile editor at its default size; and with a read-only connection (its notices) and value search (its
 * "MiB max" cap), nothing is cut off at the default 1280x800 nor in a smaller window, tab after tab.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class TextFitWindowTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    @TempDir
    static Path home;

    private static TestPki pki;
    private static TlsEtcd tls;
    private static Application app;
    private final FxRobot robot = new FxRobot();

    @BeforeAll
    static void openWindow() throws Exception {
        pki = TestPki.create(home.resolve("pki"));
        TestPki.Issued server = pki.ca().issue(TestPki.Spec.server("server", "127.0.0.1", "localhost"));
        tls = TlsEtcd.start(home.resolve("tls-etcd"), TestPki.etcdServerFlags(server, pki.ca()));
        etcd.put("/app/config.json", "{\"name\": \"shop\", \"replicas\": 3}");
        etcd.put("/app/feature-flags", "new-checkout=on");
        new ProfileStore(home.resolve("app/config")).save(List.of(new ConnectionProfile(null, "production",
                List.of(etcd.endpoint()), null, null, null, null, false, null, false, null, true,
                ConnectionProfile.DEFAULT_TIMEOUT_SECONDS, null, null)));
        app = AppWindow.open(home.resolve("app"));
    }

    @AfterAll
    static void closeWindow() throws Exception {
        AppWindow.close(app);
        tls.close();
    }

    @Test
    @Order(1)
    void testConnectionWithAWrongCaShowsTheWholeCauseAndFix() throws Exception {
        AppWindow.await(robot, "#addConnectionButton", Node.class, 15);
        robot.clickOn("#addConnectionButton");
        robot.clickOn("#newConnectionItem");
        TextInputControl endpoints = AppWindow.await(robot, "#profileEndpoints", TextInputControl.class, 5);
        TextInputControl ca = robot.lookup("#profileCaCert").queryTextInputControl();
        robot.interact(() -> {
            robot.lookup("#profileName").queryTextInputControl().setText("wrong CA");
            endpoints.setText(tls.endpoint());
            ca.setText(pki.otherCa().certPem().toString());
        });
        TabPane tabs = robot.lookup("#profileTabs").queryAs(TabPane.class);
        robot.interact(() -> tabs.getSelectionModel().select(tabs.getTabs().stream()
                .filter(t -> t.getText().equals("Test")).findFirst().orElseThrow()));
        robot.clickOn("#testConnectionButton");
        TextArea report = robot.lookup("#testReport").queryAs(TextArea.class);
        try {
            assertWholeReport(report);
        } finally {
            robot.interact(() -> report.getScene().getWindow().hide()); // the next test needs the main window
        }
    }

    private void assertWholeReport(TextArea report) throws Exception {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> AppWindow.onFx(report::getText)
                .contains("is not signed by the CA in"));
        WaitForAsyncUtils.waitForFxEvents();
        String text = AppWindow.onFx(report::getText);
        assertTrue(text.contains("CN=other-ca"), text);

        // The longest lines (the cause, then the fix) wrap: nothing hides behind a sideways scroll bar.
        assertFalse(AppWindow.onFx(() -> report.lookupAll(".scroll-bar").stream()
                .anyMatch(n -> n instanceof ScrollBar bar && bar.getOrientation() == Orientation.HORIZONTAL
                        && bar.isVisible())), "no horizontal scroll bar under the report:\n" + text);
        assertTrue(AppWindow.onFx(report::isWrapText), "the report wraps");
        // And the dialog, at the size it opens with, shows the report whole in its width.
        Scene dialog = report.getScene();
        Bounds area = AppWindow.onFx(() -> report.localToScene(report.getLayoutBounds()));
        assertTrue(area.getMinX() >= 0 && area.getMaxX() <= dialog.getWidth() && area.getHeight() > 60,
                area + " in a dialog of " + dialog.getWidth() + "x" + dialog.getHeight());
        ClippedText.assertNone(dialog, "the profile editor's Test tab");
    }

    @Test
    @Order(2)
    void aReadOnlyConnectionAndValueSearchShowWholeTextAtTheDefaultSizeAndSmaller() throws Exception {
        @SuppressWarnings("unchecked")
        ListView<ConnectionEntry> list = AppWindow.await(robot, "#connectionList", ListView.class, 10);
        robot.interact(() -> list.getSelectionModel().select(list.getItems().stream()
                .filter(e -> "production".equals(e.name())).findFirst().orElseThrow()));
        robot.clickOn("#connectButton");
        // Read with a long bound: opening a workspace keeps the FX thread busy for seconds on a loaded machine.
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(() -> robot.lookup("#keyCount")
                .tryQuery().map(n -> ((javafx.scene.control.Labeled) n).getText()).orElse(""))
                .get(30, TimeUnit.SECONDS).equals("2 keys"));
        AppWindow.goTo(robot, "/app/config.json");
        @SuppressWarnings("unchecked")
        ComboBox<SearchMode> mode = robot.lookup("#searchMode").queryAs(ComboBox.class);
        robot.interact(() -> mode.setValue(SearchMode.VALUE_CONTAINS)); // shows the scope and the "MiB max" cap
        assertTrue(AppWindow.onFx(() -> robot.lookup("#searchValueCapUnit").query().isVisible()));

        List<String> cut = new ArrayList<>();
        everyTab(cut);
        assertEquals(List.of("#refreshButton LEFT", "#transferMenu LEFT", "#disconnectButton LEFT"), actions(),
                "at the default size the toolbar's actions show their texts");
        Stage stage = (Stage) scene().getWindow();
        robot.interact(() -> {
            stage.setWidth(1024);
            stage.setHeight(680);
        });
        everyTab(cut);
        // Short of width the toolbar's actions gave up their texts rather than go into its overflow menu ("»").
        assertEquals(List.of("#refreshButton GRAPHIC_ONLY", "#transferMenu GRAPHIC_ONLY",
                "#disconnectButton GRAPHIC_ONLY"), actions(), "at 1024 px");
        assertEquals(List.of("Refresh: ", "Transfer", "Disconnect: "), AppWindow.onFx(() -> Stream.of(
                "#refreshButton", "#transferMenu", "#disconnectButton").map(id -> ((javafx.scene.control.Labeled)
                robot.lookup(id).query()).getTooltip().getText().replaceFirst("(: ).*", "$1")).toList()),
                "an icon alone is named in its tooltip");
        assertTrue(cut.isEmpty(), "text cut off:\n  " + String.join("\n  ", cut));
    }

    /** How the toolbar shows Refresh, Transfer and Disconnect: with their texts (LEFT) or their icons alone. */
    private List<String> actions() throws Exception {
        return AppWindow.onFx(() -> List.of("#refreshButton", "#transferMenu", "#disconnectButton").stream()
                .map(id -> id + " " + robot.lookup(id).tryQuery()
                        .map(n -> ((javafx.scene.control.Labeled) n).getContentDisplay().toString())
                        .orElse("not in the bar")).toList());
    }

    /** Shows each detail tab in turn (with its read-only notice where it has one) and collects what is cut off. */
    private void everyTab(List<String> cut) throws Exception {
        String size = AppWindow.onFx(() -> (int) scene().getWidth() + "x" + (int) scene().getHeight());
        TabPane details = robot.lookup("#detailTabs").queryAs(TabPane.class);
        for (Tab tab : AppWindow.onFx(() -> List.copyOf(details.getTabs()))) {
            robot.interact(() -> details.getSelectionModel().select(tab));
            switch (tab.getId()) {
                case "operationsTab" -> waitShown("#opsReadOnly");
                case "clusterTab" -> {
                    waitShown("#clusterReadOnly");
                    WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                            () -> AppWindow.text(robot, "#clusterSummary").contains("cluster "));
                }
                case "eventsTab" -> {
                    Node watch = robot.lookup("#eventsWatch").query();
                    robot.interact(() -> ((Button) watch).fire());
                    WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                            () -> AppWindow.text(robot, "#eventsState").startsWith("Watching"));
                }
                default -> {
                }
            }
            settled().forEach(label -> cut.add(size + ", " + tab.getText() + ": " + label));
        }
    }

    /**
     * What is cut off once the layout has settled: a tab just shown or a watch just started can take a few pulses
     * on a busy machine (a button turning into its icon relays out its row), and the user sees the settled one.
     */
    private List<String> settled() throws Exception {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        List<String> cut = ClippedText.in(scene());
        while (!cut.isEmpty() && System.nanoTime() < until) {
            Thread.sleep(200);
            cut = ClippedText.in(scene());
        }
        return cut;
    }

    private void waitShown(String selector) throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> robot.lookup(selector)
                .tryQuery().map(Node::isVisible).orElse(false)));
    }

    private Scene scene() {
        return robot.lookup("#mainView").query().getScene();
    }
}
