package io.etcdexplorer.keys;

import io.etcdexplorer.i18n.Messages;
import io.etcdexplorer.values.KeyText;

/** How tree nodes are named on screen. */
public final class KeyLabels {

    /** The keys package's texts; also read by KeysViewModel, whose file has no line to spare. */
    static final Messages TEXT = Messages.of(KeyLabels.class);

    /** Shown for an empty segment, as in {@code a//b} or a trailing slash; in this run's language. */
    public static String emptySegment() {
        return TEXT.get("emptySegment");
    }

    private KeyLabels() {
    }

    public static String name(KeyNode node) {
        byte[] segment = node.segment();
        if (segment.length == 0) {
            // The empty first segment is what every key with a leading slash starts with.
            return node.depth() == 1 ? "/" : emptySegment();
        }
        return KeyText.display(segment);
    }
}
