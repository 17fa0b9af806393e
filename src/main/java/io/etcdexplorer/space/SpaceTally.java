package io.etcdexplorer.space;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
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
    private final List<TallyBox> placedBoxes = new ArrayList<>();
    /** The boxes of the last key placed the slow way, and its bytes (and text) up to its name; see add(byte[]). */
    private TallyBox[] lastBoxes;
    private byte[] lastDir;
    private String lastDirText;

    SpaceTally(String prefix, SpaceGrouping grouping, SpaceReport.Kind kind) {
        this.kind = kind;
        this.grouping = grouping;
        this.paths = new BoxPath(prefix, grouping);
        boolean churn = kind == SpaceReport.Kind.CHURN;
        this.root = new TallyBox(prefix.isEmpty() ? SpaceTexts.TEXT.get("allKeysLower") : prefix, prefix, churn,
                LEAVES);
        this.largest = churn ? null : new LargestKeys(LARGEST);
        this.changed = churn ? new ChangeCounts(CHANGED_KEYS) : null;
    }

    /** One key (a size breakdown) or one change (churn) with its bytes and the revision that wrote it. */
    void add(String key, long bytes, long revision) {
        place(key, bytes, revision);
    }

    /**
     * One key of a size breakdown as read. Keys come mostly in key order, so most share their boxes with the key
     * before: such a key (the same bytes up to its name, and no slash in its name) is counted along the boxes kept from
     * that key, and becomes a string only if it enters a list of largest keys. Same figures as {@link #add(String,
     * long, long)}, without a string, a path and a map lookup per key.
     */
    void add(byte[] key, long bytes, long revision) {
        if (lastDir != null && sharesBoxes(key)) {
            root.count(bytes);
            for (TallyBox box : lastBoxes) {
                box.count(bytes);
            }
            TallyBox box = lastBoxes.length == 0 ? root : lastBoxes[lastBoxes.length - 1];
            boolean keptInBox = box.keeps(bytes);
            boolean keptInLargest = largest != null && !largest.ignores(bytes);
            if (!keptInBox && !keptInLargest) {
                box.countDirect(bytes);
                return;
            }
            String text = new String(key, StandardCharsets.UTF_8);
            if (keptInBox) {
                box.addDirect(text.substring(Math.min(lastDirText.length(), text.length())), text, bytes, revision);
            } else {
                box.countDirect(bytes);
            }
            if (keptInLargest) {
                largest.add(new KeyTally(text, 0, 1, bytes, revision));
            }
            return;
        }
        String text = new String(key, StandardCharsets.UTF_8);
        String leafName = place(text, bytes, revision);
        // Kept for the keys after it when its name is a plain last segment: they go to the same boxes.
        boolean plain = !leafName.isEmpty() && leafName.indexOf('/') < 0 && text.endsWith(leafName);
        lastDirText = plain ? text.substring(0, text.length() - leafName.length()) : null;
        lastDir = plain ? lastDirText.getBytes(StandardCharsets.UTF_8) : null;
        lastBoxes = plain ? placedBoxes.toArray(new TallyBox[0]) : null;
    }

    private boolean sharesBoxes(byte[] key) {
        int n = lastDir.length;
        if (key.length <= n || !Arrays.equals(key, 0, n, lastDir, 0, n)) {
            return false;
        }
        for (int i = n; i < key.length; i++) {
            if (key[i] == '/') {
                return false;
            }
        }
        return true;
    }

    /** Counts the key along its boxes (noted in {@link #placedBoxes}); returns its name in the last one. */
    private String place(String key, long bytes, long revision) {
        BoxPath.Placed placed = paths.place(key);
        TallyBox box = root;
        root.count(bytes);
        placedBoxes.clear();
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
            placedBoxes.add(box);
        }
        box.addDirect(leafName, key, bytes, revision);
        if (largest != null) {
            largest.add(new KeyTally(key, 0, 1, bytes, revision));
        } else {
            changed.add(key, key, bytes, revision);
        }
        return leafName;
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
