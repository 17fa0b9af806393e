package io.etcdexplorer.app;

import io.etcdexplorer.testsupport.AppWindow;
import javafx.application.Application;
import javafx.scene.control.Labeled;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.TreeTableView;
import javafx.scene.control.TreeView;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The playground's Kubernetes data in the window: the resource tab, a decoded object, a Secret revealed. */
class KubernetesWindowTest {

    @TempDir
    static Path home;

    private static Application app;
    private final FxRobot robot = new FxRobot();

    @BeforeAll
    static void openWindow() throws Exception {
        app = AppWindow.open(home);
    }

    @AfterAll
    static void closeWindow() throws Exception {
        AppWindow.close(app);
    }

    @Test
    void secretsOpenMaskedFromTheKubernetesTabAndRevealOneValue() throws Exception {
        robot.clickOn("#openPlaygroundButton");
        TreeView<?> tree = AppWindow.await(robot, "#keyTree", TreeView.class, 60);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> tree.isVisible() && !robot.lookup("#keyCount")
                .queryAs(Labeled.class).getText().startsWith("0 ")));
        TabPane lists = robot.lookup(".tab-pane").queryAllAs(TabPane.class).stream()
                .filter(p -> p.getTabs().stream().anyMatch(t -> "keysTab".equals(t.getId()))).findFirst()
                .orElseThrow();
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> lists.getTabs().stream()
                .anyMatch(t -> "resourcesTab".equals(t.getId())));

        robot.clickOn("Kubernetes");
        robot.clickOn("#resourceFilter").write("checkout-credentials");
        TreeTableView<?> table = robot.lookup("#resourceTable").queryAs(TreeTableView.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> table.getRoot() != null
                && table.getExpandedItemCount() == 2);
        robot.interact(() -> table.getSelectionModel().select(1));

        TextArea value = robot.lookup("#valueView").queryAs(TextArea.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> value.getText().startsWith("apiVersion: v1\n"));
        assertTrue(robot.lookup("#kubernetesBadge").queryAs(Labeled.class).getText().startsWith("v1 Secret"));
        assertTrue(value.getText().contains("DB_PASSWORD: •••••••• hidden"), value.getText());

        robot.clickOn("#revealSecret-DB_PASSWORD");
        TextField shown = robot.lookup("#secretValue-DB_PASSWORD").queryAs(TextField.class);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> !shown.getText().contains("hidden"));
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> !value.getText().contains("DB_PASSWORD: ••••"));
        assertTrue(value.getText().contains("PAYMENT_API_KEY: •••••••• hidden"), "the other value stays hidden");
        assertFalse(robot.lookup("#secretValue-PAYMENT_API_KEY").queryAs(TextField.class).getText().isBlank());
    }
}
