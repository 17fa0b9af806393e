package io.etcdexplorer.transfer;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.i18n.Units;
import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.concurrent.Latest;
import io.etcdexplorer.concurrent.Tasks;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.status.Problem;
import io.etcdexplorer.status.SessionScoped;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.values.KeyText;
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

    private static final Messages TEXT = Messages.of(TransferViewModel.class);

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
        start(TEXT.format("exporting", describe(prefix), file.toString()), (stop, report) ->
                new JsonExporter(open).export(prefix, file, report, stop), result ->
                TEXT.format("exported", result.keys(), Units.bytes(result.bytes()),
                        String.valueOf(result.header().revision()), file.toString()));
    }

    public void exportFiles(byte[] prefix, Path folder) {
        EtcdSession open = session.get();
        start(TEXT.format("exportingFiles", describe(prefix), folder.toString()), (stop, report) ->
                new FileTreeExporter(open).export(prefix, folder, report, stop), result ->
                TEXT.format("exportedFiles", result.keys(), String.valueOf(result.header().revision()),
                        folder.toString()));
    }

    /** Reads the file and reports what importing it would do, before anything is written. */
    public void previewImport(Path file, PrefixRewrite rewrite, Consumer<ImportPreview> onPreview) {
        EtcdSession open = session.get();
        if (open == null) {
            return;
        }
        tasks.run(() -> new JsonImporter(open).preview(file, rewrite, () -> false))
                .showing(TEXT.format("reading", file.toString()))
                .onSuccess(onPreview).onFailure(failure -> status.report(Problem.of(TEXT.format("readFailed",
                        file.toString(), failure.getMessage()), TEXT.get("readFailed.fix"))))
                .start();
    }

    /**
     * Writes the file as {@code preview} showed it. A key changed by someone else since stops the import: the
     * problem names it and says how many keys were written, and {@code onConflict} can offer a new preview.
     */
    public void importJson(Path file, ImportPreview preview, Consumer<ImportConflictException> onConflict) {
        EtcdSession open = session.get();
        start(TEXT.format("importing", file.toString()), (stop, report) -> new JsonImporter(open).importFile(file,
                preview, report, stop), result -> {
                    afterImport.run();
                    return result.skipped() > 0
                            ? TEXT.format("importedSkipped", result.written(), Units.bytes(result.bytes()),
                            file.toString(), result.skipped())
                            : TEXT.format("imported", result.written(), Units.bytes(result.bytes()), file.toString());
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
        progress.set(TEXT.format("step", what));
        tasks.runStoppable(stop -> work.run(stop, p -> tasks.onUi(() -> progress.set(TEXT.format("stepProgress",
                        what, counts(p)))))).showing(TEXT.format("step", what)).latestIn(transfers).busy(running)
                .onFinished(() -> progress.set(""))
                .onSuccess(result -> status.say(summary.apply(result))).onFailure(failure -> {
                    if (failure instanceof TransferCancelledException cancelled) {
                        status.say(TEXT.format("cancelledAfter", cancelled.keysDone(), failure.getMessage()));
                    } else if (failure instanceof java.io.IOException) {
                        status.report(Problem.of(failure.getMessage(), TEXT.get("ioFailed.fix")));
                    } else {
                        status.report(Problem.of(failure, session.get() == null ? "etcd"
                                : session.get().settings().endpointsLabel()));
                    }
                    afterFailure.accept(failure);
                }).start();
    }

    private static String counts(TransferProgress p) {
        return p.totalKeys() >= 0 ? TEXT.format("counts.of", Units.count(p.keys()), p.totalKeys(),
                Units.bytes(p.bytes())) : TEXT.format("counts", p.keys(), Units.bytes(p.bytes()));
    }

    private static String describe(byte[] prefix) {
        return prefix.length == 0 ? TEXT.get("source.whole") : KeyText.display(prefix);
    }
}
