package io.etcdexplorer.cluster;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.concurrent.Latest;
import io.etcdexplorer.concurrent.Tasks;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.timeline.RevisionBounds;
import javafx.beans.value.WritableBooleanValue;

import java.nio.file.Path;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/** The Maintenance section's commands, each with its confirmation and its line in the Log tab. */
final class MaintenanceCommands {

    private static final Messages TEXT = Messages.of(MaintenanceCommands.class);

    /** How far a snapshot got: {@code bytes} received of {@code total}. */
    record Streamed(long bytes, long total) {
    }

    private final MaintenanceModel model;
    private final ClusterContext cluster;

    MaintenanceCommands(MaintenanceModel model, ClusterContext cluster) {
        this.model = model;
        this.cluster = cluster;
    }

    /**
     * Compacts to the typed revision after saying exactly which history goes; afterwards shows the oldest revision
     * left and lets the timeline move its left end.
     */
    void compact() {
        String typed = model.compactRevisionProperty().get() == null ? ""
                : model.compactRevisionProperty().get().trim().replace(",", "");
        long revision;
        try {
            revision = Long.parseLong(typed);
        } catch (NumberFormatException e) {
            model.fail(TEXT.get("compact.notNumber"));
            return;
        }
        RevisionBounds known = model.lastBounds();
        if (revision < 1 || known != null && revision > known.current()) {
            model.fail(known == null ? TEXT.format("compact.noSuchRevision", Long.toString(revision))
                    : TEXT.format("compact.noSuchRevisionCurrent", Long.toString(revision),
                    Long.toString(known.current())));
            return;
        }
        if (known != null && revision <= known.oldest()) {
            model.fail(TEXT.format("compact.alreadyCompacted", Long.toString(known.oldest())));
            return;
        }
        EtcdSession open = model.forChange();
        if (open == null) {
            return;
        }
        boolean physical = model.physicalProperty().get();
        String command = ClusterCommands.compact(open.settings(), revision, physical);
        String rev = Long.toString(revision);
        if (!model.confirm(TEXT.get("compact.title"), known == null ? TEXT.format("compact.confirm", rev)
                : TEXT.format("compact.confirmOldest", rev, Long.toString(known.oldest())))) {
            cluster.log().note("compact", command, TEXT.get("log.declined"));
            model.say(TEXT.get("compact.declined"));
            return;
        }
        model.run("compact", command, () -> new ClusterMaintenance(open).compact(revision, physical), after -> {
            cluster.log().note("compact", command, TEXT.format("log.compacted", rev,
                    Long.toString(after.oldest())));
            model.showBounds(after, null);
            model.say(TEXT.format("compact.done", Long.toString(after.oldest()), Long.toString(after.current())));
            cluster.historyChanged().run();
        });
    }

    /** Defragments the picked member after warning that it stops answering meanwhile. */
    void defragment() {
        MaintenanceModel.Target target = model.endpointProperty().get();
        EtcdSession open = target == null ? null : model.forChange();
        if (open == null) {
            return;
        }
        String command = ClusterCommands.defrag(open.settings(), target.endpoint());
        ClusterOverview shown = cluster.overview().get();
        MemberRow row = shown == null ? null : shown.member(target.id()).orElse(null);
        String size = row == null || row.status() == null ? "" : " " + TEXT.format("defrag.size",
                ClusterSection.size(row.status().dbSize()), ClusterSection.size(row.status().dbSizeInUse()));
        if (!model.confirm(TEXT.get("defrag.title"), TEXT.format("defrag.confirm", target.toString()) + size)) {
            cluster.log().note("defrag", command, TEXT.get("log.declined"));
            model.say(TEXT.get("defrag.declined"));
            return;
        }
        run("defrag", command, () -> new ClusterMaintenance(open).defragment(target.endpoint()), after -> {
            String sizes = TEXT.format("defrag.sizes", ClusterSection.size(after.dbSize()),
                    ClusterSection.size(after.dbSizeInUse()));
            cluster.log().note("defrag", command, TEXT.format("log.defragmented", target.toString(), sizes));
            model.say(TEXT.format("defrag.done", target.toString(), sizes));
            cluster.refresh().run();
        });
    }

    /** Makes the picked member the leader; the request goes to the current leader. */
    void moveLeader() {
        MaintenanceModel.Target target = model.newLeaderProperty().get();
        ClusterOverview overview = cluster.overview().get();
        EtcdSession open = target == null || overview == null ? null : model.forChange();
        if (open == null) {
            return;
        }
        MemberRow leader = overview.leader().orElse(null);
        String command = ClusterCommands.moveLeader(open.settings(), leader == null || leader.endpoint() == null
                ? (leader == null || leader.clientUrls().isEmpty() ? "<leader>" : leader.clientUrls().get(0))
                : leader.endpoint(), target.id());
        if (!model.confirm(TEXT.get("moveLeader.title"), leader == null
                ? TEXT.format("moveLeader.confirm", target.toString())
                : TEXT.format("moveLeader.confirmInstead", target.toString(), leader.name()))) {
            cluster.log().note("move-leader", command, TEXT.get("log.declined"));
            model.say(TEXT.get("moveLeader.declined"));
            return;
        }
        run("move-leader", command, () -> {
            new ClusterMaintenance(open).moveLeader(overview, target.id());
            return null;
        }, done -> {
            cluster.log().note("move-leader", command, TEXT.format("log.leaderMoved", target.toString()));
            model.say(TEXT.format("moveLeader.done", target.toString()));
            cluster.refresh().run();
        });
    }

    /**
     * Streams the snapshot off the UI thread as the task of {@code snapshots} (which stops or drops it), holding
     * {@code running} true; {@code onProgress} hears a few times a second, {@code finished} once however it ends.
     */
    void snapshot(EtcdSession open, MaintenanceModel.Target from, Path file, Latest snapshots,
                  WritableBooleanValue running, Consumer<Streamed> onProgress, Runnable finished) {
        String command = ClusterCommands.snapshotSave(open.settings(), from.endpoint(), file);
        Tasks.Reporting<SnapshotSaver.Saved, Streamed> save = (stopped, progress) ->
                new SnapshotSaver(open).save(from.endpoint(), file, throttled(progress), stopped);
        cluster.tasks().runWithProgress(save, onProgress).latestIn(snapshots).busy(running).onFinished(finished)
                .onSuccess(saved -> {
                    cluster.log().note("snapshot save", command, TEXT.format("log.snapshotSaved",
                            ClusterSection.size(saved.bytes()), saved.sha256()));
                    model.say(TEXT.format("snapshot.done", from.toString(), Long.toString(saved.revision()),
                            ClusterSection.size(saved.bytes()), file.toString(), saved.sha256(),
                            "etcdctl snapshot restore " + file));
                }).onFailure(failure -> {
                    if (!(failure instanceof CancellationException)) {
                        cluster.log().failed("snapshot save", command, failure);
                    }
                    model.fail(failure);
                }).start();
    }

    /** At most a few updates a second reach the UI thread, however small etcd's chunks are; the last one always. */
    private static SnapshotSaver.Progress throttled(Consumer<Streamed> progress) {
        AtomicLong lastShown = new AtomicLong();
        return (bytes, total) -> {
            long now = System.nanoTime();
            if (bytes == total || now - lastShown.get() > 200_000_000L) {
                lastShown.set(now);
                progress.accept(new Streamed(bytes, total));
            }
        };
    }

    private <T> void run(String operation, String command, java.util.concurrent.Callable<T> work,
                         java.util.function.Consumer<T> done) {
        model.run(operation, command, work, done);
    }
}
