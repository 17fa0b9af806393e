package io.etcdexplorer.keys;

import io.etcdexplorer.etcd.KeyMeta;
import io.etcdexplorer.keys.index.KeyIndex;
import io.etcdexplorer.keys.index.KeyRanges;

import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.TreeMap;

/**
 * One node of the key tree: a path segment between slashes. A node may be a key, a prefix of other keys, or both
 * ({@code /a} and {@code /a/b}). Nodes are views over the tree's {@link KeyIndex}: they exist only once asked for,
 * and answer counts and metadata from the index with binary searches, so a node above 500k keys costs no more
 * than a leaf. A node keeps its materialized children, so the same path always yields the same object.
 * Confined to the UI thread, like the {@link KeyTree} that owns it.
 */
public final class KeyNode {

    private final KeyTree tree;
    private final KeyNode parent;
    private final byte[] segment;
    private final byte[] path;
    /** Keys strictly below this node start with these bytes: the path and a slash, or nothing for the root. */
    private final byte[] below;
    private TreeMap<byte[], KeyNode> children;
    /** True once {@link #children} holds every child; the tree then keeps it complete as keys arrive. */
    private boolean listed;

    KeyNode(KeyTree tree, KeyNode parent, byte[] segment) {
        this.tree = tree;
        this.parent = parent;
        this.segment = segment;
        if (parent == null) {
            path = new byte[0];
            below = path;
        } else {
            path = parent.isRoot() ? segment : KeyRanges.join(parent.path, segment);
            below = KeyRanges.withSlash(path);
        }
    }

    public KeyNode parent() {
        return parent;
    }

    public byte[] segment() {
        return segment.clone();
    }

    /** The node's metadata when it is itself a key, else null. */
    public KeyMeta meta() {
        return isRoot() ? null : index().get(path);
    }

    public boolean isKey() {
        return !isRoot() && index().contains(path);
    }

    public boolean hasChildren() {
        return isRoot() ? index().size() > 0 : index().first(below, KeyRanges.prefixEnd(below)) != null;
    }

    public Collection<KeyNode> children() {
        list();
        return Collections.unmodifiableCollection(children.values());
    }

    public int childCount() {
        list();
        return children.size();
    }

    /** Keys at or below this node. */
    public int keyCount() {
        if (isRoot()) {
            return index().size();
        }
        return (index().contains(path) ? 1 : 0) + index().count(below, KeyRanges.prefixEnd(below));
    }

    public boolean isRoot() {
        return parent == null;
    }

    /** Depth below the invisible root: top-level nodes have depth 1. */
    public int depth() {
        int depth = 0;
        for (KeyNode n = this; n.parent != null; n = n.parent) {
            depth++;
        }
        return depth;
    }

    /** The bytes of this node's path, which are the key itself when the node is a key. */
    public byte[] path() {
        return path.clone();
    }

    /** The prefix that selects every key below this node: its path followed by a slash. */
    public byte[] childPrefix() {
        return KeyRanges.withSlash(path);
    }

    byte[] rawPath() {
        return path;
    }

    byte[] rawSegment() {
        return segment;
    }

    byte[] below() {
        return below;
    }

    boolean isListed() {
        return listed;
    }

    /** Materialized children (all of them once listed); null when none were asked for. */
    TreeMap<byte[], KeyNode> materialized() {
        return children;
    }

    /** The child with this segment if the index has keys for it; materialized on the way. */
    KeyNode child(byte[] childSegment) {
        KeyNode known = children == null ? null : children.get(childSegment);
        if (known != null || listed) {
            return known;
        }
        byte[] childPath = isRoot() ? childSegment : KeyRanges.join(path, childSegment);
        return tree.exists(childPath) ? materialize(childSegment) : null;
    }

    KeyNode materialize(byte[] childSegment) {
        if (children == null) {
            children = new TreeMap<>(Arrays::compareUnsigned);
        }
        return children.computeIfAbsent(childSegment, s -> new KeyNode(tree, this, s));
    }

    void forget(KeyNode child) {
        if (children != null) {
            children.remove(child.segment);
        }
    }

    /**
     * Finds every distinct next segment by jumping from one to the next with binary searches: the cost grows with
     * the number of children, not with the number of keys below them.
     */
    private void list() {
        if (listed) {
            return;
        }
        byte[] end = isRoot() ? null : KeyRanges.prefixEnd(below);
        byte[] cursor = below;
        for (byte[] key = index().first(cursor, end); key != null; key = index().first(cursor, end)) {
            int slash = KeyRanges.indexOfSlash(key, below.length);
            materialize(Arrays.copyOfRange(key, below.length, slash < 0 ? key.length : slash));
            cursor = slash < 0 ? KeyRanges.successor(key) : KeyRanges.prefixEnd(Arrays.copyOf(key, slash + 1));
        }
        if (children == null) {
            children = new TreeMap<>(Arrays::compareUnsigned);
        }
        listed = true;
    }

    private KeyIndex index() {
        return tree.index();
    }
}
