package io.etcdexplorer.space;

/**
 * One of the largest keys: its name, its key plus value bytes and the revision that last wrote it. In a churn report
 * one of the most changed keys: {@code bytes} is what its changes wrote, {@code changes} how many there were.
 */
public record KeySize(String key, long bytes, long modRevision, long changes) {

    /** A key of a size report: it exists once. */
    public KeySize(String key, long bytes, long modRevision) {
        this(key, bytes, modRevision, 1);
    }
}
