package io.etcdexplorer.keys;

import io.etcdexplorer.etcd.KeyMeta;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The tree over its index at scale, and what listeners hear when pages arrive. */
class KeyTreeIndexTest {

    private static byte[] b(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    private static List<KeyMeta> sortedMetas(List<String> keys) {
        List<byte[]> bytes = new ArrayList<>(keys.stream().map(KeyTreeIndexTest::b).toList());
        bytes.sort(Arrays::compareUnsigned);
        return bytes.stream().map(k -> new KeyMeta(k, 1, 2, 1, 0)).toList();
    }

    @Test
    void childrenAndCountsOfALargeKeyspaceMatchANaiveCount() {
        List<String> keys = new ArrayList<>();
        for (int i = 0; i < 200_000; i++) {
            String resource = i % 4 == 0 ? "pods" : i % 4 == 1 ? "events" : i % 4 == 2 ? "a!b" : "a";
            keys.add("/registry/" + resource + "/ns-" + (i / 4) % 50 + "/n" + i);
        }
        keys.add("/registry/a");
        keys.add("/registry/a!");
        List<KeyMeta> all = sortedMetas(keys);
        KeyTree tree = new KeyTree();
        for (int from = 0; from < all.size(); from += 7_000) {
            tree.putAll(all.subList(from, Math.min(all.size(), from + 7_000)));
        }
        Map<String, Integer> below = new HashMap<>();
        TreeSet<String> resources = new TreeSet<>();
        for (String key : keys) {
            String[] parts = key.split("/");
            if (parts.length > 3) {
                below.merge(parts[2], 1, Integer::sum);
            }
            resources.add(parts[2]);
        }
        KeyNode registry = tree.find(b("/registry"));
        assertEquals(List.copyOf(resources), registry.children().stream().map(KeyLabels::name).toList());
        assertEquals(keys.size(), registry.keyCount());
        KeyNode a = tree.find(b("/registry/a"));
        assertTrue(a.isKey());
        assertEquals(below.get("a") + 1, a.keyCount());
        assertEquals(50, a.childCount());
        assertEquals(below.get("pods") / 50, tree.find(b("/registry/pods/ns-7")).childCount());
        assertSame(a, tree.find(b("/registry/a")), "the same path gives the same node object");
    }

    @Test
    void pagesTellOnlyMaterializedNodesAndOnlyWhenTheirChildrenGrow() {
        KeyTree tree = new KeyTree();
        List<KeyNode> grown = new ArrayList<>();
        List<KeyNode> changed = new ArrayList<>();
        tree.addListener(new KeyTree.Listener() {
            @Override
            public void childrenChanged(KeyNode parent) {
                grown.add(parent);
            }

            @Override
            public void nodeChanged(KeyNode node) {
                changed.add(node);
            }
        });
        tree.putAll(sortedMetas(List.of("/r/a/1", "/r/a/2")));
        assertEquals(List.of(tree.root()), grown, "the root got its first child");
        KeyNode r = tree.find(b("/r"));
        assertEquals(1, r.childCount());
        grown.clear();
        changed.clear();
        tree.putAll(sortedMetas(List.of("/r/a/3")));
        assertFalse(grown.contains(r), "no new child of /r");
        assertTrue(changed.contains(r), "but its count changed");
        assertEquals(3, r.keyCount());
        grown.clear();
        tree.putAll(sortedMetas(List.of("/r/b/1", "/s/x")));
        assertTrue(grown.contains(r));
        assertEquals(List.of("a", "b"), r.children().stream().map(KeyLabels::name).toList());
        assertNotNull(tree.find(b("/s/x")));
    }

    @Test
    void outOfOrderUpsertsAndRemovalsKeepTheTreeConsistent() {
        KeyTree tree = new KeyTree();
        tree.putAll(sortedMetas(List.of("/a/1", "/c/1")));
        KeyNode slash = tree.find(new byte[0]);
        assertEquals(2, slash.childCount());
        tree.putAll(List.of(new KeyMeta(b("/b/1"), 5, 5, 1, 0), new KeyMeta(b("/a/0"), 6, 6, 1, 0)));
        assertEquals(List.of("a", "b", "c"), slash.children().stream().map(KeyLabels::name).toList());
        assertEquals(4, tree.size());
        tree.remove(b("/b/1"));
        assertEquals(List.of("a", "c"), slash.children().stream().map(KeyLabels::name).toList());
        tree.putAll(List.of(new KeyMeta(b("/a/1"), 1, 9, 2, 0)));
        assertEquals(9, tree.find(b("/a/1")).meta().modRevision());
        assertEquals(3, tree.size());
    }
}
