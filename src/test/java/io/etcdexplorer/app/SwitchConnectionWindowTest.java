package io.etcdexplorer.app;

import io.etcd.jetcd.ByteSequence;
import io.etcdexplorer.profiles.ConnectionEntry;
import io.etcdexplorer.testsupport.AppWindow;
import io.etcdexplorer.testsupport.EtcdExtension;
import javafx.application.Application;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListView;
import javafx.scene.control.Slider;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.input.MouseButton;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Switching connection in the real window: the playground with a watch on /demo/ and two puts, then a second
 * etcd, then back. The second cluster's window shows nothing of the playground: its timeline ends at its own
 * revision, its Events and Log are empty. Until each connection has a workspace of its own, this state is reset on
 * every switch, so the playground's events and log do not come back either.
 */
class SwitchConnectionWindowTest {

    @RegisterExtension
    static final EtcdExtension second = new EtcdExtension();

    @TempDir
    static Path home;

    private static Application app;
    private static long secondRevision;
    private final FxRobot robot = new FxRobot();

    @BeforeAll
    static void openWindow() throws Exception {
        second.put("/second/only", "a quiet cluster");
        secondRevision = second.client().getKVClient().get(ByteSequence.from("/", StandardCharsets.UTF_8)).get()
                .getHeader().getRevision();
        // The command line adds the second etcd to the list (and connects to it at start).
        app = AppWindow.open(home, "--endpoints", second.endpoint());
    }

    @AfterAll
    static void closeWindow() throws Exception {
        AppWindow.close(app);
    }

    @Test
    void theSecondClustersWindowShowsNothingOfThePlaygrounds() throws Exception {
        Labeled connection = robot.lookup("#statusConnection").queryAs(Labeled.class);
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> connection.getText().contains(second.endpoint()));

        connectTo(ConnectionEntry.Kind.PLAYGROUND);
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> connection.getText().startsWith("Playground")
                && !robot.lookup("#keyCount").queryAs(Labeled.class).getText().startsWith("0 ")));
        watchDemo();
        put("/demo/config/app.json", "{\"replicas\": 2}");
        put("/demo/config/app.json", "{\"replicas\": 3}");
        TableView<?> events = eventsTable();
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> events.getItems().size() == 2);
        assertEquals(2, logSize());
        Slider slider = robot.lookup("#timelineSlider").queryAs(Slider.class);
        long playgroundRevision = (long) slider.getMax();
        assertTrue(playgroundRevision > secondRevision + 100, playgroundRevision + " vs " + secondRevision);
        Node thumb = slider.lookup(".thumb");
        robot.drag(thumb, MouseButton.PRIMARY).moveBy(-300, 0).release(MouseButton.PRIMARY);
        Labeled revision = robot.lookup("#timelineRevision").queryAs(Labeled.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                () -> String.valueOf(AppWindow.onFx(revision::getText)).startsWith("Revision "));

        connectTo(ConnectionEntry.Kind.COMMAND_LINE);
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> connection.getText().contains(second.endpoint())
                && robot.lookup("#keyCount").queryAs(Labeled.class).getText().startsWith("1 ")));
        settle(() -> slider.getMax() == secondRevision);
        assertEquals(secondRevision, (long) slider.getMax(), "the slider ends at this cluster's revision");
        assertEquals("Live · revision " + secondRevision, AppWindow.onFx(revision::getText), "its own revision, live");
        assertEquals(1, watchTabs().getTabs().size() - 1, "one watch tab, and the + tab");
        assertEquals("New watch", watchTabs().getTabs().get(0).getText());
        assertEquals(0, eventsTable().getItems().size(), "no playground events in this cluster's Events");
        assertEquals(0, logSize(), "no playground operations in this cluster's Log");

        connectTo(ConnectionEntry.Kind.PLAYGROUND);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> connection.getText().startsWith("Playground")
                && slider.getMax() >= playgroundRevision);
        String back = AppWindow.onFx(revision::getText);
        assertTrue(back.startsWith("Live · revision "), back);
        // Reset on switch in this increment: what the playground showed before is not kept for it.
        assertEquals(0, eventsTable().getItems().size());
        assertEquals(0, logSize());
    }

    /** Waits a while for {@code condition}; the assertion after it says what was wrong if it never held. */
    private static void settle(java.util.concurrent.Callable<Boolean> condition) {
        try {
            WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, condition);
        } catch (java.util.concurrent.TimeoutException e) {
            // the assertion that follows reports it
        }
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
        robot.interact(() -> prefix.setText("/demo/"));
        robot.clickOn((Button) watchTabs().getTabs().get(0).getContent().lookup("#eventsWatch"));
        Labeled state = (Labeled) watchTabs().getTabs().get(0).getContent().lookup("#eventsState");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> String.valueOf(state.getText()).startsWith("Watching"));
    }

    /** A put through the Operations tab's form, which the Log records. */
    private void put(String key, String value) throws Exception {
        showTab("operationsTab");
        Labeled message = robot.lookup("#opsPutMessage").queryAs(Labeled.class);
        String before = message.getText();
        robot.interact(() -> {
            robot.lookup("#opsPutKey").queryAs(TextField.class).setText(key);
            robot.lookup("#opsPutValue").queryAs(TextArea.class).setText(value);
            robot.lookup("#opsPutRun").queryAs(Button.class).fire();
        });
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !message.getText().equals(before)
                && message.getText().contains("revision"));
        showTab("eventsTab");
    }

    private void showTab(String id) {
        TabPane details = robot.lookup("#detailTabs").queryAs(TabPane.class);
        Tab tab = details.getTabs().stream().filter(t -> id.equals(t.getId())).findFirst().orElseThrow();
        robot.interact(() -> details.getSelectionModel().select(tab));
    }

    private TabPane watchTabs() {
        return robot.lookup("#watchTabs").queryAs(TabPane.class);
    }

    private TableView<?> eventsTable() {
        return (TableView<?>) watchTabs().getTabs().get(0).getContent().lookup("#eventsTable");
    }

    private int logSize() throws Exception {
        ListView<?> log = robot.lookup("#operationLogList").queryAs(ListView.class);
        return AppWindow.onFx(() -> log.getItems().size());
    }
}
