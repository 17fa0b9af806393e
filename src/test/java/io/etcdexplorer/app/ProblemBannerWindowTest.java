package io.etcdexplorer.app;

import io.etcdexplorer.profiles.ConnectionEntry;
import io.etcdexplorer.profiles.ConnectionProfile;
import io.etcdexplorer.profiles.SshHop;
import io.etcdexplorer.profiles.store.ProfileStore;
import io.etcdexplorer.testsupport.AppWindow;
import io.etcdexplorer.testsupport.SshEtcd;
import io.etcdexplorer.testsupport.SshdServer;
import javafx.application.Application;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListView;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.Clipboard;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;
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

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The problem banner in the real 1280×800 window, against a real sshd whose host key known_hosts says has changed
 * (a reinstalled node): the banner shows the whole warning, both fingerprints and the {@code ssh-keygen -R} command,
 * offers the command for copying, and goes as soon as a new attempt starts, whether that attempt fails otherwise
 * (an import in its dialog) or connects.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ProblemBannerWindowTest {

    @TempDir
    static Path dir;
    private static SshEtcd node;
    private static Application app;
    private static String userHome;
    private static String wrongKnownHosts;
    private static String strangerFingerprint;
    private final FxRobot robot = new FxRobot();

    @BeforeAll
    static void openWindowOnAChangedHostKey() throws Exception {
        assumeTrue(SshdServer.available(), "OpenSSH's sshd is not installed (apt-get install openssh-server)");
        node = SshEtcd.start(dir.resolve("node"));
        userHome = System.getProperty("user.home");
        System.setProperty("user.home", dir.resolve("user").toString());
        Path stranger = dir.resolve("other_host_key");
        SshdServer.keygen(stranger, "reinstalled");
        String[] key = Files.readString(dir.resolve("other_host_key.pub")).strip().split("\\s+");
        strangerFingerprint = SshdServer.run(List.of("ssh-keygen", "-l", "-E", "sha256", "-f",
                dir.resolve("other_host_key.pub").toString())).split("\\s+")[1];
        wrongKnownHosts = "[127.0.0.1]:" + node.sshd().port() + " " + key[0] + " " + key[1] + "\n";
        Files.createDirectories(knownHosts().getParent());
        Files.writeString(knownHosts(), wrongKnownHosts);
        // The same node saved as a profile, to meet the changed key again while a workspace is in front.
        new ProfileStore(dir.resolve("app/config")).save(List.of(new ConnectionProfile(null, "node again",
                List.of(node.endpoint()), node.remote("ca.crt").toString(),
                node.remote("healthcheck-client.crt").toString(), node.readableKey().toString(), null, false, null,
                false, null, false, 10, null, new SshHop("127.0.0.1", node.sshd().port(), node.sshd().user(),
                SshHop.Auth.KEY, node.sshd().userKey().toString(), true, false))));
        // Opened with the command line's options, the window connects at once: to a host whose key changed.
        app = AppWindow.open(dir.resolve("app"), "--ssh=" + node.sshd().user() + "@127.0.0.1:" + node.sshd().port(),
                "--ssh-key=" + node.sshd().userKey(), "--ssh-remote-certs", "--endpoints=" + node.endpoint(),
                "--cacert=" + node.remote("ca.crt"), "--cert=" + node.remote("healthcheck-client.crt"),
                "--key=" + node.readableKey());
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
        robot.interact(() -> Window.getWindows().stream().filter(w -> w instanceof javafx.stage.Stage s
                && s.getOwner() != null).toList().forEach(Window::hide));
    }

    @Test
    @Order(1)
    void aChangedHostKeyIsShownWholeWithItsCommandReadyToCopy() throws Exception {
        String message = awaitBanner("has CHANGED");
        String command = "ssh-keygen -R '[127.0.0.1]:" + node.sshd().port() + "' -f " + knownHosts();

        assertTrue(message.contains(strangerFingerprint), message);
        assertTrue(message.contains(node.sshd().hostKeyFingerprint()), message);
        assertTrue(flowText("#problemHint").contains(command), flowText("#problemHint"));
        AppWindow.onFx(() -> {
            Scene scene = robot.lookup("#problemBanner").query().getScene();
            assertEquals(1280, scene.getWidth());
            assertEquals(800, scene.getHeight());
            return null;
        });
        assertShownWhole("#problemMessage");
        assertShownWhole("#problemHint");

        Button copy = robot.lookup(".problem-copy-command").match(n -> ("Copy " + command)
                .equals(((Node) n).getAccessibleText())).queryButton();
        robot.interact(copy::fire);

        assertEquals(command, AppWindow.onFx(() -> Clipboard.getSystemClipboard().getString()));
    }

    @Test
    @Order(2)
    void aNewAttemptTakesTheOldBannerDownWhetherItFailsOtherwiseOrConnects() throws Exception {
        awaitBanner("has CHANGED");

        // An import of another node fails in its own dialog: the banner was about the last connect, not this.
        int closed = closedPort();
        robot.clickOn("#addConnectionButton");
        robot.clickOn("#kubeadmNodeItem");
        AppWindow.await(robot, "#kubeadmHost", Node.class, 5);
        type("#kubeadmHost", "127.0.0.1");
        type("#kubeadmPort", String.valueOf(closed));
        type("#kubeadmUser", node.sshd().user());
        type("#kubeadmKeyFile", node.sshd().userKey().toString());
        robot.clickOn("#kubeadmImportButton");
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> AppWindow.text(robot, "#nodeImportMessage")
                .contains("Connection refused by SSH host 127.0.0.1:" + closed));
        assertFalse(bannerShown(), "the host-key banner outlived the attempt that raised it");
        closeDialogs();

        // Connecting again to the changed host raises it again; connecting once the key is fixed takes it down.
        connectCommandLineEntry();
        awaitBanner("has CHANGED");
        node.sshd().knownHosts(knownHosts());
        connectCommandLineEntry();
        awaitConnected();
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !bannerShown());
        assertFalse(flowText("#problemMessage").contains("CHANGED"), flowText("#problemMessage"));
    }

    @Test
    @Order(3)
    void inFrontOfAWorkspaceTheBannerIsWholeToo() throws Exception {
        // Known hosts fixed first: surefire reruns a failed test alone.
        node.sshd().knownHosts(knownHosts());
        connectCommandLineEntry();
        awaitConnected();
        Files.writeString(knownHosts(), wrongKnownHosts);

        connect(e -> "node again".equals(e.name()));
        awaitBanner("has CHANGED");

        assertTrue(AppWindow.onFx(() -> robot.lookup("#disconnectButton").tryQuery().isPresent()),
                "a workspace should be in front");
        assertShownWhole("#problemMessage");
        assertShownWhole("#problemHint");
    }

    private void awaitConnected() throws Exception {
        // The first workspace of a run builds its views on the FX thread, which may keep it busy a while.
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> {
            try {
                return AppWindow.onFx(() -> robot.lookup("#disconnectButton").tryQuery().isPresent());
            } catch (java.util.concurrent.TimeoutException busy) {
                return false;
            }
        });
    }

    private static Path knownHosts() {
        return dir.resolve("user/.ssh/known_hosts");
    }

    private String awaitBanner(String part) throws Exception {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> bannerShown() && flowText("#problemMessage")
                .contains(part));
        return flowText("#problemMessage");
    }

    private boolean bannerShown() throws Exception {
        return AppWindow.onFx(() -> robot.lookup("#problemBanner").tryQuery().map(Node::isVisible).orElse(false));
    }

    /** What a text flow shows: its texts in order (a command's Copy button adds nothing). */
    private String flowText(String selector) throws Exception {
        return AppWindow.onFx(() -> robot.lookup(selector).tryQuery().map(n -> n instanceof Labeled l ? l.getText()
                : ((TextFlow) n).getChildren().stream().filter(c -> c instanceof Text).map(c -> ((Text) c).getText())
                .collect(Collectors.joining())).orElse(""));
    }

    /**
     * The banner's text is laid out at least as tall as it needs, every piece inside it, and inside the window.
     * Asked again for up to 5 s: on a busy machine the banner can be looked at between its text changing and its
     * next layout pass, when it still has the old text's size.
     */
    private void assertShownWhole(String selector) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (true) {
            try {
                checkShownWhole(selector);
                return;
            } catch (AssertionError | java.util.concurrent.ExecutionException notYet) {
                // A failed check on the FX thread comes back as an ExecutionException around the AssertionError.
                if (System.nanoTime() > deadline) {
                    throw notYet;
                }
                WaitForAsyncUtils.sleep(100, TimeUnit.MILLISECONDS);
                WaitForAsyncUtils.waitForFxEvents();
            }
        }
    }

    private void checkShownWhole(String selector) throws Exception {
        AppWindow.onFx(() -> {
            Node shown = robot.lookup(selector).query();
            if (shown instanceof Labeled label) {
                // A label (as the banner once was) shows its text whole only when it needs no ellipsis.
                Text drawn = (Text) label.lookup(".text");
                assertEquals(label.getText(), drawn.getText(), selector + " is cut off");
                assertTrue(label.getHeight() >= label.prefHeight(label.getWidth()) - 0.5, selector + " is "
                        + label.getHeight() + " px tall but needs " + label.prefHeight(label.getWidth()));
                return null;
            }
            TextFlow flow = (TextFlow) shown;
            assertTrue(flow.isVisible());
            assertTrue(flow.getHeight() >= flow.prefHeight(flow.getWidth()) - 0.5,
                    selector + " is " + flow.getHeight() + " px tall but needs " + flow.prefHeight(flow.getWidth()));
            for (Node piece : flow.getChildren()) {
                Bounds b = piece.getBoundsInParent();
                // A text's bounds reach a little below its line box (the descent of the last line): 3 px slack.
                // A wrapped line keeps the space it broke at, hanging unseen past the edge (measured: up to 4.82 px
                // at bold 14 px, a space being 4.87), wherever the random port and paths make the lines break.
                double hanging = piece instanceof Text t ? spaceWidth(t) : 0;
                assertTrue(b.getMaxY() <= flow.getHeight() + 3 && b.getMaxX() <= flow.getWidth() + hanging + 0.5,
                        selector + ": " + piece + " lies outside it (" + flow.getWidth() + " x " + flow.getHeight()
                        + ") at " + b);
            }
            Bounds inScene = flow.localToScene(flow.getLayoutBounds());
            assertTrue(inScene.getMaxY() <= flow.getScene().getHeight() && inScene.getMaxX()
                    <= flow.getScene().getWidth(), selector + " runs out of the window: " + inScene);
            Node banner = robot.lookup("#problemBanner").query();
            Bounds bannerBounds = banner.localToScene(banner.getLayoutBounds());
            assertTrue(bannerBounds.contains(inScene), selector + " " + inScene + " not inside " + bannerBounds);
            return null;
        });
    }

    private static double spaceWidth(Text text) {
        Text space = new Text(" ");
        space.setFont(text.getFont());
        return space.getLayoutBounds().getWidth();
    }

    private void connectCommandLineEntry() {
        connect(e -> e.kind() == ConnectionEntry.Kind.COMMAND_LINE);
    }

    private void connect(java.util.function.Predicate<ConnectionEntry> which) {
        ListView<?> list = robot.lookup("#connectionList").queryAs(ListView.class);
        robot.interact(() -> {
            for (int i = 0; i < list.getItems().size(); i++) {
                if (list.getItems().get(i) instanceof ConnectionEntry e && which.test(e)) {
                    list.getSelectionModel().select(i);
                }
            }
        });
        Button connect = robot.lookup("#connectButton").queryButton();
        robot.interact(connect::fire);
    }

    private void type(String id, String text) {
        TextInputControl field = robot.lookup(id).queryTextInputControl();
        robot.interact(() -> field.setText(text));
    }

    private static int closedPort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
