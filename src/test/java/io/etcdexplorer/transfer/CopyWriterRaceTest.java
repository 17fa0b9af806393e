package io.etcdexplorer.transfer;

import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.KeyValueData;
import io.etcdexplorer.etcd.ops.EtcdOps;
import io.etcdexplorer.etcd.ops.TxnResult;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.ArrayList;
import java.util.List;

import static io.etcdexplorer.transfer.TransferFixtures.utf8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Someone writes a key on the target between the copy's read of it and its transaction: the guard on that
 * transaction (create_revision == 0, or the mod revision read) keeps the newer write, and the batch is planned again.
 */
class CopyWriterRaceTest {

    @RegisterExtension
    static final EtcdExtension staging = new EtcdExtension();

    private final List<TxnResult> sent = new ArrayList<>();
    private final KeyCopier.Log log = new KeyCopier.Log() {
        @Override
        public void sent(String command, TxnResult result) {
            sent.add(result);
        }

        @Override
        public void failed(String command, Throwable failure) {
            throw new AssertionError("no transaction fails here", failure);
        }
    };

    @BeforeEach
    void clean() {
        staging.deleteAll();
    }

    private CopyWriter writer(EtcdSession session, CopyMode mode, String racingValue) {
        boolean[] raced = {false};
        return new CopyWriter(new EtcdOps(session), session.settings(), mode, log, (ops, batch) -> {
            List<KeyValueData> seen = CopyBatches.onTarget(ops, batch);
            if (!raced[0]) {
                raced[0] = true;
                staging.put("/app/a", racingValue); // after the read, before the transaction
            }
            return seen;
        });
    }

    private static List<CopyBatches.Entry> batch() {
        return List.of(new CopyBatches.Entry(utf8("/app/a"), utf8("/app/a"), utf8("from production"), false),
                new CopyBatches.Entry(utf8("/app/b"), utf8("/app/b"), utf8("b"), false));
    }

    @Test
    void createOnlyNeverOverwritesAKeyCreatedAfterItsRead() {
        try (EtcdSession session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(staging.endpoint())),
                h -> { })) {
            CopyWriter writer = writer(session, CopyMode.CREATE_ONLY, "created on staging meanwhile");

            writer.write(batch());

            assertEquals("created on staging meanwhile", staging.get("/app/a").orElseThrow());
            assertEquals("b", staging.get("/app/b").orElseThrow(), "the rest of the batch is written on retry");
            assertEquals(2, sent.size());
            assertFalse(sent.get(0).succeeded(), "the guard failed: nothing of the first try was written");
            assertTrue(sent.get(1).succeeded());
            KeyCopier.Result result = writer.result(1);
            assertEquals(1, result.created());
            assertEquals(1, result.skipped());
        }
    }

    @Test
    void overwriteReplacesOnlyTheValueItRead() {
        staging.put("/app/a", "old");
        try (EtcdSession session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(staging.endpoint())),
                h -> { })) {
            CopyWriter writer = writer(session, CopyMode.OVERWRITE, "changed on staging meanwhile");

            writer.write(batch());

            assertFalse(sent.get(0).succeeded(), "the value changed after the read: the guard held it");
            assertEquals("from production", staging.get("/app/a").orElseThrow(),
                    "read again, then overwritten knowingly");
            assertEquals(1, writer.result(1).overwritten());
        }
    }
}
