package io.etcdexplorer.viewer;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.KeyMeta;
import io.etcdexplorer.kubernetes.KubeDecoder;
import io.etcdexplorer.kubernetes.KubeSchemas;
import io.etcdexplorer.keys.KeyNode;
import io.etcdexplorer.keys.KeyTree;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.testsupport.FakeKeyReads;
import io.etcdexplorer.testsupport.ManualExecutor;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The value panel against a fake {@code KeyReads} and an executor whose work runs when the test says: what a real
 * etcd answers too fast to show. A user who clicks key A, then key B, must see B even when A's answer comes last;
 * a read that fails must say why on the status line.
 */
class ValueViewModelFakeTest {

    private final ManualExecutor io = new ManualExecutor();
    private final StatusViewModel status = new StatusViewModel();
    private final ValueViewModel value = new ValueViewModel(new BackgroundExecutor(io, Runnable::run), status,
            new KubeDecoder(new KubeSchemas()));
    private final FakeKeyReads etcd = new FakeKeyReads().put("/app/a", "value of a").put("/app/b", "value of b");
    private final KeyTree tree = new KeyTree();

    ValueViewModelFakeTest() {
        tree.putAll(List.of(meta("/app/a"), meta("/app/b")));
    }

    @Test
    void theAnswerForAKeyTheUserLeftIsDropped() {
        value.load(etcd, node("/app/a"));
        value.load(etcd, node("/app/b"));
        io.runNewestFirst(); // B's answer arrives, then A's, late

        assertEquals("/app/b", value.keyProperty().get());
        assertEquals("value of b", value.textProperty().get(), "the late answer for /app/a must not replace B's");
        assertFalse(value.loadingProperty().get());
    }

    @Test
    void aFailedReadReachesTheStatusLine() {
        etcd.failWith(new EtcdAccessException("etcd at fake-etcd:2379 refused the connection.",
                "Check that etcd runs.", null));
        value.load(etcd, node("/app/a"));
        assertTrue(value.loadingProperty().get(), "loading until the answer comes");
        io.runAll();

        assertNotNull(status.problemProperty().get(), "the failure is on the status line");
        assertEquals("etcd at fake-etcd:2379 refused the connection.", status.problemProperty().get().message());
        assertEquals("Could not read the value.", value.noticeProperty().get());
        assertFalse(value.loadingProperty().get());
    }

    private KeyNode node(String path) {
        return tree.find(path.getBytes(StandardCharsets.UTF_8));
    }

    private static KeyMeta meta(String key) {
        return new KeyMeta(key.getBytes(StandardCharsets.UTF_8), 1, 1, 1, 0);
    }
}
