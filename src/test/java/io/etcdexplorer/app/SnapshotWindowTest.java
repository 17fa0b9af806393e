package io.etcdexplorer.app;

import io.etcdexplorer.fx.FileDialogs;
import io.etcdexplorer.fx.FileRequest;
import io.etcdexplorer.testsupport.AppWindow;
import io.etcdexplorer.testsupport.EtcdExtension;
import io.etcdexplorer.testsupport.SnapshotFiles;
import io.etcdexplorer.workspace.Workspace;
import javafx.application.Application;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.ToolBar;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Open snapshot… in the real window: {@code --snapshot FILE} on the command line and the "+" menu each open the
 * file as a read-only workspace tab named after it, whose timeline spans the file's revisions; closing the tab
 * deletes its copy; a truncated file gets the banner and no tab. A snapshot's toolbar shows its revision, not the
 * live badge and Pause.
 */
class SnapshotWindowTest {

    @RegisterExtension
    static final EtcdExtension source = new EtcdExtension();

    @TempDir
    static Path files;

    private static Path snapshot;
    private static long firstRevision;

    @TempDir
    Path home;

    private final FxRobot robot = new FxRobot();
    private Application app;

    @BeforeAll
    static void saveASnapshot() throws Exception {
        firstRevision = SnapshotFiles.seed(source);
        snapshot = SnapshotFiles.save(source, files.resolve("etcd-backup.db"));
    }

    @AfterEach
    void closeWindow() throws Exception {
        if (app != null) {
            AppWindow.close(app);
        }
    }

    @Test
    void theCommandLineAndThePlusMenuOpenReadOnlyWorkspacesThatCloseWithoutATrace() throws Exception {
        app = AppWindow.open(home, "--snapshot", snapshot.toString());
        MainViewModel viewModel = ((EtcdExplorerApp) app).viewModel();
        Tab tab = awaitTab("workspaceTab-snapshot__etcd-backup_db");
        assertEquals("snapshot: etcd-backup.db", fxSoon(tab::getText));
        assertTrue(fxSoon(() -> robot.lookup("#readOnlyBadge").tryQuery().isPresent()),
                "the toolbar says read-only");
        Workspace front = fxSoon(() -> viewModel.workspaces().active().orElseThrow());
        assertTrue(front.isReadOnly());
        long current = source.client().getKVClient().get(SnapshotFiles.bytes("/app/config")).get(10,
                TimeUnit.SECONDS).getHeader().getRevision();
        // It does not look live: its revision instead of the live badge, no Pause, no import into it.
        Label badge = fxSoon(() -> robot.lookup("#snapshotBadge").queryAs(Label.class));
        assertEquals("snapshot · revision " + current, fxSoon(badge::getText));
        String tip = fxSoon(() -> badge.getTooltip().getText());
        assertTrue(tip.contains(snapshot.toString()) && !tip.contains("hash not checked"), tip);
        assertTrue(fxSoon(() -> robot.lookup("#liveIndicator").tryQuery().isEmpty()
                && robot.lookup("#livePause").tryQuery().isEmpty()), "no live badge, no Pause");
        // At 1280 px the Transfer menu sits in the toolbar's overflow, out of the scene graph: ask the toolbar.
        assertEquals(List.of("exportAllItem"), fxSoon(() -> robot.lookup(".tool-bar").queryAllAs(ToolBar.class)
                .stream().flatMap(bar -> bar.getItems().stream()).filter(n -> "transferMenu".equals(n.getId()))
                .map(MenuButton.class::cast).findFirst().orElseThrow().getItems().stream().map(MenuItem::getId)
                .toList()), "Transfer only exports");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> AppWindow.onFx(() ->
                front.timeline().currentProperty().get() == current && front.timeline().oldestProperty().get() == 1));
        assertEquals("Latest · revision " + current, fxSoon(() -> robot.lookup("#timelineRevision")
                .queryAs(Label.class).getText()), "the timeline's newest revision is the file's, not live");
        assertTrue(firstRevision > 1, "the timeline can go back to the file's first revisions");

        // The + menu, with a stand-in for the OS's file dialog.
        Path other = Files.copy(snapshot, files.resolve("other-backup.db"));
        Window main = robot.lookup("#mainView").query().getScene().getWindow();
        List<FileRequest> asked = new java.util.concurrent.CopyOnWriteArrayList<>();
        robot.interact(() -> FileDialogs.usePicker(main, (owner, request) -> {
            asked.add(request);
            return Optional.of(other);
        }));
        fireAddMenuItem("openSnapshotItem");
        awaitTab("workspaceTab-snapshot__other-backup_db");
        assertEquals("Open snapshot", asked.get(0).title());
        assertEquals(2, AppWindow.onFx(() -> viewModel.snapshots().opened().size()));
        Path copies = home.resolve("data/snapshots");
        assertEquals(2, listed(copies).size(), "one temporary copy each, in the app's data folder");

        // The first file again: its tab comes forward, no second copy.
        robot.interact(() -> viewModel.snapshots().open(snapshot));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> "snapshot: etcd-backup.db".equals(
                fxSoon(() -> viewModel.workspaces().active().map(Workspace::name).orElse(""))));
        assertEquals(2, fxSoon(() -> viewModel.workspaces().open().size()));
        assertEquals(2, listed(copies).size());

        // Closing both tabs deletes both copies.
        robot.interact(() -> List.copyOf(viewModel.workspaces().open()).forEach(
                w -> viewModel.workspaces().close(w, io.etcdexplorer.profiles.Leaving.CLOSE_TAB)));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> listed(copies).isEmpty());
        assertEquals(0, AppWindow.onFx(() -> viewModel.snapshots().opened().size()));

        // A truncated file: the banner says so, and no tab opens.
        Path cut = SnapshotFiles.truncated(snapshot, files.resolve("cut.db"), Files.size(snapshot) / 3);
        robot.interact(() -> FileDialogs.usePicker(main, (owner, request) -> Optional.of(cut)));
        fireAddMenuItem("openSnapshotItem");
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS,
                () -> AppWindow.onFx(() -> robot.lookup("#problemBanner").tryQuery().map(n -> n.isVisible())
                        .orElse(false)));
        String banner = AppWindow.onFx(() -> viewModel.status().problemProperty().get().message());
        assertTrue(banner.startsWith("cut.db is truncated"), banner);
        assertTrue(AppWindow.onFx(() -> viewModel.workspaces().open().isEmpty()));
        assertTrue(listed(copies).isEmpty(), "nothing left of the truncated file");
    }

    @Test
    void aStartDeletesACrashedRunsCopyAndAHashMismatchAsksBeforeOpeningAnyway() throws Exception {
        Process gone = new ProcessBuilder("true").start();
        gone.waitFor(10, TimeUnit.SECONDS);
        Path leftover = Files.createDirectories(home.resolve("data/snapshots/snapshot-crashed/data/member/snap"))
                .getParent().getParent().getParent();
        Files.writeString(leftover.resolve("owner"), gone.pid() + " 0\n");
        app = AppWindow.open(home);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> !Files.exists(leftover));

        Path bad = SnapshotFiles.badHash(snapshot, files.resolve("damaged.db"));
        MainViewModel viewModel = ((EtcdExplorerApp) app).viewModel();
        robot.interact(() -> viewModel.snapshots().open(bad));
        javafx.scene.control.DialogPane dialog = AppWindow.await(robot, "#snapshotHashDialog",
                javafx.scene.control.DialogPane.class, 60);
        assertTrue(AppWindow.onFx(dialog::getContentText).startsWith("damaged.db does not match the SHA-256 hash"),
                AppWindow.onFx(dialog::getContentText));
        assertTrue(AppWindow.onFx(() -> viewModel.workspaces().open().isEmpty()), "nothing opens before the answer");
        robot.interact(() -> ((javafx.scene.control.Button) dialog.lookup("#openAnywayButton")).fire());
        Tab tab = awaitTab("workspaceTab-snapshot__damaged_db");
        String tooltip = fxSoon(() -> tab.getTooltip().getText());
        assertTrue(tooltip.endsWith("(hash not checked)"), tooltip);
        String badgeTip = fxSoon(() -> robot.lookup("#snapshotBadge").queryAs(Label.class).getTooltip().getText());
        assertTrue(badgeTip.contains(bad.toString()) && badgeTip.contains("hash not checked"), badgeTip);

        // Quitting with the snapshot open: its etcd stops and its copy goes with the app.
        long pid = fxSoon(() -> viewModel.snapshots().opened().get(0).etcd().pid());
        AppWindow.close(app);
        app = null;
        assertEquals(List.of(), listed(home.resolve("data/snapshots")), "no copy left after quitting");
        assertTrue(ProcessHandle.of(pid).map(p -> !p.isAlive()).orElse(true), "its etcd stopped");
    }

    @Test
    void droppingFilesOnTheWindowOpensTheSnapshotAndTheBannerNamesWhatWasNotOpened() throws Exception {
        app = AppWindow.open(home);
        MainViewModel viewModel = ((EtcdExplorerApp) app).viewModel();
        Path notes = Files.writeString(files.resolve("restore-notes.txt"), "restore with --data-dir");
        javafx.scene.Node main = fxSoon(() -> robot.lookup("#mainView").query());

        // What the OS hands over while the files are dragged over the window, then dropped.
        javafx.scene.input.DragEvent over = drop(javafx.scene.input.DragEvent.DRAG_OVER, notes, snapshot);
        robot.interact(() -> javafx.event.Event.fireEvent(main, over));
        assertEquals(javafx.scene.input.TransferMode.COPY, over.getAcceptedTransferMode(), "the window takes files");
        javafx.scene.input.DragEvent dropped = drop(javafx.scene.input.DragEvent.DRAG_DROPPED, notes, snapshot);
        robot.interact(() -> javafx.event.Event.fireEvent(main, dropped));
        assertTrue(dropped.isDropCompleted());

        Tab tab = awaitTab("workspaceTab-snapshot__etcd-backup_db");
        assertEquals("snapshot: etcd-backup.db", fxSoon(tab::getText));
        assertEquals(1, fxSoon(() -> viewModel.workspaces().open().size()), "only the snapshot opened");
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS,
                () -> AppWindow.onFx(() -> robot.lookup("#problemBanner").tryQuery().map(javafx.scene.Node::isVisible)
                        .orElse(false)));
        assertEquals("Only etcd-backup.db is opened, not the other dropped items: restore-notes.txt.",
                AppWindow.onFx(() -> viewModel.shownStatus().get().problemProperty().get().message()),
                "the snapshot's workspace, in front, shows the note in its banner");
    }

    /** A drag of {@code dropped} as the toolkit delivers it: a drag board holding the files, at the window's middle. */
    private static javafx.scene.input.DragEvent drop(javafx.event.EventType<javafx.scene.input.DragEvent> type,
                                                     Path... dropped) throws Exception {
        return AppWindow.onFx(() -> {
            // The toolkit's local clipboard, offering a copy as a drag from the OS's file manager does.
            com.sun.javafx.tk.TKClipboard local = com.sun.javafx.tk.Toolkit.getToolkit().createLocalClipboard();
            com.sun.javafx.tk.TKClipboard dragged = (com.sun.javafx.tk.TKClipboard) java.lang.reflect.Proxy
                    .newProxyInstance(SnapshotWindowTest.class.getClassLoader(),
                            new Class<?>[] {com.sun.javafx.tk.TKClipboard.class}, (proxy, method, args) ->
                                    method.getName().equals("getTransferModes")
                                            ? java.util.Set.of(javafx.scene.input.TransferMode.COPY)
                                            : method.invoke(local, args));
            javafx.scene.input.Dragboard board = com.sun.javafx.scene.input.DragboardHelper.createDragboard(dragged);
            com.sun.javafx.scene.input.DragboardHelper.setDataAccessRestriction(board, false);
            board.setContent(java.util.Map.of(javafx.scene.input.DataFormat.FILES,
                    Stream.of(dropped).map(Path::toFile).toList()));
            return new javafx.scene.input.DragEvent(type, board, 400, 300, 400, 300,
                    javafx.scene.input.TransferMode.COPY, null, null, null);
        });
    }

    /**
     * Reads on the UI thread, asking again while it is busy: on a loaded machine building a workspace's view can
     * hold it longer than one read waits.
     */
    private static <T> T fxSoon(java.util.concurrent.Callable<T> read) throws Exception {
        Object[] value = new Object[1];
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> {
            try {
                value[0] = AppWindow.onFx(read);
                return true;
            } catch (java.util.concurrent.TimeoutException e) {
                return false;
            }
        });
        @SuppressWarnings("unchecked")
        T read1 = (T) value[0];
        return read1;
    }

    private Tab awaitTab(String id) throws Exception {
        Tab[] found = new Tab[1];
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> {
            try {
                found[0] = AppWindow.onFx(() -> robot.lookup("#workspaceTabs").queryAs(TabPane.class).getTabs()
                        .stream().filter(t -> id.equals(t.getId())).findFirst().orElse(null));
            } catch (java.util.concurrent.TimeoutException e) {
                return false; // the UI thread is still building the first workspace on a busy machine: ask again
            }
            return found[0] != null;
        });
        return found[0];
    }

    private void fireAddMenuItem(String id) {
        MenuButton add = robot.lookup("#addConnectionButton").queryAs(MenuButton.class);
        MenuItem item = add.getItems().stream().filter(i -> id.equals(i.getId())).findFirst().orElseThrow();
        robot.interact(item::fire);
    }

    private static List<Path> listed(Path dir) throws Exception {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> list = Files.list(dir)) {
            return list.toList();
        }
    }
}
