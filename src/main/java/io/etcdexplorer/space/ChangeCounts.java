package io.etcdexplorer.space;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Changes and bytes written per key for a churn breakdown, in bounded memory: up to {@code capacity} keys are counted
 * exactly; when twice that many are held, the less changed half is dropped (a key seen again starts over). Keys that
 * change often stay, so the most changed keys come out right, and a count is never more than the truth. Below
 * {@code capacity} distinct keys every figure is exact.
 */
final class ChangeCounts {

    private static final Comparator<KeyTally> MOST_CHANGED = Comparator.comparingLong(KeyTally::keys)
            .thenComparingLong(KeyTally::bytes).reversed().thenComparing(KeyTally::key);

    private final int capacity;
    /** Per key: changes, bytes, last revision, and where its name starts in it. */
    private final Map<String, long[]> counts = new HashMap<>();

    ChangeCounts(int capacity) {
        this.capacity = capacity;
    }

    void add(String name, String key, long bytes, long revision) {
        long[] c = counts.get(key);
        if (c == null) {
            if (counts.size() >= 2 * capacity) {
                prune();
            }
            c = new long[]{0, 0, 0, KeyTally.nameStart(name, key)};
            counts.put(key, c);
        }
        c[0]++;
        c[1] += bytes;
        c[2] = Math.max(c[2], revision);
    }

    private void prune() {
        List<KeyTally> all = all();
        for (KeyTally dropped : all.subList(capacity, all.size())) {
            counts.remove(dropped.key());
        }
    }

    private List<KeyTally> all() {
        List<KeyTally> all = new ArrayList<>(counts.size());
        counts.forEach((key, c) -> all.add(new KeyTally(key, (int) c[3], c[0], c[1], c[2])));
        all.sort(MOST_CHANGED);
        return all;
    }

    /** The {@code n} most changed keys, most changed first. */
    List<KeyTally> top(int n) {
        List<KeyTally> all = all();
        return all.subList(0, Math.min(n, all.size()));
    }
}
