package io.etcdexplorer.keys.index;

import io.etcdexplorer.etcd.KeyMeta;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Random;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Random operations on a {@link KeyIndex}, checked step by step against a {@link TreeMap} in etcd's unsigned order.
 * Small leaves make a few thousand steps split, lend between, merge and drop leaves many times over.
 */
class KeyIndexModelTest {

    /** Bytes that sort at the edges and around the middle, and the slash, so keys are often each other's prefixes. */
    private static final byte[] ALPHABET = {0x00, 0x01, '/', 'a', 'b', 0x7f, (byte) 0x80, (byte) 0xfe, (byte) 0xff};

    private final Random random = new Random(20261129);
    private final NavigableMap<byte[], KeyMeta> model = new TreeMap<>(Arrays::compareUnsigned);
    private long revision;
    private final KeyIndex.Reserve.Planner planner = new KeyIndex.Reserve.Planner();

    @Test
    void matchesAModelWithEightKeyLeaves() {
        run(new KeyIndex(8), 6_000, 6);
    }

    @Test
    void matchesAModelWithThirtyTwoKeyLeaves() {
        run(new KeyIndex(32), 4_000, 40);
    }

    @Test
    void matchesAModelWithDefaultLeaves() {
        run(new KeyIndex(), 1_200, 200);
    }

    @Test
    void keysLargerThanAnArenaLiveInTheirOwn() {
        KeyIndex index = new KeyIndex(8);
        byte[] huge = new byte[(3 << 20) / 2];
        Arrays.fill(huge, (byte) 0xff);
        huge[0] = 'm';
        for (int i = 0; i < 100; i++) {
            put(index, key('a', i));
            put(index, key('z', i));
        }
        KeyIndex alone = new KeyIndex(8);
        alone.put(meta(key('a', 1)));
        alone.remove(key('a', 1));
        alone.put(meta(huge));
        assertEquals(true, alone.retainedBytes() < huge.length + (1 << 19), "the emptied arena is not kept");
        put(index, huge);
        compareAll(index);
        assertArrayEquals(huge, index.first(key('m', 0), null));
        assertArrayEquals(huge, index.get(huge).key());
        assertEquals(1, index.count(new byte[]{'m'}, new byte[]{'n'}));
        assertEquals(true, index.remove(huge));
        model.remove(huge);
        put(index, key('m', 7)); // goes into the arena the huge key left, or a new one
        put(index, huge);
        compareAll(index);
        long withHuge = index.retainedBytes();
        index.remove(huge);
        model.remove(huge);
        compareAll(index);
        assertEquals(true, index.retainedBytes() < withHuge - huge.length, "the huge key's arena is dropped");
    }

    @Test
    void removingEveryKeyReleasesTheArenasAndTheIndexWorksAfterwards() {
        KeyIndex index = new KeyIndex(16);
        List<KeyMeta> page = new ArrayList<>();
        for (int i = 0; i < 60_000; i++) {
            page.add(meta(String.format("/registry/secrets/ns-%03d/secret-%06d", i % 500, i).getBytes()));
        }
        page.sort((a, b) -> Arrays.compareUnsigned(a.key(), b.key()));
        index.putAll(page);
        page.forEach(m -> model.put(m.key(), m));
        long full = index.retainedBytes();
        Collections.shuffle(page, random);
        for (KeyMeta m : page) {
            assertEquals(true, index.remove(m.key()));
            model.remove(m.key());
        }
        assertEquals(0, index.size());
        assertEquals(null, index.check());
        // What stays: the arena being filled (1 MiB, reused) and the directory's arrays.
        assertEquals(true, index.retainedBytes() < full / 3, index.retainedBytes() + " of " + full);
        for (int i = 0; i < 3_000; i++) {
            put(index, randomKey());
        }
        compareAll(index);
    }

    /**
     * A listing whose pages land behind keys a watch already added beyond them still fills its leaves: the index
     * costs about what the same keys cost when listed alone.
     */
    @Test
    void aSortedRunBehindLaterKeysStaysDense() {
        List<KeyMeta> listing = new ArrayList<>();
        for (int i = 0; i < 50_000; i++) {
            listing.add(meta(String.format("/registry/pods/ns-%02d/pod-%06d", i % 40, i).getBytes()));
        }
        listing.sort((a, b) -> Arrays.compareUnsigned(a.key(), b.key()));
        KeyIndex alone = new KeyIndex(64);
        KeyIndex racing = new KeyIndex(64);
        for (int from = 0; from < listing.size(); from += 2_500) {
            List<KeyMeta> page = listing.subList(from, from + 2_500);
            alone.putAll(page);
            racing.putAll(page);
            // A watch event for a key the listing has not reached yet, and one for a new key further on.
            racing.putAll(List.of(listing.get(Math.min(listing.size() - 1, from + 7_000))));
            racing.putAll(List.of(meta(String.format("/registry/pods/zz/%06d", from).getBytes())));
        }
        assertEquals(null, racing.check());
        assertEquals(listing.size() + 20, racing.size());
        double ratio = (double) racing.retainedBytes() / alone.retainedBytes();
        assertEquals(true, ratio < 1.05, "racing index costs " + ratio + " times the listed one");
    }

    private void run(KeyIndex index, int steps, int batch) {
        for (int step = 0; step < steps; step++) {
            int op = random.nextInt(100);
            if (op < 30) {
                put(index, randomKey());
            } else if (op < 45 && !model.isEmpty()) {
                put(index, existingKey());
            } else if (op < 65) {
                byte[] key = random.nextInt(4) == 0 || model.isEmpty() ? randomKey() : existingKey();
                assertEquals(model.remove(key) != null, index.remove(key), "remove");
            } else if (op < 72) {
                appendRun(index, batch);
            } else if (op < 80) {
                runInTheMiddle(index, batch);
            } else if (op < 90) {
                randomBatch(index, batch);
            } else if (op < 93) {
                removeRange(index);
            } else if (op < 95) {
                // Not sorted, maybe with a key twice: each put in turn, the last one wins.
                byte[] twice = randomKey();
                putAll(index, List.of(meta(twice), meta(randomKey()), meta(twice), meta(randomKey())));
            } else if (op < 97) {
                index.trim();
            } else {
                index.donate(planner.reserveFor(model.size() + 100, (model.size() + 100) * 12L));
            }
            String broken = model.size() < 5_000 || step % 100 == 0 ? index.check() : null;
            if (broken != null) {
                fail("step " + step + ": " + broken);
            }
            assertEquals(model.size(), index.size(), "size at step " + step);
            for (int q = 0; q < 4; q++) {
                query(index, step);
            }
            if (step % 250 == 0) {
                compareAll(index);
            }
        }
        compareAll(index);
    }

    private void query(KeyIndex index, int step) {
        byte[] key = random.nextBoolean() && !model.isEmpty() ? existingKey() : randomKey();
        KeyMeta expected = model.get(key);
        assertEquals(expected != null, index.contains(key), "contains at step " + step);
        assertMeta(expected, index.get(key));
        byte[] from = randomKey();
        byte[] to = random.nextInt(5) == 0 ? null : randomKey();
        if (to != null && Arrays.compareUnsigned(from, to) > 0) {
            byte[] swap = from;
            from = to;
            to = swap;
        }
        NavigableMap<byte[], KeyMeta> sub = to == null ? model.tailMap(from, true) : model.subMap(from, true, to, false);
        assertEquals(sub.size(), index.count(from, to), "count at step " + step);
        byte[] first = sub.isEmpty() ? null : sub.firstKey();
        byte[] found = index.first(from, to);
        if (first == null) {
            assertNull(found, "first at step " + step);
        } else {
            assertArrayEquals(first, found, "first at step " + step);
        }
        int limit = random.nextInt(3) == 0 && sub.size() < 500 ? Integer.MAX_VALUE : random.nextInt(40);
        List<KeyMeta> range = index.range(from, to, limit);
        assertEquals(Math.min(limit, sub.size()), range.size(), "range size at step " + step);
        int i = 0;
        for (KeyMeta m : sub.values()) {
            if (i == range.size()) {
                break;
            }
            assertMeta(m, range.get(i++));
        }
    }

    private void compareAll(KeyIndex index) {
        assertEquals(null, index.check());
        assertEquals(model.size(), index.size());
        List<KeyMeta> all = index.range(new byte[0], null, Integer.MAX_VALUE);
        assertEquals(model.size(), all.size());
        int i = 0;
        for (Map.Entry<byte[], KeyMeta> e : model.entrySet()) {
            assertMeta(e.getValue(), all.get(i++));
        }
    }

    /** Keys past the current last one, ascending, as a listing appends them. */
    private void appendRun(KeyIndex index, int n) {
        byte[] last = model.isEmpty() ? new byte[]{'a'} : model.lastKey();
        List<KeyMeta> run = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            run.add(meta(withCounter(last, i + 1)));
        }
        putAll(index, run);
    }

    /** Ascending keys under one random prefix, landing between existing keys: a page behind a watch's keys. */
    private void runInTheMiddle(KeyIndex index, int n) {
        byte[] prefix = model.isEmpty() || random.nextBoolean() ? randomKey() : existingKey();
        List<KeyMeta> run = new ArrayList<>();
        int start = random.nextInt(4);
        for (int i = 0; i < n; i++) {
            run.add(meta(withCounter(prefix, start + 2 * i)));
        }
        putAll(index, run);
    }

    /** Sorted, distinct keys, some held already, some new. */
    private void randomBatch(KeyIndex index, int n) {
        NavigableMap<byte[], KeyMeta> batch = new TreeMap<>(Arrays::compareUnsigned);
        for (int i = 0; i < n; i++) {
            byte[] key = random.nextBoolean() && !model.isEmpty() ? existingKey() : randomKey();
            batch.put(key, meta(key));
        }
        putAll(index, new ArrayList<>(batch.values()));
    }

    private void removeRange(KeyIndex index) {
        byte[] from = randomKey();
        List<byte[]> doomed = new ArrayList<>(model.tailMap(from, true).keySet());
        doomed = doomed.subList(0, Math.min(doomed.size(), random.nextInt(200)));
        if (random.nextBoolean()) {
            Collections.shuffle(doomed, random);
        }
        for (byte[] key : new ArrayList<>(doomed)) {
            assertEquals(true, index.remove(key), "remove held key");
            model.remove(key);
        }
    }

    private void putAll(KeyIndex index, List<KeyMeta> sorted) {
        index.putAll(sorted);
        sorted.forEach(m -> model.put(m.key(), m));
    }

    private void put(KeyIndex index, byte[] key) {
        KeyMeta m = meta(key);
        if (random.nextBoolean()) {
            index.put(m);
        } else {
            index.putAll(List.of(m));
        }
        model.put(key, m);
    }

    private KeyMeta meta(byte[] key) {
        revision++;
        return new KeyMeta(key.clone(), revision / 2, revision, revision % 7, revision % 5 == 0 ? revision : 0);
    }

    private byte[] randomKey() {
        // Short keys collide and nest; longer ones mostly do not.
        int length = random.nextInt(3) == 0 ? random.nextInt(4) : 4 + random.nextInt(12);
        byte[] key = new byte[length];
        for (int i = 0; i < length; i++) {
            key[i] = ALPHABET[random.nextInt(ALPHABET.length)];
        }
        return key;
    }

    private byte[] existingKey() {
        byte[] probe = randomKey();
        byte[] key = model.ceilingKey(probe);
        return key != null ? key : model.firstKey();
    }

    private static byte[] withCounter(byte[] prefix, int counter) {
        byte[] key = Arrays.copyOf(prefix, prefix.length + 3);
        key[prefix.length] = (byte) (counter >>> 16);
        key[prefix.length + 1] = (byte) (counter >>> 8);
        key[prefix.length + 2] = (byte) counter;
        return key;
    }

    private static byte[] key(char first, int i) {
        return String.format("%c/%05d", first, i).getBytes();
    }

    private static void assertMeta(KeyMeta expected, KeyMeta actual) {
        if (expected == null) {
            assertNull(actual);
            return;
        }
        assertArrayEquals(expected.key(), actual.key());
        assertEquals(expected.createRevision(), actual.createRevision());
        assertEquals(expected.modRevision(), actual.modRevision());
        assertEquals(expected.version(), actual.version());
        assertEquals(expected.lease(), actual.lease());
    }
}
