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
import io.etcdexplorer.values.KeyText;
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
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

/**
 * The Compare tab: the keys added, deleted and modified under a prefix between revisions A and B, the value diff
 * of the selected one, and the report exported as JSON or Markdown. A comparison belongs to the cluster it was
 * made on: closing the connection clears it (the form's prefix and revisions stay, as typed).
 */
public final class CompareViewModel implements SessionScoped {

    /** Value diffs written into an exported report at most; the key list itself is always complete. */
    static final int REPORT_VALUE_DIFFS = 200;

    /** The two sides of the selected change. */
    public record ValueComparison(String leftTitle, String rightTitle, SideBySide diff) {
    }

    private final StringProperty prefix = new SimpleStringProperty("");
    private final StringProperty revisionA = new SimpleStringProperty("");
    private final StringProperty revisionB = new SimpleStringProperty("");
    private final ObservableList<KeyChange> changes = FXCollections.observableArrayList();
    private static final String START = "Pick a prefix and two revisions, then Compare.";

    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper(START);
    /** Says what is wrong with the form or the last run: editing the form makes it old news. */
    private final MessageLine notice = new MessageLine(null).about(prefix, revisionA, revisionB);
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper();
    private final ReadOnlyObjectWrapper<KeyspaceDiff> result = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<ValueComparison> comparison = new ReadOnlyObjectWrapper<>();

    private final BackgroundExecutor executor;
    private final Supplier<EtcdSession> session;
    private final DiffText texts;
    private final Latest runs = new Latest();
    private final Latest diffs = new Latest();
    private AtomicBoolean cancel = new AtomicBoolean();

    public CompareViewModel(BackgroundExecutor executor, Supplier<EtcdSession> session, DiffText texts) {
        this.executor = executor;
        this.session = session;
        this.texts = texts;
    }

    /** The prefix in display form (\xNN for raw bytes); empty compares the whole keyspace. */
    public StringProperty prefixProperty() {
        return prefix;
    }

    public StringProperty revisionAProperty() {
        return revisionA;
    }

    /** Empty means the latest revision. */
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

    /** Fills the form from the timeline: the selected prefix, A = the shown revision, B = latest. */
    public void prefill(String escapedPrefix, long shownRevision) {
        prefix.set(escapedPrefix);
        if (shownRevision > 0) {
            revisionA.set(Long.toString(shownRevision));
            revisionB.set("");
        }
    }

    public void compare() {
        EtcdSession open = session.get();
        if (open == null) {
            notice.set("Connect to a cluster first.");
            return;
        }
        byte[] key;
        long a;
        long b;
        try {
            key = KeyText.parse(prefix.get() == null ? "" : prefix.get());
            a = revision(revisionA.get(), "Revision A", false);
            b = revision(revisionB.get(), "Revision B", true);
        } catch (IllegalArgumentException bad) {
            notice.set(bad.getMessage());
            return;
        }
        long ticket = runs.next();
        cancel.set(true);
        AtomicBoolean cancelled = new AtomicBoolean();
        cancel = cancelled;
        changes.clear();
        comparison.set(null);
        result.set(null);
        notice.set(null);
        running.set(true);
        summary.set("Comparing " + shown(key) + " between revision " + a + " and " + (b == 0 ? "now" : "revision " + b)
                + "…");
        executor.submit(() -> new KeyspaceComparer(open).compare(key, a, b, cancelled::get), diff -> {
            if (!runs.isCurrent(ticket)) {
                return;
            }
            running.set(false);
            result.set(diff);
            changes.setAll(diff.changes());
            summary.set(describe(diff));
        }, failure -> {
            if (!runs.isCurrent(ticket)) {
                return;
            }
            running.set(false);
            summary.set("No comparison.");
            notice.set(failure instanceof CancellationException ? "Cancelled."
                    : failure instanceof IllegalArgumentException ? failure.getMessage()
                    : EtcdErrors.translate(failure, open.settings().endpointsLabel()).describe());
        });
    }

    public void cancel() {
        cancel.set(true);
    }

    /** The connection closed: its comparison, the value diff and any run still going are dropped. */
    @Override
    public void closed() {
        runs.invalidate();
        diffs.invalidate();
        cancel.set(true);
        running.set(false);
        changes.clear();
        result.set(null);
        comparison.set(null);
        summary.set(START);
        notice.clear();
    }

    /** Shows the selected change's value at A beside its value at B, decoded. */
    public void select(KeyChange change) {
        long ticket = diffs.next();
        KeyspaceDiff diff = result.get();
        EtcdSession open = session.get();
        if (change == null || diff == null || open == null) {
            comparison.set(null);
            return;
        }
        executor.submit(() -> {
            KeyspaceComparer comparer = new KeyspaceComparer(open);
            DiffText.Text left = change.atA() == null ? new DiffText.Text("", "absent")
                    : texts.of(comparer.valueAt(change.key(), diff.revisionA()), change.atA().modRevision());
            DiffText.Text right = change.atB() == null ? new DiffText.Text("", "absent")
                    : texts.of(comparer.valueAt(change.key(), diff.revisionB()), change.atB().modRevision());
            return new ValueComparison(side("A", diff.revisionA(), change.atA() == null ? 0
                    : change.atA().modRevision(), left), side("B", diff.revisionB(), change.atB() == null ? 0
                    : change.atB().modRevision(), right), SideBySide.of(left.text(), right.text()));
        }, shown -> {
            if (diffs.isCurrent(ticket)) {
                comparison.set(shown);
            }
        }, failure -> {
            if (diffs.isCurrent(ticket)) {
                notice.set("The values could not be read: "
                        + EtcdErrors.translate(failure, open.settings().endpointsLabel()).describe());
            }
        });
    }

    /** Writes the report (JSON or Markdown by the file's extension) off the UI thread, atomically and owner-only. */
    public void export(Path file) {
        KeyspaceDiff diff = result.get();
        EtcdSession open = session.get();
        if (diff == null || open == null) {
            return;
        }
        boolean markdown = file.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith(".md");
        notice.set("Writing the report…");
        executor.submit(() -> {
            ComparisonReport report = new ComparisonReport(texts);
            KeyspaceComparer comparer = new KeyspaceComparer(open);
            String text = markdown ? report.markdown(diff, comparer::valueAt, REPORT_VALUE_DIFFS)
                    : report.json(diff, comparer::valueAt, REPORT_VALUE_DIFFS);
            SafeFiles.writeString(file, text);
            return file;
        }, written -> notice.set("Report written to " + written + (diff.count(KeyChange.Kind.MODIFIED)
                > REPORT_VALUE_DIFFS ? " (value diffs of the first " + REPORT_VALUE_DIFFS + " modified keys)" : "")),
                failure -> notice.set("The report could not be written: " + failure.getMessage()));
    }

    private static String side(String name, long revision, long modRevision, DiffText.Text text) {
        return name + " · revision " + revision + (modRevision == 0 ? " · absent"
                : " · modified at " + modRevision + " · " + text.format());
    }

    private static long revision(String text, String name, boolean emptyIsLatest) {
        String trimmed = text == null ? "" : text.strip();
        if (trimmed.isEmpty()) {
            if (emptyIsLatest) {
                return 0;
            }
            throw new IllegalArgumentException(name + " is missing: type a revision number.");
        }
        try {
            long value = Long.parseLong(trimmed);
            if (value <= 0) {
                throw new IllegalArgumentException(name + " must be a positive revision number.");
            }
            return value;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + " is not a number: " + trimmed);
        }
    }

    private static String shown(byte[] prefix) {
        return prefix.length == 0 ? "the whole keyspace" : KeyText.display(prefix);
    }

    private static String describe(KeyspaceDiff diff) {
        long total = diff.changes().size();
        String head = total == 0 ? "No key changed" : total + (total == 1 ? " change" : " changes");
        return head + " under " + shown(diff.prefix()) + " between revision " + diff.revisionA() + " and "
                + diff.revisionB() + ": " + diff.count(KeyChange.Kind.ADDED) + " added, "
                + diff.count(KeyChange.Kind.DELETED) + " deleted, " + diff.count(KeyChange.Kind.MODIFIED)
                + " modified" + (diff.recreated() > 0 ? " (" + diff.recreated() + " deleted and created again)" : "")
                + ", " + diff.unchanged() + " unchanged.";
    }
}
