package io.etcdexplorer.transfer;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.oplog.OperationLog;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.keys.KeyNode;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.testsupport.AppWindow;
import io.etcdexplorer.testsupport.EtcdExtension;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextField;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The context-menu item and the copy window, headless, between two real etcds. */
class CopyToDialogTest {

    @RegisterExtension
    static final EtcdExtension production = new EtcdExtension();

    @RegisterExtension
    static final EtcdExtension staging = new EtcdExtension();

    private static EtcdSession source;
    private static EtcdSession target;
    private static BackgroundExecutor executor;
    private final FxRobot robot = new FxRobot();

    @BeforeAll
    static void open() throws Exception {
        FxToolkit.registerPrimaryStage();
        production.put("/app/a", "1");
        production.put("/app/b", "2");
        source = new EtcdConnector().connect(ConnectionSettings.plain(List.of(production.endpoint())), h -> { });
        target = new EtcdConnector().connect(ConnectionSettings.plain(List.of(staging.endpoint())), h -> { });
        executor = BackgroundExecutor.withDaemonPool(Platform::runLater);
    }

    @AfterAll
    static void close() throws Exception {
        FxToolkit.cleanupStages();
        executor.close();
        source.close();
        target.close();
    }

    @AfterEach
    void closeWindows() {
        robot.interact(() -> Window.getWindows().stream().filter(w -> w instanceof Stage).toList()
                .forEach(Window::hide));
    }

    @Test
    void theMenuItemWaitsForAnotherWorkspaceThenTheWindowPreviewsAndCopies() throws Exception {
        KeyNode app = appNode();
        AtomicReference<List<CopyTarget>> open = new AtomicReference<>(List.of());
        OperationLog log = new OperationLog(Clock.systemUTC());
        CopyToViewModel vm = new CopyToViewModel(executor, () -> source, open::get);
        Stage stage = WaitForAsyncUtils.asyncFx(() -> {
            Stage shown = new Stage();
            shown.setScene(new Scene(new StackPane(new Label("tree")), 300, 200));
            shown.show();
            return shown;
        }).get(5, TimeUnit.SECONDS);
        MenuItem item = WaitForAsyncUtils.asyncFx(() -> CopyToActions.menuItem(() -> stage, () -> app, vm))
                .get(5, TimeUnit.SECONDS);
        ContextMenu menu = WaitForAsyncUtils.asyncFx(() -> new ContextMenu(item)).get(5, TimeUnit.SECONDS);

        assertTrue(showMenu(menu, stage, item), "no other workspace is open");
        open.set(List.of(new CopyTarget("staging", () -> target, false, log, () -> { })));
        assertFalse(showMenu(menu, stage, item), "staging is open now");

        robot.interact(item::fire);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> AppWindow.onFx(() ->
                robot.lookup("#copyTargetPrefix").tryQuery().isPresent()));
        TextField prefix = robot.lookup("#copyTargetPrefix").queryAs(TextField.class);
        assertEquals("/app/", AppWindow.onFx(prefix::getText));
        robot.interact(() -> prefix.setText("/staging/app/"));
        robot.clickOn("#copyPreviewButton");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> robot.lookup("#copySummary")
                .queryTextInputControl().getText().contains("The copy will write 2 keys.")));

        Button copy = robot.lookup("#copyButton").queryButton();
        assertFalse(AppWindow.onFx(copy::isDisabled));
        robot.clickOn(copy);
        Label message = robot.lookup("#copyMessage").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> AppWindow.onFx(() ->
                message.getText().startsWith("Copied to staging: 2 keys written")));
        assertEquals("1", staging.get("/staging/app/a").orElseThrow());
        assertEquals("2", staging.get("/staging/app/b").orElseThrow());
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> log.entries().size() == 1));
        assertTrue(AppWindow.onFx(copy::isDisabled), "copying again needs a new preview");
        robot.clickOn("#copyCloseButton");
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> AppWindow.onFx(() ->
                robot.lookup("#copyTargetPrefix").tryQuery().isEmpty()));
    }

    @Test
    void aReadOnlyTargetIsNamedAndTheCopyButtonStaysOff() throws Exception {
        KeyNode app = appNode();
        CopyToViewModel vm = new CopyToViewModel(executor, () -> source, () -> List.of(new CopyTarget("prod-replica",
                () -> target, true, new OperationLog(Clock.systemUTC()), () -> { })));
        WaitForAsyncUtils.asyncFx(() -> {
            vm.chooseSource(app);
            new CopyToDialog(null, vm).show();
        }).get(5, TimeUnit.SECONDS);
        robot.clickOn("#copyPreviewButton");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> !robot.lookup("#copySummary")
                .queryTextInputControl().getText().isEmpty()));
        String problem = AppWindow.onFx(() -> robot.lookup("#copyProblem").queryAs(Label.class).getText());
        assertTrue(problem.startsWith("prod-replica is a read-only connection: nothing was written."), problem);
        assertTrue(AppWindow.onFx(() -> robot.lookup("#copyButton").queryButton().isDisabled()));
    }

    /** Shows the menu, reads whether the item is disabled once shown, hides it. */
    private boolean showMenu(ContextMenu menu, Stage stage, MenuItem item) throws Exception {
        robot.interact(() -> menu.show(stage));
        boolean disabled = AppWindow.onFx(item::isDisable);
        robot.interact(menu::hide);
        return disabled;
    }

    private static KeyNode appNode() throws Exception {
        return WaitForAsyncUtils.asyncFx(() -> {
            KeysViewModel keys = new KeysViewModel(BackgroundExecutor.sameThread(), new StatusViewModel());
            keys.open(source);
            keys.refresh();
            return keys.treeProperty().get().find("/app".getBytes(StandardCharsets.UTF_8));
        }).get(10, TimeUnit.SECONDS);
    }
}
