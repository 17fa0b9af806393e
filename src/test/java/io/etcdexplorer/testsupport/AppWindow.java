package io.etcdexplorer.testsupport;

import io.etcdexplorer.app.AppDirs;
import io.etcdexplorer.app.EtcdExplorerApp;
import javafx.application.Application;
import javafx.scene.Node;
import javafx.scene.control.TreeCell;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/** The real main window, headless, with its settings and data in a temporary folder instead of the user's. */
public final class AppWindow {

    private AppWindow() {
    }

    public static Application open(Path home, String... args) throws TimeoutException {
        // TestFX keeps any uncaught exception of any thread (an sshd test's Apache MINA I/O thread, say) and throws
        // it at the next wait, in whichever test class comes next: those of earlier classes are not this window's.
        WaitForAsyncUtils.clearExceptions();
        System.setProperty(AppDirs.HOME_PROPERTY, home.toString());
        FxToolkit.registerPrimaryStage();
        return FxToolkit.setupApplication(EtcdExplorerApp.class, args);
    }

    /**
     * The window in {@code language}, as a user who picked it sees it: the app chooses its language as it starts
     * (from the {@code etcd-explorer.language} property the test run sets to English), so the property names
     * {@code language} while it starts, and afterwards what it was.
     */
    public static Application openIn(io.etcdexplorer.i18n.Language language, Path home, String... args)
            throws TimeoutException {
        String before = System.getProperty(io.etcdexplorer.i18n.Locales.PROPERTY);
        System.setProperty(io.etcdexplorer.i18n.Locales.PROPERTY, language.tag());
        try {
            return open(home, args);
        } finally {
            if (before == null) {
                System.clearProperty(io.etcdexplorer.i18n.Locales.PROPERTY);
            } else {
                System.setProperty(io.etcdexplorer.i18n.Locales.PROPERTY, before);
            }
        }
    }

    public static void close(Application app) throws TimeoutException {
        FxToolkit.cleanupApplication(app);
        FxToolkit.cleanupStages();
        System.clearProperty(AppDirs.HOME_PROPERTY);
    }

    /** The visible tree cell showing exactly {@code text}, once it appears. */
    public static Node treeCell(FxRobot robot, String text) throws TimeoutException {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                () -> AppWindow.onFx(() -> robot.lookup(n -> n instanceof TreeCell && text.equals(((TreeCell<?>) n).getText()))
                        .tryQuery().isPresent()));
        return robot.lookup(n -> n instanceof TreeCell && text.equals(((TreeCell<?>) n).getText())).query();
    }

    /** Selects a key or prefix through the toolbar's Go to key field, as Ctrl+L, typing and Enter would. */
    public static void goTo(FxRobot robot, String key) {
        javafx.scene.control.TextField field = robot.lookup("#goToKey").queryAs(javafx.scene.control.TextField.class);
        robot.interact(() -> {
            field.setText(key);
            field.fireEvent(new javafx.event.ActionEvent());
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Reads a control on the FX thread: a TextArea's text read from a test thread can be caught mid-update. */
    public static <T> T onFx(java.util.concurrent.Callable<T> read) throws Exception {
        return WaitForAsyncUtils.asyncFx(read).get(5, TimeUnit.SECONDS);
    }

    /**
     * The text of the control {@code selector} finds now ("" when none): the status bar and a workspace's views are
     * replaced when another workspace comes to the front, so a test looks them up again each time it reads.
     */
    public static String text(FxRobot robot, String selector) throws Exception {
        return onFx(() -> robot.lookup(selector).tryQuery().map(n -> n instanceof javafx.scene.control.Labeled l
                ? l.getText() : n instanceof javafx.scene.control.TextInputControl t ? t.getText() : "")
                .map(t -> t == null ? "" : t).orElse(""));
    }

    /** Waits up to {@code seconds} for {@code selector} to find a node (a workspace's views come when it opens). */
    public static <T extends Node> T await(FxRobot robot, String selector, Class<T> type, int seconds)
            throws TimeoutException {
        WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, () -> {
            try {
                return onFx(() -> robot.lookup(selector).tryQuery().isPresent());
            } catch (TimeoutException busy) {
                // The UI thread held for over 5 s (a workspace building its views on a loaded machine): not yet.
                return false;
            }
        });
        return robot.lookup(selector).queryAs(type);
    }
}
