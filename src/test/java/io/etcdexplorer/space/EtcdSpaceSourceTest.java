package io.etcdexplorer.space;

import io.etcd.jetcd.ByteSequence;
import io.etcd.jetcd.KV;
import io.etcdexplorer.etcd.CompactedRevisionException;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The space figures of a Kubernetes-shaped keyspace equal a brute-force count of {@code etcdctl get --prefix -w json};
 * churn equals the writes the test made; the byte cap, stopping and a compacted revision behave as the user is told.
 */
class EtcdSpaceSourceTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    private static final List<String> RESOURCES = List.of("pods", "secrets", "configmaps", "example.com/widgets");

    private EtcdSession session;
    private EtcdSpaceSource source;

    @BeforeEach
    void seed() throws Exception {
        session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())), h -> { });
        source = new EtcdSpaceSource(session);
        int i = 0;
        for (String resource : RESOURCES) {
            for (int ns = 0; ns < 4; ns++) {
                for (int k = 0; k < 8 + 5 * ns; k++) {
                    // Distinct sizes, so "the largest" has one right answer.
                    put("/registry/" + resource + "/ns-" + ns + "/obj-" + k, 50 + 37 * i++);
                }
            }
        }
        for (int ns = 0; ns < 4; ns++) {
            put("/registry/namespaces/ns-" + ns, 20 + ns);
        }
        put("/registry/health", 3);
        put("/registry/services/specs/ns-1/web", 700);
        put("/other/cfg/a", 40_000);
        put("/other/cfg/b", 1);
        put("plain-key", 12);
    }

    @AfterEach
    void close() {
        session.close();
    }

    @Test
    void sizesByPrefixEqualABruteForceCountOfEtcdctlsOutput() throws Exception {
        for (String prefix : List.of("", "/registry/", "/registry/pods/ns-2/")) {
            List<EtcdctlCount.Entry> all = EtcdctlCount.under(etcd.endpoint(), prefix);
            SpaceReport report = source.sizes(prefix.getBytes(StandardCharsets.UTF_8), SpaceGrouping.PREFIX,
                    SpaceSource.DEFAULT_BYTE_CAP, () -> false, p -> { });
            assertTrue(report.complete());
            assertEquals(all.size(), report.root().keys(), prefix);
            checkTree(report.root(), all);
            List<EtcdctlCount.Entry> largest = all.stream()
                    .sorted(Comparator.comparingLong(EtcdctlCount.Entry::bytes).reversed()).limit(50).toList();
            assertEquals(largest.stream().map(e -> new KeySize(e.key(), e.bytes(), e.modRevision())).toList(),
                    report.largest(), prefix);
        }
    }

    @Test
    void sizesByResourceCountEachResourceAndNamespaceLikeTheBruteForce() throws Exception {
        List<EtcdctlCount.Entry> all = EtcdctlCount.under(etcd.endpoint(), "");
        SpaceReport report = source.sizes(new byte[0], SpaceGrouping.RESOURCE, SpaceSource.DEFAULT_BYTE_CAP,
                () -> false, p -> { });
        SpaceNode root = report.root();
        List<String> names = root.children().stream().map(SpaceNode::name).toList();
        assertTrue(names.containsAll(List.of("pods", "secrets", "configmaps", "widgets.example.com", "namespaces",
                "services", "/registry/", "/other/", "plain-key")), names.toString());
        for (SpaceNode resource : root.children()) {
            if (resource.prefix().startsWith("/registry/") && !resource.name().equals("/registry/")) {
                assertFigures(resource, all);
                resource.children().stream().filter(c -> !c.isLeaf()).forEach(ns -> assertFigures(ns, all));
            }
        }
        SpaceNode widgets = root.children().stream().filter(c -> c.name().equals("widgets.example.com"))
                .findFirst().orElseThrow();
        assertEquals("/registry/example.com/widgets/", widgets.prefix());
        assertEquals(List.of("ns-3", "ns-2", "ns-1", "ns-0"), widgets.children().stream().map(SpaceNode::name)
                .toList());
        SpaceNode leftover = root.children().stream().filter(c -> c.name().equals("/registry/")).findFirst()
                .orElseThrow();
        assertEquals(1, leftover.keys(), "only /registry/health is no Kubernetes object");
    }

    @Test
    void theByteCapStopsTheReadAndSaysSo() throws Exception {
        List<EtcdctlCount.Entry> all = EtcdctlCount.under(etcd.endpoint(), "");
        long total = all.stream().mapToLong(EtcdctlCount.Entry::bytes).sum();
        List<ScanProgress> progress = new ArrayList<>();
        SpaceReport capped = source.sizes(new byte[0], SpaceGrouping.PREFIX, total / 2, () -> false,
                progress::add);
        assertFalse(capped.complete());
        assertTrue(capped.root().bytes() <= total / 2 && capped.root().bytes() > 0, "" + capped.root().bytes());
        assertTrue(capped.root().keys() < all.size());
        assertFalse(progress.isEmpty());
        assertEquals(all.size(), progress.get(0).totalKeys());
        assertEquals(total / 2, progress.get(0).byteCap());
    }

    @Test
    void stoppingEndsTheReadBetweenPages() {
        AtomicInteger pages = new AtomicInteger();
        SpaceReport stopped = source.sizes(new byte[0], SpaceGrouping.PREFIX, SpaceSource.DEFAULT_BYTE_CAP,
                () -> pages.get() > 0, p -> pages.incrementAndGet());
        assertFalse(stopped.complete());
        assertEquals(1, pages.get());
    }

    @Test
    void churnCountsTheChangesAndBytesWrittenBetweenTwoRevisions() throws Exception {
        KV kv = etcd.client().getKVClient();
        long from = kv.put(bytes("/registry/pods/ns-0/obj-0"), bytes("x")).get().getHeader().getRevision();
        long written = 0;
        for (int i = 0; i < 5; i++) {
            written += put("/registry/pods/ns-0/hot", 100 + i);
        }
        written += put("/registry/configmaps/ns-1/cm", 300);
        written += put("/registry/configmaps/ns-1/cm", 10);
        kv.delete(bytes("/registry/secrets/ns-2/obj-1")).get();
        long to = kv.delete(bytes("/registry/secrets/ns-2/obj-2")).get().getHeader().getRevision();
        put("/registry/pods/ns-0/hot", 5_000); // after the range: not counted
        SpaceReport churn = source.churn(new byte[0], SpaceGrouping.RESOURCE, from, to, () -> false, p -> { });
        assertTrue(churn.complete());
        assertEquals(SpaceReport.Kind.CHURN, churn.kind());
        assertEquals(9, churn.root().keys());
        assertEquals(written, churn.root().bytes());
        SpaceNode pods = churn.root().children().get(0);
        assertEquals("pods", pods.name(), "top writer first");
        assertEquals(5, pods.keys());
        SpaceNode secrets = churn.root().children().stream().filter(c -> c.name().equals("secrets")).findFirst()
                .orElseThrow();
        assertEquals(2, secrets.keys());
        assertEquals(0, secrets.bytes(), "deletes write nothing");
        KeySize hot = churn.largest().get(0);
        assertEquals("/registry/pods/ns-0/hot", hot.key());
        assertEquals(5, hot.changes());
    }

    @Test
    void churnFromACompactedRevisionNamesTheOldestRevisionKept() throws Exception {
        KV kv = etcd.client().getKVClient();
        long old = kv.put(bytes("/c/a"), bytes("1")).get().getHeader().getRevision();
        long compactAt = kv.put(bytes("/c/a"), bytes("2")).get().getHeader().getRevision();
        kv.put(bytes("/c/a"), bytes("3")).get();
        kv.compact(compactAt).get();
        CompactedRevisionException e = assertThrows(CompactedRevisionException.class,
                () -> source.churn(new byte[0], SpaceGrouping.PREFIX, old - 1, compactAt + 1, () -> false, p -> { }));
        assertTrue(e.getMessage().contains("from revision " + compactAt), e.getMessage());
    }

    @Test
    void membersReportTheirFileAndTheQuotaFromTheirMetrics() {
        List<MemberSpace> members = source.members();
        assertEquals(1, members.size());
        MemberSpace member = members.get(0);
        assertTrue(member.dbSize() > 0);
        assertTrue(member.dbSizeInUse() > 0 && member.dbSizeInUse() <= member.dbSize());
        assertEquals(2L << 30, member.quota(), "etcd's default quota of 2 GiB");
    }

    /** Every box with a prefix of its own holds exactly the keys starting with it; every key box its own bytes. */
    private static void checkTree(SpaceNode node, List<EtcdctlCount.Entry> all) {
        if (node.isLeaf() && !node.name().contains(" other ")) {
            EtcdctlCount.Entry entry = all.stream().filter(e -> e.key().equals(node.prefix())).findFirst()
                    .orElseThrow();
            assertEquals(entry.bytes(), node.bytes(), node.prefix());
            return;
        }
        if (!node.isLeaf()) {
            assertFigures(node, all);
            node.children().forEach(c -> checkTree(c, all));
        }
    }

    private static void assertFigures(SpaceNode node, List<EtcdctlCount.Entry> all) {
        List<EtcdctlCount.Entry> under = all.stream().filter(e -> e.key().startsWith(node.prefix())).toList();
        assertEquals(under.size(), node.keys(), node.prefix());
        assertEquals(under.stream().mapToLong(EtcdctlCount.Entry::bytes).sum(), node.bytes(), node.prefix());
        EtcdctlCount.Entry largest = under.stream().max(Comparator.comparingLong(EtcdctlCount.Entry::bytes))
                .orElseThrow();
        assertEquals(largest.key(), node.largestKey(), node.prefix());
    }

    private static long put(String key, int valueBytes) throws Exception {
        etcd.client().getKVClient().put(bytes(key), ByteSequence.from(new byte[valueBytes])).get();
        return key.getBytes(StandardCharsets.UTF_8).length + valueBytes;
    }

    private static ByteSequence bytes(String text) {
        return ByteSequence.from(text, StandardCharsets.UTF_8);
    }
}
