package io.etcdexplorer.space;

import java.util.List;

/**
 * One box of a breakdown: a prefix (or a Kubernetes resource or namespace) with how many keys it holds and how many
 * bytes they take, and its parts, largest first. A size breakdown counts key and value bytes of the keys that exist;
 * a churn breakdown counts changes and the bytes they wrote between two revisions, in the same shape, so one treemap
 * shows both.
 *
 * @param name     what the box is called on screen: the path segment ({@code pods/}), the resource or namespace
 * @param prefix   the key prefix the box covers, to drill into or to open in the tree
 * @param keys     keys under it (a churn breakdown: changes)
 * @param bytes    key plus value bytes under it (a churn breakdown: bytes written)
 * @param largestKey   the largest single key under it (a churn breakdown: the key changed most), or null
 * @param largestBytes that key's bytes (a churn breakdown: its changes)
 * @param children the parts, largest first; empty for a single key or a box not broken down further
 */
public record SpaceNode(String name, String prefix, long keys, long bytes, String largestKey, long largestBytes,
                        List<SpaceNode> children) {

    public SpaceNode {
        children = List.copyOf(children);
    }

    /** This box's share of {@code whole}, 0 to 1. */
    public double shareOf(SpaceNode whole) {
        return whole.bytes() == 0 ? 0 : (double) bytes / whole.bytes();
    }

    public boolean isLeaf() {
        return children.isEmpty();
    }
}
