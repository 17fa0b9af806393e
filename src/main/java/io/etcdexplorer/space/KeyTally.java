package io.etcdexplorer.space;

/**
 * One key's figures in a breakdown: its count (1 for a size, its changes for churn), its bytes (key plus value, or
 * bytes written) and the last revision that wrote it.
 */
record KeyTally(String name, String key, long keys, long bytes, long revision) {

    /** The key as one of the largest (or most changed) keys of a report. */
    KeySize toKeySize() {
        return new KeySize(key, bytes, revision, keys);
    }

    /** A leaf box; its "largest key" is itself, measured in bytes, or for churn in changes. */
    SpaceNode toNode(boolean churn) {
        return new SpaceNode(name, key, keys, bytes, key, churn ? keys : bytes, java.util.List.of());
    }
}
