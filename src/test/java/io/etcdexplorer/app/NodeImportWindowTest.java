package io.etcdexplorer.app;

import io.etcdexplorer.testsupport.AppWindow;
import io.etcdexplorer.testsupport.SshdServer;
import javafx.application.Application;
import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.scene.control.TextInputControl;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The "+" menu's node imports in the real window. The user's home (for ~/.minikube and ~/.ssh/known_hosts) is a
 * temporary folder; the kubeadm node is a real sshd on a machine that is no control plane, so the import goes as
 * far as the host-key question and then explains what the node lacks.
 */
class NodeImportWindowTest {

    @TempDir
    static Path home;
    private static Application app;
    private static SshdServer sshd;
    private static String userHome;
    private final FxRobot robot = new FxRobot();

    @BeforeAll
    static void openWindow() throws Exception {
        assumeTrue(SshdServer.available(), "OpenSSH's sshd is not installed (apt-get install openssh-server)");
        sshd = SshdServer.builder(home.resolve("sshd")).start();
        userHome = System.getProperty("user.home");
        System.setProperty("user.home", home.resolve("user").toString());
        app = AppWindow.open(home.resolve("app"));
    }

    @AfterAll
    static void closeWindow() throws Exception {
        if (app != null) {
            AppWindow.close(app);
        }
        if (userHome != null) {
            System.setProperty("user.home", userHome);
        }
        if (sshd != null) {
            sshd.close();
        }
    }

    @AfterEach
    void closeDialogs() {
        robot.interact(() -> Window.getWindows().stream().filter(w -> w instanceof javafx.stage.Stage s
                && s.getOwner() != null).toList().forEach(Window::hide));
    }

    @Test
    void withoutMinikubeTheDialogSaysWhereItLookedAndHowToStartOne() throws Exception {
        robot.clickOn("#addConnectionButton");
        robot.clickOn("#minikubeItem");

        String message = message(text -> text.contains("minikube start"));
        assertTrue(message.contains(home.resolve("user/.minikube/profiles").toString()), message);
    }

    @Test
    void aKubeadmNodeIsAskedAboutThenWhatItLacksIsExplained() throws Exception {
        robot.clickOn("#addConnectionButton");
        robot.clickOn("#kubeadmNodeItem");
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> robot.lookup("#kubeadmHost").tryQuery().isPresent()));
        type("#kubeadmHost", sshd.host());
        type("#kubeadmPort", String.valueOf(sshd.port()));
        type("#kubeadmUser", sshd.user());
        type("#kubeadmKeyFile", sshd.userKey().toString());

        robot.clickOn("#kubeadmImportButton");
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> robot.lookup("#hostKeyQuestion").tryQuery()
                .isPresent()));
        javafx.scene.control.Button trust = robot.from(robot.lookup("#hostKeyQuestion").queryAs(Node.class))
                .lookup("Trust and go on").queryButton();
        robot.interact(trust::fire);

        String message = message(text -> text.contains("No etcd client certificate"));
        assertTrue(message.contains("/etc/kubernetes/pki/etcd/healthcheck-client.crt"), message);
        Path knownHosts = home.resolve("user/.ssh/known_hosts");
        assertTrue(Files.readString(knownHosts).contains("[" + sshd.host() + "]:" + sshd.port()));
    }

    private void type(String id, String text) {
        TextInputControl field = robot.lookup(id).queryTextInputControl();
        robot.interact(() -> field.setText(text));
    }

    private String message(java.util.function.Predicate<String> done) throws Exception {
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> robot.lookup("#nodeImportMessage").tryQuery()
                .map(n -> done.test(((Labeled) n).getText())).orElse(false)));
        Node label = robot.lookup("#nodeImportMessage").query();
        return AppWindow.onFx(() -> ((Labeled) label).getText());
    }
}
