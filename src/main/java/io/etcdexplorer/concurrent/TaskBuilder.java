package io.etcdexplorer.concurrent;

import io.etcdexplorer.status.Problem;
import io.etcdexplorer.status.StatusViewModel;
import javafx.beans.value.WritableBooleanValue;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.time.Duration;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * One background task as a call site describes it (see {@link Tasks}): what it shows while it runs, which group
 * it is the latest of, and what happens to its result or failure. Each method returns this builder;
 * {@link #start()} starts the work. The callbacks run on the UI thread, after the status line and the busy flag
 * have ended, and never once the task was cancelled.
 */
public final class TaskBuilder<T> {

    private static final Logger LOG = LoggerFactory.getLogger(TaskBuilder.class);

    private final BackgroundExecutor executor;
    private final StatusViewModel status;
    private final Body<T> work;
    private String activity;
    private WritableBooleanValue busy;
    private Runnable onFinished = () -> { };
    private Latest group;
    private Duration delay;
    private Consumer<? super T> onSuccess = result -> { };
    private Consumer<? super Throwable> onFailure;
    private Consumer<? super T> ifDropped;
    private String target = "etcd";

    /** The work as {@link Tasks} wraps it: it may look at its own handle (stopped? still wanted?). */
    @FunctionalInterface
    interface Body<T> {
        T call(RunningTask handle) throws Exception;
    }

    TaskBuilder(BackgroundExecutor executor, StatusViewModel status, Body<T> work) {
        this.executor = executor;
        this.status = status;
        this.work = work;
    }

    /** Puts {@code what} on the status line and counts the task as busy there until it ends, however it ends. */
    public TaskBuilder<T> showing(String what) {
        if (status == null) {
            throw new IllegalStateException("These tasks have no status line to show \"" + what + "\" on");
        }
        this.activity = what;
        return this;
    }

    /** Holds {@code flag} true while the task runs; it turns false before the result or failure is handed on. */
    public TaskBuilder<T> busy(WritableBooleanValue flag) {
        this.busy = flag;
        return this;
    }

    /**
     * Runs {@code action} once when the task ends, however it ends (a result, a failure, a cancel), just after the
     * status line and busy flag ended and before the result or failure is handed on: e.g. to clear a progress bar.
     */
    public TaskBuilder<T> onFinished(Runnable action) {
        this.onFinished = Objects.requireNonNull(action);
        return this;
    }

    /** Latest wins: starting this task cancels the one started before in {@code latest} (its result is dropped). */
    public TaskBuilder<T> latestIn(Latest latest) {
        this.group = latest;
        return this;
    }

    /** Debounce: the work starts after {@code quiet}, and never when the task is cancelled before then. */
    public TaskBuilder<T> after(Duration quiet) {
        this.delay = quiet;
        return this;
    }

    public TaskBuilder<T> onSuccess(Consumer<? super T> action) {
        this.onSuccess = Objects.requireNonNull(action);
        return this;
    }

    /** Replaces the default, which reports the failure on the status line (see {@link #reporting}). */
    public TaskBuilder<T> onFailure(Consumer<? super Throwable> action) {
        this.onFailure = Objects.requireNonNull(action);
        return this;
    }

    /** Who a failure reported by default is about, e.g. the endpoints or a file: "No answer from … in time". */
    public TaskBuilder<T> reporting(String about) {
        this.target = about;
        return this;
    }

    /**
     * For a result that must not be lost when the task is cancelled (an opened connection to close): the work then
     * runs to its end even after {@link RunningTask#cancel()}, and its result goes to {@code cleanup} instead.
     */
    public TaskBuilder<T> ifDropped(Consumer<? super T> cleanup) {
        this.ifDropped = Objects.requireNonNull(cleanup);
        return this;
    }

    /** Starts the work (after the previous task of its group was cancelled). On the UI thread. */
    public RunningTask start() {
        if (group != null) {
            group.next(); // first, so the previous task's busy flag ends before this one's begins
        }
        Runnable endStatus = activity == null ? () -> { } : status.begin(activity);
        WritableBooleanValue flag = busy;
        Runnable finished = onFinished;
        Latest latest = group;
        RunningTask[] self = new RunningTask[1];
        RunningTask handle = new RunningTask(() -> {
            endStatus.run();
            if (flag != null) {
                flag.set(false);
            }
            if (latest != null) {
                latest.release(self[0]);
            }
            finished.run();
        });
        self[0] = handle;
        if (flag != null) {
            flag.set(true);
        }
        if (latest != null) {
            latest.hold(handle);
        }
        BackgroundTask<T> started = delay == null
                ? executor.submit(() -> work.call(handle), result -> succeeded(handle, result),
                        failure -> failed(handle, failure))
                : executor.submitAfter(delay, () -> work.call(handle), result -> succeeded(handle, result),
                        failure -> failed(handle, failure));
        handle.attach(started, ifDropped != null);
        return handle;
    }

    private void succeeded(RunningTask handle, T result) {
        if (handle.isDropped()) {
            if (ifDropped != null) {
                ifDropped.accept(result);
            }
            return;
        }
        handle.finish();
        onSuccess.accept(result);
    }

    private void failed(RunningTask handle, Throwable failure) {
        if (handle.isDropped()) {
            return;
        }
        handle.finish();
        if (onFailure != null) {
            onFailure.accept(failure);
        } else if (status != null) {
            status.report(Problem.of(failure, target));
        } else {
            LOG.warn("Background work failed: {}", failure.getMessage());
        }
    }
}
