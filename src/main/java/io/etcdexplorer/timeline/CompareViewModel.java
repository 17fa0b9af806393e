package io.etcdexplorer.timeline;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.concurrent.Latest;
import io.etcdexplorer.concurrent.Tasks;
import io.etcdexplorer.diff.DiffText;
import io.etcdexplorer.diff.SideBySide;
import io.etcdexplorer.etcd.EtcdErrors;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.status.MessageLine;
import io.etcdexplorer.status.SessionScoped;
import javafx.beans.binding.BooleanExpression;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.nio.file.Path;
import java.util.Objects;
import java.util.concurrent.CancellationException;
import java.util.function.Supplier;

/**
 * The Compare tab: the keys added, deleted and modified under a prefix between revisions A and B, the value diff
 * of the selected one, and the report exported as JSON or Markdown. Each side may also be another open workspace
 * and another prefix ("staging vs production"): keys then match by their path under each prefix and are compared
 * by value. A comparison belongs to the cluster it was made on: closing the connection clears it (the form's
 * prefixes and revisions stay, as typed).
 */
public final class CompareViewModel implements SessionScoped {

    /** Value diffs written into an exported report at most; the key list itself is always complete. */
    static final int REPORT_VALUE_DIFFS = 200;

    /** The two sides of the selected change. */
    public record ValueComparison(String leftTitle, String rightTitle, SideBySide diff) {
    }

    private final StringProperty prefix = new SimpleStringProperty("");
    private final StringProperty prefixB = new SimpleStringProperty("");
    private final StringProperty revisionA = new SimpleStringProperty("");
    private final StringProperty revisionB = new SimpleStringProperty("");
    private final ObservableList<KeyChange> changes = FXCollections.observableArrayList();
    private static final Messages TEXT = Messages.of(CompareViewModel.class);

    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper(TEXT.get("start"));
    /** Says what is wrong with the form or the last run: editing the form makes it old news. */
    private final MessageLine notice = new MessageLine(null);
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper();
    private final ReadOnlyObjectWrapper<KeyspaceDiff> result = new ReadOnlyObjectWrapper<>();

    private final Tasks tasks;
    private final CompareClusters clusters;
    private final ShownComparison shown;
    private final Latest runs = new Latest();

    /** A tab that compares this one cluster only, until {@link #offerClusters} says which others are open. */
    public CompareViewModel(BackgroundExecutor executor, Supplier<EtcdSession> session, DiffText texts) {
        this(executor, new CompareSide(TEXT.get("thisCluster"), session), texts);
    }

    /** The Compare tab of workspace {@code self}, the default cluster of both sides. */
    public CompareViewModel(BackgroundExecutor executor, CompareSide self, DiffText texts) {
        this.tasks = new Tasks(executor);
        this.clusters = new CompareClusters(self, notice::set);
        this.shown = new ShownComparison(tasks, texts, self, notice::set);
        notice.about(prefix, prefixB, revisionA, revisionB, clusters.sideA(), clusters.sideB());
        // Prefix B is prefix A until the user makes it differ: one prefix, or two to match ("/staging/", "/prod/").
        prefix.addListener((obs, old, now) -> {
            if (Objects.equals(prefixB.get(), old)) {
                prefixB.set(now);
            }
        });
    }

    /**
     * The open workspaces the sides may read from, followed as they open and close; this one need not be among them.
     * A side whose workspace leaves the list goes back to this one and the notice says so.
     */
    public void offerClusters(ObservableList<CompareSide> open) {
        clusters.follow(open);
    }

    /** This workspace, then the other open ones: the choices for each side. */
    public ObservableList<CompareSide> clusters() {
        return clusters.choices();
    }

    /** True when another workspace is open, so the view shows the cluster choices. */
    public BooleanExpression severalClustersProperty() {
        return clusters.several();
    }

    /** Side A's cluster; this workspace by default, and again when the chosen one closes or null is set. */
    public ObjectProperty<CompareSide> clusterAProperty() {
        return clusters.sideA();
    }

    public ObjectProperty<CompareSide> clusterBProperty() {
        return clusters.sideB();
    }

    /** The prefix in display form (\xNN for raw bytes); empty compares the whole keyspace. */
    public StringProperty prefixProperty() {
        return prefix;
    }

    /** Side B's prefix: follows prefix A until edited to differ; keys then match by their path under each. */
    public StringProperty prefixBProperty() {
        return prefixB;
    }

    /** Empty means the latest revision, across two keyspaces only. */
    public StringProperty revisionAProperty() {
        return revisionA;
    }

    /** Empty means the latest revision; of side B's cluster. */
    public StringProperty revisionBProperty() {
        return revisionB;
    }

    public ObservableList<KeyChange> changes() {
        return changes;
    }

    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty noticeProperty() {
        return notice.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<KeyspaceDiff> resultProperty() {
        return result.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<ValueComparison> comparisonProperty() {
        return shown.comparisonProperty();
    }

    /** The change column's text for {@code change} of the shown result: "added", "only on staging"... */
    public String changeLabel(KeyChange change) {
        KeyspaceDiff diff = result.get();
        return diff == null ? "" : CompareTexts.kind(diff, change);
    }

    /** The key column's text: the key, or its path under the prefixes when two prefixes are compared. */
    public String keyLabel(KeyChange change) {
        KeyspaceDiff diff = result.get();
        return diff == null ? "" : CompareTexts.key(diff, change);
    }

    /** Fills the form from the timeline: this cluster on both sides, the selected prefix, A = shown, B = latest. */
    public void prefill(String escapedPrefix, long shownRevision) {
        clusters.reset();
        prefix.set(escapedPrefix);
        prefixB.set(escapedPrefix);
        if (shownRevision > 0) {
            revisionA.set(Long.toString(shownRevision));
            revisionB.set("");
        }
    }

    public void compare() {
        CompareRequest request;
        CompareRequest.Sessions open;
        try {
            request = CompareRequest.parse(clusters.sideA().get(), prefix.get(), revisionA.get(),
                    clusters.sideB().get(), prefixB.get(), revisionB.get());
            open = request.open(clusters.self());
        } catch (IllegalArgumentException | IllegalStateException bad) {
            notice.set(bad.getMessage());
            return;
        }
        runs.invalidate(); // stops the run under way
        changes.clear();
        shown.clear();
        result.set(null);
        notice.set(null);
        summary.set(request.running());
        tasks.runStoppable(stopped -> request.compare(open, stopped::getAsBoolean)).latestIn(runs)
                .busy(running).onSuccess(diff -> {
            shown.show(request);
            result.set(diff);
            changes.setAll(diff.changes());
            summary.set(CompareTexts.summary(diff, request.title(diff, true), request.title(diff, false)));
        }).onFailure(failure -> {
            summary.set(TEXT.get("noComparison"));
            notice.set(failure instanceof CancellationException ? TEXT.get("cancelled")
                    : failure instanceof IllegalArgumentException ? failure.getMessage()
                    // A side whose workspace closed meanwhile: that, not the client's error, is the explanation.
                    : request.closed(clusters.self()).orElse(EtcdErrors.translate(failure,
                    open.a().settings().endpointsLabel()).describe()));
        }).start();
    }

    /** Stops the run under way; it ends with "Cancelled.". */
    public void cancel() {
        runs.stopRunning();
    }

    /** The connection closed: its comparison, the value diff and any run still going are dropped. */
    @Override
    public void closed() {
        // the window's list of open workspaces outlives this one: stop listening to it
        clusters.follow(javafx.collections.FXCollections.observableArrayList());
        runs.invalidate();
        running.set(false);
        changes.clear();
        shown.clear();
        result.set(null);
        summary.set(TEXT.get("start"));
        notice.clear();
    }

    /** Shows the selected change's value at A beside its value at B, decoded, each from its own side. */
    public void select(KeyChange change) {
        shown.select(result.get(), change);
    }

    /** Writes the report (JSON or Markdown by the file's extension) off the UI thread, atomically and owner-only. */
    public void export(Path file) {
        shown.export(result.get(), file);
    }
}
