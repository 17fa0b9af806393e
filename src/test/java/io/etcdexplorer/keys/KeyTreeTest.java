package io.etcdexplorer.keys;

import io.etcdexplorer.etcd.KeyMeta;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class KeyTreeTest {

    private static KeyMeta meta(String key) {
        return meta(key.getBytes(StandardCharsets.UTF_8));
    }

    private static KeyMeta meta(byte[] key) {
        return new KeyMeta(key, 2, 3, 1, 0);
    }

    private static List<String> names(KeyNode node) {
        return node.children().stream().map(KeyLabels::name).toList();
    }

    @Test
    void everyOddKeyGetsItsOwnReachableNode() {
        KeyTree tree = new KeyTree();
        byte[] binary = {'/', 'b', 'i', 'n', (byte) 0xff};
        tree.putAll(List.of(meta("compact_rev_key"), meta("/a"), meta("/a/b"), meta("a//b"), meta("/t/"),
                meta(binary)));
        assertEquals(List.of("/", "a", "compact_rev_key"), names(tree.root()));
        for (String key : List.of("compact_rev_key", "/a", "/a/b", "a//b", "/t/")) {
            KeyNode node = tree.find(key.getBytes(StandardCharsets.UTF_8));
            assertNotNull(node, key);
            assertTrue(node.isKey(), key);
            assertArrayEquals(key.getBytes(StandardCharsets.UTF_8), node.path(), key);
        }
        KeyNode a = tree.find("/a".getBytes(StandardCharsets.UTF_8));
        assertTrue(a.isKey() && a.hasChildren(), "a key that is also a prefix is both");
        assertEquals(List.of(KeyLabels.emptySegment()), names(tree.find("a".getBytes(StandardCharsets.UTF_8))));
        assertEquals(List.of("a", "bin\\xff", "t"), names(tree.find(new byte[0])));
        assertArrayEquals(binary, tree.find(binary).path());
        assertEquals(6, tree.size());
    }

    @Test
    void childrenAreInEtcdByteOrder() {
        KeyTree tree = new KeyTree();
        tree.putAll(List.of(meta("/z"), meta("/B"), meta("/a"), meta(new byte[]{'/', (byte) 0xc3, (byte) 0xa9})));
        assertEquals(List.of("B", "a", "z", "é"), names(tree.find(new byte[0])));
    }

    @Test
    void keyCountsAndRemovalPruneEmptyPrefixes() {
        KeyTree tree = new KeyTree();
        List<KeyNode> grown = new ArrayList<>();
        tree.addListener(new KeyTree.Listener() {
            @Override
            public void childrenChanged(KeyNode parent) {
                grown.add(parent);
            }

            @Override
            public void nodeChanged(KeyNode node) {
            }
        });
        tree.putAll(List.of(meta("/r/pods/ns/a"), meta("/r/pods/ns/b"), meta("/r/svc/x")));
        KeyNode pods = tree.find("/r/pods".getBytes(StandardCharsets.UTF_8));
        assertEquals(2, pods.keyCount());
        assertEquals(3, tree.size());
        grown.clear();
        tree.remove("/r/pods/ns/a".getBytes(StandardCharsets.UTF_8));
        tree.remove("/r/pods/ns/b".getBytes(StandardCharsets.UTF_8));
        assertNull(tree.find("/r/pods".getBytes(StandardCharsets.UTF_8)), "an empty prefix disappears");
        assertFalse(grown.isEmpty());
        assertEquals(1, tree.size());
    }
}
