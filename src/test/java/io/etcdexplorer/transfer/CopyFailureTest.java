package io.etcdexplorer.transfer;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.oplog.OperationLog;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.status.Problem;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static io.etcdexplorer.transfer.TransferFixtures.seedMany;
import static io.etcdexplorer.transfer.TransferFixtures.utf8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A target that goes away in the middle of a copy: the message names the cause and what was written. */
class CopyFailureTest {

    @RegisterExtension
    static final EtcdExtension production = new EtcdExtension();

    /** Its own etcd per test: the test stops it. */
    @RegisterExtension
    final EtcdExtension staging = new EtcdExtension();

    @Test
    void aTargetThatStopsAnsweringStopsTheCopyAndSaysWhichTransactionsWereCommitted() throws Exception {
        production.deleteAll();
        seedMany(production.client(), "/many/", 200);
        OperationLog log = new OperationLog(Clock.systemUTC());
        AtomicInteger refreshed = new AtomicInteger();
        ConnectionSettings settings = ConnectionSettings.builder(List.of(staging.endpoint()))
                .dialTimeout(Duration.ofSeconds(2)).build();
        try (EtcdSession source = new EtcdConnector().connect(ConnectionSettings.plain(List.of(production
                .endpoint())), h -> { });
             EtcdSession target = new EtcdConnector().connect(settings, h -> { })) {
            CopyTarget to = new CopyTarget("staging", () -> target, false, log, refreshed::incrementAndGet);
            CopyToViewModel vm = new CopyToViewModel(BackgroundExecutor.sameThread(), () -> source,
                    () -> List.of(to));
            vm.chooseSource(new CopySource(utf8("/many/"), true));
            vm.preview();
            // The first transaction's log entry arrives right after it committed: stop staging there.
            log.entries().addListener((javafx.collections.ListChangeListener<Object>) change ->
                    staging.process().stop());

            vm.copy();

            Problem problem = vm.problemProperty().get();
            assertTrue(problem.message().startsWith("Copy to staging stopped after 64 of 200 keys: connection refused by "), problem.message());
            assertTrue(problem.message().contains(staging.endpoint()), "names the target: " + problem.message());
            assertTrue(problem.message().endsWith("1 transaction committed, 64 keys written; nothing after "
                    + "/many/k00063 was written."), problem.message());
            assertTrue(!problem.hint().isEmpty(), "says what to do");
            assertEquals(1, refreshed.get(), "the target's tree shows the keys that were written");
        }
    }

    @Test
    void aUserWhoMayOnlyReadTheTargetIsToldSoAndNothingIsWritten() throws Exception {
        production.deleteAll();
        seedMany(production.client(), "/many/", 10);
        readerOnlyOn(staging.client());
        OperationLog log = new OperationLog(Clock.systemUTC());
        ConnectionSettings settings = ConnectionSettings.builder(List.of(staging.endpoint())).user("reader")
                .password("reader-pw").build();
        try (EtcdSession source = new EtcdConnector().connect(ConnectionSettings.plain(List.of(production
                .endpoint())), h -> { });
             EtcdSession target = new EtcdConnector().connect(settings, h -> { })) {
            CopyTarget to = new CopyTarget("staging", () -> target, false, log, () -> { });
            CopyToViewModel vm = new CopyToViewModel(BackgroundExecutor.sameThread(), () -> source,
                    () -> List.of(to));
            vm.chooseSource(new CopySource(utf8("/many/"), true));
            vm.preview();
            assertEquals(10, vm.previewProperty().get().added(), "reading is allowed");

            vm.copy();

            Problem problem = vm.problemProperty().get();
            assertEquals("Copy to staging stopped after 0 of 10 keys: permission denied: etcdserver: permission "
                    + "denied. Nothing was written.", problem.message());
            assertEquals("The user's roles do not grant this operation or key range; ask an admin to grant it.",
                    problem.hint());
            assertTrue(log.entries().get(0).failed(), "the refused transaction is in the target's log");
        }
    }

    /** Auth on, with root and a user "reader" whose role may read every key under "/" and write none. */
    private static void readerOnlyOn(io.etcd.jetcd.Client client) throws Exception {
        io.etcd.jetcd.Auth auth = client.getAuthClient();
        io.etcd.jetcd.ByteSequence root = io.etcd.jetcd.ByteSequence.from(utf8("root"));
        io.etcd.jetcd.ByteSequence reader = io.etcd.jetcd.ByteSequence.from(utf8("reader"));
        auth.userAdd(root, io.etcd.jetcd.ByteSequence.from(utf8("root-pw"))).get(10, TimeUnit.SECONDS);
        auth.userGrantRole(root, root).get(10, TimeUnit.SECONDS);
        auth.roleAdd(reader).get(10, TimeUnit.SECONDS);
        auth.roleGrantPermission(reader, io.etcd.jetcd.ByteSequence.from(utf8("/")),
                io.etcd.jetcd.ByteSequence.from(utf8("0")), io.etcd.jetcd.auth.Permission.Type.READ)
                .get(10, TimeUnit.SECONDS);
        auth.userAdd(reader, io.etcd.jetcd.ByteSequence.from(utf8("reader-pw"))).get(10, TimeUnit.SECONDS);
        auth.userGrantRole(reader, reader).get(10, TimeUnit.SECONDS);
        auth.authEnable().get(10, TimeUnit.SECONDS);
    }
}
