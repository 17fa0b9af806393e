package io.etcdexplorer.timeline;

import com.github.difflib.DiffUtils;
import com.github.difflib.UnifiedDiffUtils;
import com.github.difflib.patch.Patch;
import io.etcdexplorer.diff.DiffText;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.values.KeyText;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Unified diffs of the values of modified keys, each value decoded for comparison by {@link DiffText} (Kubernetes
 * objects as YAML, JSON pretty-printed, hex for binary, Secret data replaced by a size and digest).
 */
final class ValueDiffs {

    static final int CONTEXT_LINES = 3;
    /** A report is read by people: beyond this a diff is cut, saying how much was left out. */
    static final int MAX_LINES = 1_000;

    /**
     * One key's value diff. {@code unified} is empty when both values read the same (a key written again with
     * the value it had); {@code error} is set instead of the rest when the values could not be read.
     */
    record ValueDiff(String formatA, String formatB, String unified, int linesCut, String error,
                     boolean afterEarlierFailure) {

        ValueDiff(String formatA, String formatB, String unified, int linesCut, String error) {
            this(formatA, formatB, unified, linesCut, error, false);
        }

        boolean sameContent() {
            return error == null && unified.isEmpty();
        }
    }

    private final DiffText texts;

    ValueDiffs(DiffText texts) {
        this.texts = texts;
    }

    /**
     * Diffs for the first {@code max} modified keys, in key order, by identity of their change. After a failed
     * read (connection lost, history compacted meanwhile) the rest are not tried: they would fail the same way.
     */
    Map<KeyChange, ValueDiff> of(KeyspaceDiff diff, ValueFetcher values, int max) {
        return of(diff, values, values, max);
    }

    /** The same with each side's values read from its own cluster, each key under its own side's prefix. */
    Map<KeyChange, ValueDiff> of(KeyspaceDiff diff, ValueFetcher valuesA, ValueFetcher valuesB, int max) {
        if (max < 0) {
            throw new IllegalArgumentException("maxValueDiffs must not be negative: " + max);
        }
        Map<KeyChange, ValueDiff> out = new IdentityHashMap<>();
        String failure = null;
        for (KeyChange change : diff.changes()) {
            if (out.size() == max) {
                break;
            }
            if (change.kind() != KeyChange.Kind.MODIFIED) {
                continue;
            }
            if (failure != null) {
                // Not tried: the report words "after an earlier failure" in its own language (JSON in English).
                out.put(change, new ValueDiff("", "", "", 0, failure, true));
                continue;
            }
            try {
                out.put(change, diff(change, diff, valuesA, valuesB));
            } catch (EtcdAccessException e) {
                failure = e.describe().replace('\n', ' ');
                out.put(change, new ValueDiff("", "", "", 0, failure));
            }
        }
        return out;
    }

    private ValueDiff diff(KeyChange change, KeyspaceDiff diff, ValueFetcher valuesA, ValueFetcher valuesB) {
        long revisionA = diff.revisionA();
        long revisionB = diff.revisionB();
        byte[] keyA = change.atA().key();
        byte[] keyB = change.atB().key();
        DiffText.Text before = texts.of(valuesA.valueAt(keyA, revisionA), change.atA().modRevision());
        DiffText.Text after = texts.of(valuesB.valueAt(keyB, revisionB), change.atB().modRevision());
        List<String> a = lines(before.text());
        List<String> b = lines(after.text());
        Patch<String> patch = DiffUtils.diff(a, b);
        if (patch.getDeltas().isEmpty()) {
            return new ValueDiff(before.format(), after.format(), "", 0, null);
        }
        List<String> unified = UnifiedDiffUtils.generateUnifiedDiff(name(diff, true, keyA) + " @ " + revisionA,
                name(diff, false, keyB) + " @ " + revisionB, a, patch, CONTEXT_LINES);
        int cut = Math.max(0, unified.size() - MAX_LINES);
        List<String> kept = cut == 0 ? unified : new ArrayList<>(unified.subList(0, MAX_LINES));
        return new ValueDiff(before.format(), after.format(), String.join("\n", kept), cut, null);
    }

    /** The key, after its cluster's name when two clusters are compared ("production /app/x"). */
    private static String name(KeyspaceDiff diff, boolean sideA, byte[] key) {
        KeyspaceDiff.Across across = diff.across();
        if (across == null || across.clusterA().equals(across.clusterB())) {
            return KeyText.display(key);
        }
        return (sideA ? across.clusterA() : across.clusterB()) + " " + KeyText.display(key);
    }

    /** An empty text has no lines, so a value that became empty shows every old line as removed. */
    private static List<String> lines(String text) {
        return text.isEmpty() ? List.of() : List.of(text.split("\n", -1));
    }
}
