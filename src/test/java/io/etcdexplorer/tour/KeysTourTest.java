package io.etcdexplorer.tour;

import io.etcd.jetcd.Client;
import io.etcdexplorer.operations.KeyValueRow;
import io.etcdexplorer.editor.LeaseMode;
import io.etcdexplorer.txn.TxnOpRow;
import io.etcdexplorer.etcd.ops.CompareTarget;
import io.etcdexplorer.resources.ResourceGrouping;
import io.etcdexplorer.search.SearchHit;
import io.etcdexplorer.testsupport.AppWindow;
import javafx.application.Application;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListView;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.TreeTableView;
import javafx.scene.input.KeyCode;
import org.fxmisc.richtext.CodeArea;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * README tour, second part: search, the Kubernetes tab, a Secret, the editor, Operations, a transaction and a save
 * conflict and the Log, all in one window on the playground, in this order (later steps write to keys earlier ones only read).
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class KeysTourTest extends KeysTourSupport {

    static final List<String> PICTURES = List.of("search", "kubernetes", "secret", "editor", "operations",
            "transaction", "editor-conflict", "log");

    @TempDir
    static Path home;

    private static Application app;
    @org.junit.jupiter.api.extension.RegisterExtension
    static final Screenshots shots = new Screenshots(PICTURES);

    @BeforeAll
    static void openWindow() throws Exception {
        app = TourWindow.openOnPlayground(home, new FxRobot());
    }

    @AfterAll
    static void closeWindow() throws Exception {
        AppWindow.close(app);
        shots.assertAllTaken();
    }

    @Test
    @Order(1)
    void search() throws Exception {
        roomForDetails(0.45); // all five matches in view
        TextField field = robot.lookup("#searchField").queryAs(TextField.class);
        robot.interact(() -> field.setText("coredns"));
        robot.clickOn(field);
        robot.push(KeyCode.ENTER);
        ListView<SearchHit> hits = listView("#searchResults");
        Labeled progress = robot.lookup("#searchProgress").queryAs(Labeled.class);
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> hits.getItems().size() >= 3
                && TourText.matches(progress.getText(), "\\d+ match.*") && !TourText.stillSays(progress.getText(), "so far"));
        assertTrue(hits.getItems().stream().allMatch(h -> h.keyText().contains("coredns")), hits.getItems()::toString);

        SearchHit deployment = hits.getItems().stream()
                .filter(h -> h.keyText().equals("/registry/deployments/kube-system/coredns")).findFirst()
                .orElseThrow(() -> new AssertionError("no coredns Deployment among " + hits.getItems()));
        robot.interact(() -> hits.getSelectionModel().select(deployment));
        waitForValueKey("/registry/deployments/kube-system/coredns");
        TextArea value = robot.lookup("#valueView").queryAs(TextArea.class);
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> TourWindow.fxText(value).contains("name: coredns"));
        shots.shoot(TourWindow.mainScene(robot), "search");
    }

    @Test
    @Order(2)
    void kubernetes() throws Exception {
        TabPane lists = tabPaneOf("keysTab");
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> lists.getTabs().stream()
                .anyMatch(t -> "resourcesTab".equals(t.getId())));
        TextField search = robot.lookup("#searchField").queryAs(TextField.class);
        robot.interact(() -> search.setText(""));
        selectTab("resourcesTab");
        roomForDetails(0.5);
        // Ungrouped, the frontend's objects show their kinds side by side: Deployment, ReplicaSet, Pods, Service...
        ComboBox<ResourceGrouping> grouping = combo("#resourceGrouping");
        robot.interact(() -> grouping.setValue(ResourceGrouping.NONE));
        robot.clickOn("#resourceFilter").write("frontend");
        selectResource("Deployment", "frontend", "/registry/deployments/shop/frontend");
        TreeTableView<Object> table = treeTable("#resourceTable");
        assertTrue(AppWindow.onFx(() -> table.getExpandedItemCount()) >= 6, "the frontend's objects are listed");
        waitForValueKey("/registry/deployments/shop/frontend");
        TextArea value = robot.lookup("#valueView").queryAs(TextArea.class);
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> {
            String text = TourWindow.fxText(value);
            return text.startsWith("apiVersion: apps/v1\nkind: Deployment\n") && text.contains("  name: frontend\n");
        });
        assertTrue(robot.lookup("#kubernetesBadge").queryAs(Labeled.class).getText().startsWith("apps/v1 Deployment"));
        shots.shoot(TourWindow.mainScene(robot), "kubernetes");
    }

    @Test
    @Order(3)
    void secret() throws Exception {
        TextField filter = robot.lookup("#resourceFilter").queryAs(TextField.class);
        robot.interact(() -> filter.setText("checkout-credentials"));
        roomForDetails(0.4);
        selectResource("Secret", "checkout-credentials", "/registry/secrets/shop/checkout-credentials");
        TextArea value = robot.lookup("#valueView").queryAs(TextArea.class);
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> TourWindow.fxText(value).startsWith("apiVersion: v1\n")
                && TourWindow.fxText(value).contains("name: checkout-credentials"));
        assertTrue(robot.lookup("#kubernetesBadge").queryAs(Labeled.class).getText().startsWith("v1 Secret"));
        String masked = TourWindow.fxText(value);
        assertTrue(TourText.contains(masked, "DB_PASSWORD: •••••••• hidden") && masked.contains("••••••••"), masked);

        robot.clickOn("#revealSecret-DB_PASSWORD");
        TextField shown = robot.lookup("#secretValue-DB_PASSWORD").queryAs(TextField.class);
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS,
                () -> "correct-horse-battery-staple".equals(TourWindow.fxText(shown)));
        // The YAML shows it as kubectl does: base64, as stored in the Secret's data.
        String base64 = java.util.Base64.getEncoder().encodeToString(
                "correct-horse-battery-staple".getBytes(StandardCharsets.UTF_8));
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS,
                () -> TourWindow.fxText(value).contains("DB_PASSWORD: " + base64));
        assertTrue(TourText.contains(TourWindow.fxText(value), "PAYMENT_API_KEY: •••••••• hidden"),
                "the other value stays hidden");
        shots.shoot(TourWindow.mainScene(robot), "secret");
    }

    @Test
    @Order(4)
    void editor() throws Exception {
        selectTab("keysTab");
        goTo("/demo/config/app.json");
        roomForDetails(0.25);
        selectTab("editorTab");
        CodeArea area = robot.lookup("#editorArea").queryAs(CodeArea.class);
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS,
                () -> AppWindow.onFx(area::getText).contains("\"playground-shop\""));
        assertEquals("/demo/config/app.json", robot.lookup("#editorKey").queryAs(Labeled.class).getText());
        // Highlighting runs in the background: wait until a JSON key is styled differently from plain text.
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> {
            int at = area.getText().indexOf("\"name\"") + 1; // already on the FX thread
            return !area.getStyleAtPosition(at + 1).isEmpty();
        }));
        shots.shoot(TourWindow.mainScene(robot), "editor");
    }

    @Test
    @Order(5)
    void operations() throws Exception {
        selectTab("operationsTab");
        roomForDetails(0.12);
        long visitsAtThree = revisionOfVisit(3);

        TextField getKey = robot.lookup("#opsGetKey").queryAs(TextField.class);
        TextField getRevision = robot.lookup("#opsGetRevision").queryAs(TextField.class);
        robot.interact(() -> {
            getKey.setText("/demo/counters/visits");
            getRevision.setText(Long.toString(visitsAtThree));
        });
        fire("#opsGetRun");
        Labeled getMessage = robot.lookup("#opsGetMessage").queryAs(Labeled.class);
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> !getMessage.getText().isEmpty());
        @SuppressWarnings("unchecked")
        TableView<KeyValueRow> got = robot.lookup("#opsGetTable").queryAs(TableView.class);
        assertEquals(1, got.getItems().size(), getMessage.getText());
        assertEquals("3", got.getItems().get(0).valuePreview(), "the counter as it was at that revision");
        assertTrue(getMessage.getText().contains(Long.toString(visitsAtThree)), getMessage.getText());

        // The picture shows the put with a new lease and that lease's keys: fold the sections above and between.
        robot.interact(() -> {
            robot.lookup("#opsGetSection").queryAs(javafx.scene.control.TitledPane.class).setExpanded(false);
            robot.lookup("#opsDeleteSection").queryAs(javafx.scene.control.TitledPane.class).setExpanded(false);
        });
        TextField putKey = robot.lookup("#opsPutKey").queryAs(TextField.class);
        TextArea putValue = robot.lookup("#opsPutValue").queryAs(TextArea.class);
        @SuppressWarnings("unchecked")
        ComboBox<LeaseMode> leaseMode = robot.lookup("#opsPutLeaseMode").queryAs(ComboBox.class);
        TextField lease = robot.lookup("#opsPutLeaseValue").queryAs(TextField.class);
        robot.interact(() -> {
            putKey.setText("/demo/sessions/alice");
            putValue.setText("{\"user\": \"alice\", \"cart\": 3}");
            leaseMode.setValue(LeaseMode.NEW);
            lease.setText("600");
        });
        fire("#opsPutRun");
        Labeled putMessage = robot.lookup("#opsPutMessage").queryAs(Labeled.class);
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> !putMessage.getText().isEmpty());
        // The message is in the language of the run (the tour runs in each): it names the key and the new lease.
        assertTrue(putMessage.getText().contains("/demo/sessions/alice")
                && putMessage.getText().matches("(?s).*\\b[0-9a-f]{16}\\b.*"), putMessage.getText());
        assertFalse(putMessage.getStyleClass().contains("danger"), putMessage.getText());
        String commands = robot.lookup("#opsPutCommand").queryAs(Labeled.class).getText();
        assertTrue(commands.contains("lease grant 600") && commands.contains("put /demo/sessions/alice"), commands);

        Matcher granted = Pattern.compile("\\b([0-9a-f]{16})\\b").matcher(putMessage.getText());
        assertTrue(granted.find(), putMessage.getText());
        TextField leaseId = robot.lookup("#opsLeaseId").queryAs(TextField.class);
        robot.interact(() -> leaseId.setText(granted.group(1)));
        fire("#opsLeaseTimeToLive");
        Labeled leaseMessage = robot.lookup("#opsLeaseMessage").queryAs(Labeled.class);
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> leaseMessage.getText().startsWith("TTL "));
        // "TTL 598 s of 600 s, keys: /demo/sessions/alice", in the language of the run
        assertTrue(leaseMessage.getText().matches("TTL \\d+ .*600.*/demo/sessions/alice"), leaseMessage.getText());
        scrollToTop("#operationsPane", "#opsPutSection");
        shots.shoot(TourWindow.mainScene(robot), "operations");
    }

    @Test
    @Order(6)
    void transaction() throws Exception {
        selectTab("txnTab");
        roomForDetails(0.05);
        SplitPane parts = (SplitPane) robot.lookup("#txnPane").queryAs(javafx.scene.layout.VBox.class)
                .getChildren().stream().filter(SplitPane.class::isInstance).findFirst().orElseThrow();
        robot.interact(() -> parts.setDividerPositions(0.5, 0.82));
        fire("#txnAddCompare");
        fire("#txnAddCompare");
        fire("#txnAddThen");
        fire("#txnAddElse");
        String key = "/demo/counters/visits";
        robot.interact(() -> {
            textOf("#txnCompareKey1").setText(key);
            this.<CompareTarget>combo("#txnCompareTarget1").setValue(CompareTarget.VALUE);
            textOf("#txnCompareOperand1").setText("10");
            textOf("#txnCompareKey2").setText(key);
            this.<CompareTarget>combo("#txnCompareTarget2").setValue(CompareTarget.VERSION);
            textOf("#txnCompareOperand2").setText("10");
            this.<TxnOpRow.Kind>combo("#txnThenKind1").setValue(TxnOpRow.Kind.PUT);
            textOf("#txnThenKey1").setText(key);
            textOf("#txnThenValue1").setText("11");
            this.<TxnOpRow.Kind>combo("#txnElseKind1").setValue(TxnOpRow.Kind.GET);
            textOf("#txnElseKey1").setText(key);
        });
        TextArea preview = robot.lookup("#txnPreview").queryAs(TextArea.class);
        javafx.scene.control.Button run = robot.lookup("#txnRun").queryAs(javafx.scene.control.Button.class);
        try {
            WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> TourWindow.fxText(preview).contains(" txn")
                    && TourWindow.fxText(preview).contains("11") && !run.isDisabled());
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("preview: " + preview.getText() + "\nproblem: "
                    + robot.lookup("#txnProblem").queryAs(Labeled.class).getText(), e);
        }
        robot.interact(() -> robot.lookup("#txnRows").queryAs(javafx.scene.control.ScrollPane.class).setVvalue(0));
        fire("#txnRun");
        Labeled outcome = robot.lookup("#txnOutcome").queryAs(Labeled.class);
        TextArea result = robot.lookup("#txnResult").queryAs(TextArea.class);
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> !outcome.getText().isEmpty()
                && !TourWindow.fxText(result).isEmpty());
        assertEquals(io.etcdexplorer.i18n.Messages.of(io.etcdexplorer.txn.TxnViewModel.class).get("thenRan"),
                outcome.getText());
        assertEquals("11", valueInEtcd(key));
        shots.shoot(TourWindow.mainScene(robot), "transaction");
    }

    @Test
    @Order(7)
    void editorConflict() throws Exception {
        String key = "/demo/config/app.yaml";
        roomForDetails(0.25);
        goTo(key);
        selectTab("editorTab");
        CodeArea area = robot.lookup("#editorArea").queryAs(CodeArea.class);
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> AppWindow.onFx(area::getText).contains("port: 8080"));
        String loaded = AppWindow.onFx(area::getText);

        // Both change the same line: mine moves the port to 8443, someone else's (straight to etcd) to 9090.
        int at = loaded.indexOf("port: 8080") + "port: ".length();
        robot.interact(() -> area.replaceText(at, at + "8080".length(), "8443"));
        try (Client client = Client.builder().endpoints(endpoint()).build()) {
            client.getKVClient().put(bytes(key), bytes(loaded.replace("port: 8080", "port: 9090")))
                    .get(WAIT, TimeUnit.SECONDS);
        }
        robot.clickOn(area);
        robot.push(KeyCode.CONTROL, KeyCode.S);

        Node conflict = robot.lookup("#editorConflict").query();
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, conflict::isVisible);
        String diff = TourWindow.fxText(robot.lookup("#editorConflictDiff").queryAs(TextArea.class));
        assertTrue(diff.contains("-  port: 9090\n+  port: 8443"), diff);
        assertTrue(TourText.contains(robot.lookup("#editorConflictText").queryAs(Labeled.class).getText(),
                "Nothing was written"));
        assertTrue(valueInEtcd(key).contains("port: 9090"), "the refused save wrote nothing");
        for (String choice : List.of("#editorOverwrite", "#editorTakeTheirs", "#editorKeepMine")) {
            assertTrue(robot.lookup(choice).query().isVisible(), choice);
        }
        shots.shoot(TourWindow.mainScene(robot), "editor-conflict");
    }

    @Test
    @Order(8)
    void operationLog() throws Exception {
        selectTab("logTab");
        roomForDetails(0.05);
        javafx.scene.control.ListView<?> entries = robot.lookup("#operationLogList")
                .queryAs(javafx.scene.control.ListView.class);
        WaitForAsyncUtils.waitFor(WAIT, TimeUnit.SECONDS, () -> entries.getItems().size() >= 5);
        int txn = AppWindow.onFx(() -> {
            for (int i = entries.getItems().size() - 1; i >= 0; i--) {
                if (((io.etcdexplorer.oplog.LogEntry) entries.getItems().get(i)).operation().startsWith("txn")) {
                    return i;
                }
            }
            return -1;
        });
        assertTrue(txn >= 0, "the transaction is in the log");
        robot.interact(() -> entries.getSelectionModel().select(txn));
        WaitForAsyncUtils.waitForFxEvents();
        String command = TourWindow.fxText(robot.lookup("#operationLogCommand").queryAs(TextArea.class));
        String response = TourWindow.fxText(robot.lookup("#operationLogResponse").queryAs(TextArea.class));
        assertTrue(command.startsWith("etcdctl") && command.contains("txn"), command);
        assertTrue(response.contains("\"header\"") && response.contains("\"succeeded\": true"), response);
        shots.shoot(TourWindow.mainScene(robot), "log");
    }
}
