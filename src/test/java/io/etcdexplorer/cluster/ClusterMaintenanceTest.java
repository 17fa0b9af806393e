package io.etcdexplorer.cluster;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.CompactedRevisionException;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.admin.MemberStatus;
import io.etcdexplorer.testsupport.EtcdClusterExtension;
import io.etcdexplorer.testsupport.EtcdTools;
import io.etcdexplorer.timeline.RevisionBounds;
import io.etcdexplorer.timeline.SeenRevisions;
import io.etcdexplorer.timeline.TimelineViewModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;

import static io.etcdexplorer.cluster.ClusterServicesTest.bytes;
import static io.etcdexplorer.cluster.ClusterServicesTest.connect;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Issue 10's maintenance on a 3-member cluster: compaction and the timeline, defragmentation, snapshots. */
class ClusterMaintenanceTest {

    @RegisterExtension
    static final EtcdClusterExtension cluster = new EtcdClusterExtension();

    @TempDir
    Path dir;

    @Test
    void compactionMovesTheOldestRevisionOfTheTimeline() {
        try (EtcdSession session = connect(cluster.endpoints())) {
            long first = put(session, "/compact/a", "1");
            long keep = put(session, "/compact/a", "2");
            put(session, "/compact/a", "3");
            ClusterMaintenance maintenance = new ClusterMaintenance(session);
            TimelineViewModel timeline = new TimelineViewModel(BackgroundExecutor.sameThread(), () -> session,
                    new SeenRevisions(Clock.systemUTC()));
            timeline.refreshBounds();
            assertTrue(timeline.oldestProperty().get() <= first);

            RevisionBounds after = maintenance.compact(keep, true);

            assertEquals(keep, after.oldest());
            assertEquals(after, RevisionBounds.read(session));
            timeline.refreshBounds();
            assertEquals(keep, timeline.oldestProperty().get(), "the timeline's left end moved");
            // History before it is gone for every key; from it on, it is still there.
            assertThrows(CompactedRevisionException.class, () -> session.call(session.client().getKVClient()
                    .get(bytes("/compact/a"), io.etcd.jetcd.options.GetOption.builder().withRevision(first)
                            .build())));
            assertEquals("2", session.call(session.client().getKVClient().get(bytes("/compact/a"),
                    io.etcd.jetcd.options.GetOption.builder().withRevision(keep).build())).getKvs().get(0)
                    .getValue().toString(StandardCharsets.UTF_8));
            // Compacting again below the oldest is explained, not a stack trace.
            EtcdAccessException again = assertThrows(EtcdAccessException.class, () -> maintenance.compact(first,
                    false));
            assertTrue(again.getMessage().contains("compacted"), again.getMessage());
        }
    }

    @Test
    void defragmentingOneMemberReportsItsSizeAfterwards() {
        try (EtcdSession session = connect(cluster.endpoints())) {
            String endpoint = cluster.member(1).endpoint();
            MemberStatus after = new ClusterMaintenance(session).defragment(endpoint);
            assertEquals(cluster.member(1).memberId(), after.memberId());
            assertTrue(after.dbSize() > 0 && after.dbSizeInUse() <= after.dbSize(), after.toString());
        }
    }

    @Test
    void aSavedSnapshotRestoresWithEtcdctlAndHasTheExpectedRevisionAndKeys() throws Exception {
        try (EtcdSession session = connect(cluster.endpoints())) {
            for (int i = 0; i < 50; i++) {
                put(session, "/snap/" + i, "value " + i);
            }
            Path file = dir.resolve("backup.db");
            List<long[]> progress = new ArrayList<>();
            SnapshotSaver.Saved saved = new SnapshotSaver(session).save(cluster.member(0).endpoint(), file,
                    (bytes, total) -> progress.add(new long[]{bytes, total}), () -> false);

            assertEquals(file, saved.file());
            assertEquals(Files.size(file), saved.bytes());
            assertEquals(HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(Files.readAllBytes(file))), saved.sha256());
            assertFalse(progress.isEmpty());
            long[] last = progress.get(progress.size() - 1);
            assertEquals(saved.bytes(), last[0]);
            assertEquals(saved.bytes(), last[1], "etcd's remaining bytes add up to the file");
            assertEquals(List.of(file), listing(), "no temporary file is left");

            JsonNode status = new ObjectMapper().readTree(snapshotTool("snapshot", "status", file.toString(), "-w",
                    "json"));
            assertEquals(saved.revision(), status.get("revision").asLong());
            assertTrue(status.get("totalKey").asLong() >= 50, status.toString());

            Path restored = dir.resolve("restored");
            snapshotTool("snapshot", "restore", file.toString(), "--data-dir", restored.toString());
            assertTrue(Files.isDirectory(restored.resolve("member").resolve("snap")));
        }
    }

    @Test
    void aCancelledSnapshotLeavesNothingBehind() throws IOException {
        try (EtcdSession session = connect(cluster.endpoints())) {
            // A few chunks' worth (etcd sends 32 KiB at a time), so there is a stream to stop.
            String big = "x".repeat(100_000);
            for (int i = 0; i < 5; i++) {
                put(session, "/big/" + i, big);
            }
            Path file = dir.resolve("cancelled.db");
            AtomicBoolean cancel = new AtomicBoolean();
            assertThrows(CancellationException.class, () -> new SnapshotSaver(session).save(
                    cluster.member(2).endpoint(), file, (bytes, total) -> cancel.set(true), cancel::get));
            assertEquals(List.of(), listing());
        }
    }

    @Test
    void aSnapshotFromAMemberThatIsDownFailsWithoutAFile() throws IOException {
        try (EtcdSession session = connect(cluster.endpoints())) {
            EtcdClusterExtension.Member victim = cluster.member(2);
            victim.stop();
            try {
                EtcdAccessException failure = assertThrows(EtcdAccessException.class, () -> new SnapshotSaver(
                        session).save(victim.endpoint(), dir.resolve("down.db"), (b, t) -> { }, () -> false));
                assertTrue(failure.getMessage().contains(victim.endpoint()), failure.getMessage());
            } finally {
                victim.start();
            }
            assertEquals(List.of(), listing());
        }
    }

    private List<Path> listing() throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.toList();
        }
    }

    private static long put(EtcdSession session, String key, String value) {
        return session.call(session.client().getKVClient().put(bytes(key), bytes(value))).getHeader()
                .getRevision();
    }

    /**
     * Runs etcd's own offline snapshot tool on a file and returns what it printed: etcdutl where it exists (etcd
     * 3.5 moved snapshot status and restore there, deprecated in etcdctl, and 3.6 removes them from etcdctl), else
     * the etcdctl of 3.4.
     */
    static String snapshotTool(String... args) throws IOException, InterruptedException {
        Path tool = EtcdTools.etcdutl().orElseGet(EtcdTools::etcdctl);
        List<String> command = new ArrayList<>(List.of(tool.toString()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().put("ETCDCTL_API", "3");
        Process process = builder.start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), tool.getFileName() + " finished");
        assertEquals(0, process.exitValue(), tool.getFileName() + " " + String.join(" ", args) + ": " + out);
        return out.lines().filter(l -> !l.startsWith("{\"level\"")).reduce("", (a, b) -> a + b + "\n");
    }
}
