package io.etcdexplorer.transfer;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.concurrent.Latest;
import io.etcdexplorer.concurrent.Tasks;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.status.Problem;
import io.etcdexplorer.status.SessionScoped;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.values.KeyText;
import io.etcdexplorer.values.ValueRenderer;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import java.nio.file.Path;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Export of a subtree (etcdctl JSON or plain files) and import of such JSON, with progress and cancellation.
 * One transfer at a time; every file and etcd operation runs off the UI thread. Closing the connection cancels a
 * running one (it says how far it got).
 */
public final class TransferViewModel implements SessionScoped {

    // Properties
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper progress = new ReadOnlyStringWrapper("");

    private final Tasks tasks;
    private final Supplier<EtcdSession> session;
    private final StatusViewModel status;
    private final Runnable afterImport;
    private final Latest transfers = new Latest();

    /**
     * @param afterImport run when an import wrote keys (the tree re-reads the keyspace)
     */
    public TransferViewModel(BackgroundExecutor executor, Supplier<EtcdSession> session, StatusViewModel status,
                             Runnable afterImport) {
        this.tasks = new Tasks(executor, status);
        this.session = session;
        this.status = status;
        this.afterImport = afterImport;
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    // Commands

    public void exportJson(byte[] prefix, Path file) {
        EtcdSession open = session.get();
        start("Exporting " + describe(prefix) + " to " + file, (stop, report) ->
                new JsonExporter(open).export(prefix, file, report, stop), result ->
                "Exported " + result.keys() + " keys (" + ValueRenderer.humanSize(result.bytes()) + ") at revision "
                        + result.header().revision() + " to " + file);
    }

    public void exportFiles(byte[] prefix, Path folder) {
        EtcdSession open = session.get();
        start("Exporting " + describe(prefix) + " as files to " + folder, (stop, report) ->
                new FileTreeExporter(open).export(prefix, folder, report, stop), result ->
                "Exported " + result.keys() + " keys as files at revision " + result.header().revision() + " to "
                        + folder);
    }

    /** Reads the file and reports what importing it would do, before anything is written. */
    public void previewImport(Path file, PrefixRewrite rewrite, Consumer<ImportPreview> onPreview) {
        EtcdSession open = session.get();
        if (open == null) {
            return;
        }
        tasks.run(() -> new JsonImporter(open).preview(file, rewrite, () -> false)).showing("Reading " + file + "…")
                .onSuccess(onPreview).onFailure(failure -> status.report(Problem.of("Could not read " + file + ": "
                        + failure.getMessage(), "Choose a file written by etcdctl get -w json or by this app's export.")))
                .start();
    }

    /**
     * Writes the file as {@code preview} showed it. A key changed by someone else since stops the import: the
     * problem names it and says how many keys were written, and {@code onConflict} can offer a new preview.
     */
    public void importJson(Path file, ImportPreview preview, Consumer<ImportConflictException> onConflict) {
        EtcdSession open = session.get();
        start("Importing " + file, (stop, report) -> new JsonImporter(open).importFile(file, preview, report,
                stop), result -> {
                    afterImport.run();
                    return "Imported " + result.written() + " keys (" + ValueRenderer.humanSize(result.bytes())
                            + ") from " + file + (result.skipped() > 0 ? "; " + result.skipped() + " skipped" : "");
                }, failure -> {
                    if (failure instanceof ImportConflictException conflict) {
                        if (conflict.keysWritten() > 0) {
                            afterImport.run();
                        }
                        onConflict.accept(conflict);
                    }
                });
    }

    public void cancel() {
        transfers.stopRunning();
    }

    @Override
    public void closed() {
        cancel();
    }

    private interface Work<T> {
        T run(BooleanSupplier stop, Consumer<TransferProgress> report) throws Exception;
    }

    private <T> void start(String what, Work<T> work, java.util.function.Function<T, String> summary) {
        start(what, work, summary, failure -> { });
    }

    /** {@code afterFailure} runs after the failure was reported, e.g. to offer what to do next. */
    private <T> void start(String what, Work<T> work, java.util.function.Function<T, String> summary,
                           Consumer<Throwable> afterFailure) {
        if (session.get() == null || running.get()) {
            return;
        }
        progress.set(what + "…");
        tasks.runStoppable(stop -> work.run(stop, p -> tasks.onUi(() -> progress.set(what + ": "
                        + counts(p))))).showing(what + "…").latestIn(transfers).busy(running).onFinished(() -> progress.set(""))
                .onSuccess(result -> status.say(summary.apply(result))).onFailure(failure -> {
                    if (failure instanceof TransferCancelledException cancelled) {
                        status.say("Cancelled after " + cancelled.keysDone() + " keys. " + failure.getMessage());
                    } else if (failure instanceof java.io.IOException) {
                        status.report(Problem.of(failure.getMessage(), "Check the file or folder and try again."));
                    } else {
                        status.report(Problem.of(failure, session.get() == null ? "etcd"
                                : session.get().settings().endpointsLabel()));
                    }
                    afterFailure.accept(failure);
                }).start();
    }

    private static String counts(TransferProgress p) {
        String keys = p.totalKeys() >= 0 ? p.keys() + " of " + p.totalKeys() + " keys" : p.keys() + " keys";
        return keys + ", " + ValueRenderer.humanSize(p.bytes());
    }

    private static String describe(byte[] prefix) {
        return prefix.length == 0 ? "the whole keyspace" : KeyText.display(prefix);
    }
}
