package io.etcdexplorer.app;

import io.etcdexplorer.testsupport.EtcdExtension;
import io.etcdexplorer.testsupport.TestPki;
import javafx.application.Application;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextInputControl;
import javafx.scene.text.Text;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import io.etcdexplorer.testsupport.AppWindow;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Creating a profile in the real window: type it, test it, save it, and it connects; and the certificate inspector
 * telling a wrong key and a wrong CA apart from the TLS tab.
 */
class ProfileEditorWindowTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    @TempDir
    static Path home;

    private static Application app;
    private final FxRobot robot = new FxRobot();

    @BeforeAll
    static void openWindow() throws Exception {
        etcd.put("/hello", "world");
        app = AppWindow.open(home);
    }

    @AfterAll
    static void closeWindow() throws Exception {
        AppWindow.close(app);
    }

    @Test
    void aNewProfileIsTestedSavedAndConnected() throws Exception {
        robot.clickOn("#addConnectionButton");
        robot.clickOn("#newConnectionItem");
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> robot.lookup("#profileName").tryQuery().isPresent()));
        TextInputControl name = robot.lookup("#profileName").queryTextInputControl();
        robot.interact(() -> name.setText("local test"));
        TextInputControl endpoints = robot.lookup("#profileEndpoints").queryTextInputControl();
        robot.interact(() -> endpoints.setText(etcd.endpoint()));

        robot.clickOn("Test");
        robot.clickOn("#testConnectionButton");
        TextArea report = robot.lookup("#testReport").queryAs(TextArea.class);
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> report.getText().contains("Connected."));
        assertTrue(report.getText().contains("leader"), report.getText());

        robot.clickOn("OK");
        // the status bar is the new workspace's: looked up again while waiting
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS,
                () -> AppWindow.text(robot, "#statusConnection").startsWith("local test"));
        String saved = Files.readString(home.resolve("config/profiles.json"));
        assertTrue(saved.contains("\"local test\""), saved);
        assertTrue(saved.contains(etcd.endpoint()), saved);
    }

    @Test
    void theInspectorSaysWhichFilesDoNotBelongTogether(@TempDir Path dir) throws Exception {
        TestPki pki = TestPki.create(dir);
        TestPki.Issued stranger = pki.otherCa().issue(TestPki.Spec.client("stranger"));
        TestPki.Issued other = pki.ca().issue(TestPki.Spec.client("other"));
        String closed = "127.0.0.1:" + freePort();
        robot.clickOn("#addConnectionButton");
        robot.clickOn("#newConnectionItem");
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS,
                () -> AppWindow.onFx(() -> robot.lookup("#profileName").tryQuery().isPresent()));
        set("#profileName", "wrong files");
        set("#profileEndpoints", "https://" + closed);
        robot.clickOn("TLS");
        set("#profileCaCert", pki.ca().certPem().toString());
        set("#profileCert", stranger.certPem().toString());
        set("#profileKey", other.keyFile(TestPki.KeyFormat.PKCS1_PEM).toString());

        robot.clickOn("#profileKeyInspect");
        List<String> wrongKey = summary();
        assertEquals("failed: The client key in " + other.keyFile(TestPki.KeyFormat.PKCS1_PEM) + " does not belong"
                + " to the client certificate 'CN=stranger' in " + stranger.certPem() + ": the certificate's public"
                + " key (RSA 2048) is not the public half of this RSA 2048 key; they come from different key pairs.",
                wrongKey.get(0));
        assertTrue(wrongKey.get(1).startsWith("Fix: Choose the key file issued with that certificate"),
                wrongKey.toString());
        assertTrue(wrongKey.contains("skipped: " + closed + " is not reachable from here (Connection refused), so"
                + " its server certificate was not checked."), wrongKey.toString());
        assertTrue(AppWindow.text(robot, "#inspectionReport").contains("RSA 2048"), "the key file's details below");
        closeDialogOf("#inspectionSummary");

        set("#profileKey", stranger.keyFile(TestPki.KeyFormat.PKCS8_PEM).toString());
        robot.clickOn("#profileCaCertInspect");
        List<String> wrongCa = summary();
        assertTrue(wrongCa.get(0).startsWith("passed: The client key in "), wrongCa.toString());
        assertEquals("failed: The client certificate 'CN=stranger' in " + stranger.certPem() + " is not signed by"
                + " the CA in " + pki.ca().certPem() + ": it was issued by 'CN=other-ca', but that file holds"
                + " 'CN=etcd-ca'.", wrongCa.get(1));
        assertTrue(AppWindow.text(robot, "#inspectionReport").contains("Subject:  CN=etcd-ca"));
        closeDialogOf("#inspectionSummary");
        closeDialogOf("#profileTabs");
    }

    /**
     * The inspector's summary as a user reads it, once it shows: each line with its mark, each fix after its line.
     * Fails when a line is cut off, since a wrapped label shows an ellipsis when it does not fit.
     */
    private List<String> summary() throws Exception {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS,
                () -> AppWindow.onFx(() -> robot.lookup("#inspectionSummary").tryQuery().isPresent()));
        WaitForAsyncUtils.waitForFxEvents();
        return AppWindow.onFx(() -> {
            List<String> lines = new java.util.ArrayList<>();
            for (Node row : robot.lookup("#inspectionSummary").query().lookupAll(".inspection-row")) {
                String mark = row.getStyleClass().stream().filter(c -> c.startsWith("inspection-")
                        && !c.equals("inspection-row")).findFirst().orElseThrow().substring("inspection-".length());
                for (Node node : row.lookupAll(".label")) {
                    Label label = (Label) node;
                    if (label.getText() == null) {
                        continue; // the mark: an icon only
                    }
                    String shown = ((Text) label.lookup(".text")).getText();
                    assertEquals(label.getText(), shown, "cut off: " + label.getText());
                    lines.add(label.getStyleClass().contains("inspection-fix") ? label.getText()
                            : mark + ": " + label.getText());
                }
            }
            return lines;
        });
    }

    private void set(String id, String text) {
        TextInputControl field = robot.lookup(id).queryTextInputControl();
        robot.interact(() -> field.setText(text));
    }

    private void closeDialogOf(String idInside) {
        javafx.scene.Scene scene = robot.lookup(idInside).query().getScene();
        robot.interact(() -> scene.getWindow().hide());
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static int freePort() throws java.io.IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
