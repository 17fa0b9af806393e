package io.etcdexplorer.cluster;

import io.etcd.jetcd.options.PutOption;
import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.oplog.LogEntry;
import io.etcdexplorer.oplog.OperationLog;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;

import static io.etcdexplorer.cluster.ClusterServicesTest.bytes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Cluster panel's view model on a real etcd, with a same-thread executor (or a queue, to reorder results). */
class ClusterViewModelTest {

    @RegisterExtension
    final EtcdExtension etcd = new EtcdExtension();

    @TempDir
    Path dir;

    final OperationLog log = new OperationLog(Clock.systemUTC());
    final List<String> asked = new ArrayList<>();
    final List<String> deletedKeys = new ArrayList<>();
    boolean agree = true;
    int historyChanges;
    EtcdSession session;

    @AfterEach
    void close() {
        if (session != null) {
            session.close();
        }
    }

    ClusterViewModel viewModel(BackgroundExecutor executor) {
        return new ClusterViewModel(executor, () -> session, log, (title, message) -> {
            asked.add(message);
            return agree;
        }, key -> deletedKeys.add(new String(key, StandardCharsets.UTF_8)), () -> historyChanges++);
    }

    void connect(boolean readOnly) {
        session = new EtcdConnector().connect(ConnectionSettings.builder(List.of(etcd.endpoint()))
                .readOnly(readOnly).build(), header -> { });
    }

    @Test
    void showingThePanelReadsTheMembersAndTicksRefreshEveryThreeSeconds() {
        connect(false);
        ClusterViewModel vm = viewModel(BackgroundExecutor.sameThread());
        assertTrue(vm.members().isEmpty(), "nothing is read while the panel is hidden");
        vm.tick();
        vm.tick();
        vm.tick();
        assertTrue(vm.members().isEmpty(), "hidden panels are not polled");

        vm.activeProperty().set(true);
        assertEquals(1, vm.members().size());
        MemberRow member = vm.members().get(0);
        assertEquals("default", member.name());
        assertTrue(member.leader());
        assertTrue(vm.summaryProperty().get().startsWith("1 member, 1 answering · leader: default"),
                vm.summaryProperty().get());
        assertTrue(vm.canChangeProperty().get());
        assertEquals("", vm.changeBlockedProperty().get());

        // Leases count down locally each tick; the third tick reads them again from etcd.
        long lease = etcd.client().getLeaseClient().grant(60).join().getID();
        vm.sectionProperty().set(ClusterViewModel.Section.LEASES);
        LeaseItem item = vm.leases().leases().get(0);
        assertEquals(lease, item.id());
        long read = item.remainingProperty().get();
        vm.tick();
        vm.tick();
        assertEquals(read - 2, item.remainingProperty().get());
        vm.tick();
        assertTrue(item.remainingProperty().get() >= read - 1, "read again: " + item.remainingProperty().get());
        assertEquals(item, vm.leases().leases().get(0), "the same row object, so the table keeps its selection");
        assertEquals("1 lease", vm.leases().summaryProperty().get());
    }

    @Test
    void aReadOnlyConnectionDisablesEveryChangeAndSendsNothing() throws Exception {
        long lease = etcd.client().getLeaseClient().grant(60).join().getID();
        etcd.client().getKVClient().put(bytes("/leased"), bytes("v"), PutOption.builder().withLeaseId(lease)
                .build()).join();
        long revision = etcd.client().getKVClient().get(bytes("/leased")).join().getHeader().getRevision();
        connect(true);
        ClusterViewModel vm = viewModel(BackgroundExecutor.sameThread());
        vm.activeProperty().set(true);

        assertFalse(vm.canChangeProperty().get());
        assertEquals(ClusterViewModel.readOnlyText(), vm.changeBlockedProperty().get());
        vm.sectionProperty().set(ClusterViewModel.Section.LEASES);
        vm.leases().selectedProperty().set(vm.leases().leases().get(0));
        assertFalse(vm.leases().canChangeSelectedBinding().get());
        vm.sectionProperty().set(ClusterViewModel.Section.AUTH);
        assertEquals(Boolean.FALSE, vm.auth().enabledProperty().get(), "a read-only connection still reads auth");
        assertFalse(vm.auth().canEnableBinding().get());
        assertFalse(vm.auth().canDisableBinding().get());
        vm.sectionProperty().set(ClusterViewModel.Section.MAINTENANCE);
        assertFalse(vm.maintenance().canCompactBinding().get());
        assertFalse(vm.maintenance().canDefragmentBinding().get());
        assertFalse(vm.maintenance().canMoveLeaderBinding().get());
        assertFalse(vm.alarms().canDisarmBinding().get());
        assertTrue(vm.maintenance().canSnapshotBinding().get(), "a snapshot only reads");

        // Called anyway (a key press, a test): refused before anything is asked or sent.
        vm.leases().revoke();
        vm.leases().keepAlive();
        vm.auth().enable();
        vm.maintenance().compactRevisionProperty().set(Long.toString(revision));
        vm.maintenance().compact();
        vm.maintenance().defragment();
        vm.alarms().disarm();
        assertEquals(ClusterViewModel.readOnlyText(), vm.leases().messageProperty().get());
        assertEquals(ClusterViewModel.readOnlyText(), vm.auth().messageProperty().get());
        assertEquals(ClusterViewModel.readOnlyText(), vm.maintenance().messageProperty().get());
        assertEquals(List.of(), asked);
        assertEquals(List.of(), log.entries());
        assertTrue(etcd.get("/leased").isPresent());
        assertEquals(revision, etcd.client().getKVClient().get(bytes("/leased")).join().getHeader().getRevision(),
                "no write happened");
        assertTrue(etcd.client().getLeaseClient().timeToLive(lease, io.etcd.jetcd.options.LeaseOption.DEFAULT)
                .join().getTTL() > 0);

        Path file = dir.resolve("read-only.db");
        vm.maintenance().saveSnapshot(file);
        assertTrue(Files.size(file) > 0, vm.maintenance().messageProperty().get());
    }

    @Test
    void aRefreshOfAnEarlierSessionIsDroppedAndRefreshesNeverOverlap() {
        List<Runnable> queued = new ArrayList<>();
        BackgroundExecutor queue = new BackgroundExecutor(queued::add, Runnable::run);
        connect(false);
        ClusterViewModel vm = viewModel(queue);
        vm.activeProperty().set(true);
        vm.refresh();
        vm.tick();
        vm.tick();
        vm.tick();
        assertEquals(1, queued.size(), "one read at a time");
        assertTrue(vm.refreshingProperty().get());

        EtcdSession first = session;
        session = null;
        vm.sessionChanged(); // disconnected while the read runs
        queued.remove(0).run();
        assertTrue(vm.members().isEmpty(), "the old session's members are not shown");
        assertFalse(vm.refreshingProperty().get());
        first.close();

        connect(false);
        vm.sessionChanged();
        assertEquals(1, queued.size(), "the new session is read at once, the panel being visible");
        vm.sectionProperty().set(ClusterViewModel.Section.LEASES); // asked for while the read runs
        assertEquals(1, queued.size());
        queued.remove(0).run();
        assertEquals(1, vm.members().size());
        assertEquals("", vm.leases().summaryProperty().get(), "the first read was for Members");
        assertEquals(1, queued.size(), "the read asked for meanwhile follows");
        queued.remove(0).run();
        assertEquals("No leases.", vm.leases().summaryProperty().get());
        assertTrue(queued.isEmpty());
    }

    @Test
    void revokeNamesTheKeysItDeletesAndKeepAliveRenewsBothLogged() {
        long lease = etcd.client().getLeaseClient().grant(60).join().getID();
        for (String key : List.of("/session/a", "/session/b")) {
            etcd.client().getKVClient().put(bytes(key), bytes("v"), PutOption.builder().withLeaseId(lease).build())
                    .join();
        }
        connect(false);
        ClusterViewModel vm = viewModel(BackgroundExecutor.sameThread());
        vm.sectionProperty().set(ClusterViewModel.Section.LEASES);
        vm.activeProperty().set(true);
        LeaseItem item = vm.leases().leases().get(0);
        assertEquals("/session/a\n/session/b", item.keysText());
        vm.leases().selectedProperty().set(item);
        assertTrue(vm.leases().canChangeSelectedBinding().get());

        vm.leases().keepAlive();
        assertEquals(60, item.remainingProperty().get());
        LogEntry kept = log.entries().get(0);
        assertTrue(kept.command().startsWith("etcdctl") && kept.command().endsWith("lease keep-alive --once "
                + item.idText()), kept.command());

        agree = false;
        vm.leases().revoke();
        assertTrue(asked.get(0).contains("deletes the 2 keys attached to it") && asked.get(0)
                .contains("/session/a, /session/b"), asked.get(0));
        assertTrue(etcd.get("/session/a").isPresent(), "declined: nothing revoked");

        agree = true;
        vm.leases().revoke();
        assertTrue(etcd.get("/session/a").isEmpty());
        assertEquals(List.of("/session/a", "/session/b"), deletedKeys);
        assertTrue(vm.leases().leases().isEmpty());
        assertNull(vm.leases().selectedProperty().get());
        LogEntry revoked = log.entries().get(log.entries().size() - 1);
        assertEquals("lease revoke", revoked.operation());
        assertTrue(revoked.command().endsWith("lease revoke " + item.idText()), revoked.command());
    }

    @Test
    void compactionSaysWhichHistoryGoesAndShowsTheOldestRevisionAfterwards() {
        etcd.client().getKVClient().put(bytes("/k"), bytes("1")).join();
        long keep = etcd.client().getKVClient().put(bytes("/k"), bytes("2")).join().getHeader().getRevision();
        connect(false);
        ClusterViewModel vm = viewModel(BackgroundExecutor.sameThread());
        vm.sectionProperty().set(ClusterViewModel.Section.MAINTENANCE);
        vm.activeProperty().set(true);
        assertTrue(vm.maintenance().boundsProperty().get().startsWith("Revisions 1 to " + keep),
                vm.maintenance().boundsProperty().get());
        assertEquals(etcd.endpoint(), vm.maintenance().endpointProperty().get().endpoint());

        vm.maintenance().compactRevisionProperty().set("0");
        vm.maintenance().compact();
        assertTrue(vm.maintenance().failedProperty().get(), "revision 0 is refused before anything is asked");
        assertEquals(List.of(), asked);

        vm.maintenance().compactRevisionProperty().set(Long.toString(keep));
        vm.maintenance().compact();
        assertTrue(asked.get(0).contains("History before revision " + keep + " is removed for every key: the "
                + "timeline, the History tab and watches from older revisions cannot go back further"), asked.get(0));
        assertEquals("Compacted. The oldest revision is now " + keep + " (the current one is " + keep + ").",
                vm.maintenance().messageProperty().get());
        assertEquals(1, historyChanges, "the timeline is told to read its bounds again");
        assertTrue(vm.maintenance().boundsProperty().get().contains("history before " + keep + " was compacted"));
        LogEntry entry = log.entries().get(0);
        assertTrue(entry.command().endsWith(" compact " + keep), entry.command());

        Path file = dir.resolve("after.db");
        vm.maintenance().saveSnapshot(file);
        assertTrue(vm.maintenance().messageProperty().get().contains("SHA-256 "),
                vm.maintenance().messageProperty().get());
        assertFalse(vm.maintenance().snapshotRunningProperty().get());
        assertTrue(log.entries().get(1).command().endsWith("snapshot save " + file), log.entries().get(1).command());
    }
}
