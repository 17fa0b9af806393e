package io.etcdexplorer.app;

import io.etcdexplorer.fx.FileDialogs;
import io.etcdexplorer.fx.FileRequest;
import io.etcdexplorer.testsupport.AppWindow;
import io.etcdexplorer.testsupport.EtcdExtension;
import javafx.application.Application;
import javafx.scene.control.Button;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TableView;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeView;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * File dialogs in the real window start in the user's Documents, then where the user last went for the same purpose,
 * also after a restart; never in the working directory. The OS's dialogs cannot show headless, so a stand-in picker
 * records where each dialog would have started and answers for the user.
 */
class FileDialogsWindowTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    @TempDir
    Path temp;

    private final FxRobot robot = new FxRobot();
    private final List<FileRequest> asked = new CopyOnWriteArrayList<>();
    private Path answer;
    private String userHome;
    private Application app;

    @BeforeEach
    void fakeUserHome() {
        userHome = System.getProperty("user.home");
        System.setProperty("user.home", temp.resolve("user").toString());
    }

    @AfterEach
    void closeAndRestore() throws Exception {
        if (app != null) {
            AppWindow.close(app);
        }
        System.setProperty("user.home", userHome);
    }

    @Test
    void dialogsStartInDocumentsThenWhereTheUserLastWentForTheSamePurposeAlsoAfterARestart() throws Exception {
        Path documents = Files.createDirectories(temp.resolve("user/Documents"));
        Path backups = Files.createDirectories(temp.resolve("user/backups"));
        etcd.put("/shop/config", "replicas=3");
        open();

        // Export of a prefix from the tree's menu: nothing remembered yet, so Documents.
        answer = backups.resolve("shop.json");
        fire(treeMenuItem("shop  (1)", "exportJsonItem"));
        assertEquals(FileRequest.Kind.SAVE, asked.get(0).kind());
        assertEquals("shop.json", asked.get(0).fileName());
        assertEquals(documents, asked.get(0).startFolder());
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> Files.isRegularFile(answer));
        assertTrue(Files.readString(answer).contains("\"kvs\""), "the export went where the user chose");

        // Another export (the Events panel's): it starts where the last export went.
        MenuItem watch = treeMenuItem("shop  (1)", "watchPrefixItem");
        robot.interact(watch::fire);
        TableView<?> events = AppWindow.await(robot, "#eventsTable", TableView.class, 10);
        etcd.put("/shop/config", "replicas=5");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> events.getItems().size()) == 1);
        answer = backups.resolve("events.jsonl");
        robot.interact(() -> robot.lookup("#eventsExport").queryAs(Button.class).fire());
        assertEquals(backups, asked.get(1).startFolder());
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> Files.isRegularFile(answer));

        // Import is another purpose: still Documents. The user cancels, which is remembered as nothing.
        answer = null;
        fire(transferItem("importJsonItem"));
        assertEquals(FileRequest.Kind.OPEN, asked.get(2).kind());
        assertEquals(documents, asked.get(2).startFolder());

        // After a restart the export still starts where it went last.
        AppWindow.close(app);
        app = null;
        asked.clear();
        open();
        answer = null;
        fire(transferItem("exportAllItem"));
        assertEquals(backups, asked.get(0).startFolder());
        fire(transferItem("importJsonItem"));
        assertEquals(documents, asked.get(1).startFolder());
    }

    private void open() throws Exception {
        app = AppWindow.open(temp.resolve("app"), "--endpoints", etcd.endpoint());
        TreeView<?> tree = AppWindow.await(robot, "#keyTree", TreeView.class, 60);
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> !tree.getRoot().getChildren().isEmpty());
        Window main = robot.lookup("#mainView").query().getScene().getWindow();
        robot.interact(() -> FileDialogs.usePicker(main, (owner, request) -> {
            asked.add(request);
            return Optional.ofNullable(answer);
        }));
    }

    private MenuItem treeMenuItem(String cellText, String id) throws Exception {
        robot.clickOn(AppWindow.treeCell(robot, "/  (1)"));
        robot.type(javafx.scene.input.KeyCode.RIGHT);
        TreeCell<?> cell = (TreeCell<?>) AppWindow.treeCell(robot, cellText);
        return cell.getContextMenu().getItems().stream().filter(i -> id.equals(i.getId())).findFirst().orElseThrow();
    }

    private MenuItem transferItem(String id) {
        return robot.lookup("#transferMenu").queryAs(MenuButton.class).getItems().stream()
                .filter(i -> id.equals(i.getId())).findFirst().orElseThrow();
    }

    private void fire(MenuItem item) {
        int before = asked.size();
        robot.interact(item::fire);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(before + 1, asked.size(), "one dialog for " + item.getId());
    }
}
