package io.etcdexplorer.concurrent;

import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one place where background work starts. Work runs on {@code io}; its result is handed to {@code ui}
 * (the FX thread in the app, the calling thread in tests), so view models never touch threads themselves.
 */
public final class BackgroundExecutor implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(BackgroundExecutor.class);

    private final Executor io;
    private final Executor ui;
    private final ExecutorService owned;
    /** Holds work back for {@link #submitAfter}; only an executor that owns its pool has one. */
    private final ScheduledExecutorService timer;
    /** Set once a {@link #scope()} closes; null for the executor that owns the pool. */
    private final AtomicBoolean scopeClosed;

    /** Runs work on {@code io} and results on {@code ui}; {@link #submitAfter} does not wait with these. */
    public BackgroundExecutor(Executor io, Executor ui) {
        this(io, null, null, ui, null);
    }

    private BackgroundExecutor(Executor io, ExecutorService owned, ScheduledExecutorService timer, Executor ui,
                               AtomicBoolean scopeClosed) {
        this.io = io;
        this.ui = ui;
        this.owned = owned;
        this.timer = timer;
        this.scopeClosed = scopeClosed;
    }

    /**
     * An executor for one workspace: it shares this one's threads, but once closed it starts nothing new and drops
     * every result still on its way, so a closed workspace's late answers never reach its (discarded) view models.
     * Closing it leaves this executor running. Fire-and-forget work ({@link #runQuietly}) still runs: closing a
     * client must happen after the close.
     */
    public BackgroundExecutor scope() {
        AtomicBoolean closed = new AtomicBoolean();
        Executor gated = action -> {
            if (!closed.get()) {
                ui.execute(() -> {
                    if (!closed.get()) {
                        action.run();
                    }
                });
            }
        };
        return new BackgroundExecutor(io, owned, timer, gated, closed);
    }

    /** True once this executor (or the scope it is) was closed: work submitted now never starts. */
    public boolean isClosed() {
        return scopeClosed != null ? scopeClosed.get() : owned != null && owned.isShutdown();
    }

    /** A pool of daemon threads, so a hung network call can never keep the app from exiting. */
    public static BackgroundExecutor withDaemonPool(Executor ui) {
        ExecutorService pool = Executors.newCachedThreadPool(daemonThreads("etcd-explorer-io-"));
        return new BackgroundExecutor(pool, pool,
                Executors.newSingleThreadScheduledExecutor(daemonThreads("etcd-explorer-timer-")), ui, null);
    }

    /** Runs everything on the calling thread: deterministic view-model tests. */
    public static BackgroundExecutor sameThread() {
        return new BackgroundExecutor((Executor) Runnable::run, Runnable::run);
    }

    public <T> BackgroundTask<T> submit(Callable<T> work, Consumer<? super T> onSuccess,
                                        Consumer<? super Throwable> onFailure) {
        BackgroundTask<T> task = new BackgroundTask<>();
        if (isClosed()) {
            task.cancel(); // the window or workspace is closing: timers and late events may still ask for work
            return task;
        }
        start(task, work, onSuccess, onFailure);
        return task;
    }

    /**
     * Like {@link #submit}, but the work starts only after {@code delay}: typing into a field submits on every
     * keystroke and cancels the previous task, so only the text of the last pause is worked on. A task cancelled
     * before its delay is over never starts. Executors built from plain executors (tests) start it at once.
     */
    public <T> BackgroundTask<T> submitAfter(Duration delay, Callable<T> work, Consumer<? super T> onSuccess,
                                             Consumer<? super Throwable> onFailure) {
        if (timer == null) {
            return submit(work, onSuccess, onFailure);
        }
        BackgroundTask<T> task = new BackgroundTask<>();
        if (isClosed()) {
            task.cancel();
            return task;
        }
        try {
            timer.schedule(() -> {
                if (!task.isCancelled() && !isClosed()) {
                    start(task, work, onSuccess, onFailure);
                }
            }, delay.toMillis(), TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException closing) {
            LOG.debug("Delayed work not started: the executor is closing", closing);
            task.cancel();
        }
        return task;
    }

    private <T> void start(BackgroundTask<T> task, Callable<T> work, Consumer<? super T> onSuccess,
                           Consumer<? super Throwable> onFailure) {
        try {
            execute(task, work, onSuccess, onFailure);
        } catch (RejectedExecutionException closing) {
            LOG.debug("Work not started: the executor is closing", closing);
            task.cancel();
        }
    }

    private <T> void execute(BackgroundTask<T> task, Callable<T> work, Consumer<? super T> onSuccess,
                             Consumer<? super Throwable> onFailure) {
        io.execute(() -> {
            if (task.isCancelled() || (scopeClosed != null && scopeClosed.get())) {
                return;
            }
            try {
                T result = work.call();
                toUi(() -> {
                    if (!task.isCancelled()) {
                        task.markDone();
                        onSuccess.accept(result);
                    }
                });
            } catch (Throwable failure) {
                // The caller words the failure for the user (and the log, at WARN); here goes its stack trace.
                LOG.debug("Background work failed", failure);
                toUi(() -> {
                    if (!task.isCancelled()) {
                        task.markDone();
                        onFailure.accept(failure);
                    }
                });
            }
        });
    }

    /**
     * Hands a result to the UI side; when that side has shut down (the app or a test's stand-in closing while work
     * was finishing) there is nobody to tell, so the result is dropped instead of failing a background thread.
     */
    private void toUi(Runnable action) {
        try {
            ui.execute(action);
        } catch (RejectedExecutionException closed) {
            LOG.debug("A result was dropped: the UI side has shut down", closed);
        }
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
                // Nothing to report to the user: the resource is being discarded anyway.
                LOG.debug("Ignored a failure of fire-and-forget work (closing or cleaning up)", ignored);
            }
        });
    }

    @Override
    public void close() {
        if (scopeClosed != null) {
            scopeClosed.set(true); // a workspace's scope: the shared threads stay for the others
            return;
        }
        if (owned != null) {
            owned.shutdownNow();
        }
        if (timer != null) {
            timer.shutdownNow();
        }
    }

    private static ThreadFactory daemonThreads(String prefix) {
        AtomicInteger count = new AtomicInteger();
        return runnable -> {
            Thread thread = new Thread(runnable, prefix + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }
}
