package io.etcdexplorer.keys.index;

import io.etcdexplorer.etcd.KeyMeta;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class KeyIndexTest {

    private static byte[] b(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    private static KeyMeta meta(byte[] key, long mod) {
        return new KeyMeta(key, 1, mod, 1, mod % 3);
    }

    @Test
    void keepsEtcdOrderForOddAndBinaryKeys() {
        KeyIndex index = new KeyIndex();
        List<byte[]> keys = new ArrayList<>(List.of(b("/a"), b("/a/b"), b("//"), b("a//b"), b("/t/"), b("/a!"),
                new byte[]{'/', (byte) 0xff}, new byte[]{(byte) 0xc3, (byte) 0xa9}, b("compact_rev_key")));
        keys.sort(Arrays::compareUnsigned);
        index.putAll(keys.stream().map(k -> meta(k, 5)).toList());
        assertEquals(keys.size(), index.size());
        byte[] cursor = new byte[0];
        for (byte[] expected : keys) {
            byte[] found = index.first(cursor, null);
            assertArrayEquals(expected, found);
            cursor = KeyRanges.successor(found);
        }
        assertNull(index.first(cursor, null));
        assertEquals(1, index.count(new byte[]{'/', (byte) 0xff}, null) - index.count(b("0"), null));
        assertEquals(5, index.get(b("/t/")).modRevision());
    }

    @Test
    void upsertsAndRemovalsMatchAReferenceMapAcrossMerges() {
        KeyIndex index = new KeyIndex();
        TreeMap<byte[], KeyMeta> reference = new TreeMap<>(Arrays::compareUnsigned);
        Random random = new Random(42);
        List<KeyMeta> sorted = new ArrayList<>();
        for (int i = 0; i < 20_000; i++) {
            byte[] key = b(String.format("/registry/r%02d/ns-%d/k%05d", i % 17, i % 5, i));
            reference.put(key, meta(key, i));
        }
        reference.values().forEach(sorted::add);
        index.putAll(sorted);
        for (int round = 0; round < 5_000; round++) {
            byte[] key = b(String.format("/registry/r%02d/ns-%d/k%05d", random.nextInt(20), random.nextInt(6),
                    random.nextInt(25_000)));
            if (random.nextBoolean()) {
                KeyMeta m = meta(key, 100_000 + round);
                index.putAll(List.of(m));
                reference.put(key, m);
            } else {
                assertEquals(reference.remove(key) != null, index.remove(key));
            }
        }
        assertEquals(reference.size(), index.size());
        for (Map.Entry<byte[], KeyMeta> e : reference.entrySet()) {
            assertEquals(e.getValue().modRevision(), index.get(e.getKey()).modRevision());
        }
        for (int r = 0; r < 20; r++) {
            byte[] from = b(String.format("/registry/r%02d/", r));
            byte[] to = KeyRanges.prefixEnd(from);
            assertEquals(reference.subMap(from, to).size(), index.count(from, to), "prefix r" + r);
        }
        index.trim();
        assertEquals(reference.size(), index.size());
        assertTrue(index.contains(reference.firstKey()));
        assertFalse(index.contains(b("/registry/zz")));
    }

    @Test
    void countsAndFirstKeysOfLargeSyntheticKeyspace() {
        KeyIndex index = new KeyIndex();
        List<KeyMeta> page = new ArrayList<>();
        int total = 300_000;
        List<byte[]> keys = new ArrayList<>(total);
        for (int i = 0; i < total; i++) {
            keys.add(b("/registry/" + (i % 3 == 0 ? "pods" : "events") + "/ns-" + (i % 97) + "/name-" + i));
        }
        keys.sort(Arrays::compareUnsigned);
        for (byte[] key : keys) {
            page.add(meta(key, 1));
            if (page.size() == 10_000) {
                index.putAll(page);
                page = new ArrayList<>();
            }
        }
        index.putAll(page);
        assertEquals(total, index.size());
        assertEquals(total / 3, index.count(b("/registry/pods/"), b("/registry/pods0")));
        assertEquals(total - total / 3, index.count(b("/registry/events/"), b("/registry/events0")));
        assertArrayEquals(b("/registry/pods/ns-0/name-0"), index.first(b("/registry/pods/ns-0/"), null));
        assertNull(index.first(b("/registry/q"), null));
        assertTrue(index.retainedBytes() < 150L * total, "compact: " + index.retainedBytes() / total + " B/key");
    }

    @Test
    void storageReservedAheadIsUsedAndWhatIsLeftOverIsReleased() {
        KeyIndex index = new KeyIndex();
        KeyIndex.Reserve.Planner planner = new KeyIndex.Reserve.Planner();
        List<byte[]> keys = new ArrayList<>();
        for (int i = 0; i < 200_000; i++) {
            keys.add(b(String.format("/k/%08d", i)));
        }
        long bytes = 0;
        for (int from = 0; from < keys.size(); from += 2_500) {
            List<KeyMeta> page = new ArrayList<>();
            for (byte[] key : keys.subList(from, from + 2_500)) {
                page.add(meta(key, from + 1));
                bytes += key.length;
            }
            // As the listing does: reserve for this page and the next one before the UI thread appends.
            index.donate(planner.reserveFor(from + 5_000, bytes + 2_500L * 11));
            index.putAll(page);
        }
        assertEquals(200_000, index.size());
        assertArrayEquals(b("/k/00131072"), index.first(b("/k/00131072"), null), "across the block boundary");
        assertEquals(1, index.get(b("/k/00000007")).createRevision());
        long reserved = index.retainedBytes();
        index.trim();
        assertTrue(index.retainedBytes() <= reserved);
        assertTrue(index.retainedBytes() < 150L * 200_000, index.retainedBytes() / 200_000 + " B/key");
    }
}
