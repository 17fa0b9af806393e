package io.etcdexplorer.space;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One box of a breakdown while keys are counted: totals of everything under it, its sub-boxes, and of the keys
 * directly in it only the few largest (or most changed) one by one; the rest of them are summed as "other keys".
 */
final class TallyBox {

    /** Largest first, then more keys first, then by name so equal boxes keep a stable order. */
    static final Comparator<SpaceNode> LARGEST_FIRST = Comparator.comparingLong(SpaceNode::bytes).reversed()
            .thenComparing(Comparator.comparingLong(SpaceNode::keys).reversed())
            .thenComparing(SpaceNode::name);

    /** At most this many parts per box are shown; see {@link #build}. */
    static final int MAX_PARTS = 200;

    private final String name;
    private final String prefix;
    private final LargestKeys largest;
    private final ChangeCounts changes;
    private Map<String, TallyBox> children;
    private long keys;
    private long bytes;
    private long directKeys;
    private long directBytes;

    TallyBox(String name, String prefix, boolean churn, int leaves) {
        this.name = name;
        this.prefix = prefix;
        this.largest = churn ? null : new LargestKeys(leaves);
        this.changes = churn ? new ChangeCounts(4 * leaves) : null;
    }

    String prefix() {
        return prefix;
    }

    void count(long bytes) {
        this.keys++;
        this.bytes += bytes;
    }

    /** A key directly in this box (after {@link #count}). */
    void addDirect(String leafName, String key, long bytes, long revision) {
        countDirect(bytes);
        if (largest != null) {
            largest.add(KeyTally.of(leafName, key, 1, bytes, revision));
        } else {
            changes.add(leafName, key, bytes, revision);
        }
    }

    /** Whether a key of {@code bytes} directly in this box would enter its largest keys (sizes only). */
    boolean keeps(long bytes) {
        return largest == null || !largest.ignores(bytes);
    }

    /** A key directly in this box that does not enter its largest keys: counted in "other keys" only. */
    void countDirect(long bytes) {
        directKeys++;
        directBytes += bytes;
    }

    TallyBox child(String name) {
        return children == null ? null : children.get(name);
    }

    void addChild(String name, TallyBox child) {
        if (children == null) {
            children = new HashMap<>();
        }
        children.put(name, child);
    }

    /** The box as the report shows it, with {@code leaves} keys of its own at most. */
    SpaceNode build(int leaves) {
        boolean churn = changes != null;
        List<SpaceNode> parts = new ArrayList<>();
        if (children != null) {
            children.values().forEach(c -> parts.add(c.build(leaves)));
        }
        List<KeyTally> shown = churn ? changes.top(leaves) : largest.top();
        long shownKeys = 0;
        long shownBytes = 0;
        for (KeyTally leaf : shown) {
            parts.add(leaf.toNode(churn));
            shownKeys += leaf.keys();
            shownBytes += leaf.bytes();
        }
        parts.sort(LARGEST_FIRST);
        long otherKeys = directKeys - shownKeys;
        long otherBytes = directBytes - shownBytes;
        KeyTally dropped = churn ? null : largest.largestDropped();
        String otherLargest = dropped == null ? null : dropped.key();
        long otherLargestBytes = dropped == null ? 0 : dropped.bytes();
        // A box with thousands of parts cannot be drawn or read: the smallest are summed with the other keys.
        while (parts.size() > MAX_PARTS) {
            SpaceNode small = parts.remove(parts.size() - 1);
            otherKeys += small.keys();
            otherBytes += small.bytes();
            if (small.largestKey() != null && (otherLargest == null || small.largestBytes() > otherLargestBytes)) {
                otherLargest = small.largestKey();
                otherLargestBytes = small.largestBytes();
            }
        }
        if (otherKeys > 0) {
            parts.add(new SpaceNode(SpaceTexts.TEXT.format(churn ? "otherChanges" : "otherKeys", otherKeys), prefix,
                    otherKeys, otherBytes, otherLargest, otherLargestBytes, List.of()));
            parts.sort(LARGEST_FIRST);
        }
        SpaceNode top = parts.stream().filter(p -> p.largestKey() != null)
                .max(Comparator.comparingLong(SpaceNode::largestBytes)).orElse(null);
        return new SpaceNode(name, prefix, keys, bytes, top == null ? null : top.largestKey(),
                top == null ? 0 : top.largestBytes(), parts);
    }
}
