package io.etcdexplorer.etcd;

import io.etcd.jetcd.ByteSequence;
import io.etcd.jetcd.KeyValue;
import io.etcd.jetcd.options.GetOption;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The lister on bounded ranges, prefixes and past revisions, checked against one plain etcd request each. */
class KeyListerRangeTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();
    private static final ByteSequence ZERO = ByteSequence.from(new byte[]{0});
    private static final byte FF = (byte) 0xff;

    private EtcdSession session;

    @BeforeEach
    void connect() {
        etcd.deleteAll();
        session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())), header -> { });
    }

    @AfterEach
    void close() {
        session.close();
    }

    private static byte[] b(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    /** Keys under several prefixes, some with 0x00 and 0xFF bytes where the lister cuts its ranges. */
    private static List<byte[]> trickyKeys(String tag) {
        List<byte[]> keys = new ArrayList<>();
        for (String prefix : List.of("/registry/pods/", "/registry/events/", "/registry/pods0", "/registry", "/a")) {
            for (int i = 0; i < 40; i++) {
                keys.add(b(prefix + "ns-" + (i % 7) + "/" + tag + i));
            }
        }
        keys.add(new byte[]{'/', 'r', 'e', 'g', 'i', 's', 't', 'r', 'y', '/', 0, 'x'});
        keys.add(new byte[]{'/', 'r', 'e', 'g', 'i', 's', 't', 'r', 'y', '/', FF});
        keys.add(new byte[]{'/', 'r', 'e', 'g', 'i', 's', 't', 'r', 'y', '/', FF, FF, 'x'});
        for (int i = 0; i < 30; i++) {
            keys.add(new byte[]{'/', FF, (byte) i});
            keys.add(new byte[]{'/', FF, FF, (byte) i});
            keys.add(new byte[]{FF, FF, (byte) (i * 8)});
        }
        return keys;
    }

    private void putAll(List<byte[]> keys) {
        var kv = etcd.client().getKVClient();
        keys.stream().map(k -> kv.put(ByteSequence.from(k), ByteSequence.from(b("v"))))
                .toList().forEach(CompletableFuture::join);
    }

    private long currentRevision() throws Exception {
        return etcd.client().getKVClient().get(ZERO).get(10, TimeUnit.SECONDS).getHeader().getRevision();
    }

    /** The keys of {@code [start, end)} at {@code revision} in one request (null end: to the end of the keyspace). */
    private static List<String> oneRequest(byte[] start, byte[] end, long revision) throws Exception {
        GetOption option = GetOption.builder().withRange(end == null ? ZERO : ByteSequence.from(end))
                .withKeysOnly(true).withRevision(revision).build();
        List<String> keys = new ArrayList<>();
        for (KeyValue kv : etcd.client().getKVClient().get(ByteSequence.from(start), option).get().getKvs()) {
            keys.add(HexFormat.of().formatHex(kv.getKey().getBytes()));
        }
        return keys;
    }

    private static List<String> hex(List<KeyPage> pages) {
        return pages.stream().flatMap(p -> p.keys().stream()).map(k -> HexFormat.of().formatHex(k.key())).toList();
    }

    /** The keyspace at {@code old} is that of the first batch; a second batch and deletions happen after it. */
    private long writeThenChange() throws Exception {
        putAll(trickyKeys("old"));
        long old = currentRevision();
        putAll(trickyKeys("new"));
        var kv = etcd.client().getKVClient();
        kv.delete(ByteSequence.from(b("/registry/pods/ns-1/old1"))).get();
        kv.delete(ByteSequence.from(new byte[]{'/', FF, 5})).get();
        return old;
    }

    @Test
    void thePastKeyspaceWithTinyPiecesForcingEverySplitIsWhatOneRequestAtThatRevisionReturns() throws Exception {
        long old = writeThenChange();
        for (int limit : new int[]{1, 7, 1_000}) {
            List<KeyPage> pages = new ArrayList<>();
            long listed = new KeyLister(session, limit).listAll(20, pages::add, () -> false, old);
            assertEquals(old, listed);
            assertEquals(oneRequest(new byte[]{0}, null, old), hex(pages), "piece limit " + limit);
            assertEquals(false, pages.get(pages.size() - 1).more());
        }
    }

    @Test
    void prefixesAtAPastRevisionIncludingOnesEndingInFfStayInsideThePrefix() throws Exception {
        long old = writeThenChange();
        byte[] registryZero = {'/', 'r', 'e', 'g', 'i', 's', 't', 'r', 'y', '/', 0};
        List<byte[]> prefixes = List.of(b("/registry/"), b("/registry/pods/"), b("/registry"), b("/"),
                new byte[]{'/', FF}, new byte[]{FF, FF}, registryZero, b("/nothing-here/"));
        for (byte[] prefix : prefixes) {
            // Tiny pieces at the past revision split everywhere; the default ones at the latest barely split.
            for (long[] run : new long[][]{{3, old}, {1_000, 0}}) {
                List<KeyPage> pages = new ArrayList<>();
                new KeyLister(session, (int) run[0]).listPrefix(prefix, run[1], 13, pages::add, () -> false);
                String what = HexFormat.of().formatHex(prefix) + " limit " + run[0] + " rev " + run[1];
                assertEquals(oneRequest(prefix, Pieces.prefixEnd(prefix), run[1]), hex(pages), what);
                assertTrue(pages.stream().flatMap(p -> p.keys().stream()).allMatch(k -> k.key().length
                        >= prefix.length && Arrays.equals(k.key(), 0, prefix.length, prefix, 0, prefix.length)));
            }
        }
    }

    @Test
    void anEmptyPrefixIsTheWholeKeyspaceAndABoundedRangeStopsAtItsEnd() throws Exception {
        long old = writeThenChange();
        List<KeyPage> all = new ArrayList<>();
        new KeyLister(session, 3).listPrefix(new byte[0], old, 50, all::add, () -> false);
        assertEquals(oneRequest(new byte[]{0}, null, old), hex(all));

        List<KeyPage> range = new ArrayList<>();
        new KeyLister(session, 3).listRange(b("/registry/e"), b("/registry/pods/ns-3"), old, 50, range::add,
                () -> false);
        assertEquals(oneRequest(b("/registry/e"), b("/registry/pods/ns-3"), old), hex(range));
        assertTrue(hex(range).size() > 40, "spans several pieces");
    }

    @Test
    void theLatestRevisionIsReturnedWhenZeroIsAsked() throws Exception {
        putAll(trickyKeys("k"));
        long now = currentRevision();
        assertEquals(now, session.listAllKeys(100, page -> { }, () -> false, 0));
        assertEquals(now, new KeyLister(session, 4).listAll(100, page -> { }, () -> false));
    }

    @Test
    void aCompactedRevisionFailsAsCompactedWhileTheCompactionRevisionStillLists() throws Exception {
        long old = writeThenChange();
        long now = currentRevision();
        etcd.client().getKVClient().compact(now).get(10, TimeUnit.SECONDS);
        assertThrows(CompactedRevisionException.class,
                () -> session.listAllKeys(100, page -> { }, () -> false, old));
        assertThrows(CompactedRevisionException.class,
                () -> new KeyLister(session, 2).listPrefix(b("/registry/"), old, 10, page -> { }, () -> false));
        // The compaction revision itself is still readable.
        List<KeyPage> pages = new ArrayList<>();
        new KeyLister(session, 2).listPrefix(b("/registry/"), now, 10, pages::add, () -> false);
        assertEquals(oneRequest(b("/registry/"), b("/registry0"), now), hex(pages));
    }

    @Test
    void aNegativeRevisionIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> session.listAllKeys(10, page -> { }, () -> false, -1));
    }
}
