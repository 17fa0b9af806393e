package io.etcdexplorer.space;

/**
 * How far a breakdown got, for the progress bar: keys and bytes read so far, and the byte cap the read stops at
 * (the user sees it, and can raise it).
 */
public record ScanProgress(long keys, long bytes, long byteCap) {

    /** 0 to 1 against the cap; the bar is indeterminate when the total is unknown. */
    public double fractionOfCap() {
        return byteCap <= 0 ? -1 : Math.min(1, (double) bytes / byteCap);
    }
}
