package io.etcdexplorer.editor;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.keys.KeyNode;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.oplog.OperationLog;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.testsupport.EtcdExtension;
import io.etcdexplorer.testsupport.FxStallMeter;
import io.etcdexplorer.testsupport.HostileTexts;
import javafx.application.Platform;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static io.etcdexplorer.testsupport.FxStallMeter.onFx;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Opening a key whose value is 200 KB of deeply nested YAML, from a real etcd, on the real FX thread: recognising
 * its format is slow work, and it runs with the read in the background, so the FX thread never stands still.
 */
class EditorOpenResponsivenessTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    private BackgroundExecutor executor;
    private EtcdSession session;

    @BeforeAll
    static void toolkit() throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    @AfterEach
    void close() {
        if (session != null) {
            session.close();
        }
        executor.close();
    }

    @Test
    void openingADeeplyNestedYamlValueKeepsTheFxThreadFree() throws Exception {
        etcd.put("/deep.yaml", HostileTexts.deeplyNestedYaml(200 * 1024));
        executor = BackgroundExecutor.withDaemonPool(Platform::runLater);
        StatusViewModel status = onFx(StatusViewModel::new).value();
        session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())), h -> { });
        KeysViewModel keys = onFx(() -> new KeysViewModel(executor, status)).value();
        EditorViewModel editor = onFx(() -> new EditorViewModel(executor, status, () -> session, keys,
                new OperationLog(Clock.systemUTC()), (title, text) -> true)).value();
        onFx(() -> {
            keys.open(session);
            return null;
        });
        byte[] path = "/deep.yaml".getBytes(StandardCharsets.UTF_8);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> onFx(() -> keys.treeProperty().get() != null
                && keys.treeProperty().get().find(path) != null).value());
        KeyNode node = onFx(() -> keys.treeProperty().get().find(path)).value();

        try (FxStallMeter meter = FxStallMeter.start()) {
            long held = onFx(() -> {
                editor.select(node);
                return null;
            }).millis();
            WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> onFx(() -> "/deep.yaml".equals(
                    editor.keyTextProperty().get()) && !editor.busyProperty().get()).value());
            assertTrue(held < 100, "selecting the key held the FX thread for " + held + " ms");
            assertTrue(meter.worstMillis() < 100, "the FX thread stood still for " + meter.worstMillis() + " ms");
        }
        assertEquals(200 * 1024, onFx(() -> editor.textProperty().get().length()).value(), 1024,
                "the value is shown whole");
    }
}
