package io.etcdexplorer.keys;

import io.etcdexplorer.etcd.KeyMeta;
import io.etcdexplorer.keys.index.KeyIndex;
import io.etcdexplorer.keys.index.KeyRanges;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The keyspace split on {@code /} into a tree. Keys without a leading slash, empty segments ({@code a//b}),
 * trailing slashes and keys that are also prefixes all get their own node, so every key is reachable.
 * The keys live in a compact {@link KeyIndex}; nodes are created only when the UI asks for them, and a batch of keys
 * is announced only to the nodes that exist, so a page of 100k keys costs its index append plus a few binary searches.
 * Confined to the UI thread; listeners hear about structural changes once per batch.
 */
public final class KeyTree {

    /** Told which nodes changed after each batch, so views update only those. */
    public interface Listener {
        /** {@code parent} gained or lost children. */
        void childrenChanged(KeyNode parent);

        /** {@code node}'s own metadata or key count changed. */
        void nodeChanged(KeyNode node);
    }

    private final KeyIndex index = new KeyIndex();
    private final KeyNode root = new KeyNode(this, null, new byte[0]);
    private final List<Listener> listeners = new ArrayList<>();

    public KeyNode root() {
        return root;
    }

    /** Bytes held by the key index's arrays (keys and metadata), for the benchmark's memory figure. */
    public long indexBytes() {
        return index.retainedBytes();
    }

    public int size() {
        return index.size();
    }

    public void addListener(Listener listener) {
        listeners.add(listener);
    }

    public void removeListener(Listener listener) {
        listeners.remove(listener);
    }

    /** Adds or updates keys; listeners are told once per changed node. Sorted batches (listing pages) are cheapest. */
    public void putAll(List<KeyMeta> keys) {
        List<KeyMeta> sorted = keys;
        if (!PageScan.isSorted(keys)) {
            sorted = new ArrayList<>(keys);
            sorted.sort((a, b) -> Arrays.compareUnsigned(a.key(), b.key()));
        }
        // Decided against the index before the batch lands, to tell which nodes gained their first children.
        PageScan scan = new PageScan(sorted);
        scan.notice(root, -1, 0, sorted.size());
        index.putAll(sorted);
        scan.grown().forEach(n -> listeners.forEach(l -> l.childrenChanged(n)));
        scan.updated().forEach(n -> listeners.forEach(l -> l.nodeChanged(n)));
    }

    /** Removes a key; prefix nodes left without keys below them disappear too. */
    public void remove(byte[] key) {
        if (!index.contains(key)) {
            return;
        }
        List<KeyNode> chain = new ArrayList<>();
        KeyNode node = root;
        List<byte[]> segments = split(key);
        for (byte[] segment : segments) {
            KeyNode child = node.materialized() == null ? null : node.materialized().get(segment);
            if (child == null) {
                break;
            }
            chain.add(child);
            node = child;
        }
        index.remove(key);
        Set<KeyNode> changed = new LinkedHashSet<>();
        KeyNode shrunk = null;
        KeyNode parent = root;
        for (KeyNode n : chain) {
            if (!exists(n.rawPath())) {
                parent.forget(n);
                shrunk = parent;
                break;
            }
            changed.add(n);
            parent = n;
        }
        if (shrunk == null && chain.size() < segments.size()) {
            // The deepest materialized node may have lost a child nobody had asked for yet.
            byte[] lost = parent.isRoot() ? segments.get(0)
                    : KeyRanges.join(parent.rawPath(), segments.get(chain.size()));
            if (!exists(lost)) {
                shrunk = parent;
            }
        }
        KeyNode notify = shrunk;
        if (notify != null) {
            listeners.forEach(l -> l.childrenChanged(notify));
        }
        changed.add(root);
        changed.forEach(n -> listeners.forEach(l -> l.nodeChanged(n)));
    }

    /** The node whose path is exactly {@code path}, or null. */
    public KeyNode find(byte[] path) {
        KeyNode node = root;
        for (byte[] segment : split(path)) {
            node = node.child(segment);
            if (node == null) {
                return null;
            }
        }
        return node;
    }

    /** Hands over storage allocated off the UI thread for keys still to come (see {@link KeyIndex.Reserve}). */
    public void donate(KeyIndex.Reserve reserve) {
        index.donate(reserve);
    }

    /** Drops spare capacity once a listing is complete. */
    public void trim() {
        index.trim();
    }

    /**
     * Up to {@code limit} keys in {@code [from, to)} (null {@code to}: no bound) with their metadata, in key order;
     * callers page through big ranges so the UI thread copies a bounded chunk at a time.
     */
    public List<KeyMeta> keysBetween(byte[] from, byte[] to, int limit) {
        return index.range(from, to, limit);
    }

    KeyIndex index() {
        return index;
    }

    /** A node exists while its path is a key or some key lies below it. */
    boolean exists(byte[] path) {
        byte[] below = KeyRanges.withSlash(path);
        return index.contains(path) || index.first(below, KeyRanges.prefixEnd(below)) != null;
    }

    /** Splits a key on every slash; {@code /a//b/} gives "", "a", "", "b", "". */
    static List<byte[]> split(byte[] key) {
        List<byte[]> segments = new ArrayList<>();
        int start = 0;
        for (int i = 0; i <= key.length; i++) {
            if (i == key.length || key[i] == '/') {
                segments.add(Arrays.copyOfRange(key, start, i));
                start = i + 1;
            }
        }
        return segments;
    }
}
