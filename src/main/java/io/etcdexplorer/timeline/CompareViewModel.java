package io.etcdexplorer.timeline;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.concurrent.Latest;
import io.etcdexplorer.diff.DiffText;
import io.etcdexplorer.diff.SideBySide;
import io.etcdexplorer.etcd.EtcdErrors;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.files.SafeFiles;
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
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicBoolean;
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
    private static final String START = "Pick a prefix and two revisions, then Compare.";

    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper(START);
    /** Says what is wrong with the form or the last run: editing the form makes it old news. */
    private final MessageLine notice = new MessageLine(null);
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper();
    private final ReadOnlyObjectWrapper<KeyspaceDiff> result = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<ValueComparison> comparison = new ReadOnlyObjectWrapper<>();

    private final BackgroundExecutor executor;
    private final CompareClusters clusters;
    private final DiffText texts;
    private final Latest runs = new Latest();
    private final Latest diffs = new Latest();
    private AtomicBoolean cancel = new AtomicBoolean();
    /** What the shown result answers: which sessions to read values from, and how to title its sides. */
    private CompareRequest shown;

    /** A tab that compares this one cluster only, until {@link #offerClusters} says which others are open. */
    public CompareViewModel(BackgroundExecutor executor, Supplier<EtcdSession> session, DiffText texts) {
        this(executor, new CompareSide("this cluster", session), texts);
    }

    /** The Compare tab of workspace {@code self}, the default cluster of both sides. */
    public CompareViewModel(BackgroundExecutor executor, CompareSide self, DiffText texts) {
        this.executor = executor;
        this.texts = texts;
        this.clusters = new CompareClusters(self, notice::set);
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
        return comparison.getReadOnlyProperty();
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
        long ticket = runs.next();
        cancel.set(true);
        AtomicBoolean cancelled = new AtomicBoolean();
        cancel = cancelled;
        changes.clear();
        comparison.set(null);
        shown = null;
        result.set(null);
        notice.set(null);
        running.set(true);
        summary.set(request.running());
        executor.submit(() -> request.compare(open, cancelled::get), diff -> {
            if (!runs.isCurrent(ticket)) {
                return;
            }
            running.set(false);
            shown = request;
            result.set(diff);
            changes.setAll(diff.changes());
            summary.set(CompareTexts.summary(diff, request.title(diff, true), request.title(diff, false)));
        }, failure -> {
            if (!runs.isCurrent(ticket)) {
                return;
            }
            running.set(false);
            summary.set("No comparison.");
            notice.set(failure instanceof CancellationException ? "Cancelled."
                    : failure instanceof IllegalArgumentException ? failure.getMessage()
                    // A side whose workspace closed meanwhile: that, not the client's error, is the explanation.
                    : request.closed(clusters.self()).orElse(EtcdErrors.translate(failure,
                    open.a().settings().endpointsLabel()).describe()));
        });
    }

    public void cancel() {
        cancel.set(true);
    }

    /** The connection closed: its comparison, the value diff and any run still going are dropped. */
    @Override
    public void closed() {
        // the window's list of open workspaces outlives this one: stop listening to it
        clusters.follow(javafx.collections.FXCollections.observableArrayList());
        runs.invalidate();
        diffs.invalidate();
        cancel.set(true);
        running.set(false);
        changes.clear();
        shown = null;
        result.set(null);
        comparison.set(null);
        summary.set(START);
        notice.clear();
    }

    /** Shows the selected change's value at A beside its value at B, decoded, each from its own side. */
    public void select(KeyChange change) {
        long ticket = diffs.next();
        KeyspaceDiff diff = result.get();
        CompareRequest request = shown;
        if (change == null || diff == null || request == null) {
            comparison.set(null);
            return;
        }
        CompareRequest.Sessions open = reopen(request, "The values could not be read: ");
        if (open == null) {
            comparison.set(null);
            return;
        }
        executor.submit(() -> new ChangeValues(texts).of(request, open, diff, change), value -> {
            if (diffs.isCurrent(ticket)) {
                comparison.set(value);
            }
        }, failure -> {
            if (diffs.isCurrent(ticket)) {
                notice.set("The values could not be read: "
                        + EtcdErrors.translate(failure, open.a().settings().endpointsLabel()).describe());
            }
        });
    }

    /** Writes the report (JSON or Markdown by the file's extension) off the UI thread, atomically and owner-only. */
    public void export(Path file) {
        KeyspaceDiff diff = result.get();
        CompareRequest request = shown;
        if (diff == null || request == null) {
            return;
        }
        CompareRequest.Sessions open = reopen(request, "The report was not written: ");
        if (open == null) {
            return;
        }
        notice.set("Writing the report…");
        executor.submit(() -> {
            SafeFiles.writeString(file, new ComparisonReport(texts).forFile(file, diff, request.values(true, open),
                    request.values(false, open), REPORT_VALUE_DIFFS));
            return file;
        }, written -> notice.set("Report written to " + written + (diff.count(KeyChange.Kind.MODIFIED)
                > REPORT_VALUE_DIFFS ? " (value diffs of the first " + REPORT_VALUE_DIFFS + " modified keys)" : "")),
                failure -> notice.set("The report could not be written: " + failure.getMessage()));
    }

    /** The shown result's sessions; null, saying why after {@code failed}, when a side's connection closed since. */
    private CompareRequest.Sessions reopen(CompareRequest request, String failed) {
        Optional<String> closed = request.closed(clusters.self());
        closed.ifPresent(why -> notice.set(failed + why));
        return closed.isPresent() ? null : request.open(clusters.self());
    }
}
