package io.etcdexplorer.operations;

import io.etcd.jetcd.ByteSequence;
import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.oplog.LogEntry;
import io.etcdexplorer.oplog.OperationLog;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.testsupport.EtcdExtension;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An {@link OperationsViewModel} on a real etcd, as the window wires it: same-thread executor, a key tree, the
 * shared log, and confirmations that record each question and answer with {@link #agree}.
 */
final class OperationsFixture implements AutoCloseable {

    final EtcdExtension etcd;
    final StatusViewModel status = new StatusViewModel();
    final BackgroundExecutor executor = BackgroundExecutor.sameThread();
    final KeysViewModel keys = new KeysViewModel(executor, status);
    final OperationLog log = new OperationLog(Clock.systemUTC());
    final List<String> asked = new ArrayList<>();
    boolean agree = true;
    /** Runs once, while the next question is open: another client writing before the user answers. */
    Runnable whileAsking;
    EtcdSession session;
    final OperationsViewModel ops;

    OperationsFixture(EtcdExtension etcd) {
        this.etcd = etcd;
        etcd.deleteAll();
        reconnect(false);
        ops = new OperationsViewModel(executor, () -> session, keys, log, (title, message) -> {
            asked.add(message);
            Runnable meanwhile = whileAsking;
            whileAsking = null;
            if (meanwhile != null) {
                meanwhile.run();
            }
            return agree;
        });
    }

    /** Replaces the session, as connecting to another profile does; the tree follows it like in the window. */
    void reconnect(boolean readOnly) {
        reconnect(ConnectionSettings.builder(List.of(etcd.endpoint())).readOnly(readOnly).build());
    }

    /** Connects with other settings (an endpoint URL with a password in it, say). */
    void reconnect(ConnectionSettings settings) {
        if (session != null) {
            session.close();
        }
        session = new EtcdConnector().connect(settings, status::showHeader);
        keys.open(session);
    }

    LogEntry lastLog() {
        return log.entries().get(log.entries().size() - 1);
    }

    long revision() {
        return etcd.client().getKVClient().get(ByteSequence.from(new byte[]{0})).join().getHeader().getRevision();
    }

    boolean inTree(String key) {
        return keys.treeProperty().get().find(key.getBytes(StandardCharsets.UTF_8)) != null;
    }

    long leaseOf(String key) {
        return etcd.client().getKVClient().get(ByteSequence.from(key, StandardCharsets.UTF_8)).join().getKvs()
                .get(0).getLease();
    }

    /** Every entry, failed ones and declined ones too, carries a command the user can paste into a shell. */
    void assertAllLoggedAsEtcdctl() {
        assertFalse(log.entries().isEmpty());
        log.entries().forEach(e -> assertTrue(e.command().startsWith("etcdctl"), e.command()));
    }

    @Override
    public void close() {
        session.close();
    }
}
