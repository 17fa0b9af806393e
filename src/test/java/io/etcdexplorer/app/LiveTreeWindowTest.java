package io.etcdexplorer.app;

import io.etcdexplorer.testsupport.AppWindow;
import io.etcdexplorer.testsupport.EtcdExtension;
import javafx.application.Application;
import javafx.scene.control.Labeled;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.ToggleButton;
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
 * The live tree in the real window: the toolbar says "live", a key etcdctl writes is counted and found by Go to key
 * without a refresh, a changed value replaces the one shown, and the pause toggle holds the tree still.
 */
@org.junit.jupiter.api.TestMethodOrder(org.junit.jupiter.api.MethodOrderer.OrderAnnotation.class)
class LiveTreeWindowTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    @TempDir
    static Path home;

    private static Application app;
    private final FxRobot robot = new FxRobot();

    @BeforeAll
    static void openWindow() throws Exception {
        etcd.put("/live/first", "1");
        app = AppWindow.open(home, "--endpoints", etcd.endpoint());
    }

    @AfterAll
    static void closeWindow() throws Exception {
        AppWindow.close(app);
    }

    @Test
    @org.junit.jupiter.api.Order(1)
    void theTreeFollowsEtcdctlAndThePauseToggleHoldsIt() throws Exception {
        Labeled count = AppWindow.await(robot, "#keyCount", Labeled.class, 30);
        Labeled indicator = robot.lookup("#liveIndicator").queryAs(Labeled.class);
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> "1 key".equals(AppWindow.onFx(count::getText))
                && "live".equals(AppWindow.onFx(indicator::getText)));
        assertTrue(AppWindow.onFx(indicator::isVisible));

        etcdctl("put", "/live/second", "two");
        WaitForAsyncUtils.waitFor(2, TimeUnit.SECONDS, () -> "2 keys".equals(AppWindow.onFx(count::getText)));
        AppWindow.goTo(robot, "/live/second");
        TextArea value = robot.lookup("#valueView").queryAs(TextArea.class);
        TextInputControl key = robot.lookup("#valueKey").queryTextInputControl();
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> "two".equals(AppWindow.onFx(value::getText)));
        assertEquals("/live/second", AppWindow.onFx(key::getText), "Go to key found the key etcdctl wrote");

        etcdctl("put", "/live/second", "changed");
        WaitForAsyncUtils.waitFor(2, TimeUnit.SECONDS, () -> "changed".equals(AppWindow.onFx(value::getText)));

        ToggleButton pause = robot.lookup("#livePause").queryAs(ToggleButton.class);
        robot.clickOn(pause);
        WaitForAsyncUtils.waitFor(2, TimeUnit.SECONDS, () -> "paused".equals(AppWindow.onFx(indicator::getText)));
        etcdctl("put", "/live/third", "3");
        WaitForAsyncUtils.sleep(1, TimeUnit.SECONDS);
        assertEquals("2 keys", AppWindow.onFx(count::getText), "a paused tree does not change");

        robot.clickOn(pause);
        WaitForAsyncUtils.waitFor(2, TimeUnit.SECONDS, () -> "3 keys".equals(AppWindow.onFx(count::getText))
                && "live".equals(AppWindow.onFx(indicator::getText)));
    }

    private static void etcdctl(String... args) throws Exception {
        java.util.List<String> command = new java.util.ArrayList<>(java.util.List.of("etcdctl",
                "--endpoints=" + etcd.endpoint()));
        command.addAll(java.util.List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().put("ETCDCTL_API", "3");
        Process process = builder.start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(20, TimeUnit.SECONDS));
        assertEquals(0, process.exitValue(), out);
    }

    /**
     * The view passes typing to the editor after a 150 ms pause. A change from another client that lands within that
     * pause must not take the typed text for "unchanged" and reload over it: the typing stays, and the editor says
     * the server changed.
     */
    @Test
    @org.junit.jupiter.api.Order(2)
    void typingJustBeforeAServerChangeIsKeptAndTheConflictShown() throws Exception {
        etcd.put("/live/typed", "port: 8080");
        // "4 keys", not any count: the tree said "3 keys" before the put, and Go to key needs the new key in it
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> "4 keys".equals(AppWindow.onFx(() -> robot
                .lookup("#keyCount").queryAs(Labeled.class).getText())));
        AppWindow.goTo(robot, "/live/typed");
        javafx.scene.control.TabPane tabs = robot.lookup(".tab-pane").queryAllAs(javafx.scene.control.TabPane.class)
                .stream().filter(p -> p.getTabs().stream().anyMatch(t -> "editorTab".equals(t.getId())))
                .findFirst().orElseThrow();
        robot.interact(() -> tabs.getSelectionModel().select(tabs.getTabs().stream()
                .filter(t -> "editorTab".equals(t.getId())).findFirst().orElseThrow()));
        org.fxmisc.richtext.CodeArea area = robot.lookup("#editorArea").queryAs(org.fxmisc.richtext.CodeArea.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> "port: 8080".equals(AppWindow.onFx(area::getText)));

        robot.interact(() -> area.replaceText(6, 10, "8443"));
        etcd.put("/live/typed", "port: 9090"); // another client, while the typing is still held by the view

        javafx.scene.Node conflict = robot.lookup("#editorConflict").query();
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> AppWindow.onFx(conflict::isVisible));
        assertEquals("port: 8443", AppWindow.onFx(area::getText), "the typed text is kept");
        assertEquals("port: 9090", etcd.get("/live/typed").orElseThrow(), "and nothing was written");
    }
}
