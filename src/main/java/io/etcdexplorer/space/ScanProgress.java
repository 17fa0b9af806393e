package io.etcdexplorer.space;

/**
 * How far a breakdown got, for the progress bar: keys and bytes read so far, the byte cap the read stops at (the user
 * sees it, and can raise it) and how many keys the read will see in all when known (a size breakdown learns it from
 * its first page; -1 when unknown, as for churn).
 */
public record ScanProgress(long keys, long bytes, long byteCap, long totalKeys) {

    /** A progress whose total is unknown. */
    public ScanProgress(long keys, long bytes, long byteCap) {
        this(keys, bytes, byteCap, -1);
    }

    /** 0 to 1 against the cap; the bar is indeterminate when the total is unknown. */
    public double fractionOfCap() {
        return byteCap <= 0 ? -1 : Math.min(1, (double) bytes / byteCap);
    }

    /**
     * 0 to 1: keys read of all there are when that is known, else against the cap, whichever is further; -1 when
     * neither is known (the bar is then indeterminate).
     */
    public double fraction() {
        double ofKeys = totalKeys > 0 ? Math.min(1, (double) keys / totalKeys) : -1;
        return Math.max(ofKeys, fractionOfCap());
    }
}
