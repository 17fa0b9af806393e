package io.etcdexplorer.app;

import io.etcdexplorer.testsupport.AppWindow;
import io.etcdexplorer.testsupport.EtcdExtension;
import javafx.application.Application;
import javafx.scene.control.Labeled;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextInputControl;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Go to key, from one branch to a collapsed one above it: the value shown is the key's the tree selects. */
class GoToKeyWindowTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    @TempDir
    static Path home;

    private static Application app;
    private final FxRobot robot = new FxRobot();

    @BeforeAll
    static void openWindow() throws Exception {
        etcd.put("/alpha/config/app.json", "{\"name\": \"alpha\"}");
        etcd.put("/alpha/config/other.json", "{}");
        for (String kind : new String[]{"configmaps", "deployments", "events", "leases", "pods", "secrets"}) {
            etcd.put("/registry/" + kind + "/kube-system/first", kind);
            etcd.put("/registry/" + kind + "/kube-system/second", kind);
        }
        app = AppWindow.open(home, "--endpoints", etcd.endpoint());
    }

    @AfterAll
    static void closeWindow() throws Exception {
        AppWindow.close(app);
    }

    @Test
    void goingUpToACollapsedBranchShowsTheChosenKey() throws Exception {
        Labeled count = AppWindow.await(robot, "#keyCount", Labeled.class, 30);
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> count.isVisible() && count.getText().equals("14 keys"));
        TextArea value = robot.lookup("#valueView").queryAs(TextArea.class);

        AppWindow.goTo(robot, "/registry/pods/kube-system/second");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> "pods".equals(AppWindow.onFx(value::getText)));

        // Expanding /alpha and /alpha/config above the selection slides rows under the old selected index.
        AppWindow.goTo(robot, "/alpha/config/app.json");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> AppWindow.onFx(value::getText).contains("alpha"));
        TextInputControl key = robot.lookup("#valueKey").queryTextInputControl();
        assertEquals("/alpha/config/app.json", AppWindow.onFx(key::getText));
        // a late wrong selection (the bug: a row that slid under the old index) would arrive within a few pulses
        WaitForAsyncUtils.sleep(500, TimeUnit.MILLISECONDS);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("/alpha/config/app.json", AppWindow.onFx(key::getText));
        assertTrue(AppWindow.onFx(value::getText).contains("\"alpha\""), "the value shown is the key's");
    }

}
