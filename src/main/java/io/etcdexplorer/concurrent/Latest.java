package io.etcdexplorer.concurrent;

/**
 * Keeps only the newest of several overlapping requests: a result whose ticket is no longer current is stale
 * (the user clicked elsewhere meanwhile) and must be dropped. Confined to the UI thread.
 */
public final class Latest {

    private long current;

    public long next() {
        return ++current;
    }

    public boolean isCurrent(long ticket) {
        return ticket == current;
    }

    /** Makes every ticket handed out so far stale. */
    public void invalidate() {
        current++;
    }
}
