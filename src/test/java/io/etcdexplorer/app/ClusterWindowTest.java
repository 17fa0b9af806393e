package io.etcdexplorer.app;

import io.etcdexplorer.testsupport.AppWindow;
import io.etcdexplorer.testsupport.EtcdExtension;
import javafx.application.Application;
import javafx.scene.control.Labeled;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableView;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** Opens the Cluster tab of the real window: the member with its leader mark, a lease, the revision range. */
class ClusterWindowTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    @TempDir
    static Path home;

    private static Application app;
    private final FxRobot robot = new FxRobot();

    @BeforeAll
    static void openWindow() throws Exception {
        etcd.put("/c/key", "value");
        etcd.client().getLeaseClient().grant(120).get();
        app = AppWindow.open(home, "--endpoints", etcd.endpoint());
    }

    @AfterAll
    static void closeWindow() throws Exception {
        AppWindow.close(app);
    }

    @Test
    void theClusterTabShowsTheMemberAsLeaderItsLeaseAndTheRevisionRange() throws Exception {
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> robot.lookup("#clusterTab").tryQuery().isPresent()
                && robot.lookup("#workspace").query().isVisible()));
        robot.clickOn("Cluster");
        TableView<?> members = robot.lookup("#clusterMembers").queryAs(TableView.class);
        Labeled summary = robot.lookup("#clusterSummary").queryAs(Labeled.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> members.getItems().size() == 1
                && !summary.getText().isEmpty()));
        String text = AppWindow.onFx(summary::getText);
        assertTrue(text.startsWith("1 member, 1 answering · leader: default"), text);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> AppWindow.onFx(() -> robot.lookup(n -> n instanceof TableCell
                && "leader".equals(((TableCell<?, ?>) n).getText())).tryQuery().isPresent()));

        robot.clickOn("Leases");
        TableView<?> leases = robot.lookup("#clusterLeases").queryAs(TableView.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> leases.getItems().size() == 1);

        robot.clickOn("Maintenance");
        Labeled bounds = robot.lookup("#clusterBounds").queryAs(Labeled.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> AppWindow.onFx(bounds::getText)
                .startsWith("Revisions 1 to "));
    }
}
