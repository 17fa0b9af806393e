package io.etcdexplorer.oplog;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.concurrent.Tasks;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.collections.ObservableList;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

/**
 * The Log tab: the workspace's {@link OperationLog} as a list, saved to a file off the UI thread, or cleared. The
 * outcome of a save goes to the status line.
 */
public final class OperationLogViewModel {

    private static final Messages TEXT = Messages.of(OperationLogViewModel.class);

    private final OperationLog log;
    private final Tasks tasks;
    private final Consumer<String> say;
    private final BooleanBinding empty;

    /** {@code say} reports the outcome of Save log in the status bar. */
    public OperationLogViewModel(OperationLog log, BackgroundExecutor executor, Consumer<String> say) {
        this.log = log;
        this.tasks = new Tasks(executor);
        this.say = say;
        this.empty = Bindings.isEmpty(log.entries());
    }

    /** Newest last. */
    public ObservableList<LogEntry> entries() {
        return log.entries();
    }

    /** True while there is nothing to save. */
    public BooleanBinding emptyBinding() {
        return empty;
    }

    // Commands

    /** Writes the entries as they are now to {@code file}, in the background; the status line says how it went. */
    public void save(Path file) {
        List<LogEntry> copyOfEntries = List.copyOf(log.entries());
        tasks.run(() -> {
            OperationLog.save(copyOfEntries, file);
            return file;
        }).onSuccess(done -> say.accept(TEXT.format("saved", done))).onFailure(failure -> say.accept(
                TEXT.format("notSaved", file, failure.getMessage()))).start();
    }

    public void clear() {
        log.clear();
    }
}
