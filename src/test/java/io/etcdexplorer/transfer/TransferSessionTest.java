package io.etcdexplorer.transfer;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Closing the connection cancels a running export: it belonged to the cluster just left. */
class TransferSessionTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    @TempDir
    Path dir;

    @Test
    void closingTheConnectionCancelsTheRunningExport() {
        etcd.put("/app/a", "1");
        StatusViewModel status = new StatusViewModel();
        List<Runnable> queued = new ArrayList<>();
        // The export waits in this queue, as it would on the pool, until the test lets it run.
        BackgroundExecutor deferred = new BackgroundExecutor(queued::add, Runnable::run);
        try (EtcdSession session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())),
                h -> { })) {
            TransferViewModel vm = new TransferViewModel(deferred, () -> session, status, () -> { });
            Path file = dir.resolve("app.json");
            vm.exportJson("/app/".getBytes(StandardCharsets.UTF_8), file);
            assertTrue(vm.runningProperty().get());

            vm.closed();
            List.copyOf(queued).forEach(Runnable::run);

            assertFalse(vm.runningProperty().get());
            assertFalse(Files.exists(file), "nothing half-written");
            assertTrue(status.activityProperty().get().startsWith("Cancelled"), status.activityProperty().get());
        }
    }
}
