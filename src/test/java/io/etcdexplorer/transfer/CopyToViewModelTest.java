package io.etcdexplorer.transfer;

import io.etcd.jetcd.ByteSequence;
import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.oplog.LogEntry;
import io.etcdexplorer.oplog.OperationLog;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static io.etcdexplorer.transfer.TransferFixtures.assertSameData;
import static io.etcdexplorer.transfer.TransferFixtures.readAll;
import static io.etcdexplorer.transfer.TransferFixtures.seedMany;
import static io.etcdexplorer.transfer.TransferFixtures.seedOdd;
import static io.etcdexplorer.transfer.TransferFixtures.utf8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** "Copy to…" between two real etcds: the source workspace and another open one. */
class CopyToViewModelTest {

    @RegisterExtension
    static final EtcdExtension production = new EtcdExtension();

    @RegisterExtension
    static final EtcdExtension staging = new EtcdExtension();

    private final OperationLog stagingLog = new OperationLog(Clock.systemUTC());
    private final AtomicInteger refreshed = new AtomicInteger();
    private EtcdSession source;
    private EtcdSession target;

    @BeforeEach
    void connect() {
        production.deleteAll();
        staging.deleteAll();
        source = connect(production, false);
        target = connect(staging, false);
    }

    @AfterEach
    void close() {
        source.close();
        target.close();
    }

    private static EtcdSession connect(EtcdExtension etcd, boolean readOnly) {
        return new EtcdConnector().connect(ConnectionSettings.builder(List.of(etcd.endpoint())).readOnly(readOnly)
                .build(), h -> { });
    }

    private CopyToViewModel viewModel(CopyTarget... targets) {
        return new CopyToViewModel(BackgroundExecutor.sameThread(), () -> source, () -> List.of(targets));
    }

    private CopyTarget stagingTarget(EtcdSession session, boolean readOnly) {
        return new CopyTarget("staging", () -> session, readOnly, stagingLog, refreshed::incrementAndGet);
    }

    private CopyToViewModel previewed(String prefix) {
        CopyToViewModel vm = viewModel(stagingTarget(target, false));
        vm.chooseSource(new CopySource(utf8(prefix), true));
        vm.preview();
        assertNull(vm.problemProperty().get(), () -> vm.problemProperty().get().message());
        return vm;
    }

    private void seedAppOnBoth() {
        production.put("/app/a", "1");
        production.put("/app/b", "2");
        production.put("/app/c", "3");
        production.put("/other", "not under /app/");
        staging.put("/app/b", "2");
        staging.put("/app/c", "staging's own 3");
    }

    @Test
    void thePreviewCountsNewChangedAndIdenticalKeysAndWritesNothing() throws Exception {
        seedAppOnBoth();
        long before = revision(staging);

        CopyToViewModel vm = previewed("/app/");

        CopyPreview preview = vm.previewProperty().get();
        assertEquals(3, preview.keys());
        assertEquals(1, preview.added());
        assertEquals(1, preview.changed());
        assertEquals(1, preview.identical());
        assertEquals(List.of(new CopyPreview.Row(CopyPreview.Change.NEW, "/app/a"),
                new CopyPreview.Row(CopyPreview.Change.IDENTICAL, "/app/b"),
                new CopyPreview.Row(CopyPreview.Change.CHANGED, "/app/c")), vm.rows());
        String summary = vm.summaryProperty().get();
        assertTrue(summary.contains("Leases are not copied"), summary);
        assertTrue(summary.contains("The copy will write 1 key."), summary);
        vm.modeProperty().set(CopyMode.OVERWRITE);
        assertTrue(vm.summaryProperty().get().contains("The copy will write 2 keys."), vm.summaryProperty().get());
        assertEquals(before, revision(staging), "a preview writes nothing");
        assertTrue(vm.canCopyProperty().get());
    }

    @Test
    void createOnlyCopiesTheNewKeysAndLeavesExistingOnesUntouched() throws Exception {
        seedAppOnBoth();
        long identicalRevision = modRevision(staging, "/app/b");
        CopyToViewModel vm = previewed("/app/");

        vm.copy();

        assertNull(vm.problemProperty().get(), () -> vm.problemProperty().get().message());
        assertEquals("1", staging.get("/app/a").orElseThrow());
        assertEquals("staging's own 3", staging.get("/app/c").orElseThrow(), "create-only keeps the target's value");
        assertEquals(identicalRevision, modRevision(staging, "/app/b"), "an identical key is not written again");
        assertTrue(staging.get("/other").isEmpty(), "only the chosen prefix is copied");
        assertEquals("Copied to staging: 1 key written (1 new, 0 overwritten) in 1 transaction; 1 identical; 1 "
                + "already there, left as they were. Source revision " + revision(production) + ".",
                vm.messageProperty().get());
        assertEquals(1, refreshed.get(), "the target's tree re-reads the keyspace");
        assertNull(vm.previewProperty().get(), "a second copy needs a fresh preview");
    }

    @Test
    void overwriteReplacesChangedKeys() {
        seedAppOnBoth();
        CopyToViewModel vm = previewed("/app/");
        vm.modeProperty().set(CopyMode.OVERWRITE);

        vm.copy();

        assertEquals("3", staging.get("/app/c").orElseThrow());
        assertEquals("1", staging.get("/app/a").orElseThrow());
        assertTrue(vm.messageProperty().get().startsWith("Copied to staging: 2 keys written (1 new, 1 overwritten)"),
                vm.messageProperty().get());
    }

    @Test
    void aKeyCreatedOnTheTargetAfterThePreviewIsNotOverwrittenInCreateOnly() {
        production.put("/app/a", "from production");
        CopyToViewModel vm = previewed("/app/");
        assertEquals(1, vm.previewProperty().get().added());
        staging.put("/app/a", "written on staging meanwhile");

        vm.copy();

        assertEquals("written on staging meanwhile", staging.get("/app/a").orElseThrow());
        assertTrue(vm.messageProperty().get().contains("0 keys written"), vm.messageProperty().get());
    }

    @Test
    void thePrefixCanBeRewritten() throws Exception {
        seedAppOnBoth();
        CopyToViewModel vm = viewModel(stagingTarget(target, false));
        vm.chooseSource(new CopySource(utf8("/app/"), true));
        assertEquals("/app/", vm.targetPrefixProperty().get(), "the target prefix starts as the source's");
        vm.targetPrefixProperty().set("/staging/app/");
        vm.preview();
        assertEquals(3, vm.previewProperty().get().added());
        assertEquals("/staging/app/a", vm.rows().get(0).targetKey());

        vm.copy();

        assertEquals("1", staging.get("/staging/app/a").orElseThrow());
        assertEquals("2", staging.get("/staging/app/b").orElseThrow());
        assertEquals("3", staging.get("/staging/app/c").orElseThrow());
        assertEquals("staging's own 3", staging.get("/app/c").orElseThrow());
        assertEquals(5, readAll(staging.client(), "").size(), "staging's own two keys and the three copies");
    }

    @Test
    void aSingleKeyCopiesItselfOnlyUnderTheNameGiven() throws Exception {
        production.put("/app/a", "1");
        production.put("/app/ab", "not this one");
        CopyToViewModel vm = viewModel(stagingTarget(target, false));
        vm.chooseSource(new CopySource(utf8("/app/a"), false));
        assertEquals("Target key", vm.targetPrefixLabelProperty().get());
        vm.targetPrefixProperty().set("/renamed");
        vm.preview();
        vm.copy();

        assertEquals("1", staging.get("/renamed").orElseThrow());
        assertEquals(1, readAll(staging.client(), "").size());
    }

    @Test
    void binaryKeysAndValuesArriveByteForByte() throws Exception {
        Map<ByteBuffer, byte[]> odd = seedOdd(production.client(), "/bin/", true);
        CopyToViewModel vm = previewed("/bin/");

        vm.copy();

        assertNull(vm.problemProperty().get(), () -> vm.problemProperty().get().message());
        assertSameData(odd, readAll(staging.client(), "/bin/"));
    }

    @Test
    void manyKeysGoInTransactionsOfAtMost64AndEachIsLoggedAsEtcdctlForTheTarget() throws Exception {
        Map<ByteBuffer, byte[]> keys = seedMany(production.client(), "/many/", 200);
        CopyToViewModel vm = previewed("/many/");
        List<String> progress = new java.util.ArrayList<>();
        vm.progressProperty().addListener((obs, old, now) -> progress.add(now));

        vm.copy();

        assertSameData(keys, readAll(staging.client(), "/many/"));
        assertTrue(vm.messageProperty().get().startsWith("Copied to staging: 200 keys written (200 new, 0 "
                + "overwritten) in 4 transactions"), vm.messageProperty().get());
        assertTrue(progress.contains("64 of 200 keys") && progress.contains("128 of 200 keys"), progress.toString());
        List<LogEntry> entries = stagingLog.entries();
        assertEquals(4, entries.size());
        LogEntry first = entries.get(0);
        assertEquals("copy to staging", first.operation());
        assertTrue(first.command().startsWith("etcdctl --endpoints=" + staging.endpoint() + " txn <<'EOF'\n"),
                first.command());
        assertTrue(first.command().contains("create(\"/many/k00000\") = \"0\""), first.command());
        assertEquals(64, first.command().lines().filter(l -> l.startsWith("put ")).count());
        assertFalse(first.failed());
    }

    @Test
    void theLoggedEtcdctlCommandDoesTheSameWhenRun() throws Exception {
        production.put("/app/quoted", "it's \"fine\" $HOME");
        CopyToViewModel vm = previewed("/app/");
        vm.copy();
        String command = stagingLog.entries().get(0).command();
        staging.deleteAll();

        Process run = new ProcessBuilder("bash", "-c", command).redirectErrorStream(true).start();
        String out = new String(run.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(run.waitFor(30, TimeUnit.SECONDS) && run.exitValue() == 0, out);

        assertEquals("it's \"fine\" $HOME", staging.get("/app/quoted").orElseThrow(), out);
    }

    @Test
    void cancelStopsBetweenTransactionsAndSaysHowManyWereWritten() throws Exception {
        seedMany(production.client(), "/many/", 200);
        CopyToViewModel vm = previewed("/many/");
        vm.progressProperty().addListener((obs, old, now) -> {
            if (now.startsWith("64 of")) {
                vm.cancel();
            }
        });

        vm.copy();

        assertEquals("Copy cancelled after 64 of 200 keys: 1 transaction committed, 64 keys written; the other "
                + "136 were not copied.", vm.messageProperty().get());
        assertEquals(64, readAll(staging.client(), "/many/").size());
        assertEquals(1, stagingLog.entries().size());
        assertEquals(1, refreshed.get(), "what was written shows in the target's tree");
        assertFalse(vm.busyProperty().get());
    }

    @Test
    void aReadOnlyTargetIsRefusedUpFrontAndNothingIsWritten() throws Exception {
        seedAppOnBoth();
        long before = revision(staging);
        CopyToViewModel vm = viewModel(stagingTarget(target, true));
        vm.chooseSource(new CopySource(utf8("/app/"), true));

        assertEquals("staging is a read-only connection: nothing was written.",
                vm.problemProperty().get().message(), "said as soon as the target is chosen");
        vm.preview();
        assertNotNull(vm.previewProperty().get(), "a preview only reads, so it works on a read-only target");
        assertFalse(vm.canCopyProperty().get());
        vm.copy();

        assertEquals("staging is a read-only connection: nothing was written.", vm.problemProperty().get().message());
        assertEquals(before, revision(staging));
        assertTrue(stagingLog.entries().isEmpty());
        assertEquals(0, refreshed.get());
    }

    @Test
    void aTargetWhoseSessionIsReadOnlyIsRefusedToo() throws Exception {
        seedAppOnBoth();
        long before = revision(staging);
        try (EtcdSession readOnly = connect(staging, true)) {
            CopyToViewModel vm = viewModel(stagingTarget(readOnly, false));
            vm.chooseSource(new CopySource(utf8("/app/"), true));
            vm.preview();
            vm.copy();

            assertTrue(vm.targetRefusesWritesProperty().get());
            assertEquals("staging is a read-only connection: nothing was written.",
                    vm.problemProperty().get().message());
            assertEquals(before, revision(staging));
        }
    }

    @Test
    void changingTheTargetPrefixForgetsThePreview() {
        seedAppOnBoth();
        CopyToViewModel vm = previewed("/app/");
        vm.targetPrefixProperty().set("/elsewhere/");
        assertNull(vm.previewProperty().get());
        assertTrue(vm.rows().isEmpty());
        assertEquals("", vm.summaryProperty().get());
        assertFalse(vm.canCopyProperty().get());
    }

    static long revision(EtcdExtension etcd) throws Exception {
        return etcd.client().getKVClient().get(ByteSequence.from(utf8("/"))).get(10, TimeUnit.SECONDS).getHeader()
                .getRevision();
    }

    static long modRevision(EtcdExtension etcd, String key) throws Exception {
        return etcd.client().getKVClient().get(ByteSequence.from(utf8(key))).get(10, TimeUnit.SECONDS).getKvs()
                .get(0).getModRevision();
    }
}
