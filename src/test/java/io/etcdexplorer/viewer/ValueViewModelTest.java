package io.etcdexplorer.viewer;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.kubernetes.KubeDecoder;
import io.etcdexplorer.kubernetes.KubeSchemas;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.keys.KeyNode;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.testsupport.EtcdExtension;
import io.etcdexplorer.values.ValueKind;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ValueViewModelTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    private final StatusViewModel status = new StatusViewModel();
    private final BackgroundExecutor executor = BackgroundExecutor.sameThread();
    private final KeysViewModel keys = new KeysViewModel(executor, status);
    private final ValueViewModel value = new ValueViewModel(executor, status, new KubeDecoder(new KubeSchemas()));
    private EtcdSession session;

    @BeforeEach
    void connect() {
        etcd.deleteAll();
        session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())), status::showHeader);
    }

    @AfterEach
    void close() {
        session.close();
    }

    private KeyNode load(String key) {
        keys.open(session);
        KeyNode node = keys.treeProperty().get().find(key.getBytes(StandardCharsets.UTF_8));
        value.load(session, node);
        return node;
    }

    @Test
    void jsonIsPrettyPrintedWithItsMetadata() {
        etcd.put("/cfg", "{\"name\":\"web\",\"replicas\":3}");
        etcd.put("/cfg", "{\"name\":\"web\",\"replicas\":12345678901234567890}");
        load("/cfg");
        assertEquals(ValueKind.JSON, value.kindProperty().get());
        assertEquals(ValueMode.JSON, value.modeProperty().get());
        assertEquals("{\n  \"name\": \"web\",\n  \"replicas\": 12345678901234567890\n}",
                value.textProperty().get().strip());
        assertTrue(value.detailsProperty().get().contains("version 2"), value.detailsProperty().get());
        assertEquals("/cfg", value.keyProperty().get());
    }

    @Test
    void binaryValuesOpenAsHexAndTextShowsTheyAreNotUtf8() {
        etcd.put("/bin".getBytes(StandardCharsets.UTF_8), new byte[]{0, 1, 2, (byte) 0xff, 'A'});
        load("/bin");
        assertEquals(ValueKind.BINARY, value.kindProperty().get());
        assertEquals(ValueMode.HEX, value.modeProperty().get());
        assertTrue(value.textProperty().get().startsWith("00000000  00 01 02 ff 41"), value.textProperty().get());

        value.modeProperty().set(ValueMode.TEXT);
        assertTrue(value.noticeProperty().get().contains("not valid UTF-8"), value.noticeProperty().get());
    }

    @Test
    void invalidJsonAskedAsJsonFallsBackToTextWithTheReason() {
        etcd.put("/t", "plain words");
        load("/t");
        assertEquals(ValueMode.TEXT, value.modeProperty().get());
        assertEquals("plain words", value.textProperty().get());
        value.modeProperty().set(ValueMode.JSON);
        assertEquals("plain words", value.textProperty().get());
        assertTrue(value.noticeProperty().get().startsWith("Not JSON"), value.noticeProperty().get());
    }

    @Test
    void aKeyDeletedAfterListingSaysSo() {
        etcd.put("/gone", "x");
        keys.open(session);
        KeyNode node = keys.treeProperty().get().find("/gone".getBytes(StandardCharsets.UTF_8));
        etcd.client().getKVClient().delete(io.etcd.jetcd.ByteSequence.from("/gone", StandardCharsets.UTF_8)).join();
        value.load(session, node);
        assertNull(value.valueProperty().get());
        assertTrue(value.noticeProperty().get().contains("no longer exists"));
    }
}
