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
        directKeys++;
        directBytes += bytes;
        if (largest != null) {
            largest.add(new KeyTally(leafName, key, 1, bytes, revision));
        } else {
            changes.add(leafName, key, bytes, revision);
        }
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
        long otherKeys = directKeys - shownKeys;
        if (otherKeys > 0) {
            KeyTally dropped = churn ? null : largest.largestDropped();
            parts.add(new SpaceNode(String.format("%,d other %s", otherKeys, churn ? "changes" : "keys"), prefix,
                    otherKeys, directBytes - shownBytes, dropped == null ? null : dropped.key(),
                    dropped == null ? 0 : dropped.bytes(), List.of()));
        }
        parts.sort(LARGEST_FIRST);
        SpaceNode top = parts.stream().filter(p -> p.largestKey() != null)
                .max(Comparator.comparingLong(SpaceNode::largestBytes)).orElse(null);
        return new SpaceNode(name, prefix, keys, bytes, top == null ? null : top.largestKey(),
                top == null ? 0 : top.largestBytes(), parts);
    }
}
