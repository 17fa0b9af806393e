package io.etcdexplorer.app;

import io.etcdexplorer.profiles.ConnectionEntry;
import io.etcdexplorer.testsupport.AppWindow;
import io.etcdexplorer.testsupport.EtcdTools;
import io.etcdexplorer.testsupport.TestPki;
import io.etcdexplorer.testsupport.TlsEtcd;
import javafx.application.Application;
import javafx.scene.control.Button;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListView;
import javafx.scene.control.Slider;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Two clusters side by side in the real window, as issue 20 tells it: the playground with a watch on /demo/ and
 * 20 puts, then a second etcd over mutual TLS in a tab of its own. The second shows nothing of the playground (its
 * timeline ends at its own revision, its Events and Log are empty) and follows etcdctl live; back in the
 * playground's tab, its 20 events and 20 log lines are still there, unmixed. Connecting to an open entry switches
 * to its tab; Ctrl+Tab cycles; Ctrl+W closes the front one.
 */
class WorkspacesWindowTest {

    @TempDir
    static Path home;

    private static TlsEtcd tls;
    private static List<String> tlsFlags;
    private static Application app;
    private final FxRobot robot = new FxRobot();

    @BeforeAll
    static void openWindow() throws Exception {
        TestPki pki = TestPki.create(home.resolve("pki"));
        TestPki.Issued client = pki.ca().issue(TestPki.Spec.client("client"));
        TestPki.Issued server = pki.ca().issue(TestPki.Spec.server("server", "127.0.0.1", "localhost"));
        tls = TlsEtcd.start(home.resolve("tls-etcd"), TestPki.etcdServerFlags(server, pki.ca()));
        tlsFlags = List.of("--endpoints=" + tls.endpoint(), "--cacert=" + pki.ca().certPem(),
                "--cert=" + client.certPem(), "--key=" + client.keyFile(TestPki.KeyFormat.PKCS8_PEM));
        etcdctl("put", "/second/only", "a quiet cluster");
        // The command line adds the TLS etcd to the list and opens it at start: the first tab.
        app = AppWindow.open(home.resolve("app"), tlsFlags.toArray(String[]::new));
    }

    @AfterAll
    static void closeWindow() throws Exception {
        AppWindow.close(app);
        tls.close();
    }

    @Test
    void twoClustersSideBySideShareNothing() throws Exception {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> AppWindow.text(robot, "#keyCount").equals("1 key"));
        assertEquals(1, workspaceTabs().getTabs().size());

        connectTo(ConnectionEntry.Kind.PLAYGROUND);
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> workspaceTabs().getTabs().size() == 2
                && AppWindow.text(robot, "#statusConnection").startsWith("Playground")
                && !AppWindow.text(robot, "#keyCount").startsWith("0 "));
        watchDemo();
        for (int i = 1; i <= 20; i++) {
            put("/demo/workspaces/k" + i, "v" + i);
        }
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> eventsTable().getItems().size()) == 20);
        assertEquals(20, logSize());
        long playgroundRevision = sliderMax();

        robot.push(KeyCode.CONTROL, KeyCode.TAB); // to the TLS cluster's tab
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS,
                () -> AppWindow.text(robot, "#statusConnection").contains(tls.endpoint()));
        long tlsRevision = revision(etcdctl("get", "/second/only", "-w", "json"));
        assertTrue(playgroundRevision > tlsRevision + 100, playgroundRevision + " vs " + tlsRevision);
        assertEquals(tlsRevision, sliderMax(), "the slider ends at this cluster's own revision");
        assertEquals("Live · revision " + tlsRevision, AppWindow.text(robot, "#timelineRevision"));
        showTab("eventsTab"); // as a user would: a tab's panel is made when the tab is first shown
        assertEquals(0, AppWindow.onFx(() -> eventsTable().getItems().size()), "no playground events here");
        assertEquals(0, logSize(), "no playground operations in this cluster's Log");
        assertEquals("1 key", AppWindow.text(robot, "#keyCount"));

        etcdctl("put", "/second/fresh", "written by etcdctl");
        // within 2 s, no refresh: the tree is live in this workspace too
        WaitForAsyncUtils.waitFor(2, TimeUnit.SECONDS, () -> AppWindow.text(robot, "#keyCount").equals("2 keys"));
        AppWindow.goTo(robot, "/second/fresh");
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS,
                () -> AppWindow.text(robot, "#valueView").equals("written by etcdctl"));

        robot.push(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.TAB); // back to the playground
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS,
                () -> AppWindow.text(robot, "#statusConnection").startsWith("Playground"));
        List<String> keys = AppWindow.onFx(() -> eventsTable().getItems().stream()
                .map(row -> new String(((io.etcdexplorer.etcd.watch.WatchEvent) row).key(), StandardCharsets.UTF_8)).toList());
        assertEquals(20, keys.size(), "the playground's 20 events are still there");
        assertTrue(keys.stream().allMatch(k -> k.contains("/demo/workspaces/")), "and only them: " + keys);
        assertEquals(20, logSize(), "its log too");
        assertTrue(sliderMax() >= playgroundRevision);

        connectTo(ConnectionEntry.Kind.COMMAND_LINE); // already open: its tab comes forward, no second tab
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS,
                () -> AppWindow.text(robot, "#statusConnection").contains(tls.endpoint()));
        assertEquals(2, workspaceTabs().getTabs().size());

        robot.push(KeyCode.CONTROL, KeyCode.W); // closes the TLS tab; the playground's comes forward
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> workspaceTabs().getTabs().size() == 1
                && AppWindow.text(robot, "#statusConnection").startsWith("Playground"));
        assertEquals(20, logSize(), "closing one workspace leaves the other's state alone");
    }

    /** Selects the entry in the connection list and presses Connect, as the user does. */
    private void connectTo(ConnectionEntry.Kind kind) {
        @SuppressWarnings("unchecked")
        ListView<ConnectionEntry> list = robot.lookup("#connectionList").queryAs(ListView.class);
        robot.interact(() -> list.getSelectionModel().select(list.getItems().stream()
                .filter(e -> e.kind() == kind).findFirst().orElseThrow()));
        robot.clickOn("#connectButton");
    }

    private void watchDemo() throws Exception {
        showTab("eventsTab");
        TextField prefix = (TextField) watchTabs().getTabs().get(0).getContent().lookup("#eventsPrefix");
        robot.interact(() -> prefix.setText("/demo/workspaces/"));
        robot.clickOn((Button) watchTabs().getTabs().get(0).getContent().lookup("#eventsWatch"));
        Labeled state = (Labeled) watchTabs().getTabs().get(0).getContent().lookup("#eventsState");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> String.valueOf(state.getText()).startsWith("Watching"));
    }

    /** A put through the Operations tab's form, which the Log records. */
    private void put(String key, String value) throws Exception {
        showTab("operationsTab");
        Labeled message = robot.lookup("#opsPutMessage").queryAs(Labeled.class);
        String before = AppWindow.onFx(message::getText);
        robot.interact(() -> {
            robot.lookup("#opsPutKey").queryAs(TextField.class).setText(key);
            robot.lookup("#opsPutValue").queryAs(TextArea.class).setText(value);
            robot.lookup("#opsPutRun").queryAs(Button.class).fire();
        });
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> !message.getText().equals(before)
                && message.getText().contains("revision")));
        showTab("eventsTab");
    }

    private void showTab(String id) throws Exception {
        // A new workspace's view is made as its tab comes forward: wait for it rather than look once.
        TabPane details = AppWindow.await(robot, "#detailTabs", TabPane.class, 30);
        Tab tab = details.getTabs().stream().filter(t -> id.equals(t.getId())).findFirst().orElseThrow();
        robot.interact(() -> details.getSelectionModel().select(tab));
    }

    private TabPane workspaceTabs() {
        return robot.lookup("#workspaceTabs").queryAs(TabPane.class);
    }

    private TabPane watchTabs() {
        return robot.lookup("#watchTabs").queryAs(TabPane.class);
    }

    private TableView<?> eventsTable() {
        return (TableView<?>) watchTabs().getTabs().get(0).getContent().lookup("#eventsTable");
    }

    private long sliderMax() throws Exception {
        return AppWindow.onFx(() -> (long) robot.lookup("#timelineSlider").queryAs(Slider.class).getMax());
    }

    private int logSize() throws Exception {
        showTab("logTab"); // as a user would: a tab's panel is made when the tab is first shown
        return AppWindow.onFx(() -> robot.lookup("#operationLogList").queryAs(ListView.class).getItems().size());
    }

    private static long revision(String json) {
        Matcher m = Pattern.compile("\"revision\":(\\d+)").matcher(json);
        assertTrue(m.find(), json);
        return Long.parseLong(m.group(1));
    }

    private static String etcdctl(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(EtcdTools.etcdctl().toString()));
        command.addAll(tlsFlags);
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().put("ETCDCTL_API", "3");
        Process process = builder.start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(20, TimeUnit.SECONDS));
        assertEquals(0, process.exitValue(), out);
        return out;
    }
}
