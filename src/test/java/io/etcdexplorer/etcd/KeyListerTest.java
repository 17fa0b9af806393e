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
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class KeyListerTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();
    private static final ByteSequence ZERO = ByteSequence.from(new byte[]{0});

    private final AtomicLong firstRevision = new AtomicLong();
    private EtcdSession session;

    @BeforeEach
    void connect() {
        etcd.deleteAll();
        session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())),
                header -> firstRevision.compareAndSet(0, header.revision()));
    }

    @AfterEach
    void close() {
        session.close();
    }

    private static byte[] b(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    /** Keys in several prefixes, around the byte boundaries where the lister cuts its ranges. */
    private void putTrickyKeyspace() {
        List<byte[]> keys = new ArrayList<>();
        for (String prefix : List.of("/registry/pods/", "/registry/events/", "/registry/pods0", "/a", "b/", "")) {
            for (int i = 0; i < 60; i++) {
                keys.add(b(prefix + "ns-" + (i % 7) + "/k" + i));
            }
        }
        for (String odd : List.of("/", "//", "/registry", "/registry/", "/registry0", "compact_rev_key", "\u0001",
                "/registry/pods", "/registry/pods/", "/registry/pods/ns-0", "/registry/pods/ns-0/")) {
            keys.add(b(odd));
        }
        keys.add(new byte[]{'/', (byte) 0xff});
        keys.add(new byte[]{'/', (byte) 0xff, (byte) 0xff, 'x'});
        keys.add(new byte[]{(byte) 0xff});
        keys.add(new byte[]{(byte) 0xff, (byte) 0xff});
        keys.add(new byte[]{'/', 'r', (byte) 0xfe, (byte) 0xff});
        var kv = etcd.client().getKVClient();
        keys.stream().map(k -> kv.put(ByteSequence.from(k), ByteSequence.from(b("v"))))
                .toList().forEach(CompletableFuture::join);
    }

    private List<byte[]> singleRequest(long revision) throws Exception {
        GetOption option = GetOption.builder().withRange(ZERO).withKeysOnly(true).withRevision(revision).build();
        List<byte[]> keys = new ArrayList<>();
        for (KeyValue kv : etcd.client().getKVClient().get(ZERO, option).get().getKvs()) {
            keys.add(kv.getKey().getBytes());
        }
        return keys;
    }

    private static void assertSameKeys(List<byte[]> expected, List<byte[]> actual) {
        assertEquals(expected.size(), actual.size());
        for (int i = 0; i < expected.size(); i++) {
            assertTrue(Arrays.equals(expected.get(i), actual.get(i)), "key " + i);
        }
    }

    private static List<byte[]> keysOf(List<KeyPage> pages) {
        return pages.stream().flatMap(p -> p.keys().stream()).map(KeyMeta::key).toList();
    }

    @Test
    void listsExactlyWhatOneRequestReturnsWithTinyPiecesForcingEverySplit() throws Exception {
        putTrickyKeyspace();
        for (int limit : new int[]{1, 17, 1_000}) {
            List<KeyPage> pages = new ArrayList<>();
            new KeyLister(session, limit).listAll(25, pages::add, () -> false);
            assertSameKeys(singleRequest(0), keysOf(pages));
            assertTrue(pages.stream().limit(pages.size() - 1).allMatch(KeyPage::more), "more on all pages but last");
            assertEquals(false, pages.get(pages.size() - 1).more());
            assertTrue(pages.stream().allMatch(p -> p.keys().size() <= 25));
        }
    }

    @Test
    void anEmptyKeyspaceGivesOneEmptyLastPage() {
        List<KeyPage> pages = new ArrayList<>();
        session.listAllKeys(100, pages::add, () -> false);
        assertEquals(List.of(new KeyPage(List.of(), false)), pages);
    }

    @Test
    void keysWrittenDuringTheListingDoNotShowUpThePagesAreTheSnapshotAtTheFirstRevision() throws Exception {
        putTrickyKeyspace();
        AtomicBoolean writing = new AtomicBoolean(true);
        CompletableFuture<Void> writer = CompletableFuture.runAsync(() -> {
            for (int i = 0; writing.get() && i < 2_000; i++) {
                etcd.put("/registry/pods/ns-3/new-" + i, "v");
                etcd.put("/a" + i, "v");
            }
        });
        List<KeyPage> pages = new ArrayList<>();
        firstRevision.set(0);
        new KeyLister(session, 5).listAll(10, pages::add, () -> false);
        writing.set(false);
        writer.join();
        assertSameKeys(singleRequest(firstRevision.get()), keysOf(pages));
    }

    @Test
    void cancellingStopsAndLeavesAGapFreePrefixOfTheKeyspace() throws Exception {
        putTrickyKeyspace();
        List<KeyPage> pages = new ArrayList<>();
        new KeyLister(session, 4).listAll(10, pages::add, () -> pages.size() >= 3);
        assertEquals(3, pages.size());
        List<byte[]> all = singleRequest(0);
        List<byte[]> got = keysOf(pages);
        assertSameKeys(all.subList(0, got.size()), got);
    }
}
