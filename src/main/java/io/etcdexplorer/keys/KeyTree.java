package io.etcdexplorer.keys;

import io.etcdexplorer.etcd.KeyMeta;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The keyspace split on {@code /} into a tree. Keys without a leading slash, empty segments ({@code a//b}),
 * trailing slashes and keys that are also prefixes all get their own node, so every key is reachable.
 * Confined to the UI thread; listeners hear about structural changes once per batch.
 */
public final class KeyTree {

    /** Told which nodes changed after each batch, so views update only those. */
    public interface Listener {
        /** {@code parent} gained or lost children. */
        void childrenChanged(KeyNode parent);

        /** {@code node}'s own metadata changed. */
        void nodeChanged(KeyNode node);
    }

    private final KeyNode root = new KeyNode(null, new byte[0]);
    private final List<Listener> listeners = new ArrayList<>();

    public KeyNode root() {
        return root;
    }

    public int size() {
        return root.keyCount();
    }

    public void addListener(Listener listener) {
        listeners.add(listener);
    }

    public void removeListener(Listener listener) {
        listeners.remove(listener);
    }

    /** Adds or updates keys; listeners are told once per changed node. */
    public void putAll(List<KeyMeta> keys) {
        Set<KeyNode> grown = new LinkedHashSet<>();
        Set<KeyNode> updated = new LinkedHashSet<>();
        for (KeyMeta meta : keys) {
            KeyNode node = root;
            for (byte[] segment : split(meta.key())) {
                KeyNode child = node.child(segment);
                if (child == null) {
                    child = node.addChild(segment);
                    grown.add(node);
                }
                node = child;
            }
            if (!node.isKey()) {
                for (KeyNode n = node; n != null; n = n.parent()) {
                    n.addToKeyCount(1);
                }
            }
            node.setMeta(meta);
            updated.add(node);
        }
        grown.forEach(n -> listeners.forEach(l -> l.childrenChanged(n)));
        updated.forEach(n -> listeners.forEach(l -> l.nodeChanged(n)));
    }

    /** Removes a key; prefix nodes left without keys below them disappear too. */
    public void remove(byte[] key) {
        KeyNode node = find(key);
        if (node == null || !node.isKey()) {
            return;
        }
        node.setMeta(null);
        for (KeyNode n = node; n != null; n = n.parent()) {
            n.addToKeyCount(-1);
        }
        KeyNode changedParent = null;
        while (node.parent() != null && node.keyCount() == 0) {
            node.parent().removeChild(node);
            changedParent = node.parent();
            node = node.parent();
        }
        KeyNode notify = changedParent;
        if (notify != null) {
            listeners.forEach(l -> l.childrenChanged(notify));
        } else {
            KeyNode still = node;
            listeners.forEach(l -> l.nodeChanged(still));
        }
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
