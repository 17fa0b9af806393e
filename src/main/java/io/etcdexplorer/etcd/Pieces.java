package io.etcdexplorer.etcd;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Cuts the keys after a given key into disjoint ranges that follow the key's bytes: first the keys extending it,
 * then for each position from the last to the first, the keys sharing the bytes before it and having a larger byte
 * there. The outermost range and those starting a path segment (just after a slash) usually hold the bulk, so they
 * are cut once per byte value, giving e.g. each resource under /registry/ a request of its own.
 */
final class Pieces {

    private Pieces() {
    }

    /** Ranges {@code [start, end)} covering exactly the keys in {@code (after, limit)}; a null end is unbounded. */
    static List<byte[][]> after(byte[] after, byte[] limit) {
        List<byte[][]> out = new ArrayList<>();
        byte[] from = Arrays.copyOf(after, after.length + 1);
        add(out, from, prefixEnd(after), limit);
        int outer = outermost(after, limit);
        for (int k = after.length - 1; k >= outer; k--) {
            int b = after[k] & 0xff;
            if (b == 0xff) {
                continue;
            }
            byte[] start = Arrays.copyOf(after, k + 1);
            start[k] = (byte) (b + 1);
            if (k > outer && after[k - 1] != '/') {
                add(out, start, prefixEnd(Arrays.copyOf(after, k)), limit);
            } else {
                for (int c = b + 1; c <= 0xff; c++) {
                    byte[] s = Arrays.copyOf(after, k + 1);
                    s[k] = (byte) c;
                    add(out, s, c == 0xff ? prefixEnd(Arrays.copyOf(after, k)) : bump(s), limit);
                }
            }
        }
        return out;
    }

    /** The shallowest position at which a range can still hold keys below {@code limit}: past their common bytes. */
    private static int outermost(byte[] after, byte[] limit) {
        if (limit == null) {
            return 0;
        }
        int common = Arrays.mismatch(after, limit);
        if (common < 0 || common >= after.length) {
            return after.length;
        }
        // A limit that is `after` cut there and bumped by one leaves no larger byte at that position.
        boolean bumped = limit.length == common + 1 && (limit[common] & 0xff) == (after[common] & 0xff) + 1;
        return bumped ? common + 1 : common;
    }

    private static void add(List<byte[][]> out, byte[] start, byte[] end, byte[] limit) {
        byte[] bounded = end == null ? limit : limit == null || Arrays.compareUnsigned(end, limit) < 0 ? end : limit;
        if (bounded == null || Arrays.compareUnsigned(start, bounded) < 0) {
            out.add(new byte[][]{start, bounded});
        }
    }

    private static byte[] bump(byte[] key) {
        byte[] next = key.clone();
        next[next.length - 1]++;
        return next;
    }

    static byte[] prefixEnd(byte[] prefix) {
        int n = prefix.length;
        while (n > 0 && prefix[n - 1] == (byte) 0xff) {
            n--;
        }
        if (n == 0) {
            return null;
        }
        byte[] end = Arrays.copyOf(prefix, n);
        end[n - 1]++;
        return end;
    }
}
