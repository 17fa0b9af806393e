package io.etcdexplorer.timeline;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.concurrent.Latest;
import io.etcdexplorer.concurrent.Tasks;
import io.etcdexplorer.diff.DiffText;
import io.etcdexplorer.etcd.EtcdErrors;
import io.etcdexplorer.files.SafeFiles;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * What the Compare tab does with a comparison once it is shown: the value diff of the selected change, each value
 * read from its own side, and the report written to a file. Both read from the sessions the comparison was made
 * on, and say so when one of them closed since. UI thread only.
 */
final class ShownComparison {

    private static final Messages TEXT = Messages.of(ShownComparison.class);

    private final ReadOnlyObjectWrapper<CompareViewModel.ValueComparison> comparison = new ReadOnlyObjectWrapper<>();
    private final Tasks tasks;
    private final DiffText texts;
    private final CompareSide self;
    private final Consumer<String> notice;
    private final Latest diffs = new Latest();
    /** What the shown result answers: which sessions to read values from, and how to title its sides. */
    private CompareRequest request;

    /** {@code self} is this workspace's side; {@code notice} hears what went wrong. */
    ShownComparison(Tasks tasks, DiffText texts, CompareSide self, Consumer<String> notice) {
        this.tasks = tasks;
        this.texts = texts;
        this.self = self;
        this.notice = notice;
    }

    ReadOnlyObjectProperty<CompareViewModel.ValueComparison> comparisonProperty() {
        return comparison.getReadOnlyProperty();
    }

    /** A comparison made for {@code answered} is shown now. */
    void show(CompareRequest answered) {
        request = answered;
    }

    /** Nothing is shown any more: a value diff on its way is dropped. */
    void clear() {
        diffs.invalidate();
        request = null;
        comparison.set(null);
    }

    /** Shows {@code change}'s value at A beside its value at B, decoded; null clears the value diff. */
    void select(KeyspaceDiff diff, KeyChange change) {
        CompareRequest shown = request;
        if (change == null || diff == null || shown == null) {
            diffs.invalidate();
            comparison.set(null);
            return;
        }
        CompareRequest.Sessions open = reopen(shown, "values.failed");
        if (open == null) {
            diffs.invalidate();
            comparison.set(null);
            return;
        }
        tasks.run(() -> new ChangeValues(texts).of(shown, open, diff, change)).latestIn(diffs)
                .onSuccess(comparison::set)
                .onFailure(failure -> notice.accept(TEXT.format("values.failed",
                        EtcdErrors.translate(failure, open.a().settings().endpointsLabel()).describe())))
                .start();
    }

    /** Writes the report (JSON or Markdown by the file's extension), atomically and owner-only. */
    void export(KeyspaceDiff diff, Path file) {
        CompareRequest shown = request;
        if (diff == null || shown == null) {
            return;
        }
        CompareRequest.Sessions open = reopen(shown, "report.notWritten");
        if (open == null) {
            return;
        }
        notice.accept(TEXT.get("report.writing"));
        int most = CompareViewModel.REPORT_VALUE_DIFFS;
        tasks.run(() -> {
            SafeFiles.writeString(file, new ComparisonReport(texts).forFile(file, diff, shown.values(true, open),
                    shown.values(false, open), most));
            return file;
        }).onSuccess(written -> notice.accept(
                diff.count(KeyChange.Kind.MODIFIED) > most
                        ? TEXT.format("report.writtenFirst", written.toString(), most)
                        : TEXT.format("report.written", written.toString())))
                .onFailure(failure -> notice.accept(TEXT.format("report.failed", failure.getMessage())))
                .start();
    }

    /** The shown result's sessions; null, saying why after {@code failed}, when a side's connection closed since. */
    private CompareRequest.Sessions reopen(CompareRequest shown, String failedKey) {
        Optional<String> closed = shown.closed(self);
        closed.ifPresent(why -> notice.accept(TEXT.format(failedKey, why)));
        return closed.isPresent() ? null : shown.open(self);
    }
}
