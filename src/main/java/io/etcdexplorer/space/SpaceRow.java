package io.etcdexplorer.space;

/**
 * One row of the table beside the treemap: a part of the node shown, with its share of that node.
 *
 * @param node  the part, to drill into
 * @param share 0 to 1 of the node shown
 */
public record SpaceRow(SpaceNode node, double share) {

    public String name() {
        return node.name();
    }

    public String prefix() {
        return node.prefix();
    }

    public long keys() {
        return node.keys();
    }

    public long bytes() {
        return node.bytes();
    }

    /** The largest key under it, or "" when the source did not name one. */
    public String largestKey() {
        return node.largestKey() == null ? "" : node.largestKey();
    }
}
