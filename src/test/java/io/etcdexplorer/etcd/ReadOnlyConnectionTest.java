package io.etcdexplorer.etcd;

import io.etcd.jetcd.ByteSequence;
import io.etcd.jetcd.Client;
import io.etcd.jetcd.op.Cmp;
import io.etcd.jetcd.op.CmpTarget;
import io.etcd.jetcd.op.Op;
import io.etcd.jetcd.options.DeleteOption;
import io.etcd.jetcd.options.GetOption;
import io.etcd.jetcd.options.PutOption;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ReadOnlyConnectionTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    private EtcdSession session;

    private static ByteSequence b(String s) {
        return ByteSequence.from(s, StandardCharsets.UTF_8);
    }

    @BeforeEach
    void connectReadOnly() {
        etcd.put("/ro/a", "1");
        session = new EtcdConnector().connect(ConnectionSettings.builder(List.of(etcd.endpoint())).readOnly(true)
                .build(), h -> { });
    }

    @AfterEach
    void close() {
        session.close();
    }

    private long revision() throws Exception {
        return etcd.client().getKVClient().get(b("/ro/a")).get().getHeader().getRevision();
    }

    private static void refused(CompletableFuture<?> call) {
        ExecutionException e = assertThrows(ExecutionException.class, () -> call.get(10, TimeUnit.SECONDS));
        EtcdAccessException explained = EtcdErrors.translate(e, "test");
        assertEquals("This connection is read-only: nothing was written.", explained.getMessage());
    }

    @Test
    void everyKindOfWriteIsRefusedBeforeItLeavesTheMachine() throws Exception {
        long before = revision();
        Client client = session.client();
        refused(client.getKVClient().put(b("/ro/a"), b("2")));
        refused(client.getKVClient().put(b("/ro/new"), b("x"), PutOption.DEFAULT));
        refused(client.getKVClient().delete(b("/ro/a")));
        refused(client.getKVClient().delete(b("/ro/"), DeleteOption.builder().isPrefix(true).build()));
        refused(client.getKVClient().txn().If(new Cmp(b("/ro/a"), Cmp.Op.EQUAL, CmpTarget.value(b("1"))))
                .Then(Op.put(b("/ro/a"), b("3"), PutOption.DEFAULT)).commit());
        refused(client.getKVClient().txn().Else(Op.delete(b("/ro/a"), DeleteOption.DEFAULT)).commit());
        refused(client.getKVClient().compact(before));
        refused(client.getLeaseClient().grant(60));
        refused(client.getAuthClient().authEnable());
        assertEquals(before, revision(), "the server's revision did not move");
        assertEquals("1", etcd.get("/ro/a").orElseThrow());
    }

    @Test
    void readsStillWorkIncludingReadOnlyTransactions() throws Exception {
        assertTrue(session.get("/ro/a".getBytes(StandardCharsets.UTF_8)).isPresent());
        assertEquals(1, session.valueSizes(List.of("/ro/a".getBytes(StandardCharsets.UTF_8)))[0]);
        var txn = session.client().getKVClient().txn().Then(Op.get(b("/ro/a"), GetOption.DEFAULT)).commit()
                .get(10, TimeUnit.SECONDS);
        assertTrue(txn.isSucceeded());
        assertTrue(session.isReadOnly());
    }
}
