package io.etcdexplorer.keys;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class KeyActionsViewModelTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    @Test
    void copiesKeysValuesAndTheEtcdctlCommand() {
        etcd.put("/app/config", "replicas: 3");
        etcd.put("/app/bin".getBytes(StandardCharsets.UTF_8), new byte[]{0, 1, 2});
        StatusViewModel status = new StatusViewModel();
        BackgroundExecutor executor = BackgroundExecutor.sameThread();
        try (EtcdSession session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())),
                h -> { })) {
            KeysViewModel keys = new KeysViewModel(executor, status);
            keys.open(session);
            KeyActionsViewModel actions = new KeyActionsViewModel(executor, () -> session, status);
            KeyNode config = keys.treeProperty().get().find("/app/config".getBytes(StandardCharsets.UTF_8));
            KeyNode folder = keys.treeProperty().get().find("/app".getBytes(StandardCharsets.UTF_8));

            assertEquals("/app/config", actions.keyText(config));
            assertEquals("etcdctl --endpoints=" + etcd.endpoint() + " get /app/config", actions.etcdctlGet(config));
            assertEquals("etcdctl --endpoints=" + etcd.endpoint() + " get /app/ --prefix", actions.etcdctlGet(folder));

            List<String> clipboard = new ArrayList<>();
            actions.copyValue(config, clipboard::add);
            actions.copyValue(keys.treeProperty().get().find("/app/bin".getBytes(StandardCharsets.UTF_8)),
                    clipboard::add);
            assertEquals(List.of("replicas: 3", "AAEC"), clipboard);
            assertEquals("The value is binary: copied as base64 (3 bytes)", status.activityProperty().get());
        }
    }
}
