package io.etcdexplorer.tour;

import io.etcdexplorer.app.EtcdExplorerApp;
import io.etcdexplorer.settings.ThemeChoice;
import io.etcdexplorer.settings.ThemeViewModel;
import io.etcdexplorer.profiles.nodes.NodeTestKit;
import io.etcdexplorer.profiles.nodes.NodeProfiles;
import io.etcdexplorer.testsupport.AppWindow;
import io.etcdexplorer.testsupport.SshEtcd;
import io.etcdexplorer.testsupport.SshdServer;
import io.etcdexplorer.workspace.Workspaces;
import io.etcdexplorer.testsupport.TestPki;
import javafx.application.Application;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBoxBase;
import javafx.scene.control.Labeled;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.AfterAll;
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
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** README tour, first part: the welcome screen, the playground, connection profiles, import, SSH, themes. */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ConnectionsTourTest {

    static final List<String> PICTURES = List.of("welcome", "main-window", "profile-tls", "certificate-inspector",
            "import", "ssh-tab", "minikube", "kubeadm", "shortcuts", "dark");

    @TempDir
    static Path home;
    /** Certificates named and placed as kubeadm does, so the pictures read like a real cluster's profile. */
    @TempDir
    static Path pkiHome;

    private static Application app;
    private static String userHome;
    @org.junit.jupiter.api.extension.RegisterExtension
    static final Screenshots shots = new Screenshots(PICTURES);
    private final FxRobot robot = new FxRobot();

    @BeforeAll
    static void openWindow() throws Exception {
        // Two minikube clusters in a home folder of the tour's own, as minikube leaves them (kvm2: no docker asked)
        Path user = Files.createDirectories(home.resolve("user"));
        Path key = Files.writeString(home.resolve("id_rsa"), "not a real key: the tour never connects");
        NodeTestKit.minikubeProfile(user.resolve(".minikube"), "minikube", "kvm2", "192.168.39.12",
                "192.168.39.12", 22, "docker", key, "");
        NodeTestKit.minikubeProfile(user.resolve(".minikube"), "staging", "kvm2", "192.168.39.57",
                "192.168.39.57", 22, "docker", key, "");
        userHome = System.getProperty("user.home");
        System.setProperty("user.home", user.toString());
        app = AppWindow.open(home.resolve("app"));
    }

    @AfterAll
    static void closeWindow() throws Exception {
        AppWindow.close(app);
        System.setProperty("user.home", userHome);
        shots.assertAllTaken();
    }

    @Test
    @Order(1)
    void welcome() throws Exception {
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS,
                () -> AppWindow.onFx(() -> robot.lookup("#openPlaygroundButton").tryQuery().isPresent()));
        shots.shoot(TourWindow.mainScene(robot), "welcome");
    }

    @Test
    @Order(2)
    void playgroundWithADecodedDeployment() throws Exception {
        robot.clickOn("#openPlaygroundButton");
        TourWindow.waitForKeys(robot);
        AppWindow.goTo(robot, "/registry/deployments/kube-system/coredns");
        TextArea value = robot.lookup("#valueView").queryAs(TextArea.class);
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> TourWindow.fxText(value).contains("kind: Deployment"));
        AppWindow.onFx(() -> {
            io.etcdexplorer.testsupport.TabHeaders.assertAllWhole(robot.lookup("#detailTabs").queryAs(TabPane.class));
            return null;
        });
        shots.shoot(TourWindow.mainScene(robot), "main-window");
    }

    @Test
    @Order(3)
    void profileWithKubeadmCertificates() throws Exception {
        Path etcdPki = Files.createDirectories(pkiHome.resolve("etc/kubernetes/pki/etcd"));
        TestPki pki = TestPki.create(Files.createDirectories(pkiHome.resolve("generated")));
        TestPki.Issued client = pki.ca().issue(TestPki.Spec.client("kube-apiserver-etcd-client"));
        Path ca = copy(pki.ca().certPem(), etcdPki.resolve("ca.crt"));
        Path cert = copy(client.certPem(), etcdPki.getParent().resolve("apiserver-etcd-client.crt"));
        Path key = copy(client.keyFile(TestPki.KeyFormat.PKCS1_PEM), etcdPki.getParent()
                .resolve("apiserver-etcd-client.key"));
        // A real TLS etcd with a server certificate from the same CA, as on a control-plane node: the inspector
        // asks it for its certificate, so the picture shows the checks passing on every machine (an address
        // like 10.0.0.11 answers differently behind each network).
        TestPki.Issued server = pki.ca().issue(TestPki.Spec.server("etcd-server", "127.0.0.1", "localhost"));
        try (io.etcdexplorer.testsupport.TlsEtcd etcd = io.etcdexplorer.testsupport.TlsEtcd.start(
                pkiHome.resolve("etcd"), TestPki.etcdServerFlags(server, pki.ca()))) {
            inspectKubeadmFiles(etcd.endpoint(), ca, cert, key);
        }
    }

    private void inspectKubeadmFiles(String endpoint, Path ca, Path cert, Path key) throws Exception {

        robot.push(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.N);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> robot.lookup("#profileName").tryQuery().isPresent()));
        set("#profileName", "production (kubeadm)");
        set("#profileEndpoints", endpoint);
        robot.interact(() -> robot.lookup("#profileReadOnly").queryAs(CheckBox.class).setSelected(true));
        selectTab("TLS");
        set("#profileCaCert", ca.toString());
        set("#profileCert", cert.toString());
        set("#profileKey", key.toString());
        robot.interact(() -> robot.lookup("#profileSkipVerify").query().requestFocus()); // paths show their ends
        shots.shootDialog(TourWindow.mainScene(robot), dialogScene("#profileTabs"), "profile-tls");

        robot.clickOn("#profileCertInspect");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> robot.lookup("#inspectionReport").tryQuery()
                .map(n -> ((TextArea) n).getText().contains("kube-apiserver-etcd-client")).orElse(false)));
        String report = robot.lookup("#inspectionReport").queryAs(TextArea.class).getText();
        assertTrue(report.contains("etcd-ca"), report);
        shots.shootDialog(TourWindow.mainScene(robot), dialogScene("#inspectionReport"), "certificate-inspector");
        closeDialogOf("#inspectionReport");
        closeDialogOf("#profileTabs");
    }

    @Test
    @Order(4)
    void importFromAnEtcdctlCommand() throws Exception {
        robot.clickOn("#addConnectionButton");
        robot.clickOn("#importTextItem");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> robot.lookup("#importText").tryQuery().isPresent()));
        set("#importText", "sudo ETCDCTL_API=3 etcdctl --endpoints=https://192.168.49.2:2379 "
                + "--cacert=/var/lib/minikube/certs/etcd/ca.crt --cert=/var/lib/minikube/certs/etcd/server.crt "
                + "--key=/var/lib/minikube/certs/etcd/server.key get /registry --prefix --keys-only");
        TextArea preview = robot.lookup("#importPreview").queryAs(TextArea.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> TourWindow.fxText(preview).contains("192.168.49.2"));
        assertTrue(preview.getText().contains("/var/lib/minikube/certs/etcd/ca.crt"), preview.getText());
        shots.shootDialog(TourWindow.mainScene(robot), dialogScene("#importText"), "import");
        closeDialogOf("#importText");
    }

    @Test
    @Order(5)
    void sshTabOfAMinikubeProfile() throws Exception {
        robot.push(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.N);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> robot.lookup("#profileName").tryQuery().isPresent()));
        set("#profileName", "minikube");
        set("#profileEndpoints", "https://127.0.0.1:2379");
        selectTab("SSH");
        robot.interact(() -> robot.lookup("#sshEnabled").queryAs(CheckBox.class).setSelected(true));
        set("#sshHost", "192.168.49.2");
        set("#sshUser", "docker");
        set("#sshKeyFile", "/home/me/.minikube/machines/minikube/id_rsa");
        robot.interact(() -> {
            robot.lookup("#sshRemoteFiles").queryAs(CheckBox.class).setSelected(true);
            robot.lookup("#sshSudo").queryAs(CheckBox.class).setSelected(true);
        });
        assertTrue(robot.lookup("#sshKeyFile").query().isVisible(), "the key file row shows for key login");
        shots.shootDialog(TourWindow.mainScene(robot), dialogScene("#profileTabs"), "ssh-tab");
        closeDialogOf("#profileTabs");
    }

    @Test
    @Order(6)
    void minikubeClustersFound() throws Exception {
        robot.clickOn("#addConnectionButton");
        robot.clickOn("#minikubeItem");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> robot.lookup("#minikubeClusters").tryQuery()
                .map(n -> ((javafx.scene.control.ListView<?>) n).getItems().size() == 2).orElse(false)));
        javafx.scene.control.ListView<?> clusters = robot.lookup("#minikubeClusters")
                .queryAs(javafx.scene.control.ListView.class);
        robot.interact(() -> clusters.getSelectionModel().select(0));
        assertTrue(clusters.getItems().get(0).toString().contains("minikube"), clusters.getItems().toString());
        shots.shootDialog(TourWindow.mainScene(robot), dialogScene("#minikubeClusters"), "minikube");
        closeDialogOf("#minikubeClusters");
    }

    @Test
    @Order(7)
    void kubeadmNodeImportedByHand() throws Exception {
        assumeTrue(SshdServer.available(), "OpenSSH's sshd is not installed (apt-get install openssh-server)");
        // A node without kubeadm's files (this machine): the dialog says so, and the paths are typed by hand.
        try (SshEtcd node = SshEtcd.start(home.resolve("node"), "localhost", "127.0.0.1")) {
            node.sudo(SshEtcd.Sudo.PASSWORDLESS);
            robot.clickOn("#addConnectionButton");
            robot.clickOn("#kubeadmNodeItem");
            AppWindow.await(robot, "#kubeadmHost", Node.class, 10);
            set("#kubeadmHost", node.sshd().host());
            set("#kubeadmPort", String.valueOf(node.sshd().port()));
            set("#kubeadmUser", node.sshd().user());
            set("#kubeadmKeyFile", node.sshd().userKey().toString());
            robot.interact(() -> robot.lookup("#kubeadmImportButton").queryButton().fire());
            Node question = AppWindow.await(robot, "#hostKeyQuestion", Node.class, 15);
            // "Trust and go on", by its role: its text is in the language of the run
            robot.interact(() -> ((javafx.scene.control.Button) ((javafx.scene.control.DialogPane) question)
                    .getButtonTypes().stream().filter(b -> b.getButtonData()
                            == javafx.scene.control.ButtonBar.ButtonData.OK_DONE)
                    .map(((javafx.scene.control.DialogPane) question)::lookupButton).findFirst().orElseThrow()).fire());
            nodeMessage(text -> TourText.startsAs(text, "Not found on the node", NodeProfiles.class, "msg.lacking"));
            set("#kubeadmEndpoint", "https://127.0.0.1:" + node.etcd().port());
            set("#kubeadmCaCert", node.remote("ca.crt").toString());
            set("#kubeadmCert", node.remote("healthcheck-client.crt").toString());
            set("#kubeadmKey", node.rootOnlyKey().toString());
            robot.interact(() -> robot.lookup("#kubeadmTestAndSave").queryButton().fire());
            String result = nodeMessage(text -> TourText.startsAs(text, "Saved as", NodeProfiles.class, "node.saved"));
            assertTrue(TourText.contains(result, "Read-only"), result);
            shots.shootDialog(TourWindow.mainScene(robot), dialogScene("#kubeadmHost"), "kubeadm");
            closeDialogOf("#kubeadmHost");
            // The tour goes on in the playground: the node's connection closes with its etcd.
            Workspaces open = ((EtcdExplorerApp) app).viewModel().workspaces();
            WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> open.active()
                    .map(w -> w.entry().name().contains("kubeadm")).orElse(false)));
            robot.interact(() -> open.close((io.etcdexplorer.profiles.ConnectionEntry) null, io.etcdexplorer.profiles.Leaving.DISCONNECT));
        }
    }

    private String nodeMessage(java.util.function.Predicate<String> done) throws Exception {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> done.test(AppWindow.text(robot, "#nodeImportMessage")));
        return AppWindow.text(robot, "#nodeImportMessage");
    }

    @Test
    @Order(8)
    void shortcutList() throws Exception {
        robot.type(KeyCode.F1);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> robot.lookup("#shortcutsTable").tryQuery().isPresent()));
        shots.shootDialog(TourWindow.mainScene(robot), dialogScene("#shortcutsTable"), "shortcuts");
        // The Close button by its type: its text is in the language of the run
        robot.clickOn(((javafx.scene.control.DialogPane) dialogScene("#shortcutsTable").getRoot())
                .lookupButton(javafx.scene.control.ButtonType.CLOSE));
    }

    @Test
    @Order(9)
    void darkTheme() throws Exception {
        // the theme menu is covered by ThemeWindowTest; a popup menu is a flaky thing to click headless
        ThemeViewModel theme = ((EtcdExplorerApp) app).theme();
        robot.interact(() -> theme.choose(ThemeChoice.DARK));
        Node root = robot.lookup("#mainView").query();
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> root.getStyleClass().contains("dark"));
        AppWindow.goTo(robot, "/demo/config/app.json");
        TextArea value = robot.lookup("#valueView").queryAs(TextArea.class);
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> TourWindow.fxText(value).contains("playground-shop"));
        shots.shoot(TourWindow.mainScene(robot), "dark");
        robot.interact(() -> theme.choose(ThemeChoice.LIGHT));
    }

    private static Path copy(Path from, Path to) throws Exception {
        return Files.copy(from, to, StandardCopyOption.REPLACE_EXISTING);
    }

    private void set(String id, String text) {
        TextInputControl field = robot.lookup(id).queryAs(TextInputControl.class);
        robot.interact(() -> field.setText(text));
    }

    private void selectTab(String title) {
        TabPane tabs = robot.lookup("#profileTabs").queryAs(TabPane.class);
        robot.interact(() -> tabs.getTabs().stream().filter(t -> t.getText().equals(title)).findFirst()
                .ifPresent(t -> tabs.getSelectionModel().select(t)));
    }

    private Scene dialogScene(String idInside) {
        return robot.lookup(idInside).query().getScene();
    }

    private void closeDialogOf(String idInside) {
        Scene scene = dialogScene(idInside);
        robot.interact(() -> scene.getWindow().hide());
        WaitForAsyncUtils.waitForFxEvents();
    }
}
