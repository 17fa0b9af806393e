package io.etcdexplorer.concurrent;

/** Handle on submitted work: cancelling it guarantees that none of its callbacks runs afterwards. */
public final class BackgroundTask<T> {

    private volatile boolean cancelled;
    private volatile boolean done;

    public void cancel() {
        cancelled = true;
    }

    public boolean isCancelled() {
        return cancelled;
    }

    public boolean isDone() {
        return done;
    }

    void markDone() {
        done = true;
    }
}
