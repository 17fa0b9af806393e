package io.etcdexplorer.transfer;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.i18n.Language;
import io.etcdexplorer.i18n.Locales;
import io.etcdexplorer.keys.KeyNode;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.oplog.OperationLog;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.testsupport.AppWindow;
import io.etcdexplorer.testsupport.ClippedText;
import io.etcdexplorer.testsupport.EtcdExtension;
import io.etcdexplorer.testsupport.LanguagePictures;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Label;
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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The "Copy to another cluster" window in Russian and Japanese: the preview and the outcome, with nothing cut off. */
class CopyToDialogLanguageTest {

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
        for (int i = 0; i < 5; i++) {
            production.put("/app/k" + i, "v" + i);
        }
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
        Locales.use(Language.ENGLISH);
        robot.interact(() -> Window.getWindows().stream().filter(w -> w instanceof Stage).toList()
                .forEach(Window::hide));
    }

    private Scene previewIn(Language language, String prefix) throws Exception {
        Locales.use(language);
        KeyNode app = WaitForAsyncUtils.asyncFx(() -> {
            KeysViewModel keys = new KeysViewModel(BackgroundExecutor.sameThread(), new StatusViewModel());
            keys.open(source);
            keys.refresh();
            return keys.treeProperty().get().find("/app".getBytes(StandardCharsets.UTF_8));
        }).get(10, TimeUnit.SECONDS);
        CopyToViewModel vm = new CopyToViewModel(executor, () -> source, () -> List.of(new CopyTarget("staging",
                () -> target, false, new OperationLog(Clock.systemUTC()), () -> { })));
        WaitForAsyncUtils.asyncFx(() -> {
            vm.chooseSource(app);
            new CopyToDialog(null, vm).show();
        }).get(5, TimeUnit.SECONDS);
        robot.interact(() -> robot.lookup("#copyTargetPrefix").queryTextInputControl().setText(prefix));
        robot.interact(() -> robot.lookup("#copyPreviewButton").queryButton().fire());
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> !robot.lookup("#copySummary")
                .queryTextInputControl().getText().isEmpty()));
        return AppWindow.onFx(() -> robot.lookup("#copySummary").query().getScene());
    }

    @Test
    void russianPreviewCountsKeysWithPluralsAndTheCopySaysWhatItWrote() throws Exception {
        Scene scene = previewIn(Language.RUSSIAN, "/ru/app/");
        String summary = AppWindow.onFx(() -> robot.lookup("#copySummary").queryTextInputControl().getText());
        assertTrue(summary.startsWith("Копировать ключи под /app/ в staging: 5 ключей, "), summary);
        assertTrue(summary.contains("\nБудет записано: 5 ключей."), summary);
        assertEquals("Копировать в другой кластер", AppWindow.onFx(() -> ((Stage) scene.getWindow()).getTitle()));
        ClippedText.assertNone(scene, "the copy window's preview in Russian");
        LanguagePictures.save(scene, "russian-copy-to");

        robot.interact(() -> robot.lookup("#copyButton").queryButton().fire());
        Label message = robot.lookup("#copyMessage").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> AppWindow.onFx(() ->
                message.getText().startsWith("Скопировано в staging: записано 5 ключей (новых: 5, перезаписано: 0)")));
        ClippedText.assertNone(scene, "the copy window after copying, in Russian");
    }

    @Test
    void japanesePreviewShowsItsCountsWhole() throws Exception {
        Scene scene = previewIn(Language.JAPANESE, "/ja/app/");
        String summary = AppWindow.onFx(() -> robot.lookup("#copySummary").queryTextInputControl().getText());
        assertTrue(summary.startsWith("/app/ 以下のキーを staging へコピー：5 キー、"), summary);
        assertTrue(summary.contains("コピーで 5 キーを書き込みます。"), summary);
        ClippedText.assertNone(scene, "the copy window's preview in Japanese");
        LanguagePictures.save(scene, "japanese-copy-to");
    }
}
