package io.etcdexplorer.app;

import io.etcdexplorer.i18n.Language;
import io.etcdexplorer.i18n.Locales;
import io.etcdexplorer.testsupport.AppWindow;
import io.etcdexplorer.testsupport.ClippedText;
import io.etcdexplorer.testsupport.LanguagePictures;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.Labeled;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextField;
import javafx.scene.control.TreeView;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The playground's History, Compare and Space tabs and the timeline above them in one language at 1280x800, each
 * with real content; every label must show its whole text. A picture of each goes to target/i18n/.
 */
final class HistoryTabsInLanguages {

    private static final int WAIT = 60;

    private final FxRobot robot = new FxRobot();

    /** Opens the playground in {@code language}, checks each tab and returns the texts the test asserts on. */
    Shown check(Language language, Path home) throws Exception {
        Locales.use(language);
        Application app = AppWindow.openIn(language, home);
        try {
            String tag = language.name().toLowerCase(java.util.Locale.ROOT);
            WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS,
                    () -> robot.lookup("#openPlaygroundButton").tryQuery().isPresent());
            robot.clickOn("#openPlaygroundButton");
            WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> robot.lookup("#keyTree").tryQuery().isPresent()
                    && robot.lookup("#detailTabs").tryQuery().isPresent());
            TreeView<?> tree = robot.lookup("#keyTree").queryAs(TreeView.class);
            WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> tree.isVisible()
                    && tree.getExpandedItemCount() > 2));
            Scene scene = AppWindow.onFx(() -> robot.lookup("#mainView").query().getScene());
            TabPane details = robot.lookup("#detailTabs").queryAs(TabPane.class);

            // History of a key with versions: the first leaf the tree shows.
            robot.interact(() -> {
                javafx.scene.control.TreeItem<?> item = tree.getRoot();
                while (item != null && !item.isLeaf()) {
                    item.setExpanded(true);
                    item = item.getChildren().isEmpty() ? null : item.getChildren().get(item.getChildren().size() - 1);
                }
                selectItem(tree, item);
            });
            select(details, "historyTab");
            Labeled historySummary = robot.lookup("#historySummary").queryAs(Labeled.class);
            WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> AppWindow.onFx(historySummary::getText)
                    .matches("\\d.*[^…]"));
            String history = AppWindow.onFx(historySummary::getText);
            ClippedText.assertNone(scene, "the History tab in " + language);
            LanguagePictures.save(scene, tag + "-history");

            // Compare revision 1 with now.
            select(details, "compareTab");
            TextField revisionA = robot.lookup("#compareRevisionA").queryAs(TextField.class);
            robot.interact(() -> revisionA.setText("1"));
            robot.interact(() -> robot.lookup("#compareRun").queryButton().fire());
            Labeled compareSummary = robot.lookup("#compareSummary").queryAs(Labeled.class);
            WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> AppWindow.onFx(() ->
                    robot.lookup("#compareTable").queryTableView().getItems().size() > 0));
            String compare = AppWindow.onFx(compareSummary::getText);
            ClippedText.assertNone(scene, "the Compare tab in " + language);
            LanguagePictures.save(scene, tag + "-compare");

            // The Space tab: all keys analysed, with the members' figures below.
            select(details, "spaceTab");
            robot.interact(() -> robot.lookup("#spaceAnalyseAll").queryButton().fire());
            WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> !AppWindow.text(robot, "#spaceSummary").isEmpty()
                    && robot.lookup("#spaceMember").tryQuery().isPresent());
            WaitForAsyncUtils.waitForFxEvents();
            String space = AppWindow.text(robot, "#spaceSummary");
            ClippedText.assertNone(scene, "the Space tab in " + language);
            LanguagePictures.save(scene, tag + "-space");

            String timeline = AppWindow.text(robot, "#timelineRevision");
            return new Shown(history, compare, space, timeline);
        } finally {
            AppWindow.close(app);
            Locales.use(Language.ENGLISH);
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static void selectItem(TreeView tree, javafx.scene.control.TreeItem item) {
        tree.getSelectionModel().select(item);
    }

    private void select(TabPane details, String id) throws Exception {
        Tab tab = details.getTabs().stream().filter(t -> id.equals(t.getId())).findFirst().orElseThrow();
        robot.interact(() -> details.getSelectionModel().select(tab));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(AppWindow.onFx(tab::isSelected), id);
    }

    record Shown(String history, String compare, String space, String timeline) {
    }
}
