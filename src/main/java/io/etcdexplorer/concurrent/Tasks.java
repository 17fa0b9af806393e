package io.etcdexplorer.concurrent;

import io.etcdexplorer.status.StatusViewModel;

import java.util.concurrent.Callable;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * Where a view model starts background work, in the spirit of JabRef's {@code BackgroundTask}: the status line,
 * the busy flag, latest-wins and failure reporting are written once, here, instead of at every call site.
 * <pre>{@code
 * tasks.run(() -> open.get(key))
 *      .showing("Reading " + shown + "…")        // status line and busy while it runs, ended exactly once
 *      .latestIn(reads)                          // a newer read cancels this one; its late result is dropped
 *      .onSuccess(found -> value.set(found))     // on the UI thread
 *      .reporting(endpoints)                     // or .onFailure(...): by default the status line reports it
 *      .start();
 * }</pre>
 * A workspace's view models build theirs from the workspace's executor scope and status line, so a closed
 * workspace's late answers reach nobody. Confined to the UI thread, like the view models using it.
 */
public final class Tasks {

    /** Work that looks at {@code stopped} now and then and ends early once it is true (a long listing, a copy). */
    @FunctionalInterface
    public interface Stoppable<T> {
        T call(BooleanSupplier stopped) throws Exception;
    }

    /** Work that reports how far it got (bytes streamed, keys copied) and can stop early. */
    @FunctionalInterface
    public interface Reporting<T, P> {
        T call(BooleanSupplier stopped, Consumer<P> progress) throws Exception;
    }

    private final BackgroundExecutor executor;
    private final StatusViewModel status;

    /** Tasks that may show themselves on {@code status} and report their failures there. */
    public Tasks(BackgroundExecutor executor, StatusViewModel status) {
        this.executor = executor;
        this.status = status;
    }

    /** Tasks of a view model without a status line: each says what a failure does ({@link TaskBuilder#onFailure}). */
    public Tasks(BackgroundExecutor executor) {
        this(executor, null);
    }

    /** Describes work to run off the UI thread; nothing starts before {@link TaskBuilder#start()}. */
    public <T> TaskBuilder<T> run(Callable<T> work) {
        return new TaskBuilder<>(executor, status, handle -> work.call());
    }

    /** Like {@link #run}, for work that can stop early: {@link RunningTask#stop()} and cancelling make it stop. */
    public <T> TaskBuilder<T> runStoppable(Stoppable<T> work) {
        return new TaskBuilder<>(executor, status, handle -> work.call(handle::isStopped));
    }

    /**
     * Like {@link #runStoppable}, for work that reports progress: what it passes to its {@code progress} reaches
     * {@code onProgress} on the UI thread, in order, and only while the task runs. Progress still on its way when
     * the task was cancelled (a new session, a newer task of its group) is dropped with the task, so a bar never
     * shows an old run's numbers. How often to report is the work's choice.
     */
    public <T, P> TaskBuilder<T> runWithProgress(Reporting<T, P> work, Consumer<? super P> onProgress) {
        return new TaskBuilder<>(executor, status, handle -> work.call(handle::isStopped,
                step -> executor.onUi(() -> {
                    if (handle.isRunning()) {
                        onProgress.accept(step);
                    }
                })));
    }

    /** Hands a value produced on a background thread to the UI thread (progress of a running task). */
    public void onUi(Runnable action) {
        executor.onUi(action);
    }
}
