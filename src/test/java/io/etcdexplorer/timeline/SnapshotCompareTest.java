package io.etcdexplorer.timeline;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.diff.DiffText;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.kubernetes.KubeDecoder;
import io.etcdexplorer.kubernetes.KubeSchemas;
import io.etcdexplorer.snapshots.OpenedSnapshot;
import io.etcdexplorer.snapshots.SnapshotOpener;
import io.etcdexplorer.snapshots.SnapshotWorkDirs;
import io.etcdexplorer.testsupport.EtcdExtension;
import io.etcdexplorer.testsupport.SnapshotFiles;
import javafx.collections.FXCollections;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * "What changed since this backup?": the Compare tab with a live cluster as side A and a snapshot of it, opened
 * read-only, as side B. At the snapshot's revision they match; a write to the cluster after it is the one difference.
 */
class SnapshotCompareTest {

    @RegisterExtension
    static final EtcdExtension source = new EtcdExtension();

    @TempDir
    Path dir;

    private EtcdSession live;
    private EtcdSession backup;
    private OpenedSnapshot snapshot;

    @AfterEach
    void close() {
        if (live != null) {
            live.close();
        }
        if (backup != null) {
            backup.close();
        }
        if (snapshot != null) {
            snapshot.close();
        }
    }

    @Test
    void aSnapshotMatchesItsSourceAtItsRevisionAndALaterWriteIsTheOneDifference() throws Exception {
        source.deleteAll();
        SnapshotFiles.seed(source);
        Path file = SnapshotFiles.save(source, dir.resolve("etcd-backup.db"));
        snapshot = new SnapshotOpener(new SnapshotWorkDirs(dir.resolve("snapshots")), System.getenv())
                .open(file, false, () -> false, step -> { });
        long saved = snapshot.status().revision();
        live = new EtcdConnector().connect(ConnectionSettings.plain(List.of(source.endpoint())), h -> { });
        backup = new EtcdConnector().connect(snapshot.settings(), h -> { });
        assertTrue(backup.isReadOnly());
        CompareSide cluster = new CompareSide("production", () -> live);
        CompareSide copy = new CompareSide(snapshot.name(), () -> backup);
        CompareViewModel compare = new CompareViewModel(BackgroundExecutor.sameThread(), cluster,
                new DiffText(new KubeDecoder(new KubeSchemas())));
        compare.offerClusters(FXCollections.observableArrayList(cluster, copy));
        compare.clusterBProperty().set(copy);

        compare.compare();
        assertNull(compare.noticeProperty().get(), compare.noticeProperty().get());
        assertEquals(List.of(), labels(compare), "nothing changed since the backup");
        assertTrue(compare.summaryProperty().get().contains("production @ latest (" + saved + ")")
                && compare.summaryProperty().get().contains("snapshot: etcd-backup.db @ latest (" + saved + ")"),
                compare.summaryProperty().get());

        source.put("/app/config", "replicas=4");
        compare.compare();
        assertEquals(List.of("different /app/config"), labels(compare), compare.summaryProperty().get());

        compare.revisionAProperty().set(String.valueOf(saved));
        compare.compare();
        assertEquals(List.of(), labels(compare), "the cluster at the snapshot's revision is the snapshot: "
                + compare.summaryProperty().get());
    }

    private static List<String> labels(CompareViewModel compare) {
        return compare.changes().stream().map(c -> compare.changeLabel(c) + " " + compare.keyLabel(c)).toList();
    }
}
