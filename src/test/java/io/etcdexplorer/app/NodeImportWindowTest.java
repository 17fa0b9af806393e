package io.etcdexplorer.app;

import io.etcdexplorer.profiles.ConnectionProfile;
import io.etcdexplorer.testsupport.AppWindow;
import io.etcdexplorer.testsupport.SshEtcd;
import io.etcdexplorer.testsupport.SshdServer;
import javafx.application.Application;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextInputControl;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The "+" menu's node imports in the real window. The user's home (for ~/.minikube and ~/.ssh/known_hosts) is a
 * temporary folder. The kubeadm node is a real sshd with a client-certificate TLS etcd behind it ({@link SshEtcd})
 * on a machine that has no /etc/kubernetes: the node lacks kubeadm's manifest, so the dialog must stop, say so, and
 * take the endpoint and paths by hand; it saves only what passed a connection test, asks before making a second
 * profile for the same node, runs one attempt at a time, and shows its whole result at its own size.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class NodeImportWindowTest {

    @TempDir
    static Path home;
    private static Application app;
    private static SshEtcd node;
    private static String userHome;
    private final FxRobot robot = new FxRobot();

    @BeforeAll
    static void openWindow() throws Exception {
        assumeTrue(SshdServer.available(), "OpenSSH's sshd is not installed (apt-get install openssh-server)");
        node = SshEtcd.start(home.resolve("node"), "localhost", "127.0.0.1");
        node.sudo(SshEtcd.Sudo.PASSWORDLESS); // kubeadm's keys are root-only; the login user may sudo -n cat
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
        if (node != null) {
            node.close();
        }
    }

    @AfterEach
    void closeDialogs() {
        robot.interact(() -> Window.getWindows().stream().filter(w -> w instanceof Stage s && s.getOwner() != null)
                .toList().forEach(Window::hide));
    }

    @Test
    @Order(0)
    void withoutMinikubeTheDialogSaysWhereItLookedAndHowToStartOne() throws Exception {
        robot.clickOn("#addConnectionButton");
        robot.clickOn("#minikubeItem");

        String message = message(text -> text.contains("minikube start"));
        assertTrue(message.contains(home.resolve("user/.minikube/profiles").toString()), message);
    }

    @Test
    @Order(1)
    void theImportButtonIsOffWhileTheHostKeyIsAskedAndTwoClicksMakeOneAttempt() throws Exception {
        openDialogAndLogIn();
        Button go = robot.lookup("#kubeadmImportButton").queryButton();

        robot.interact(() -> {
            go.fire();
            go.fire();
        });
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> questions() > 0);
        assertTrue(AppWindow.onFx(go::isDisabled), "no second attempt behind the open question");
        robot.interact(go::fire);
        WaitForAsyncUtils.sleep(500, TimeUnit.MILLISECONDS);
        assertEquals(1, questions(), "one attempt, one question");

        Node question = robot.lookup("#hostKeyQuestion").query();
        robot.interact(() -> robot.from(question).lookup("Cancel").queryButton().fire());
        message(text -> text.contains("host key was not accepted"));
        assertFalse(AppWindow.onFx(go::isDisabled), "the next attempt may start once the question is answered");
        assertTrue(saved().isEmpty());
    }

    @Test
    @Order(2)
    void aMissingManifestStopsInTheDialogAndOnlyATestedProfileIsSaved() throws Exception {
        openDialogAndLogIn();
        robot.interact(() -> robot.lookup("#kubeadmImportButton").queryButton().fire());
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> questions() > 0);
        Node question = robot.lookup("#hostKeyQuestion").query();
        robot.interact(() -> robot.from(question).lookup("Trust and go on").queryButton().fire());

        String lacking = message(text -> text.contains("Not found on the node"));
        assertTrue(lacking.contains("/etc/kubernetes/manifests/etcd.yaml") && lacking.contains("does not exist"),
                lacking);
        assertTrue(lacking.contains("No etcd client certificate") && lacking.contains(
                "/etc/kubernetes/pki/etcd/healthcheck-client.crt"), lacking);
        assertTrue(Files.readString(home.resolve("user/.ssh/known_hosts")).contains("[" + node.sshd().host() + "]:"
                + node.sshd().port()), "trusted");
        assertTrue(saved().isEmpty(), "nothing saved for a node that did not tell: " + saved());
        assertEquals("https://127.0.0.1:2379", text("#kubeadmEndpoint"));
        assertEquals("/etc/kubernetes/pki/etcd/ca.crt", text("#kubeadmCaCert"));
        assertEquals("/etc/kubernetes/pki/etcd/healthcheck-client.crt", text("#kubeadmCert"));
        assertEquals("/etc/kubernetes/pki/etcd/healthcheck-client.key", text("#kubeadmKey"));
        assertWhollyShown("#nodeImportMessage");

        typeNodesPaths();
        robot.interact(() -> robot.lookup("#kubeadmTestAndSave").queryButton().fire());

        String result = message(text -> text.startsWith("Saved as"));
        assertTrue(result.contains(node.remote("healthcheck-client.crt").toString()), result);
        assertTrue(result.contains("Read-only"), result);
        assertEquals(List.of("kubeadm 127.0.0.1"), saved().stream().map(ConnectionProfile::name).toList());
        assertEquals(List.of(endpoint()), saved().get(0).endpoints());
        assertWhollyShown("#nodeImportMessage");
    }

    @Test
    @Order(3)
    void aSecondImportOfTheSameNodeAsksInsteadOfMakingANumberedCopy() throws Exception {
        openDialogAndLogIn();
        robot.interact(() -> robot.lookup("#kubeadmImportButton").queryButton().fire());
        message(text -> text.contains("Not found on the node"));
        typeNodesPaths();
        robot.interact(() -> robot.lookup("#kubeadmTestAndSave").queryButton().fire());

        String asked = message(text -> text.contains("already reaches this node"));
        assertTrue(asked.contains("\"kubeadm 127.0.0.1\""), asked);
        assertTrue(AppWindow.onFx(() -> robot.lookup("#nodeUpdateExisting").query().isVisible()));
        assertTrue(AppWindow.onFx(() -> robot.lookup("#kubeadmImportButton").query().isDisabled()));
        assertEquals(1, saved().size(), "nothing saved while asking");
        assertWhollyShown("#nodeImportMessage");

        robot.interact(() -> robot.lookup("#nodeUpdateExisting").queryButton().fire());
        message(text -> text.startsWith("Saved as \"kubeadm 127.0.0.1\""));
        assertEquals(List.of("kubeadm 127.0.0.1"), saved().stream().map(ConnectionProfile::name).toList());
    }

    private void openDialogAndLogIn() throws Exception {
        robot.clickOn("#addConnectionButton");
        robot.clickOn("#kubeadmNodeItem");
        AppWindow.await(robot, "#kubeadmHost", Node.class, 10);
        type("#kubeadmHost", node.sshd().host());
        type("#kubeadmPort", String.valueOf(node.sshd().port()));
        type("#kubeadmUser", node.sshd().user());
        type("#kubeadmKeyFile", node.sshd().userKey().toString());
    }

    /** Where the test node keeps etcd: its port on the node's loopback, its certificates in its own folder. */
    private void typeNodesPaths() {
        type("#kubeadmEndpoint", endpoint());
        type("#kubeadmCaCert", node.remote("ca.crt").toString());
        type("#kubeadmCert", node.remote("healthcheck-client.crt").toString());
        type("#kubeadmKey", node.rootOnlyKey().toString());
    }

    private static String endpoint() {
        return "https://127.0.0.1:" + node.etcd().port();
    }

    private List<ConnectionProfile> saved() throws Exception {
        return AppWindow.onFx(() -> ((EtcdExplorerApp) app).viewModel().connections().savedProfiles());
    }

    private static long questions() throws Exception {
        return AppWindow.onFx(() -> Window.getWindows().stream().filter(Window::isShowing)
                .filter(w -> w.getScene() != null && w.getScene().lookup("#hostKeyQuestion") != null).count());
    }

    /**
     * The label's whole text is drawn (no ellipsis) inside its dialog's window and inside the scroll pane's view,
     * at the size the dialog chose itself: nothing to enlarge or scroll to.
     */
    private void assertWhollyShown(String id) throws Exception {
        WaitForAsyncUtils.waitForFxEvents();
        String problem = AppWindow.onFx(() -> {
            Label label = robot.lookup(id).queryAs(Label.class);
            Scene scene = label.getScene();
            Text drawn = (Text) label.getChildrenUnmodifiable().stream().filter(n -> n instanceof Text).findFirst()
                    .orElseThrow();
            if (!label.isWrapText() || !drawn.getText().equals(label.getText())) {
                return "cut to '" + drawn.getText() + "'";
            }
            Bounds text = drawn.localToScene(drawn.getBoundsInLocal());
            if (text.getMinX() < 0 || text.getMinY() < 0 || text.getMaxX() > scene.getWidth() + 1
                    || text.getMaxY() > scene.getHeight() + 1) {
                return "text " + text + " runs past the " + scene.getWidth() + "x" + scene.getHeight() + " window";
            }
            for (Node up = label.getParent(); up != null; up = up.getParent()) {
                if (up instanceof ScrollPane scroll) {
                    Bounds view = scroll.localToScene(scroll.getLayoutBounds());
                    if (text.getMaxY() > view.getMaxY() + 1 || text.getMinY() < view.getMinY() - 1) {
                        return "text " + text + " is scrolled out of " + view;
                    }
                }
            }
            return null;
        });
        assertEquals(null, problem, id + " at the dialog's own size");
    }

    private void type(String id, String text) {
        TextInputControl field = robot.lookup(id).queryTextInputControl();
        robot.interact(() -> field.setText(text));
    }

    private String text(String id) throws Exception {
        return AppWindow.onFx(() -> robot.lookup(id).queryTextInputControl().getText());
    }

    private String message(Predicate<String> done) throws Exception {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> robot.lookup("#nodeImportMessage")
                .tryQuery().map(n -> done.test(((Labeled) n).getText())).orElse(false)));
        return AppWindow.onFx(() -> ((Labeled) robot.lookup("#nodeImportMessage").query()).getText());
    }
}
