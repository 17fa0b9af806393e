package io.etcdexplorer.timeline;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.protobuf.ByteString;
import io.etcd.jetcd.ByteSequence;
import io.etcdexplorer.diff.DiffText;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.kubernetes.KubeDecoder;
import io.etcdexplorer.kubernetes.KubeFixtures;
import io.etcdexplorer.kubernetes.KubeSchemas;
import io.etcdexplorer.testsupport.EtcdExtension;
import io.kubernetes.client.proto.V1;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Reports built from a real comparison: JSON that parses back, Markdown with the expected rows, no secret shown. */
class ComparisonReportTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();
    private static final String PASSWORD = "s3cr3t!";

    private static EtcdSession session;
    private static KeyspaceComparer comparer;
    private static KeyspaceDiff diff;
    private final ComparisonReport report = new ComparisonReport(new DiffText(new KubeDecoder(new KubeSchemas())));

    /** One comparison shared by the tests: every kind of change, awkward keys and values, a Kubernetes Secret. */
    @BeforeAll
    static void compare() throws Exception {
        session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())), h -> { });
        comparer = new KeyspaceComparer(session);
        V1.Secret secret = KubeFixtures.secret();
        V1.Secret rotated = secret.toBuilder().putData("password", ByteString.copyFromUtf8(PASSWORD + "-2")).build();
        etcd.put("/r/config", "{\"replicas\":1,\"image\":\"web:1\"}");
        etcd.put(b("/r/secrets/shop/db"), KubeFixtures.stored("v1", "Secret", secret));
        etcd.put("/r/gone", "bye");
        etcd.put("/r/pipe|and`tick", "a");
        etcd.put("/r/same", "unchanged value");
        etcd.put("/r/text", "line ```1\nline 2");
        long a = revision();
        etcd.put("/r/config", "{\"replicas\":3,\"image\":\"web:1\"}");
        etcd.put(b("/r/secrets/shop/db"), KubeFixtures.stored("v1", "Secret", rotated));
        etcd.client().getKVClient().delete(ByteSequence.from(b("/r/gone"))).get();
        etcd.put("/r/pipe|and`tick", "b");
        etcd.put("/r/same", "unchanged value"); // written again, same value
        etcd.put("/r/text", "line ```1\nline 2 changed");
        etcd.put(new byte[]{'/', 'r', '/', 0, (byte) 0xff}, new byte[]{1, 2});
        diff = comparer.compare(b("/r/"), a, revision(), () -> false);
    }

    @AfterAll
    static void close() {
        session.close();
    }

    private static byte[] b(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    private static long revision() throws Exception {
        return etcd.client().getKVClient().get(ByteSequence.from(new byte[]{0})).get(10, TimeUnit.SECONDS)
                .getHeader().getRevision();
    }

    @Test
    void jsonParsesBackWithEveryChangeItsRevisionsAndValueDiffs() throws Exception {
        JsonNode root = new ObjectMapper().readTree(report.json(diff, comparer::valueAt, 10));
        assertEquals("/r/", root.get("prefix").asText());
        assertEquals(diff.revisionA(), root.get("revisionA").asLong());
        assertEquals(diff.revisionB(), root.get("revisionB").asLong());
        assertEquals(6, root.get("keysAtA").asLong());
        assertEquals(6, root.get("keysAtB").asLong());
        assertEquals(1, root.at("/counts/added").asLong());
        assertEquals(1, root.at("/counts/deleted").asLong());
        assertEquals(5, root.at("/counts/modified").asLong());
        assertEquals(0, root.at("/counts/unchanged").asLong());
        JsonNode changes = root.get("changes");
        assertEquals(List.of("/r/\\x00\\xff ADDED", "/r/config MODIFIED", "/r/gone DELETED",
                "/r/pipe|and`tick MODIFIED", "/r/same MODIFIED", "/r/secrets/shop/db MODIFIED", "/r/text MODIFIED"),
                changes.findValues("key").stream().map(JsonNode::asText)
                        .map(k -> k + " " + changeOf(changes, k).get("kind").asText()).toList());

        JsonNode config = changeOf(changes, "/r/config");
        assertEquals(config.at("/a/version").asLong() + 1, config.at("/b/version").asLong());
        assertTrue(config.at("/a/modRevision").asLong() <= diff.revisionA());
        assertEquals("JSON", config.at("/valueDiff/formatA").asText());
        String unified = config.at("/valueDiff/unified").asText();
        assertTrue(unified.startsWith("--- /r/config @ " + diff.revisionA() + "\n+++ /r/config @ "
                + diff.revisionB() + "\n@@"), unified);
        assertTrue(unified.contains("\n-  \"replicas\": 1,\n+  \"replicas\": 3,\n"), unified);

        assertTrue(changeOf(changes, "/r/gone").get("b").isNull());
        assertTrue(changeOf(changes, "/r/\\x00\\xff").get("a").isNull());
        assertFalse(changeOf(changes, "/r/gone").has("valueDiff"), "only modified keys get value diffs");
        assertTrue(changeOf(changes, "/r/same").at("/valueDiff/sameContent").asBoolean());
        assertEquals("Kubernetes YAML", changeOf(changes, "/r/secrets/shop/db").at("/valueDiff/formatB").asText());
    }

    private static JsonNode changeOf(JsonNode changes, String key) {
        for (JsonNode change : changes) {
            if (change.get("key").asText().equals(key)) {
                return change;
            }
        }
        throw new AssertionError("no change for " + key);
    }

    @Test
    void secretDataNeverAppearsInEitherReportYetItsChangeShows() {
        for (String text : List.of(report.json(diff, comparer::valueAt, 10), report.markdown(diff, comparer::valueAt,
                10))) {
            for (String secret : List.of(PASSWORD, PASSWORD + "-2")) {
                assertFalse(text.contains(secret), text);
                assertFalse(text.contains(Base64.getEncoder().encodeToString(b(secret))), text);
            }
            assertTrue(text.contains("hidden"), "the Secret's data shows as hidden, with a digest that changed");
        }
    }

    @Test
    void markdownHasTheCountsOneRowPerChangeAndFencesNothingCanBreak() {
        String md = report.markdown(diff, comparer::valueAt, 10);
        assertTrue(md.startsWith("# Keyspace comparison of `/r/`\n\nFrom revision A (" + diff.revisionA()
                + ") to revision B (" + diff.revisionB() + ").\n"), md);
        assertTrue(md.contains("| added | 1 |\n| deleted | 1 |\n| modified | 5 |\n"), md);
        KeyChange gone = diff.changes().get(2);
        assertTrue(md.contains("| `/r/gone` | deleted | mod " + gone.atA().modRevision() + ", v1, created "
                + gone.atA().createRevision() + " | – |\n"), md);
        KeyChange added = diff.changes().get(0);
        assertTrue(md.contains("| `/r/\\x00\\xff` | added | – | mod " + added.atB().modRevision() + ", v1, created "
                + added.atB().modRevision() + " |\n"), md);
        assertTrue(md.contains("| ``/r/pipe\\|and`tick`` | modified |"), "pipe escaped, backtick fenced: " + md);
        assertTrue(md.contains("\n````diff\n--- /r/text @ "), "a value holding ``` gets a longer fence: " + md);
        assertTrue(md.contains("### `/r/same` (modified)\n\nSame content at both revisions (text)"), md);
        assertTrue(md.contains("\n-  \"replicas\": 1,\n+  \"replicas\": 3,\n"), md);
        assertTrue(md.contains("### ``/r/pipe|and`tick`` (modified)\n"), "no table escape in a heading: " + md);
        assertTrue(md.contains("All 5 modified keys, values decoded"), md);
    }

    @Test
    void onlyTheFirstModifiedKeysGetValueDiffsAndAFailedReadIsReportedNotThrown() throws Exception {
        JsonNode root = new ObjectMapper().readTree(report.json(diff, comparer::valueAt, 1));
        assertEquals(1, root.at("/valueDiffs/shown").asInt());
        assertEquals(1, root.get("changes").findValues("valueDiff").size());
        assertTrue(changeOf(root.get("changes"), "/r/config").has("valueDiff"), "the first in key order");

        ValueFetcher broken = (key, revision) -> {
            throw new EtcdAccessException("Cannot reach etcd.", "Check it runs.", null);
        };
        JsonNode failed = new ObjectMapper().readTree(report.json(diff, broken, 2));
        assertEquals("Cannot reach etcd. Check it runs.", changeOf(failed.get("changes"), "/r/config")
                .at("/valueDiff/error").asText());
        assertTrue(changeOf(failed.get("changes"), "/r/pipe|and`tick").at("/valueDiff/error").asText()
                .startsWith("not read after an earlier failure"));
        String md = report.markdown(diff, broken, 1);
        assertTrue(md.contains("Values not read: Cannot reach etcd. Check it runs."), md);
        assertFalse(report.markdown(diff, comparer::valueAt, 0).contains("## Value diffs"));
    }

    @Test
    void anEmptyComparisonSaysSo() {
        KeyspaceDiff none = new KeyspaceDiff(new byte[0], 5, 5, List.of(), 3, 3, 3);
        String md = report.markdown(none, comparer::valueAt, 10);
        assertTrue(md.startsWith("# Keyspace comparison of the whole keyspace\n"), md);
        assertTrue(md.contains("No key changed."), md);
    }
}
