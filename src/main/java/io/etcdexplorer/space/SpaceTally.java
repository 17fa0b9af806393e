package io.etcdexplorer.space;

import java.util.List;

/**
 * Counts keys into a breakdown in bounded memory, whatever their number: one box per prefix "directory" (at most
 * {@value #MAX_BOXES}; keys below a box that could not be made are counted in its parent), and per box only the
 * {@value #LEAVES} largest (or most changed) keys one by one, the rest summed. For a size breakdown each key is added
 * once with its key plus value bytes; for churn each change is added with the bytes it wrote (0 for a delete).
 */
final class SpaceTally {

    static final int LEAVES = 10;
    static final int MAX_BOXES = 50_000;
    static final int LARGEST = 50;
    /** Distinct keys counted exactly for the report's most changed keys; see {@link ChangeCounts}. */
    static final int CHANGED_KEYS = 4_096;

    private final SpaceReport.Kind kind;
    private final SpaceGrouping grouping;
    private final BoxPath paths;
    private final TallyBox root;
    private final LargestKeys largest;
    private final ChangeCounts changed;
    private int boxes = 1;

    SpaceTally(String prefix, SpaceGrouping grouping, SpaceReport.Kind kind) {
        this.kind = kind;
        this.grouping = grouping;
        this.paths = new BoxPath(prefix, grouping);
        boolean churn = kind == SpaceReport.Kind.CHURN;
        this.root = new TallyBox(prefix.isEmpty() ? "all keys" : prefix, prefix, churn, LEAVES);
        this.largest = churn ? null : new LargestKeys(LARGEST);
        this.changed = churn ? new ChangeCounts(CHANGED_KEYS) : null;
    }

    /** One key (a size breakdown) or one change (churn) with its bytes and the revision that wrote it. */
    void add(String key, long bytes, long revision) {
        BoxPath.Placed placed = paths.place(key);
        TallyBox box = root;
        root.count(bytes);
        String leafName = placed.leafName();
        for (BoxPath.Step step : placed.steps()) {
            TallyBox next = box.child(step.name());
            if (next == null) {
                if (boxes >= MAX_BOXES) {
                    leafName = key.substring(Math.min(box.prefix().length(), key.length()));
                    break;
                }
                next = new TallyBox(step.name(), step.prefix(), kind == SpaceReport.Kind.CHURN, LEAVES);
                box.addChild(step.name(), next);
                boxes++;
            }
            box = next;
            box.count(bytes);
        }
        box.addDirect(leafName, key, bytes, revision);
        if (largest != null) {
            largest.add(new KeyTally(key, key, 1, bytes, revision));
        } else {
            changed.add(key, key, bytes, revision);
        }
    }

    SpaceNode root() {
        return root.build(LEAVES);
    }

    /** The largest keys (churn: the most changed), first first. */
    List<KeySize> largest() {
        List<KeyTally> top = largest != null ? largest.top() : changed.top(LARGEST);
        return top.stream().map(KeyTally::toKeySize).toList();
    }

    SpaceReport report(long fromRevision, long toRevision, boolean complete) {
        return new SpaceReport(kind, grouping, root(), largest(), fromRevision, toRevision, complete);
    }
}
