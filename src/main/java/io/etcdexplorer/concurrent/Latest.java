package io.etcdexplorer.concurrent;

/**
 * Keeps only the newest of several overlapping requests: a result whose ticket is no longer current is stale
 * (the user clicked elsewhere meanwhile) and must be dropped. A task started {@link TaskBuilder#latestIn} a
 * {@code Latest} takes a ticket, so a newer ticket (another task, or {@link #next()}/{@link #invalidate()} by hand)
 * cancels it. Confined to the UI thread.
 */
public final class Latest {

    private long current;
    private RunningTask running;

    /** A new ticket; the task started in this group so far is cancelled. */
    public long next() {
        cancelRunning();
        return ++current;
    }

    public boolean isCurrent(long ticket) {
        return ticket == current;
    }

    /** Makes every ticket handed out so far stale, and cancels the task started in this group. */
    public void invalidate() {
        cancelRunning();
        current++;
    }

    /**
     * Asks the task started in this group, if it still runs, to stop early ({@link RunningTask#stop()}): its
     * outcome still arrives. The group holds the task from before its work starts, so a "Cancel" pressed while
     * the first progress is shown reaches it, even with an executor that runs everything on the calling thread.
     */
    public void stopRunning() {
        if (running != null) {
            running.stop();
        }
    }

    /** {@code task}, started right after a {@link #next()}, is now this group's newest. */
    void hold(RunningTask task) {
        running = task;
    }

    /** A finished task lets go, so that a later ticket has nothing to cancel. */
    void release(RunningTask task) {
        if (running == task) {
            running = null;
        }
    }

    private void cancelRunning() {
        RunningTask previous = running;
        running = null;
        if (previous != null) {
            previous.cancel();
        }
    }
}
