package io.etcdexplorer.space;

/**
 * One key's figures in a breakdown: its count (1 for a size, its changes for churn), its bytes (key plus value, or
 * bytes written) and the last revision that wrote it. Its name in its box is the end of the key from
 * {@code nameStart} on, kept as that offset rather than a second string: a breakdown holds ten of these per box, and
 * at a million keys thousands of boxes.
 */
record KeyTally(String key, int nameStart, long keys, long bytes, long revision) {

    /** With {@code name} the end of {@code key} (a box's leaf names always are); otherwise named by the whole key. */
    static KeyTally of(String name, String key, long keys, long bytes, long revision) {
        return new KeyTally(key, nameStart(name, key), keys, bytes, revision);
    }

    static int nameStart(String name, String key) {
        return key.endsWith(name) ? key.length() - name.length() : 0;
    }

    /** The key's name in its box. */
    String name() {
        return key.substring(nameStart);
    }

    /** The key as one of the largest (or most changed) keys of a report. */
    KeySize toKeySize() {
        return new KeySize(key, bytes, revision, keys);
    }

    /** A leaf box; its "largest key" is itself, measured in bytes, or for churn in changes. */
    SpaceNode toNode(boolean churn) {
        return new SpaceNode(name(), key, keys, bytes, key, churn ? keys : bytes, java.util.List.of());
    }
}
