package io.etcdexplorer.concurrent;

import java.util.concurrent.Callable;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * The one place where background work starts. Work runs on {@code io}; its result is handed to {@code ui}
 * (the FX thread in the app, the calling thread in tests), so view models never touch threads themselves.
 */
public final class BackgroundExecutor implements AutoCloseable {

    private final Executor io;
    private final Executor ui;
    private final ExecutorService owned;

    public BackgroundExecutor(Executor io, Executor ui) {
        this.io = io;
        this.ui = ui;
        this.owned = null;
    }

    private BackgroundExecutor(ExecutorService pool, Executor ui) {
        this.io = pool;
        this.ui = ui;
        this.owned = pool;
    }

    /** A pool of daemon threads, so a hung network call can never keep the app from exiting. */
    public static BackgroundExecutor withDaemonPool(Executor ui) {
        return new BackgroundExecutor(Executors.newCachedThreadPool(daemonThreads()), ui);
    }

    /** Runs everything on the calling thread: deterministic view-model tests. */
    public static BackgroundExecutor sameThread() {
        return new BackgroundExecutor((Executor) Runnable::run, Runnable::run);
    }

    public <T> BackgroundTask<T> submit(Callable<T> work, Consumer<? super T> onSuccess,
                                        Consumer<? super Throwable> onFailure) {
        BackgroundTask<T> task = new BackgroundTask<>();
        if (owned != null && owned.isShutdown()) {
            task.cancel(); // the window is closing: timers and late events may still ask for work
            return task;
        }
        try {
            execute(task, work, onSuccess, onFailure);
        } catch (java.util.concurrent.RejectedExecutionException closing) {
            task.cancel();
        }
        return task;
    }

    private <T> void execute(BackgroundTask<T> task, Callable<T> work, Consumer<? super T> onSuccess,
                             Consumer<? super Throwable> onFailure) {
        io.execute(() -> {
            if (task.isCancelled()) {
                return;
            }
            try {
                T result = work.call();
                ui.execute(() -> {
                    if (!task.isCancelled()) {
                        task.markDone();
                        onSuccess.accept(result);
                    }
                });
            } catch (Throwable failure) {
                ui.execute(() -> {
                    if (!task.isCancelled()) {
                        task.markDone();
                        onFailure.accept(failure);
                    }
                });
            }
        });
    }

    /** Hands a value produced on a background thread to the UI thread (used for progressive results). */
    public void onUi(Runnable action) {
        ui.execute(action);
    }

    /** Fire-and-forget work whose failure has nowhere useful to go (closing a client, stopping a process). */
    public void runQuietly(Runnable work) {
        io.execute(() -> {
            try {
                work.run();
            } catch (RuntimeException ignored) {
                // Nothing to report: the resource is being discarded anyway.
            }
        });
    }

    @Override
    public void close() {
        if (owned != null) {
            owned.shutdownNow();
        }
    }

    private static ThreadFactory daemonThreads() {
        AtomicInteger count = new AtomicInteger();
        return runnable -> {
            Thread thread = new Thread(runnable, "etcd-explorer-io-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }
}
