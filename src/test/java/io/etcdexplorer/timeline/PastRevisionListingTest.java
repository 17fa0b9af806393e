package io.etcdexplorer.timeline;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.etcd.jetcd.ByteSequence;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.KeyLister;
import io.etcdexplorer.etcd.KeyMeta;
import io.etcdexplorer.etcd.KeyPage;
import io.etcdexplorer.testsupport.EtcdExtension;
import io.etcdexplorer.testsupport.EtcdTools;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The tree's listing at a past revision is what etcdctl prints for {@code get --prefix --keys-only --rev=N}. */
class PastRevisionListingTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    private EtcdSession session;

    @BeforeEach
    void connect() {
        etcd.deleteAll();
        session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())), h -> { });
    }

    @AfterEach
    void close() {
        session.close();
    }

    private static long revision() throws Exception {
        return etcd.client().getKVClient().get(ByteSequence.from(new byte[]{0})).get(10, TimeUnit.SECONDS)
                .getHeader().getRevision();
    }

    /** "hex-key mod-revision version" lines, as etcdctl -w json reports them (keys base64 there). */
    private static List<String> etcdctl(String prefix, long revision) throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder(EtcdTools.etcdctl().toString(), "--endpoints=" + etcd.endpoint(), "get",
                prefix, "--prefix", "--keys-only", "--rev=" + revision, "-w", "json");
        builder.environment().put("ETCDCTL_API", "3");
        Process process = builder.redirectErrorStream(true).start();
        byte[] out = process.getInputStream().readAllBytes();
        assertEquals(0, process.waitFor(), new String(out, StandardCharsets.UTF_8));
        JsonNode kvs = new ObjectMapper().readTree(out).path("kvs");
        List<String> keys = new ArrayList<>();
        for (JsonNode kv : kvs) {
            byte[] key = Base64.getDecoder().decode(kv.get("key").asText());
            keys.add(HexFormat.of().formatHex(key) + " " + kv.get("mod_revision").asLong() + " "
                    + kv.get("version").asLong());
        }
        return keys;
    }

    private static List<String> ours(List<KeyPage> pages) {
        List<String> keys = new ArrayList<>();
        for (KeyPage page : pages) {
            for (KeyMeta k : page.keys()) {
                keys.add(HexFormat.of().formatHex(k.key()) + " " + k.modRevision() + " " + k.version());
            }
        }
        return keys;
    }

    /** Writes a keyspace, returns its revision, then changes it: deletes, re-creates, modifies and adds keys. */
    private long keyspaceThenChanges() throws Exception {
        for (int i = 0; i < 120; i++) {
            etcd.put("/registry/pods/ns-" + i % 5 + "/pod-" + i, "v" + i);
        }
        etcd.put(new byte[]{'/', 'b', 'i', 'n', '/', 0, 1}, new byte[]{1});
        etcd.put(new byte[]{'/', 'b', 'i', 'n', '/', (byte) 0xff}, new byte[]{2});
        etcd.put("/registry/configmaps/ns-1/cm", "x");
        long past = revision();
        for (int i = 0; i < 120; i += 3) {
            etcd.client().getKVClient().delete(ByteSequence.from("/registry/pods/ns-" + i % 5 + "/pod-" + i,
                    StandardCharsets.UTF_8)).get();
        }
        etcd.put("/registry/pods/ns-0/pod-0", "re-created");
        etcd.put("/registry/pods/ns-1/pod-1", "modified");
        etcd.put("/registry/pods/ns-1/pod-new", "added");
        etcd.put(new byte[]{'/', 'b', 'i', 'n', '/', (byte) 0xff, 0}, new byte[]{3});
        return past;
    }

    @Test
    void theWholeKeyspaceAtAPastRevisionIsWhatEtcdctlPrintsForThatRevision() throws Exception {
        long past = keyspaceThenChanges();
        List<KeyPage> pages = new ArrayList<>();
        long listed = session.listAllKeys(25, pages::add, () -> false, past);
        assertEquals(past, listed);
        List<String> expected = etcdctl("", past);
        assertEquals(123, expected.size());
        assertEquals(expected, ours(pages));
        assertNotEquals(expected, etcdctl("", revision()), "the keyspace did change after the past revision");
        assertTrue(pages.stream().allMatch(p -> p.keys().size() <= 25));
    }

    @Test
    void aPrefixAtAPastRevisionIsWhatEtcdctlPrintsForThatPrefixAndRevision() throws Exception {
        long past = keyspaceThenChanges();
        long now = revision();
        for (String prefix : List.of("/registry/pods/", "/registry/pods/ns-1/", "/bin/", "/registry/nothing/")) {
            for (long revision : new long[]{past, now}) {
                List<KeyPage> pages = new ArrayList<>();
                new KeyLister(session).listPrefix(prefix.getBytes(StandardCharsets.UTF_8), revision, 10, pages::add,
                        () -> false);
                assertEquals(etcdctl(prefix, revision), ours(pages), prefix + " at " + revision);
            }
        }
    }
}
