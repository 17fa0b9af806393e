package io.etcdexplorer.app;

import io.etcdexplorer.i18n.Language;
import io.etcdexplorer.i18n.Locales;
import io.etcdexplorer.settings.AppSettings;
import io.etcdexplorer.settings.SettingsStore;
import io.etcdexplorer.testsupport.AppWindow;
import io.etcdexplorer.testsupport.ClippedText;
import javafx.application.Application;
import javafx.scene.Node;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The language menu beside the theme's: a pick is kept in settings.json, the window says it applies at the next
 * start (naming the language in itself) and offers a restart; the next start speaks it.
 */
class LanguageMenuWindowTest {

    @TempDir
    Path home;

    private final FxRobot robot = new FxRobot();

    @AfterEach
    void english() {
        System.setProperty(Locales.PROPERTY, "en");
        Locales.use(Language.ENGLISH);
    }

    @Test
    void aPickIsSavedAndAnnouncedForTheNextStart() throws Exception {
        Application app = AppWindow.open(home);
        try {
            robot.clickOn("#languageMenu");
            robot.clickOn("#language-ja");
            DialogPane dialog = AppWindow.await(robot, "#languageRestart", DialogPane.class, 10);
            assertEquals("etcd-explorer will speak 日本語 from its next start.", dialog.getHeaderText());
            ClippedText.assertNone(dialog.getScene(), "restart question");
            robot.clickOn("Later");
            WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#languageRestart").tryQuery()
                    .isEmpty());
            Path settings = new SettingsStore(home.resolve("config")).file();
            WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> Files.isRegularFile(settings)
                    && Files.readString(settings).contains("\"language\" : \"ja\""));
            assertEquals("Welcome to etcd-explorer", AppWindow.text(robot, ".title-1"),
                    "this run keeps its language: the window is not half rebuilt");
            assertEquals(Language.JAPANESE, ((EtcdExplorerApp) app).language().choiceProperty().get());
        } finally {
            AppWindow.close(app);
        }
    }

    @Test
    void theNextStartSpeaksTheSavedLanguage() throws Exception {
        new SettingsStore(home.resolve("config")).save(AppSettings.DEFAULTS.withLanguage("ru"));
        System.clearProperty(Locales.PROPERTY); // the test run's "en" would override the saved choice
        Application app = AppWindow.open(home);
        try {
            assertEquals("Добро пожаловать в etcd-explorer", AppWindow.text(robot, ".title-1"));
            MenuButton menu = robot.lookup("#languageMenu").queryAs(MenuButton.class);
            assertTrue(AppWindow.onFx(() -> menu.getItems().stream().anyMatch(item ->
                    "Русский".equals(item.getText()) && ((javafx.scene.control.RadioMenuItem) item).isSelected())));
            Node welcome = robot.lookup("#welcomePane").query();
            ClippedText.assertNone(welcome.getScene(), "welcome in Russian");
            assertTrue(robot.lookup(".title-1").queryAs(Label.class).isVisible());
        } finally {
            AppWindow.close(app);
        }
    }
}
