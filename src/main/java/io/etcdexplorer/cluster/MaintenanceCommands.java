package io.etcdexplorer.cluster;

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
            model.fail("Type the revision to compact to, a whole number such as 4210.");
            return;
        }
        RevisionBounds known = model.lastBounds();
        if (revision < 1 || known != null && revision > known.current()) {
            model.fail("Revision " + revision + " does not exist" + (known == null ? "." : ": the current revision "
                    + "is " + known.current() + "."));
            return;
        }
        if (known != null && revision <= known.oldest()) {
            model.fail("History before revision " + known.oldest() + " is already compacted: pick a revision above"
                    + " it.");
            return;
        }
        EtcdSession open = model.forChange();
        if (open == null) {
            return;
        }
        boolean physical = model.physicalProperty().get();
        String command = ClusterCommands.compact(open.settings(), revision, physical);
        if (!model.confirm("Compact", "Compact to revision " + revision + "?\n\nHistory before revision " + revision
                + " is removed for every key: the timeline, the History tab and watches from older revisions "
                + "cannot go back further" + (known == null ? "." : " (today they reach back to revision "
                + known.oldest() + ").") + " Every key keeps its value as of revision " + revision + " and later; "
                + "this cannot be undone.\n\nThe database file does not shrink by itself: defragment the members "
                + "afterwards to give the space back to the disk.")) {
            cluster.log().note("compact", command, "declined: nothing sent");
            model.say("Nothing was compacted.");
            return;
        }
        model.run("compact", command, () -> new ClusterMaintenance(open).compact(revision, physical), after -> {
            cluster.log().note("compact", command, "compacted to revision " + revision + "; the oldest revision is"
                    + " now " + after.oldest());
            model.showBounds(after, null);
            model.say("Compacted. The oldest revision is now " + after.oldest() + " (the current one is "
                    + after.current() + ").");
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
        String size = row == null || row.status() == null ? "" : " Its database takes "
                + ClusterSection.size(row.status().dbSize()) + ", of which " + ClusterSection.size(row.status()
                .dbSizeInUse()) + " is in use.";
        if (!model.confirm("Defragment", "Defragment " + target + "?\n\nThe member rewrites its database file and "
                + "answers no request meanwhile: seconds for a small database, minutes for gigabytes. Clients "
                + "connected only to it stall, and if it leads, the cluster may elect another leader. Defragment one "
                + "member at a time." + size)) {
            cluster.log().note("defrag", command, "declined: nothing sent");
            model.say("Nothing was defragmented.");
            return;
        }
        run("defrag", command, () -> new ClusterMaintenance(open).defragment(target.endpoint()), after -> {
            String sizes = ClusterSection.size(after.dbSize()) + " (" + ClusterSection.size(after.dbSizeInUse())
                    + " in use)";
            cluster.log().note("defrag", command, "defragmented " + target + ": " + sizes);
            model.say("Defragmented " + target + ": its database now takes " + sizes + ".");
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
        if (!model.confirm("Move the leader", "Make " + target + " the leader"
                + (leader == null ? "" : " instead of " + leader.name()) + "?\n\nWrites pause for a moment while "
                + "the leadership moves.")) {
            cluster.log().note("move-leader", command, "declined: nothing sent");
            model.say("The leader was not moved.");
            return;
        }
        run("move-leader", command, () -> {
            new ClusterMaintenance(open).moveLeader(overview, target.id());
            return null;
        }, done -> {
            cluster.log().note("move-leader", command, "leadership moved to " + target);
            model.say(target + " is now the leader.");
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
                    cluster.log().note("snapshot save", command, "saved " + ClusterSection.size(saved.bytes())
                            + ", SHA-256 " + saved.sha256());
                    model.say("Saved the snapshot of " + from + " (revision " + saved.revision() + ", "
                            + ClusterSection.size(saved.bytes()) + ") to " + file + ".\nSHA-256 " + saved.sha256()
                            + ". Restore it with: etcdctl snapshot restore " + file);
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
