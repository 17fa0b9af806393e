package io.etcdexplorer.keys;

import io.etcdexplorer.etcd.KeyMeta;

import java.io.ByteArrayOutputStream;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.Deque;
import java.util.TreeMap;

/**
 * One node of the key tree: a path segment between slashes. A node may be a key, a prefix of other keys, or both
 * ({@code /a} and {@code /a/b}). Confined to the UI thread, like the {@link KeyTree} that owns it.
 */
public final class KeyNode {

    private final KeyNode parent;
    private final byte[] segment;
    private TreeMap<byte[], KeyNode> children;
    private KeyMeta meta;
    private int keyCount;

    KeyNode(KeyNode parent, byte[] segment) {
        this.parent = parent;
        this.segment = segment;
    }

    public KeyNode parent() {
        return parent;
    }

    public byte[] segment() {
        return segment.clone();
    }

    /** The node's metadata when it is itself a key, else null. */
    public KeyMeta meta() {
        return meta;
    }

    public boolean isKey() {
        return meta != null;
    }

    public boolean hasChildren() {
        return children != null && !children.isEmpty();
    }

    public Collection<KeyNode> children() {
        return children == null ? Collections.emptyList() : Collections.unmodifiableCollection(children.values());
    }

    public int childCount() {
        return children == null ? 0 : children.size();
    }

    /** Keys at or below this node. */
    public int keyCount() {
        return keyCount;
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
        if (parent == null) {
            return new byte[0];
        }
        Deque<byte[]> segments = new ArrayDeque<>();
        for (KeyNode n = this; n.parent != null; n = n.parent) {
            segments.push(n.segment);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        boolean first = true;
        for (byte[] s : segments) {
            if (!first) {
                out.write('/');
            }
            out.writeBytes(s);
            first = false;
        }
        return out.toByteArray();
    }

    /** The prefix that selects every key below this node: its path followed by a slash. */
    public byte[] childPrefix() {
        byte[] path = path();
        byte[] prefix = Arrays.copyOf(path, path.length + 1);
        prefix[path.length] = '/';
        return prefix;
    }

    KeyNode child(byte[] childSegment) {
        return children == null ? null : children.get(childSegment);
    }

    KeyNode addChild(byte[] childSegment) {
        if (children == null) {
            children = new TreeMap<>(Arrays::compareUnsigned);
        }
        KeyNode child = new KeyNode(this, childSegment);
        children.put(childSegment, child);
        return child;
    }

    void removeChild(KeyNode child) {
        if (children != null) {
            children.remove(child.segment);
        }
    }

    void setMeta(KeyMeta meta) {
        this.meta = meta;
    }

    void addToKeyCount(int delta) {
        keyCount += delta;
    }
}
