package io.etcdexplorer.profiles;

import io.etcdexplorer.i18n.Language;
import io.etcdexplorer.i18n.Locales;
import io.etcdexplorer.testsupport.AppWindow;
import io.etcdexplorer.testsupport.ClippedText;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Labeled;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextInputControl;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The connection list, the profile editor with each of its tabs, the import dialog and the kubeadm node dialog in
 * one language, in the real 1280x800 window: every text is in that language and none is cut off. Each view is also
 * written to {@code target/i18n/<language>/} as a PNG, to be looked at.
 */
abstract class ProfilesWindowLanguageCheck {

    private static Application app;
    private final FxRobot robot = new FxRobot();

    /** Opens the window in {@code language}; the subclass calls it from its {@code @BeforeAll}. */
    static void open(Path home, Language language) throws Exception {
        Locales.use(language);
        app = AppWindow.openIn(language, home);
    }

    @AfterAll
    static void closeWindow() throws Exception {
        try {
            if (app != null) {
                AppWindow.close(app);
            }
        } finally {
            Locales.use(Language.ENGLISH);
        }
    }

    @AfterEach
    void closeDialogs() {
        robot.interact(() -> Window.getWindows().stream().filter(w -> w instanceof Stage s && s.getOwner() != null)
                .toList().forEach(Window::hide));
    }

    /** The language's words for what the test checks. */
    record Expected(String folder, String listTitle, String connectionTab, String previewEndpoints,
                    String kubeadmTitle, String timeoutProblem) {
    }

    abstract Expected expected();

    @Test
    void connectionListEditorImportAndNodeDialogSpeakTheLanguageAndShowTheirTextsWhole() throws Exception {
        Expected words = expected();
        Labeled connect = AppWindow.await(robot, "#connectButton", Labeled.class, 15);
        Scene main = connect.getScene();
        assertEquals(1280, (int) main.getWidth());
        assertTrue(AppWindow.onFx(() -> robot.lookup(".title-4").queryAs(Labeled.class).getText())
                .equals(words.listTitle()));
        ClippedText.assertNone(main, "the connection list");
        picture(main, words.folder(), "connections");

        robot.clickOn("#addConnectionButton");
        robot.clickOn("#newConnectionItem");
        TabPane tabs = AppWindow.await(robot, "#profileTabs", TabPane.class, 10);
        Scene editor = tabs.getScene();
        assertEquals(words.connectionTab(), AppWindow.onFx(() -> tabs.getTabs().get(0).getText()));
        set("#profileTimeout", "0");
        String problems = AppWindow.text(robot, "#profileProblems");
        assertTrue(problems.contains(words.timeoutProblem()), problems);
        for (int i = 0; i < tabs.getTabs().size(); i++) {
            int index = i;
            robot.interact(() -> tabs.getSelectionModel().select(index));
            if (i == 1) {
                robot.interact(() -> robot.lookup("#profileSkipVerify").queryAs(CheckBox.class).setSelected(true));
            } else if (i == 3) {
                robot.interact(() -> robot.lookup("#sshEnabled").queryAs(CheckBox.class).setSelected(true));
            }
            WaitForAsyncUtils.waitForFxEvents();
            String name = AppWindow.onFx(() -> tabs.getTabs().get(index).getText());
            picture(editor, words.folder(), "profile-" + i);
            ClippedText.assertNone(editor, "the profile editor's tab " + name);
        }
        closeDialogs();

        robot.clickOn("#addConnectionButton");
        robot.clickOn("#importTextItem");
        TextArea preview = AppWindow.await(robot, "#importPreview", TextArea.class, 10);
        set("#importText", "ETCDCTL_API=3 etcdctl --endpoints=https://10.0.0.11:2379,https://10.0.0.12:2379 "
                + "--cacert=/etc/kubernetes/pki/etcd/ca.crt --cert=/etc/kubernetes/pki/etcd/healthcheck-client.crt "
                + "--key=/etc/kubernetes/pki/etcd/healthcheck-client.key --insecure-skip-tls-verify get / --prefix");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> AppWindow.onFx(preview::getText).contains("10.0.0.12"));
        assertTrue(AppWindow.onFx(preview::getText).contains(words.previewEndpoints()), preview.getText());
        ClippedText.assertNone(preview.getScene(), "the import dialog");
        picture(preview.getScene(), words.folder(), "import");
        closeDialogs();

        robot.clickOn("#addConnectionButton");
        robot.clickOn("#kubeadmNodeItem");
        Scene node = AppWindow.await(robot, "#kubeadmHost", TextInputControl.class, 10).getScene();
        assertEquals(words.kubeadmTitle(), AppWindow.onFx(() -> ((Stage) node.getWindow()).getTitle()));
        ClippedText.assertNone(node, "the kubeadm node dialog");
        picture(node, words.folder(), "kubeadm");
    }

    private void set(String id, String text) {
        TextInputControl field = robot.lookup(id).queryAs(TextInputControl.class);
        robot.interact(() -> field.setText(text));
    }

    /** Writes what {@code scene} shows to target/i18n/{@code folder}/{@code name}.png. */
    private static void picture(Scene scene, String folder, String name) throws Exception {
        WritableImage image = WaitForAsyncUtils.asyncFx(() -> scene.snapshot(null)).get(10, TimeUnit.SECONDS);
        int width = (int) image.getWidth();
        int height = (int) image.getHeight();
        int[] argb = new int[width * height];
        image.getPixelReader().getPixels(0, 0, width, height, PixelFormat.getIntArgbInstance(), argb, 0, width);
        BufferedImage out = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        out.setRGB(0, 0, width, height, argb, 0, width);
        Path file = Path.of("target/i18n", folder, name + ".png");
        Files.createDirectories(file.getParent());
        ImageIO.write(out, "png", file.toFile());
    }
}
