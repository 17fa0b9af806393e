package io.etcdexplorer.timeline;

import io.etcd.jetcd.ByteSequence;
import io.etcd.jetcd.KV;
import io.etcd.jetcd.KeyValue;
import io.etcd.jetcd.op.Op;
import io.etcd.jetcd.options.GetOption;
import io.etcd.jetcd.options.PutOption;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.testsupport.EtcdExtension;
import io.etcdexplorer.values.KeyText;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class KeyspaceComparerTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();
    private static final byte FF = (byte) 0xff;

    private EtcdSession session;
    private KeyspaceComparer comparer;

    @BeforeEach
    void connect() {
        etcd.deleteAll();
        session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())), h -> { });
        comparer = new KeyspaceComparer(session);
    }

    @AfterEach
    void close() {
        session.close();
    }

    static byte[] b(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] cat(String head, byte... tail) {
        byte[] h = b(head);
        byte[] out = java.util.Arrays.copyOf(h, h.length + tail.length);
        System.arraycopy(tail, 0, out, h.length, tail.length);
        return out;
    }

    private static long revision() throws Exception {
        return etcd.client().getKVClient().get(ByteSequence.from(new byte[]{0})).get(10, TimeUnit.SECONDS)
                .getHeader().getRevision();
    }

    private static void delete(byte[] key) throws Exception {
        etcd.client().getKVClient().delete(ByteSequence.from(key)).get(10, TimeUnit.SECONDS);
    }

    /** "KIND display-key" per change, re-creations marked, for readable comparisons. */
    private static List<String> described(KeyspaceDiff diff) {
        return diff.changes().stream()
                .map(c -> c.kind() + (c.recreated() ? " (re-created) " : " ") + KeyText.display(c.key())).toList();
    }

    @Test
    void knownWritesBetweenAAndBComeOutAsAddsDeletesAndModificationsInKeyOrder() throws Exception {
        for (String key : List.of("/cmp/same", "/cmp/mod", "/cmp/gone", "/cmp/again", "/cmp", "/cmq/x", "/cm")) {
            etcd.put(key, "1");
        }
        etcd.put(cat("/cmp/", (byte) 0, (byte) 'z'), b("1"));
        etcd.put(cat("/cmp/", FF), b("1"));
        etcd.put(cat("/cmp/", FF, FF), b("1"));
        long a = revision();

        etcd.put("/cmp/mod", "2");
        delete(b("/cmp/gone"));
        delete(b("/cmp/again"));
        etcd.put("/cmp/again", "1"); // the same value, but a new life
        etcd.put("/cmp/new", "n");
        etcd.put(cat("/cmp/", (byte) 0, (byte) 'z'), b("2"));
        delete(cat("/cmp/", FF));
        etcd.put(cat("/cmp/", FF, (byte) 0), b("n"));
        etcd.put("/cmp", "outside");   // shares the bytes but not the slash: outside the prefix
        delete(b("/cmq/x"));
        etcd.put("/cmo", "outside");
        long b = revision();
        etcd.put("/cmp/late", "after B");

        KeyspaceDiff diff = comparer.compare(b("/cmp/"), a, b, () -> false);

        assertEquals(List.of("MODIFIED /cmp/\\x00z", "MODIFIED (re-created) /cmp/again", "DELETED /cmp/gone",
                "MODIFIED /cmp/mod", "ADDED /cmp/new", "DELETED /cmp/\\xff", "ADDED /cmp/\\xff\\x00"),
                described(diff));
        assertEquals(2, diff.unchanged(), "/cmp/same and /cmp/\\xff\\xff");
        assertEquals(7, diff.keysAtA());
        assertEquals(7, diff.keysAtB());
        assertEquals(a, diff.revisionA());
        assertEquals(b, diff.revisionB());
        assertEquals(2, diff.count(KeyChange.Kind.ADDED));
        assertEquals(2, diff.count(KeyChange.Kind.DELETED));
        assertEquals(3, diff.count(KeyChange.Kind.MODIFIED));
        assertEquals(1, diff.recreated());
        for (KeyChange change : diff.changes()) {
            assertTrue(change.atA() == null || change.atA().modRevision() <= a, change.toString());
            assertTrue(change.atB() == null || change.atB().modRevision() > a && change.atB().modRevision() <= b);
        }
        KeyChange again = diff.changes().get(1);
        assertEquals(1, again.atB().version(), "a re-created key starts again at version 1");
        assertTrue(again.atB().createRevision() > a);
        KeyChange mod = diff.changes().get(3);
        assertFalse(mod.recreated());
        assertEquals(mod.atA().version() + 1, mod.atB().version());

        assertArrayEquals(b("1"), comparer.valueAt(b("/cmp/mod"), a));
        assertArrayEquals(b("2"), comparer.valueAt(b("/cmp/mod"), b));
        assertNull(comparer.valueAt(b("/cmp/new"), a));
        assertNull(comparer.valueAt(b("/cmp/gone"), b));
        assertArrayEquals(b("after B"), comparer.valueAt(b("/cmp/late"), 0));
    }

    @Test
    void aFewThousandKeysMatchABruteForceDiffOfTwoPlainReads() throws Exception {
        KV kv = etcd.client().getKVClient();
        writeInTxns(kv, 0, 3_000, "v1");
        etcd.put("/big-neighbour", "outside");
        long a = revision();
        List<Op> ops = new ArrayList<>();
        for (int i = 0; i < 3_000; i++) {
            if (i % 7 == 0) {
                ops.add(Op.put(ByteSequence.from(key(i)), ByteSequence.from(b("v2")), PutOption.DEFAULT));
            } else if (i % 11 == 0) {
                ops.add(Op.delete(ByteSequence.from(key(i)), io.etcd.jetcd.options.DeleteOption.DEFAULT));
            }
        }
        for (int i = 0; i < ops.size(); i += 128) {
            kv.txn().Then(ops.subList(i, Math.min(ops.size(), i + 128)).toArray(Op[]::new)).commit().get();
        }
        writeInTxns(kv, 3_000, 3_300, "new");
        long b = revision();

        KeyspaceDiff diff = comparer.compare(b("/big/"), a, b, () -> false);

        TreeMap<String, Long> atA = plainRead(a);
        TreeMap<String, Long> atB = plainRead(b);
        List<String> expected = new ArrayList<>();
        TreeMap<String, Boolean> all = new TreeMap<>();
        atA.keySet().forEach(k -> all.put(k, true));
        atB.keySet().forEach(k -> all.put(k, true));
        long unchanged = 0;
        for (String hex : all.keySet()) {
            Long ma = atA.get(hex);
            Long mb = atB.get(hex);
            if (ma == null) {
                expected.add("ADDED " + hex);
            } else if (mb == null) {
                expected.add("DELETED " + hex);
            } else if (!ma.equals(mb)) {
                expected.add("MODIFIED " + hex);
            } else {
                unchanged++;
            }
        }
        assertEquals(expected, diff.changes().stream()
                .map(c -> c.kind() + " " + HexFormat.of().formatHex(c.key())).toList());
        assertEquals(unchanged, diff.unchanged());
        assertEquals(atA.size(), diff.keysAtA());
        assertEquals(atB.size(), diff.keysAtB());
        assertEquals(300, diff.count(KeyChange.Kind.ADDED));
    }

    static byte[] key(int i) {
        return b(String.format("/big/ns-%d/item-%05d", i % 13, i));
    }

    static void writeInTxns(KV kv, int from, int to, String value) throws Exception {
        for (int i = from; i < to; i += 128) {
            List<Op> puts = new ArrayList<>();
            for (int j = i; j < Math.min(to, i + 128); j++) {
                puts.add(Op.put(ByteSequence.from(key(j)), ByteSequence.from(b(value)), PutOption.DEFAULT));
            }
            kv.txn().Then(puts.toArray(Op[]::new)).commit().get(10, TimeUnit.SECONDS);
        }
    }

    /** Hex key (sorts like the unsigned bytes) to mod revision, in one request. */
    private static TreeMap<String, Long> plainRead(long revision) throws Exception {
        GetOption option = GetOption.builder().isPrefix(true).withKeysOnly(true).withRevision(revision).build();
        TreeMap<String, Long> keys = new TreeMap<>();
        for (KeyValue kv : etcd.client().getKVClient().get(ByteSequence.from(b("/big/")), option).get().getKvs()) {
            keys.put(HexFormat.of().formatHex(kv.getKey().getBytes()), kv.getModRevision());
        }
        return keys;
    }

    @Test
    void reversedRevisionsAreRefusedNotSwappedAndEqualOnesHaveNoChanges() throws Exception {
        etcd.put("/p/a", "1");
        long a = revision();
        etcd.put("/p/a", "2");
        long b = revision();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> comparer.compare(b("/p/"), b, a, () -> false));
        assertEquals("Revision A (" + b + ") is after revision B (" + a + "): pick A at or before B, or swap them.",
                e.getMessage());
        KeyspaceDiff same = comparer.compare(b("/p/"), a, a, () -> false);
        assertEquals(List.of(), same.changes());
        assertEquals(1, same.unchanged());
        assertThrows(IllegalArgumentException.class, () -> comparer.compare(b("/p/"), -1, a, () -> false));
    }

    @Test
    void zeroMeansTheLatestRevisionAndTheResultNamesIt() throws Exception {
        etcd.put("/p/a", "1");
        long a = revision();
        etcd.put("/p/b", "1");
        long now = revision();
        KeyspaceDiff diff = comparer.compare(b("/p/"), a, 0, () -> false);
        assertEquals(now, diff.revisionB());
        assertEquals(List.of("ADDED /p/b"), described(diff));
        assertEquals(now, comparer.compare(b("/p/"), 0, 0, () -> false).revisionA());
    }

    @Test
    void anEmptyPrefixComparesTheWholeKeyspace() throws Exception {
        etcd.put("/x", "1");
        long a = revision();
        etcd.put(new byte[]{0}, b("zero"));
        etcd.put(new byte[]{FF, FF}, b("ff"));
        KeyspaceDiff diff = comparer.compare(new byte[0], a, revision(), () -> false);
        assertEquals(List.of("ADDED \\x00", "ADDED \\xff\\xff"), described(diff));
        assertEquals(1, diff.unchanged());
    }
}
