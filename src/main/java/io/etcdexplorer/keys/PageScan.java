package io.etcdexplorer.keys;

import io.etcdexplorer.etcd.KeyMeta;
import io.etcdexplorer.keys.index.KeyRanges;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Works out which materialized nodes a sorted batch of keys touches, before the batch enters the index. It follows
 * only nodes that exist as objects and finds their share of the batch by binary search, so a page of 100k keys below
 * one collapsed node costs a handful of comparisons, not 100k.
 */
final class PageScan {

    private final List<KeyMeta> page;
    private final Set<KeyNode> grown = new LinkedHashSet<>();
    private final Set<KeyNode> updated = new LinkedHashSet<>();

    PageScan(List<KeyMeta> page) {
        this.page = page;
    }

    static boolean isSorted(List<KeyMeta> keys) {
        for (int i = 1; i < keys.size(); i++) {
            if (Arrays.compareUnsigned(keys.get(i - 1).key(), keys.get(i).key()) > 0) {
                return false;
            }
        }
        return true;
    }

    Set<KeyNode> grown() {
        return grown;
    }

    Set<KeyNode> updated() {
        return updated;
    }

    /** {@code node} is the key at {@code exact} (-1: not in the batch) and has keys [from, to) strictly below it. */
    void notice(KeyNode node, int exact, int from, int to) {
        if (exact < 0 && from >= to) {
            return;
        }
        updated.add(node);
        if (from >= to) {
            return;
        }
        if (node.isListed()) {
            noticeListed(node, from, to);
            return;
        }
        if (!node.hasChildren()) {
            grown.add(node);
        }
        if (node.materialized() == null) {
            return;
        }
        for (KeyNode child : new ArrayList<>(node.materialized().values())) {
            byte[] path = child.rawPath();
            int at = lowerBound(path, from, to);
            int hit = at < to && Arrays.equals(page.get(at).key(), path) ? at : -1;
            byte[] below = child.below();
            int start = lowerBound(below, from, to);
            notice(child, hit, start, lowerBound(KeyRanges.prefixEnd(below), start, to));
        }
    }

    /** A listed node's children must stay complete: walk the batch's distinct segments below it. */
    private void noticeListed(KeyNode node, int from, int to) {
        int base = node.below().length;
        int i = from;
        while (i < to) {
            byte[] key = page.get(i).key();
            int slash = KeyRanges.indexOfSlash(key, base);
            byte[] segment = Arrays.copyOfRange(key, base, slash < 0 ? key.length : slash);
            boolean known = node.materialized().containsKey(segment);
            KeyNode child = node.materialize(segment);
            if (!known) {
                grown.add(node);
            }
            if (slash < 0) {
                notice(child, i, i, i);
                i++;
            } else {
                int end = lowerBound(KeyRanges.prefixEnd(Arrays.copyOf(key, slash + 1)), i, to);
                if (known) {
                    notice(child, -1, i, end);
                }
                i = end;
            }
        }
    }

    private int lowerBound(byte[] key, int from, int to) {
        if (key == null) {
            return to;
        }
        int lo = from;
        int hi = to;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (Arrays.compareUnsigned(page.get(mid).key(), key) < 0) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }
}
