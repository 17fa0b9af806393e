package io.etcdexplorer.space;

/** One of the largest keys: its name, its key plus value bytes and the revision that last wrote it. */
public record KeySize(String key, long bytes, long modRevision) {
}
