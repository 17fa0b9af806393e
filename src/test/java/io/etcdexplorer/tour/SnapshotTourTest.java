package io.etcdexplorer.tour;

import io.etcdexplorer.app.EtcdExplorerApp;
import io.etcdexplorer.app.MainViewModel;
import io.etcdexplorer.testsupport.AppWindow;
import io.etcdexplorer.testsupport.EtcdTools;
import javafx.application.Application;
import javafx.scene.control.Labeled;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * README tour, snapshot files: the playground saved with {@code etcdctl snapshot save}, then opened with Open
 * snapshot… beside it: a read-only tab named after the file, with its revision where a cluster shows "live",
 * whose History tab still has every version the file kept.
 */
class SnapshotTourTest {

    static final List<String> PICTURES = List.of("snapshot-workspace");

    private static final int WAIT = 60;
    private static final String FLAGS = "/demo/config/feature-flags.json";

    @TempDir
    static Path home;

    private static Application app;
    private static MainViewModel viewModel;
    @RegisterExtension
    static final Screenshots shots = new Screenshots(PICTURES);
    private final FxRobot robot = new FxRobot();

    @BeforeAll
    static void openWindow() throws Exception {
        FxRobot robot = new FxRobot();
        app = TourWindow.openOnPlayground(home, robot);
        viewModel = ((EtcdExplorerApp) app).viewModel();
    }

    @AfterAll
    static void closeWindow() throws Exception {
        try {
            AppWindow.close(app);
        } finally {
            shots.assertAllTaken();
        }
    }


    @Test
    void aSnapshotOfThePlaygroundOpensReadOnlyWithItsHistory() throws Exception {
        Path backup = saveThePlayground(Files.createDirectories(home.resolve("backups")).resolve("etcd-backup.db"));
        robot.interact(() -> viewModel.snapshots().open(backup));
        TabPane tabs = robot.lookup("#workspaceTabs").queryAs(TabPane.class);
        // The snapshot's tab, named in the language of the run ("snapshot: etcd-backup.db" in English).
        String tabName = io.etcdexplorer.i18n.Messages.of(io.etcdexplorer.snapshots.SnapshotViewModel.class)
                .format("workspaceName", "etcd-backup.db");
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> tabs.getTabs().size() == 2
                && tabName.equals(tabs.getSelectionModel().getSelectedItem().getText())));
        TourWindow.waitForKeys(robot);
        robot.interact(() -> robot.lookup("#workspace").queryAs(SplitPane.class).setDividerPositions(0.24));
        AppWindow.goTo(robot, FLAGS);
        TabPane detail = robot.lookup("#detailTabs").queryAs(TabPane.class);
        Tab history = detail.getTabs().stream().filter(t -> "historyTab".equals(t.getId())).findFirst().orElseThrow();
        robot.interact(() -> detail.getSelectionModel().select(history));
        TableView<?> table = robot.lookup("#historyTable").queryAs(TableView.class);
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> table.getItems().size()) == 5);
        robot.interact(() -> table.getSelectionModel().clearAndSelect(4));
        assertTrue(AppWindow.onFx(() -> robot.lookup("#readOnlyBadge").tryQuery().isPresent()), "read-only");
        assertTrue(TourText.startsWith(AppWindow.text(robot, "#snapshotBadge"), "snapshot · revision "),
                AppWindow.text(robot, "#snapshotBadge"));
        assertTrue(AppWindow.onFx(() -> robot.lookup("#livePause").tryQuery().isEmpty()), "nothing to pause");
        assertTrue(TourText.startsWith(AppWindow.text(robot, "#statusConnection"), "snapshot: etcd-backup.db"),
                AppWindow.text(robot, "#statusConnection"));
        Labeled summary = robot.lookup("#historySummary").queryAs(Labeled.class);
        assertTrue(TourText.startsWith(AppWindow.onFx(summary::getText), "5 versions"), AppWindow.onFx(summary::getText));
        shots.shoot(TourWindow.mainScene(robot), "snapshot-workspace");
    }

    /** {@code etcdctl snapshot save} of the playground, whose endpoint the status bar shows. */
    private Path saveThePlayground(Path target) throws Exception {
        Matcher endpoint = Pattern.compile("https?://[^\\s,]+").matcher(AppWindow.text(robot, "#statusConnection"));
        assertTrue(endpoint.find());
        ProcessBuilder save = new ProcessBuilder(EtcdTools.etcdctl().toString(), "--endpoints", endpoint.group(),
                "snapshot", "save", target.toString()).redirectErrorStream(true);
        save.environment().put("ETCDCTL_API", "3");
        Process process = save.start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(60, TimeUnit.SECONDS) && process.exitValue() == 0, output);
        return target;
    }
}
