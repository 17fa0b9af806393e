package io.etcdexplorer.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code etcd-explorer space} against a real etcd: its three output formats, churn, the cap and bad options. */
class SpaceCommandTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    /** Where space --snapshot puts its temporary copy (the app's data folder in real runs). */
    @TempDir
    static Path snapshotsDir;

    @TempDir
    static Path files;

    private record Result(int code, String out, String err) {
    }

    @BeforeAll
    static void seed() {
        for (int ns = 0; ns < 3; ns++) {
            for (int k = 0; k < 5; k++) {
                etcd.put("/registry/pods/ns-" + ns + "/p" + k, "v".repeat(100 * (ns + 1)));
            }
        }
        etcd.put("/registry/example.com/widgets/ns-0/w", "w".repeat(5_000));
        etcd.put("/app/config", "c");
    }

    @Test
    void tableShowsEachPrefixWithItsKeysBytesAndShare() {
        Result r = run(Map.of(), "--endpoints=" + etcd.endpoint(), "--prefix", "/registry/pods/");
        assertEquals(0, r.code, r.err);
        assertTrue(r.out.contains("Sizes at revision"), r.out);
        assertTrue(r.out.lines().anyMatch(l -> l.startsWith("ns-1/") && l.contains(" 5 ") && l.contains("33.3%")),
                r.out);
        assertTrue(r.out.contains("Largest keys"), r.out);
        assertTrue(r.out.contains("MEMBER"), r.out);
        assertEquals("", r.err, "no progress when stderr is not a terminal");
    }

    @Test
    void jsonByResourceTakesTheEndpointFromTheEnvironment() throws Exception {
        Result r = run(Map.of("ETCDCTL_ENDPOINTS", etcd.endpoint()), "--by", "resource", "-o", "json",
                "--prefix=/registry/");
        assertEquals(0, r.code, r.err);
        JsonNode json = new ObjectMapper().readTree(r.out);
        assertEquals(16, json.path("root").path("keys").asLong());
        assertTrue(json.path("complete").asBoolean());
        List<String> names = new ArrayList<>();
        json.path("root").path("children").forEach(c -> names.add(c.path("name").asText()));
        assertEquals("widgets.example.com", names.get(0), names.toString());
        assertEquals(List.of("widgets.example.com", "pods"), names);
        assertEquals("/registry/example.com/widgets/ns-0/w", json.path("largest").get(0).path("key").asText());
    }

    @Test
    void csvAndChurnBetweenTwoRevisions() throws Exception {
        long from = etcd.client().getKVClient().put(io.etcd.jetcd.ByteSequence.from("/churn/a", UTF_8),
                io.etcd.jetcd.ByteSequence.from("1", UTF_8)).get().getHeader().getRevision();
        etcd.put("/churn/a", "22");
        etcd.put("/churn/b", "333");
        Result r = run(Map.of(), "--endpoints=" + etcd.endpoint(), "--prefix=/churn/", "--from-rev", "" + from,
                "-o", "csv");
        assertEquals(0, r.code, r.err);
        List<String> rows = r.out.lines().toList();
        assertEquals("depth,name,prefix,changes,bytes written,share,most changed key,its changes", rows.get(0));
        assertEquals("0,/churn/,/churn/,2,21,1.000000,/churn/b,1", rows.get(1));
    }

    @Test
    void theCapEndsWithItsOwnExitCodeAndMessage() {
        Result r = run(Map.of(), "--endpoints=" + etcd.endpoint(), "--max-bytes=1K");
        assertEquals(3, r.code, r.err);
        assertTrue(r.err.contains("Raise --max-bytes"), r.err);
        assertTrue(r.out.contains("incomplete"), r.out);
    }

    @Test
    void badOptionsAreNamedWithExitCodeTwo() {
        Result by = run(Map.of(), "--by=namespace");
        assertEquals(2, by.code);
        assertTrue(by.err.contains("--by takes prefix or resource, not namespace"), by.err);
        Result size = run(Map.of(), "--max-bytes", "lots");
        assertEquals(2, size.code);
        assertTrue(size.err.contains("--max-bytes takes a size such as 500M"), size.err);
        Result format = run(Map.of(), "-o", "yaml");
        assertTrue(format.err.contains("-o takes table, json or csv"), format.err);
        Result typo = run(Map.of(), "--endpoint", "x");
        assertEquals(2, typo.code);
        assertTrue(typo.err.contains("did you mean --endpoints?"), typo.err);
        Result to = run(Map.of(), "--to-rev=5");
        assertTrue(to.err.contains("--to-rev needs --from-rev"), to.err);
        assertFalse(run(Map.of(), "--help").out.isEmpty());
    }

    @Test
    void anUnreachableEtcdIsExplainedWithExitCodeOne() {
        Result r = run(Map.of(), "--endpoints=http://127.0.0.1:1", "--dial-timeout=1s");
        assertEquals(1, r.code);
        assertTrue(r.err.startsWith("etcd-explorer space: "), r.err);
        assertTrue(r.err.contains("127.0.0.1:1"), r.err);
    }

    @Test
    void aSnapshotFileIsAnalysedOfflineWithTheSameFiguresAsItsSourceAndLeavesNothing() throws Exception {
        Path file = io.etcdexplorer.testsupport.SnapshotFiles.save(etcd, files.resolve("backup.db"));
        Result live = run(Map.of(), "--endpoints=" + etcd.endpoint(), "--prefix=/registry/", "-o", "json");
        // The usual cluster in the environment does not count: --snapshot reads the file.
        Result offline = run(Map.of("ETCDCTL_ENDPOINTS", "http://127.0.0.1:1"), "--snapshot", file.toString(),
                "--prefix=/registry/", "-o", "json");
        assertEquals(0, offline.code, offline.err);
        ObjectMapper json = new ObjectMapper();
        JsonNode fromFile = json.readTree(offline.out);
        JsonNode fromEtcd = json.readTree(live.out);
        assertEquals(16, fromFile.path("root").path("keys").asLong());
        assertEquals(fromEtcd.path("root"), fromFile.path("root"), "the same boxes, keys and bytes");
        assertEquals(fromEtcd.path("largest"), fromFile.path("largest"));
        assertNothingLeft();

        Result table = run(Map.of(), "--snapshot=" + file, "--prefix", "/registry/pods/");
        assertEquals(0, table.code, table.err);
        assertTrue(table.out.lines().anyMatch(l -> l.startsWith("ns-1/") && l.contains(" 5 ")), table.out);
        assertFalse(table.out.contains("MEMBER"), "no member figures: the private etcd's are not the cluster's");
        assertNothingLeft();
    }

    @Test
    void aBadSnapshotFileSaysWhyAndLeavesNothing() throws Exception {
        Path noise = io.etcdexplorer.testsupport.SnapshotFiles.random(files.resolve("noise.bin"), 50_000);
        Result r = run(Map.of(), "--snapshot", noise.toString());
        assertEquals(1, r.code, r.out);
        assertTrue(r.err.startsWith("etcd-explorer space: noise.bin is not an etcd snapshot"), r.err);
        assertTrue(r.err.contains("etcdctl snapshot save FILE"), "the fix: " + r.err);
        assertEquals("", r.out);
        assertNothingLeft();

        Result both = run(Map.of(), "--snapshot", noise.toString(), "--endpoints=" + etcd.endpoint());
        assertEquals(2, both.code);
        assertEquals("etcd-explorer space: --snapshot reads a file, not a cluster: leave out the connection"
                + " options, or leave out --snapshot", both.err.strip());
    }

    @Test
    void aSnapshotWithAHashMismatchSaysHowToReadItAnyway() throws Exception {
        Path file = io.etcdexplorer.testsupport.SnapshotFiles.save(etcd, files.resolve("for-bad-hash.db"));
        Path bad = io.etcdexplorer.testsupport.SnapshotFiles.badHash(file, files.resolve("bad-hash.db"));
        Result r = run(Map.of(), "--snapshot", bad.toString());
        assertEquals(1, r.code, r.out);
        assertTrue(r.err.contains("does not match the SHA-256 hash"), r.err);
        assertTrue(r.err.contains("add --skip-hash-check"), r.err);
        assertNothingLeft();
        Result anyway = run(Map.of(), "--snapshot", bad.toString(), "--skip-hash-check", "--prefix=/app/");
        assertEquals(0, anyway.code, anyway.err);
        assertTrue(anyway.out.contains("Sizes at revision"), anyway.out);
        assertNothingLeft();
    }

    /** No temporary copy, and no etcd of ours running on one. */
    private static void assertNothingLeft() throws Exception {
        try (var left = Files.list(snapshotsDir)) {
            assertEquals(List.of(), left.toList(), "no temporary folder left");
        }
        List<String> running = ProcessHandle.current().descendants().filter(ProcessHandle::isAlive)
                .map(p -> p.info().commandLine().orElse("")).filter(c -> c.contains(snapshotsDir.toString()))
                .toList();
        assertEquals(List.of(), running, "no etcd left running on a copy");
    }

    private static Result run(Map<String, String> env, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = SpaceCommand.run(List.of(args), env, new PrintStream(out, true, UTF_8),
                new PrintStream(err, true, UTF_8), false, snapshotsDir);
        return new Result(code, out.toString(UTF_8), err.toString(UTF_8));
    }
}
