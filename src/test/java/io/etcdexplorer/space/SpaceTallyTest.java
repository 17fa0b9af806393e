package io.etcdexplorer.space;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Grouping and bounded aggregation without etcd: what the breakdown shows for a handful of keys. */
class SpaceTallyTest {

    @Test
    void byPrefixCutsPathSegmentsAndSortsLargestFirst() {
        SpaceTally tally = new SpaceTally("", SpaceGrouping.PREFIX, SpaceReport.Kind.SIZE);
        tally.add("/registry/pods/a/p1", 100, 5);
        tally.add("/registry/pods/b/p2", 300, 6);
        tally.add("/registry/secrets/a/s1", 50, 7);
        tally.add("/other/x", 1000, 8);
        tally.add("plain", 7, 9);
        SpaceNode root = tally.root();
        assertEquals(5, root.keys());
        assertEquals(1457, root.bytes());
        assertEquals(List.of("/other/", "/registry/", "plain"), names(root));
        SpaceNode registry = root.children().get(1);
        assertEquals("/registry/", registry.prefix());
        assertEquals(List.of("pods/", "secrets/"), names(registry));
        SpaceNode pods = registry.children().get(0);
        assertEquals("/registry/pods/", pods.prefix());
        assertEquals(400, pods.bytes());
        assertEquals("/registry/pods/b/p2", pods.largestKey());
        assertEquals(300, pods.largestBytes());
        assertEquals("/other/x", root.largestKey());
        assertEquals(List.of("/other/x", "/registry/pods/b/p2", "/registry/pods/a/p1", "/registry/secrets/a/s1",
                "plain"), tally.largest().stream().map(KeySize::key).toList());
    }

    /**
     * Keys read from etcd are tallied from their bytes, most without a string of their own: the breakdown, each box's
     * largest keys and "other keys", and the largest keys overall are exactly those of the same keys as strings,
     * ties in size included.
     */
    @Test
    void keysTalliedFromTheirBytesGiveTheSameBreakdownAsStrings() {
        java.util.Random random = new java.util.Random(11);
        List<String> keys = new java.util.ArrayList<>();
        for (String resource : List.of("pods", "secrets", "example.com/widgets", "services/specs")) {
            for (int ns = 0; ns < 5; ns++) {
                for (int k = 0; k < 40; k++) {
                    keys.add("/registry/" + resource + "/ns-" + ns + "/obj-" + k);
                }
                keys.add("/registry/" + resource + "/ns-" + ns + "/");
            }
            keys.add("/registry/" + resource + "/cluster-wide");
        }
        keys.addAll(List.of("/registry/health", "/a", "plain", "plain2", "/other/é/x", "/other/é/y/z"));
        java.util.Collections.sort(keys);
        for (String prefix : List.of("", "/registry/", "/registry/pods/ns-1/o")) {
            for (SpaceGrouping grouping : SpaceGrouping.values()) {
                SpaceTally strings = new SpaceTally(prefix, grouping, SpaceReport.Kind.SIZE);
                SpaceTally bytes = new SpaceTally(prefix, grouping, SpaceReport.Kind.SIZE);
                for (String key : keys) {
                    if (key.startsWith(prefix)) {
                        long size = 20 + random.nextInt(6) * 100; // few sizes: many ties
                        strings.add(key, size, 3);
                        bytes.add(key.getBytes(java.nio.charset.StandardCharsets.UTF_8), size, 3);
                    }
                }
                assertEquals(strings.report(0, 3, true), bytes.report(0, 3, true), prefix + " " + grouping);
            }
        }
    }

    @Test
    void byResourceUsesTheApiGroupAndNamespacesAndLeavesOtherKeysByPrefix() {
        SpaceTally tally = new SpaceTally("", SpaceGrouping.RESOURCE, SpaceReport.Kind.SIZE);
        tally.add("/registry/pods/ns1/a", 10, 1);
        tally.add("/registry/pods/ns2/b", 20, 1);
        tally.add("/registry/example.com/widgets/ns1/w", 40, 1);
        tally.add("/registry/namespaces/ns1", 5, 1);
        tally.add("/registry/services/specs/ns1/svc", 8, 1);
        tally.add("/registry/health", 3, 1);
        SpaceNode root = tally.root();
        assertEquals(List.of("widgets.example.com", "pods", "services", "namespaces", "/registry/"), names(root));
        SpaceNode widgets = root.children().get(0);
        assertEquals("/registry/example.com/widgets/", widgets.prefix());
        assertEquals(List.of("ns1"), names(widgets));
        assertEquals("/registry/example.com/widgets/ns1/", widgets.children().get(0).prefix());
        assertEquals("/registry/services/specs/", root.children().get(2).prefix());
        SpaceNode namespaces = root.children().get(3);
        assertEquals(List.of("ns1"), names(namespaces));
        assertTrue(namespaces.children().get(0).isLeaf(), "a cluster-scoped object is a key of its resource");
        // Under one resource's prefix the resource level is left out: its namespaces come first.
        SpaceTally pods = new SpaceTally("/registry/pods/", SpaceGrouping.RESOURCE, SpaceReport.Kind.SIZE);
        pods.add("/registry/pods/ns1/a", 10, 1);
        pods.add("/registry/pods/ns2/b", 20, 1);
        assertEquals(List.of("ns2", "ns1"), names(pods.root()));
    }

    @Test
    void aBoxShowsItsLargestKeysAndSumsTheRest() {
        SpaceTally tally = new SpaceTally("/d/", SpaceGrouping.PREFIX, SpaceReport.Kind.SIZE);
        for (int i = 1; i <= 25; i++) {
            tally.add("/d/k" + i, i, i);
        }
        SpaceNode root = tally.root();
        assertEquals(SpaceTally.LEAVES + 1, root.children().size());
        assertEquals("k25", root.children().get(1).name(), "after the other keys, which together are larger");
        SpaceNode other = root.children().stream().filter(c -> c.name().contains("other")).findFirst().orElseThrow();
        assertEquals("15 other keys", other.name());
        assertEquals(15, other.keys());
        assertEquals(15 * 16 / 2, other.bytes());
        assertEquals("/d/k15", other.largestKey());
        assertEquals(325, root.bytes());
    }

    @Test
    void boxesAreBoundedSoAMillionDistinctDirectoriesDoNotFillTheHeap() {
        SpaceTally tally = new SpaceTally("", SpaceGrouping.PREFIX, SpaceReport.Kind.SIZE);
        for (int i = 0; i < SpaceTally.MAX_BOXES + 500; i++) {
            tally.add("/top/" + i + "/leaf", 1, i);
        }
        SpaceNode top = tally.root().children().get(0);
        assertEquals(SpaceTally.MAX_BOXES + 500, top.keys(), "every key is still counted");
        assertEquals(SpaceTally.MAX_BOXES + 500, top.bytes());
        assertEquals(TallyBox.MAX_PARTS + 1, top.children().size(), "the largest parts, then the rest summed");
        SpaceNode other = top.children().get(0);
        assertEquals(SpaceTally.MAX_BOXES + 500 - TallyBox.MAX_PARTS, other.keys());
    }

    @Test
    void churnCountsChangesAndBytesWrittenAndRanksTheMostChangedKeys() {
        SpaceTally tally = new SpaceTally("", SpaceGrouping.PREFIX, SpaceReport.Kind.CHURN);
        for (int i = 0; i < 5; i++) {
            tally.add("/a/hot", 10, 10 + i);
        }
        tally.add("/a/cold", 100, 20);
        tally.add("/b/gone", 0, 21); // a delete writes nothing
        SpaceNode root = tally.root();
        assertEquals(7, root.keys());
        assertEquals(150, root.bytes());
        SpaceNode a = root.children().get(0);
        assertEquals("/a/", a.name());
        assertEquals("/a/hot", a.largestKey(), "the key changed most");
        assertEquals(5, a.largestBytes());
        KeySize hot = tally.largest().get(0);
        assertEquals(new KeySize("/a/hot", 50, 14, 5), hot);
        SpaceNode gone = root.children().get(1).children().get(0);
        assertEquals(1, gone.keys());
        assertEquals(0, gone.bytes());
    }

    @Test
    void anEmptyBreakdownHasNoLargestKey() {
        SpaceNode root = new SpaceTally("/x/", SpaceGrouping.PREFIX, SpaceReport.Kind.SIZE).root();
        assertEquals(0, root.keys());
        assertNull(root.largestKey());
    }

    private static List<String> names(SpaceNode node) {
        return node.children().stream().map(SpaceNode::name).toList();
    }
}
