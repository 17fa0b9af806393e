package io.etcdexplorer.app;

import io.etcdexplorer.testsupport.AppWindow;
import io.etcdexplorer.testsupport.EtcdExtension;
import javafx.application.Application;
import javafx.scene.control.Labeled;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableView;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import static org.junit.jupiter.api.Assertions.assertTrue;
import io.etcdexplorer.i18n.Language;
import io.etcdexplorer.i18n.Locales;
import io.etcdexplorer.testsupport.ClippedText;
import javafx.scene.control.TabPane;

/** The Cluster tab in Russian, the longest of the four languages: every section shows its texts whole. */
class ClusterRussianWindowTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    @TempDir
    static Path home;

    private static Application app;
    private final FxRobot robot = new FxRobot();

    @BeforeAll
    static void openWindow() throws Exception {
        Locales.use(Language.RUSSIAN);
        etcd.client().getLeaseClient().grant(120).get();
        app = AppWindow.openIn(Language.RUSSIAN, home, "--endpoints", etcd.endpoint());
    }

    @AfterAll
    static void closeWindow() throws Exception {
        try {
            AppWindow.close(app);
        } finally {
            Locales.use(Language.ENGLISH);
        }
    }

    @Test
    void everySectionSpeaksRussianAndShowsItsTextsWhole() throws Exception {
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> robot.lookup("#clusterTab").tryQuery().isPresent()
                && robot.lookup("#workspace").query().isVisible()));
        robot.clickOn("#clusterTab");
        Labeled summary = robot.lookup("#clusterSummary").queryAs(Labeled.class);
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> !AppWindow.onFx(summary::getText).isEmpty());
        String text = AppWindow.onFx(summary::getText);
        assertTrue(text.startsWith("1 участник, отвечают: 1 · лидер: "), text);
        TabPane sections = robot.lookup("#clusterSections").queryAs(TabPane.class);
        for (int i = 0; i < 5; i++) {
            int index = i;
            robot.interact(() -> sections.getSelectionModel().select(index));
            WaitForAsyncUtils.waitForFxEvents();
            String name = AppWindow.onFx(() -> sections.getTabs().get(index).getText());
            ClippedText.assertNone(sections.getScene(), "the Cluster tab's section " + name + " in Russian");
        }
        assertTrue(AppWindow.onFx(() -> sections.getTabs().get(4).getText()).equals("Обслуживание"));
    }
}
