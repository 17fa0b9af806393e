package io.etcdexplorer.app;

import io.etcd.jetcd.ByteSequence;
import io.etcdexplorer.testsupport.AppWindow;
import io.etcdexplorer.testsupport.EtcdExtension;
import javafx.application.Application;
import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.scene.control.Slider;
import javafx.scene.control.TextArea;
import javafx.scene.control.TreeView;
import javafx.scene.input.KeyCode;
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

/** Drags the timeline slider in the real window and sees the keyspace as it was. */
class TimelineWindowTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    @TempDir
    static Path home;

    private static Application app;
    private static long firstRevision;
    private final FxRobot robot = new FxRobot();

    @BeforeAll
    static void openWindow() throws Exception {
        etcd.put("/t/key", "first value");
        firstRevision = revision();
        // Compacting there makes it the slider's left end: dragging all the way left lands on it exactly.
        etcd.client().getKVClient().compact(firstRevision).get();
        etcd.put("/t/key", "second value");
        etcd.put("/t/other", "created later");
        etcd.put("/t/key", "third value");
        app = AppWindow.open(home, "--endpoints", etcd.endpoint());
    }

    @AfterAll
    static void closeWindow() throws Exception {
        AppWindow.close(app);
    }

    private static long revision() throws Exception {
        return etcd.client().getKVClient().get(ByteSequence.from("/", StandardCharsets.UTF_8)).get().getHeader()
                .getRevision();
    }

    @Test
    void draggingTheSliderShowsTheOldValueAndBackToLiveShowsTheCurrentOne() throws Exception {
        TreeView<?> tree = AppWindow.await(robot, "#keyTree", TreeView.class, 60);
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> !tree.getRoot().getChildren().isEmpty());
        robot.clickOn(AppWindow.treeCell(robot, "/  (2)"));
        robot.type(KeyCode.RIGHT);
        robot.clickOn(AppWindow.treeCell(robot, "t  (2)"));
        robot.type(KeyCode.RIGHT);
        robot.clickOn(AppWindow.treeCell(robot, "key"));
        TextArea value = robot.lookup("#valueView").queryAs(TextArea.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> "third value".equals(AppWindow.onFx(value::getText)));

        Slider slider = robot.lookup("#timelineSlider").queryAs(Slider.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> slider.getMin() == firstRevision
                && slider.getMax() >= firstRevision + 3);
        Node thumb = slider.lookup(".thumb");
        robot.drag(thumb, javafx.scene.input.MouseButton.PRIMARY).moveBy(-2000, 0).release(javafx.scene.input.MouseButton.PRIMARY);

        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> "first value".equals(AppWindow.onFx(value::getText)));
        Labeled shown = robot.lookup("#timelineRevision").queryAs(Labeled.class);
        assertTrue(shown.getText().startsWith("Revision " + firstRevision + " of "), shown.getText());
        // "other" did not exist yet: the tree is the past one.
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> robot.lookup(n -> n instanceof javafx.scene.control
                .TreeCell && "t  (1)".equals(((javafx.scene.control.TreeCell<?>) n).getText())).tryQuery().isPresent()));

        // The next change of the selected key is its second value.
        robot.interact(slider::requestFocus);
        robot.push(KeyCode.ALT, KeyCode.RIGHT);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> "second value".equals(AppWindow.onFx(value::getText)));

        robot.clickOn("#timelineLive");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> "third value".equals(AppWindow.onFx(value::getText)));
        assertTrue(shown.getText().startsWith("Live"), shown.getText());
        assertEquals(slider.getMax(), slider.getValue());
    }}
