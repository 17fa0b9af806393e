package io.etcdexplorer.cluster;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.concurrent.Latest;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.MaskedUrls;
import io.etcdexplorer.timeline.RevisionBounds;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.nio.file.Path;
import java.util.List;

/**
 * The Maintenance section: compact to a revision, defragment one member, save a snapshot of one member, and move
 * the leader. Each names exactly what it does before it runs; all but the snapshot (a read) are disabled on a
 * read-only connection.
 */
final class MaintenanceModel extends ClusterSection {

    private static final Messages TEXT = Messages.of(MaintenanceModel.class);

    /** A member reached through one of the profile's endpoints, for the member pickers. */
    public record Target(long id, String name, String endpoint) {
        @Override
        public String toString() {
            return (name.isEmpty() ? Long.toHexString(id) : name) + (endpoint == null ? "" : " — " + MaskedUrls.mask(endpoint));
        }
    }

    private final ReadOnlyStringWrapper bounds = new ReadOnlyStringWrapper("");
    private final StringProperty compactRevision = new SimpleStringProperty("");
    private final BooleanProperty physical = new SimpleBooleanProperty();
    private final ObservableList<Target> endpoints = FXCollections.observableArrayList();
    private final ObjectProperty<Target> endpoint = new SimpleObjectProperty<>();
    private final ObservableList<Target> followers = FXCollections.observableArrayList();
    private final ObjectProperty<Target> newLeader = new SimpleObjectProperty<>();
    private final ReadOnlyBooleanWrapper snapshotRunning = new ReadOnlyBooleanWrapper();
    private final ReadOnlyDoubleWrapper snapshotFraction = new ReadOnlyDoubleWrapper();
    private final ReadOnlyStringWrapper snapshotProgress = new ReadOnlyStringWrapper("");
    private final BooleanBinding canChangeMember;
    private final BooleanBinding canMoveLeader;
    private final BooleanBinding canSnapshot;
    private final MaintenanceCommands commands;
    /** The snapshot being saved: Cancel stops it, a new session drops it. */
    private final Latest snapshots = new Latest();
    private RevisionBounds lastBounds;

    MaintenanceModel(ClusterContext cluster) {
        super(cluster);
        canChangeMember = Bindings.createBooleanBinding(() -> cluster().canChange().get() && !busyProperty().get()
                && endpoint.get() != null, cluster().canChange(), busyProperty(), endpoint);
        canMoveLeader = Bindings.createBooleanBinding(() -> cluster().canChange().get() && !busyProperty().get()
                && newLeader.get() != null, cluster().canChange(), busyProperty(), newLeader);
        canSnapshot = Bindings.createBooleanBinding(() -> endpoint.get() != null && !snapshotRunning.get(),
                endpoint, snapshotRunning);
        commands = new MaintenanceCommands(this, cluster);
    }

    /** "Revisions 1 to 4,210 can be read; …", from the last read. */
    public ReadOnlyStringProperty boundsProperty() {
        return bounds.getReadOnlyProperty();
    }

    /** The revision to compact to, as typed. */
    public StringProperty compactRevisionProperty() {
        return compactRevision;
    }

    /** Wait until etcd has freed the space inside its file (etcdctl compact --physical). */
    public BooleanProperty physicalProperty() {
        return physical;
    }

    /** Members reached through the profile's endpoints: the choices for defragment and snapshot. */
    public ObservableList<Target> endpoints() {
        return endpoints;
    }

    /** The member picked for defragment and snapshot. */
    public ObjectProperty<Target> endpointProperty() {
        return endpoint;
    }

    /** Voting members other than the leader: the choices for move-leader. */
    public ObservableList<Target> followers() {
        return followers;
    }

    public ObjectProperty<Target> newLeaderProperty() {
        return newLeader;
    }

    public ReadOnlyBooleanProperty snapshotRunningProperty() {
        return snapshotRunning.getReadOnlyProperty();
    }

    /** 0 to 1 while a snapshot streams. */
    public ReadOnlyDoubleProperty snapshotFractionProperty() {
        return snapshotFraction.getReadOnlyProperty();
    }

    /** "12.5 MiB of 40.0 MiB" while a snapshot streams. */
    public ReadOnlyStringProperty snapshotProgressProperty() {
        return snapshotProgress.getReadOnlyProperty();
    }

    public BooleanBinding canCompactBinding() {
        return cluster().canChange().and(busyProperty().not());
    }

    public BooleanBinding canDefragmentBinding() {
        return canChangeMember;
    }

    public BooleanBinding canMoveLeaderBinding() {
        return canMoveLeader;
    }

    /** A snapshot reads only, so a read-only connection may save one too. */
    public BooleanBinding canSnapshotBinding() {
        return canSnapshot;
    }

    @Override
    void reset() {
        super.reset();
        bounds.set("");
        lastBounds = null;
        endpoints.clear();
        followers.clear();
        endpoint.set(null);
        newLeader.set(null);
        snapshots.invalidate(); // its running flag and progress line end with it
    }

    /** New member data: the pickers keep their choice while it is still offered. */
    void show(ClusterOverview overview) {
        List<Target> reachable = overview.members().stream().filter(m -> m.health() == MemberRow.Health.UP)
                .map(m -> new Target(m.id(), m.name(), m.endpoint())).toList();
        List<Target> candidates = overview.members().stream().filter(m -> !m.leader() && !m.learner() && m.id() != 0)
                .map(m -> new Target(m.id(), m.name(), null)).toList();
        replace(endpoints, reachable, endpoint);
        replace(followers, candidates, newLeader);
        if (endpoint.get() == null && !reachable.isEmpty()) {
            endpoint.set(reachable.get(0));
        }
    }

    private static void replace(ObservableList<Target> list, List<Target> now, ObjectProperty<Target> choice) {
        if (!list.equals(now)) {
            Target kept = choice.get();
            list.setAll(now);
            choice.set(now.contains(kept) ? kept : null);
        }
    }

    void showBounds(RevisionBounds read, String problem) {
        if (read == null) {
            bounds.set(problem);
            return;
        }
        lastBounds = read;
        bounds.set(read.oldest() == 1
                ? TEXT.format("bounds.uncompacted", Long.toString(read.oldest()), Long.toString(read.current()))
                : TEXT.format("bounds.compacted", Long.toString(read.oldest()), Long.toString(read.current())));
        if (compactRevision.get() == null || compactRevision.get().isBlank()) {
            compactRevision.set(Long.toString(read.current()));
        }
    }

    RevisionBounds lastBounds() {
        return lastBounds;
    }

    // Commands: see MaintenanceCommands

    public void compact() {
        commands.compact();
    }

    public void defragment() {
        commands.defragment();
    }

    public void moveLeader() {
        commands.moveLeader();
    }

    /** Saves the picked member's snapshot to {@code file}, with progress; see {@link SnapshotSaver}. */
    public void saveSnapshot(Path file) {
        Target from = endpoint.get();
        EtcdSession open = cluster().session().get();
        if (from == null || open == null || snapshotRunning.get()) {
            return;
        }
        snapshotFraction.set(0);
        snapshotProgress.set(TEXT.get("snapshot.starting"));
        commands.snapshot(open, from, file, snapshots, snapshotRunning, streamed -> {
            snapshotFraction.set(streamed.total() == 0 ? 0 : (double) streamed.bytes() / streamed.total());
            snapshotProgress.set(TEXT.format("snapshot.progress", size(streamed.bytes()), size(streamed.total())));
        }, () -> snapshotProgress.set(""));
    }

    /** Asks the snapshot to stop; it says "Cancelled." and leaves no file behind. */
    public void cancelSnapshot() {
        snapshots.stopRunning();
    }
}
