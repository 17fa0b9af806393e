package io.etcdexplorer.cluster;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.oplog.OperationLog;
import io.etcdexplorer.testsupport.EtcdExtension;
import io.etcdexplorer.testsupport.ManualExecutor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Save snapshot in the Maintenance section, with its work and its results (progress included) waiting in queues
 * until the test runs them: Cancel, and a session that changes while the snapshot's answers are on their way.
 */
class MaintenanceSnapshotTest {

    @RegisterExtension
    final EtcdExtension etcd = new EtcdExtension();

    @TempDir
    Path dir;

    private final ManualExecutor io = new ManualExecutor();
    private final ManualExecutor ui = new ManualExecutor();
    private final OperationLog log = new OperationLog(Clock.systemUTC());
    private EtcdSession session;
    private ClusterViewModel vm;

    @BeforeEach
    void showTheMaintenanceSection() {
        etcd.put("/k", "v");
        session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())), header -> { });
        vm = new ClusterViewModel(new BackgroundExecutor(io, ui), () -> session, log, (title, message) -> true,
                key -> { }, () -> { });
        vm.sectionProperty().set(ClusterViewModel.Section.MAINTENANCE);
        vm.activeProperty().set(true);
        settle();
        assertNotNull(vm.maintenance().endpointProperty().get(), "the member to save from is picked");
    }

    @AfterEach
    void close() {
        session.close();
    }

    private void settle() {
        while (io.pending() > 0 || ui.pending() > 0) {
            io.runAll();
            ui.runAll();
        }
    }

    @Test
    void cancelStopsTheSnapshotSaysSoAndLeavesNoFile() {
        Path file = dir.resolve("cancelled.db");
        vm.maintenance().saveSnapshot(file);
        assertTrue(vm.maintenance().snapshotRunningProperty().get());
        vm.maintenance().cancelSnapshot();
        settle();
        assertFalse(Files.exists(file));
        assertFalse(vm.maintenance().snapshotRunningProperty().get());
        assertEquals("", vm.maintenance().snapshotProgressProperty().get());
        assertTrue(vm.maintenance().messageProperty().get().toLowerCase().contains("cancel"),
                vm.maintenance().messageProperty().get());
    }

    @Test
    void theOldSessionsSnapshotLeavesNeitherProgressNorOutcomeBehind() {
        vm.maintenance().saveSnapshot(dir.resolve("old.db"));
        io.runAll(); // the snapshot streamed: its progress and its result wait for the UI thread...
        assertTrue(ui.pending() > 0);
        vm.sessionChanged(); // ...when the window connects elsewhere
        ui.runAll();
        assertFalse(vm.maintenance().snapshotRunningProperty().get());
        assertEquals("", vm.maintenance().snapshotProgressProperty().get());
        assertEquals(0, vm.maintenance().snapshotFractionProperty().get(), "no old progress under the new session");
        assertEquals("", vm.maintenance().messageProperty().get());
    }
}
