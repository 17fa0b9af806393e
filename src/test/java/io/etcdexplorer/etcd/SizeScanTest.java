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
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The size scan sees every key under a prefix exactly once, with its value's size, also when tiny
 * pages make it cut the range into many pieces; it stops between pages when asked.
 */
class SizeScanTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    private EtcdSession session;

    @BeforeEach
    void connect() {
        session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())), h -> { });
    }

    @AfterEach
    void close() {
        session.close();
    }

    @Test
    void tinyPagesStillSeeEveryKeyOnceWithItsValueSize() throws Exception {
        Random random = new Random(7);
        for (int r = 0; r < 6; r++) {
            for (int n = 0; n < 3; n++) {
                for (int k = 0; k < 60; k++) {
                    etcd.put("/registry/res" + r + "/ns-" + n + "/obj-" + k, "x".repeat(random.nextInt(900)));
                }
            }
        }
        etcd.put("/registry", "outside the prefix with its slash");
        etcd.put("/zzz", "outside");
        List<KeyValue> expected = etcd.client().getKVClient().get(bytes("/registry/"),
                GetOption.builder().isPrefix(true).build()).get().getKvs();
        List<String> seen = new ArrayList<>();
        List<Integer> sizes = new ArrayList<>();
        AtomicInteger pages = new AtomicInteger();
        // ~2 keys per page: over a thousand keys make the scan cut its range along the keys' bytes many times.
        SizeScan.Outcome outcome = new SizeScan(session, 1_000, 4).scan(bytes("/registry/").getBytes(), () -> false,
                (key, valueBytes, rev) -> {
                    seen.add(new String(key, StandardCharsets.UTF_8));
                    sizes.add(valueBytes);
                }, total -> pages.incrementAndGet());
        assertTrue(outcome.complete());
        assertEquals(expected.size(), outcome.totalKeys());
        // Several requests are on their way at once: the keys come in any order, each once, with its own size.
        Map<String, Integer> expectedSizes = new HashMap<>();
        expected.forEach(kv -> expectedSizes.put(kv.getKey().toString(StandardCharsets.UTF_8), kv.getValue().size()));
        Map<String, Integer> seenSizes = new HashMap<>();
        for (int i = 0; i < seen.size(); i++) {
            seenSizes.put(seen.get(i), sizes.get(i));
        }
        assertEquals(expected.size(), seen.size(), "no key twice");
        assertEquals(expectedSizes, seenSizes);
        assertTrue(pages.get() > 100, "pages: " + pages.get());
    }

    @Test
    void stopsBetweenPagesWhenAsked() {
        for (int k = 0; k < 200; k++) {
            etcd.put("/s/k" + k, "v".repeat(100));
        }
        AtomicInteger seen = new AtomicInteger();
        SizeScan.Outcome outcome = new SizeScan(session, 1_000, 5).scan("/s/".getBytes(StandardCharsets.UTF_8),
                () -> seen.get() >= 30, (key, valueBytes, rev) -> seen.incrementAndGet(), total -> { });
        assertFalse(outcome.complete());
        assertTrue(seen.get() >= 30 && seen.get() < 60, "seen " + seen.get());
    }

    private static ByteSequence bytes(String text) {
        return ByteSequence.from(text, StandardCharsets.UTF_8);
    }
}
