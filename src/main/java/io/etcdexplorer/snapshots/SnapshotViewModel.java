package io.etcdexplorer.snapshots;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.i18n.Units;
import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.concurrent.Latest;
import io.etcdexplorer.concurrent.RunningTask;
import io.etcdexplorer.concurrent.Tasks;
import io.etcdexplorer.profiles.ConnectionEntry;
import io.etcdexplorer.profiles.SessionViewModel;
import io.etcdexplorer.status.Problem;
import io.etcdexplorer.status.StatusViewModel;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ListChangeListener;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.CancellationException;

/**
 * Open snapshot…: opens a snapshot file in the background with a progress bar and Cancel ({@link SnapshotOpener}),
 * then connects to it read-only through the session, as any connection, so it becomes a workspace named after the
 * file. Each opened snapshot lives as long as its workspace: closing the tab (or a connect that never opened)
 * stops its etcd and deletes its copy. UI thread only.
 */
public final class SnapshotViewModel {

    private static final Messages TEXT = Messages.of(SnapshotViewModel.class);

    private static final Logger LOG = LoggerFactory.getLogger(SnapshotViewModel.class);

    /** A hash mismatch the user may open anyway, skipping the hash check. */
    public record HashQuestion(Path file, Problem problem) {
    }

    // Properties
    private final ReadOnlyBooleanWrapper opening = new ReadOnlyBooleanWrapper();
    /** 0..1 while restoring; -1 while the step's length is unknown (checking, starting etcd). */
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(-1);
    private final ReadOnlyStringWrapper progressText = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<HashQuestion> question = new ReadOnlyObjectWrapper<>();

    private final BackgroundExecutor executor;
    private final Tasks tasks;
    private final StatusViewModel status;
    private final SessionViewModel session;
    private final SnapshotOpener opener;
    private final Latest openings = new Latest();
    /** Opened snapshots by their entry, from the moment etcd serves them until they are closed. */
    private final Map<ConnectionEntry, OpenedSnapshot> opened = new LinkedHashMap<>();
    /** The entries whose workspace has opened: their snapshot goes when the workspace does. */
    private final Set<ConnectionEntry> shown = new HashSet<>();
    private RunningTask running = RunningTask.none();
    /** What a drop of several items said, shown again in the dropped file's workspace once it opens. */
    private DropNote dropNote;

    private record DropNote(Path file, Problem note) {
    }

    public SnapshotViewModel(BackgroundExecutor executor, StatusViewModel status, SessionViewModel session,
                             SnapshotOpener opener) {
        this.executor = executor;
        this.tasks = new Tasks(executor, status);
        this.status = status;
        this.session = session;
        this.opener = opener;
        session.openEntries().addListener((ListChangeListener<ConnectionEntry>) change -> workspacesChanged());
        session.onNotOpened(this::release);
    }

    public ReadOnlyBooleanProperty openingProperty() {
        return opening.getReadOnlyProperty();
    }

    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty progressTextProperty() {
        return progressText.getReadOnlyProperty();
    }

    /** Non-null while the app waits for the user to open a mismatching file anyway, or not. */
    public ReadOnlyObjectProperty<HashQuestion> questionProperty() {
        return question.getReadOnlyProperty();
    }

    /** The snapshots open now (tests, and the app closing). */
    public List<OpenedSnapshot> opened() {
        return List.copyOf(opened.values());
    }

    // Commands

    /** Opens {@code file} read-only in a workspace of its own, or brings its workspace forward if it is open. */
    public void open(Path file) {
        open(file, false);
    }

    /**
     * Files dropped on the window: the first {@code .db} file opens (else the first file), and the banner says
     * which other items were not opened, or that a folder is no snapshot. False when nothing was dropped.
     * Looks at the paths' kind only (no reading): a drop hands local paths.
     */
    public boolean openDropped(List<Path> dropped) {
        if (dropped.isEmpty()) {
            return false;
        }
        List<Path> files = dropped.stream().filter(p -> !Files.isDirectory(p)).toList();
        if (files.isEmpty()) {
            status.report(Problem.of(TEXT.format("dropFolder", dropped.get(0).toString()),
                    TEXT.get("dropFolder.fix")));
            return true;
        }
        Path chosen = files.stream().filter(p -> String.valueOf(p.getFileName()).toLowerCase(Locale.ROOT)
                .endsWith(".db")).findFirst().orElse(files.get(0));
        if (dropped.size() > 1) {
            List<String> others = dropped.stream().filter(p -> !p.equals(chosen))
                    .map(p -> String.valueOf(p.getFileName())).toList();
            String listed = others.size() <= 3 ? String.join(", ", others)
                    : String.join(", ", others.subList(0, 3)) + ", …";
            Problem note = Problem.of(TEXT.format("dropSeveral", String.valueOf(chosen.getFileName()), listed),
                    TEXT.get("dropSeveral.fix"));
            status.report(note);
            dropNote = new DropNote(chosen.toAbsolutePath().normalize(), note);
        }
        open(chosen);
        return true;
    }

    /** The user's answer to {@link #questionProperty()}: open the file anyway, without checking its hash. */
    public void openSkippingHashCheck() {
        HashQuestion asked = question.get();
        if (asked != null) {
            question.set(null);
            open(asked.file(), true);
        }
    }

    /** The user declined to open a mismatching file; the banner keeps saying why it was not opened. */
    public void dismissQuestion() {
        question.set(null);
    }

    /** Stops the opening under way: the tool or etcd is stopped and the temporary copy deleted, in the background. */
    public void cancel() {
        if (running.isRunning()) {
            running.cancel();
            status.say(TEXT.get("cancelled"));
        }
    }

    /** Deletes the temporary copies an earlier run left behind (it crashed, or was killed). At start. */
    public void deleteLeftovers() {
        tasks.run(() -> opener.dirs().deleteLeftovers()).onSuccess(count -> {
            if (count > 0) {
                LOG.info("Deleted {} snapshot copies left by an earlier run", count);
            }
        }).onFailure(failure -> LOG.warn("Could not delete the snapshot copies of an earlier run in {}: {}",
                opener.dirs().root(), failure.getMessage())).start();
    }

    /** The app is quitting: stops every snapshot's etcd and deletes its copy, now. Blocking. */
    public void closeAll() {
        running.cancel();
        List<OpenedSnapshot> all = opened();
        opened.clear();
        shown.clear();
        all.forEach(OpenedSnapshot::close);
    }

    private void open(Path file, boolean skipHashCheck) {
        Path absolute = file.toAbsolutePath().normalize();
        Optional<ConnectionEntry> already = opened.entrySet().stream()
                .filter(e -> e.getValue().file().equals(absolute)).map(Map.Entry::getKey).findFirst();
        if (already.isPresent()) {
            if (shown.contains(already.get())) {
                session.connect(already.get()); // brings its workspace forward
            } // else its workspace is opening: a second connect would drop the first, and with it the copy
            return;
        }
        question.set(null);
        if (dropNote != null && !dropNote.file().equals(absolute)) {
            dropNote = null; // another file: the note was about an earlier drop
        }
        status.attemptStarted();
        progress.set(-1);
        progressText.set(TEXT.format("opening", String.valueOf(absolute.getFileName())));
        running = tasks.<OpenedSnapshot, SnapshotOpener.Progress>runWithProgress(
                        (stopped, step) -> opener.open(absolute, skipHashCheck, stopped, step), this::showProgress)
                .showing(TEXT.format("openingStatus", String.valueOf(absolute.getFileName())))
                .busy(opening).latestIn(openings)
                .ifDropped(snapshot -> executor.runQuietly(snapshot::close))
                .onFinished(() -> {
                    progress.set(-1);
                    progressText.set("");
                })
                .onSuccess(this::connect)
                .onFailure(failure -> failed(absolute, failure))
                .start();
    }

    private void showProgress(SnapshotOpener.Progress step) {
        progress.set(step.total() > 0 ? (double) step.done() / step.total() : -1);
        progressText.set(step.total() > 0 ? TEXT.format("progress", step.step(), Units.bytes(step.done()),
                Units.bytes(step.total())) : TEXT.format("progressStep", step.step()));
    }

    private void connect(OpenedSnapshot snapshot) {
        ConnectionEntry entry = ConnectionEntry.snapshot(snapshot.name(), new ConnectionEntry.SnapshotSource(
                snapshot.file().toString(), snapshot.status().revision(), snapshot.hashChecked()), snapshot.settings());
        opened.put(entry, snapshot);
        status.say(TEXT.format(snapshot.hashChecked() ? "opened" : "openedUnchecked",
                String.valueOf(snapshot.file().getFileName()), String.valueOf(snapshot.status().revision())));
        session.connect(entry);
    }

    private void failed(Path file, Throwable failure) {
        dropNote = null;
        if (failure instanceof CancellationException) {
            status.say(TEXT.get("cancelled"));
            return;
        }
        if (failure instanceof SnapshotProblem problem) {
            status.reportAttempt(problem.problem());
            if (problem.offersSkip()) {
                question.set(new HashQuestion(file, problem.problem()));
            }
            return;
        }
        status.reportAttempt(Problem.of(TEXT.format("failed", file.toString(), failure.getMessage()),
                TEXT.get("failed.fix")));
    }

    /** A snapshot's workspace opened (it will close with it) or closed (its snapshot goes now). */
    private void workspacesChanged() {
        List<ConnectionEntry> open = session.openEntries();
        for (ConnectionEntry entry : List.copyOf(opened.keySet())) {
            if (open.contains(entry)) {
                if (shown.add(entry) && dropNote != null && dropNote.file().equals(opened.get(entry).file())) {
                    // The window's banner was left behind with the welcome screen: show it in the new workspace.
                    status.withdraw(dropNote.note());
                    status.show(dropNote.note());
                    dropNote = null;
                }
            } else if (shown.contains(entry)) {
                release(entry);
            }
        }
    }

    /** Stops the snapshot's etcd and deletes its copy, in the background; entries of other kinds are ignored. */
    private void release(ConnectionEntry entry) {
        OpenedSnapshot snapshot = opened.remove(entry);
        shown.remove(entry);
        if (snapshot == null) {
            return;
        }
        LOG.info("Closing snapshot {}: stopping its etcd and deleting {}", snapshot.file(), snapshot.dir());
        tasks.run(() -> {
            snapshot.close();
            return snapshot;
        }).onFailure(failure -> status.report(Problem.of(TEXT.format("deleteFailed", snapshot.dir().toString(),
                failure.getMessage()), TEXT.get("deleteFailed.fix")))).start();
    }
}
