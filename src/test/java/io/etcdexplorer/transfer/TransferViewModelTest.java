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
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

class TransferViewModelTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    @TempDir
    Path dir;

    @Test
    void exportsASubtreeThenImportsItUnderAnotherPrefix() {
        etcd.put("/app/a", "1");
        etcd.put("/app/b", "2");
        etcd.put("/other", "x");
        StatusViewModel status = new StatusViewModel();
        AtomicInteger refreshed = new AtomicInteger();
        try (EtcdSession session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())),
                h -> { })) {
            TransferViewModel vm = new TransferViewModel(BackgroundExecutor.sameThread(), () -> session, status,
                    refreshed::incrementAndGet);
            Path file = dir.resolve("app.json");
            vm.exportJson("/app/".getBytes(StandardCharsets.UTF_8), file);
            assertTrue(Files.exists(file));
            assertTrue(status.activityProperty().get().startsWith("Exported 2 keys"), status.activityProperty().get());
            assertFalse(vm.runningProperty().get());

            List<ImportPreview> previews = new ArrayList<>();
            PrefixRewrite rewrite = PrefixRewrite.of("/app/", "/copy/");
            vm.previewImport(file, rewrite, previews::add);
            assertEquals(2, previews.get(0).added());

            vm.importJson(file, previews.get(0), conflict -> fail("no key changed: " + conflict.getMessage()));
            assertEquals("1", etcd.get("/copy/a").orElseThrow());
            assertEquals("2", etcd.get("/copy/b").orElseThrow());
            assertEquals(1, refreshed.get(), "the tree re-reads the keyspace after an import");
            assertTrue(status.activityProperty().get().startsWith("Imported 2 keys"), status.activityProperty().get());
        }
    }

    @Test
    void aReadOnlyConnectionRefusesTheImportAndSaysWhy() throws Exception {
        Path file = dir.resolve("one.json");
        Files.writeString(file, "{\"header\":{\"cluster_id\":1,\"member_id\":2,\"revision\":3,\"raft_term\":4},"
                + "\"kvs\":[{\"key\":\"L3JvL2E=\",\"create_revision\":2,\"mod_revision\":2,\"version\":1,"
                + "\"value\":\"MQ==\"}],\"count\":1}");
        StatusViewModel status = new StatusViewModel();
        try (EtcdSession session = new EtcdConnector().connect(ConnectionSettings.builder(List.of(etcd.endpoint()))
                .readOnly(true).build(), h -> { })) {
            TransferViewModel vm = new TransferViewModel(BackgroundExecutor.sameThread(), () -> session, status,
                    () -> { });
            List<ImportPreview> previews = new ArrayList<>();
            vm.previewImport(file, PrefixRewrite.none(), previews::add);
            vm.importJson(file, previews.get(0), conflict -> fail("nothing was written, so nothing conflicts"));
            assertEquals("This connection is read-only: nothing was written.", status.problemProperty().get().message());
            assertTrue(etcd.get("/ro/a").isEmpty());
        }
    }
}
