package io.etcdexplorer.timeline;

/** Reads one key's value at a revision, for value diffs; {@link KeyspaceComparer#valueAt} is the real one. */
@FunctionalInterface
public interface ValueFetcher {

    /** The value of {@code key} at {@code revision}, or null when the key did not exist then. */
    byte[] valueAt(byte[] key, long revision);
}
