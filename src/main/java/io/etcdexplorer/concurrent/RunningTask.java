package io.etcdexplorer.concurrent;

import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Handle on a task started by {@link TaskBuilder#start()}. {@link #cancel()} drops the task: none of its callbacks
 * runs afterwards, and its status line and busy flag end at once. {@link #stop()} only asks stoppable work to end
 * early, and its outcome (often "cancelled after 12 keys") still arrives. UI thread only, except {@link #isStopped}.
 */
public final class RunningTask {

    private final AtomicBoolean stopped = new AtomicBoolean();
    private final Runnable end;
    private BackgroundTask<?> task;
    private boolean keepsRunningWhenDropped;
    private boolean finished;
    private boolean dropped;

    RunningTask(Runnable end) {
        this.end = end;
    }

    /** A handle on nothing: cancelling it does nothing (no work was started). */
    public static RunningTask none() {
        RunningTask none = new RunningTask(() -> { });
        none.finished = true;
        return none;
    }

    /** Asks stoppable work to end early; its result or failure is still delivered. */
    public void stop() {
        stopped.set(true);
    }

    /** Stops the work and drops its result; ends its status line and busy flag now. Safe to call twice. */
    public void cancel() {
        stopped.set(true);
        if (finished) {
            return;
        }
        dropped = true;
        if (task != null && !keepsRunningWhenDropped) {
            task.cancel();
        }
        finish();
    }

    /** True until the task's result or failure was delivered, or it was cancelled. */
    public boolean isRunning() {
        return !finished;
    }

    /** What stoppable work checks, from its own thread. */
    boolean isStopped() {
        return stopped.get();
    }

    boolean isDropped() {
        return dropped;
    }

    void attach(BackgroundTask<?> started, boolean keepsRunning) {
        this.task = started;
        this.keepsRunningWhenDropped = keepsRunning;
        if (started.isCancelled() && !finished) {
            // The executor (or the workspace's scope) is closed: nothing will ever end the status line otherwise.
            dropped = true;
            finish();
        }
    }

    /** Ends the status line and the busy flag, exactly once whatever path gets here first. */
    void finish() {
        if (!finished) {
            finished = true;
            end.run();
        }
    }
}
