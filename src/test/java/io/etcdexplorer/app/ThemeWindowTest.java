package io.etcdexplorer.app;

import atlantafx.base.theme.PrimerDark;
import atlantafx.base.theme.PrimerLight;
import io.etcdexplorer.settings.SettingsStore;
import io.etcdexplorer.settings.ThemeChoice;
import io.etcdexplorer.testsupport.AppWindow;
import javafx.application.Application;
import javafx.scene.Node;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The theme menu in the connections header switches the whole window at once and remembers the choice. */
class ThemeWindowTest {

    @TempDir
    static Path home;

    private static Application app;
    private final FxRobot robot = new FxRobot();

    @BeforeAll
    static void openWindow() throws Exception {
        // An explicit light choice, so the test does not depend on this machine's desktop theme.
        Path config = home.resolve("config");
        Files.createDirectories(config);
        Files.writeString(config.resolve(SettingsStore.FILE_NAME), "{\"theme\":\"light\"}");
        app = AppWindow.open(home);
    }

    @AfterAll
    static void closeWindow() throws Exception {
        AppWindow.close(app);
    }

    @Test
    void switchesToDarkAndBackAndSavesTheChoice() throws Exception {
        assertEquals(new PrimerLight().getUserAgentStylesheet(), Application.getUserAgentStylesheet());

        robot.clickOn("#themeMenu");
        robot.clickOn("#themeDarkItem");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(new PrimerDark().getUserAgentStylesheet(), Application.getUserAgentStylesheet());
        Node root = robot.lookup("#mainView").query();
        assertTrue(root.getStyleClass().contains("dark"));
        Path file = home.resolve("config").resolve(SettingsStore.FILE_NAME);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS,
                () -> new SettingsStore(home.resolve("config")).load().theme() == ThemeChoice.DARK);
        assertTrue(Files.readString(file).contains("\"dark\""));

        robot.clickOn("#themeMenu");
        robot.clickOn("#themeLightItem");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(new PrimerLight().getUserAgentStylesheet(), Application.getUserAgentStylesheet());
        assertTrue(!root.getStyleClass().contains("dark"));
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS,
                () -> new SettingsStore(home.resolve("config")).load().theme() == ThemeChoice.LIGHT);
    }
}
