package io.etcdexplorer.profiles;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.concurrent.Latest;
import io.etcdexplorer.concurrent.Tasks;
import io.etcdexplorer.profiles.importers.ConnectionDraft;
import io.etcdexplorer.profiles.importers.ConnectionImporter;
import io.etcdexplorer.profiles.importers.ImportException;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

import java.nio.file.Path;
import java.time.Duration;

/**
 * The import dialog: the pasted text and what it would import. The text is read in the background once typing
 * pauses, and only the newest text's result is shown, so a hostile paste (megabytes, a run of digits, variables
 * that double each other) never holds up the window; the importer itself stops at its limits with a message.
 */
public final class ImportTextViewModel {

    private static final Messages TEXT = Messages.of(ImportTextViewModel.class);

    /** How long typing must pause before the text is read again. */
    static final Duration QUIET = Duration.ofMillis(250);

    // Properties
    private final StringProperty text = new SimpleStringProperty("");
    private final ReadOnlyObjectWrapper<ImportPreview> preview = new ReadOnlyObjectWrapper<>(ImportPreview.failed(""));
    private final ReadOnlyBooleanWrapper reading = new ReadOnlyBooleanWrapper();
    private final BooleanBinding canReview = Bindings.createBooleanBinding(
            () -> !reading.get() && preview.get().usable(), reading, preview);

    private final Tasks tasks;
    private final ConnectionsViewModel list;
    private final Latest reads = new Latest();

    ImportTextViewModel(BackgroundExecutor executor, ConnectionsViewModel list) {
        this.tasks = new Tasks(executor);
        this.list = list;
        text.addListener((obs, old, now) -> read(now));
    }

    /** What the user pasted or typed, or the file's text. */
    public StringProperty textProperty() {
        return text;
    }

    /** What the text imports, or why it imports nothing; the last text read, which may trail {@link #text}. */
    public ReadOnlyObjectProperty<ImportPreview> previewProperty() {
        return preview.getReadOnlyProperty();
    }

    /** True from a change of the text until its preview is shown. */
    public ReadOnlyBooleanProperty readingProperty() {
        return reading.getReadOnlyProperty();
    }

    /** Review takes the preview of the text as it is now, never one of an older text. */
    public BooleanBinding canReviewBinding() {
        return canReview;
    }

    // Commands

    /** Puts a file's text in the dialog, read off the UI thread (and refused above the import limit). */
    public void openFile(Path file) {
        list.readImportFile(file, text::set);
    }

    private void read(String pasted) {
        if (pasted == null || pasted.isBlank()) {
            reads.invalidate();
            reading.set(false);
            preview.set(ImportPreview.failed(""));
            return;
        }
        tasks.run(() -> ConnectionImporter.parse(pasted)).after(QUIET).latestIn(reads).busy(reading)
                .onSuccess(draft -> preview.set(list.previewOf(draft)))
                .onFailure(failure -> preview.set(ImportPreview.failed(message(failure)))).start();
    }

    private static String message(Throwable failure) {
        if (failure instanceof ImportException) {
            return failure.getMessage();
        }
        // Limits keep the importer from running out of memory or stack; should it still, say so plainly.
        return TEXT.format("import.unreadable", failure.getClass().getSimpleName());
    }
}
