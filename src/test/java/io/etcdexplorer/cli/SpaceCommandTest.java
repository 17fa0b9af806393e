package io.etcdexplorer.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
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

    private static Result run(Map<String, String> env, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = SpaceCommand.run(List.of(args), env, new PrintStream(out, true, UTF_8),
                new PrintStream(err, true, UTF_8), false);
        return new Result(code, out.toString(UTF_8), err.toString(UTF_8));
    }
}
