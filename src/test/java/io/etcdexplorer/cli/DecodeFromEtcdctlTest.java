package io.etcdexplorer.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.etcdexplorer.playground.seed.PlaygroundSeed;
import io.etcdexplorer.playground.seed.SeedStep;
import io.etcdexplorer.testsupport.EtcdExtension;
import io.etcdexplorer.testsupport.EtcdTools;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * {@code decode} fed what users have at hand: the real etcdctl's output, {@code get -w json} for many keys and
 * {@code get --print-value-only} for one, read from a real etcd holding values as kube-apiserver writes them (the
 * playground's Deployments in protobuf, a custom resource in JSON).
 */
class DecodeFromEtcdctlTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    private static final String DEPLOYMENTS = "/registry/deployments/shop/";
    private static final String WIDGET = "/registry/example.com/widgets/shop/blue-widget";

    private record Result(int code, String out, String err) {
    }

    @BeforeAll
    static void writeKubernetesValues() {
        for (SeedStep step : PlaygroundSeed.steps()) {
            if (!step.isDelete() && (step.keyText().startsWith(DEPLOYMENTS) || step.hasKey(WIDGET))) {
                etcd.put(step.key(), step.value());
            }
        }
        // Beside them, values that are not Kubernetes objects, as a real /registry/ may hold.
        etcd.put("/registry/odd/a-note", "hello");
        etcd.put("/registry/odd/b-secret".getBytes(UTF_8), concat("k8s:enc:aescbc:v1:key1:".getBytes(UTF_8),
                new byte[] {0x1f, (byte) 0x8b, '\n', 7}));
        etcd.put("/registry/odd/c-widget", etcd.get(WIDGET).orElseThrow());
    }

    @Test
    void everyKeyOfGetPrefixJsonIsPrintedAsYamlWithItsKey() {
        byte[] json = etcdctl("get", "--prefix", DEPLOYMENTS, "-w", "json");
        Result r = decode(json);
        assertEquals(0, r.code(), r.err());
        assertEquals("", r.err());
        assertEquals(List.of("# /registry/deployments/shop/cart", "# /registry/deployments/shop/checkout",
                "# /registry/deployments/shop/frontend"), lines(r.out(), "^# .*"));
        assertEquals(List.of("cart", "checkout", "frontend"), lines(r.out(), "(?<=^  name: ).*"));
        assertEquals(3, lines(r.out(), "^kind: Deployment$").size(), r.out());
        // One YAML stream: documents separated by ---, each starting with its key.
        assertTrue(r.out().startsWith("# /registry/deployments/shop/cart\napiVersion: apps/v1\nkind: Deployment\n"),
                r.out());
        assertEquals(2, lines(r.out(), "^---$").size(), r.out());
        assertTrue(r.out().contains("\n---\n# /registry/deployments/shop/checkout\napiVersion: apps/v1\n"), r.out());
        // As the API server would serve it: resourceVersion is etcd's mod_revision of the key.
        assertEquals(modRevisions(json), lines(r.out(), "(?<=^  resourceVersion: \")\\d+(?=\"$)"));
    }

    @Test
    void withJsonOutputEachKeyIsAJsonStringBeforeItsObject() throws IOException {
        Result r = decode(etcdctl("get", "--prefix", DEPLOYMENTS, "-w", "json"), "-o", "json");
        assertEquals(0, r.code(), r.err());
        List<JsonNode> stream = new ArrayList<>();
        try (MappingIterator<JsonNode> values = new ObjectMapper().readerFor(JsonNode.class).readValues(r.out())) {
            values.forEachRemaining(stream::add);
        }
        assertEquals(6, stream.size(), r.out());
        String[] names = {"cart", "checkout", "frontend"};
        for (int i = 0; i < 3; i++) {
            assertEquals(DEPLOYMENTS + names[i], stream.get(2 * i).asText());
            assertEquals("Deployment", stream.get(2 * i + 1).path("kind").asText());
            assertEquals(names[i], stream.get(2 * i + 1).path("metadata").path("name").asText());
            assertEquals("shop", stream.get(2 * i + 1).path("metadata").path("namespace").asText());
        }
        assertTrue(r.out().startsWith("\"/registry/deployments/shop/cart\"\n{\n    \"kind\": \"Deployment\",\n"),
                r.out());
    }

    @Test
    void keysThatAreNotKubernetesObjectsGetANoteAndTheRestIsPrinted() {
        Result r = decode(etcdctl("get", "--prefix", "/registry/odd/", "-w", "json"));
        assertEquals(3, r.code(), "some printed, some skipped: " + r.err());
        assertEquals(List.of("# /registry/odd/c-widget"), lines(r.out(), "^# .*"));
        assertTrue(r.out().contains("kind: Widget\nmetadata:\n"), r.out());
        assertEquals(List.of(
                "etcd-explorer decode: /registry/odd/a-note: skipped, not a Kubernetes value (it starts with "
                        + "\"hello\")",
                "etcd-explorer decode: /registry/odd/b-secret: skipped, the value is encrypted with aescbc v1 key "
                        + "key1; only the API server can read it (kubectl get)"), r.err().lines().toList());

        Result none = decode(etcdctl("get", "--prefix", "/registry/odd/a", "-w", "json"));
        assertEquals(1, none.code(), "nothing printed");
        assertEquals("", none.out());
    }

    @Test
    void aProtobufValueFromPrintValueOnlyIsDecoded() {
        // etcdctl adds a newline after the binary value; both YAML and JSON read it as it comes.
        byte[] raw = etcdctl("get", DEPLOYMENTS + "frontend", "--print-value-only");
        assertEquals('\n', raw[raw.length - 1]);
        Result yaml = decode(raw);
        assertEquals(0, yaml.code(), yaml.err());
        assertTrue(yaml.out().startsWith("apiVersion: apps/v1\nkind: Deployment\nmetadata:\n"), yaml.out());
        assertEquals(List.of("frontend"), lines(yaml.out(), "(?<=^  name: ).*"));
        Result json = decode(raw, "-o", "json");
        assertEquals(0, json.code(), json.err());
        assertTrue(json.out().startsWith("{\n    \"kind\": \"Deployment\",\n    \"apiVersion\": \"apps/v1\",\n"),
                json.out());
        assertTrue(json.out().contains("\"name\": \"frontend\""), json.out());
        // Saved without the newline (e.g. by a script that strips it), the same object.
        assertEquals(yaml.out(), decode(Arrays.copyOf(raw, raw.length - 1)).out());
    }

    @Test
    void aJsonValueFromPrintValueOnlyIsDecoded() {
        Result r = decode(etcdctl("get", WIDGET, "--print-value-only"));
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("apiVersion: example.com/v1\nkind: Widget\nmetadata:\n"), r.out());
        assertEquals(List.of("blue-widget"), lines(r.out(), "(?<=^  name: ).*"));
    }

    @Test
    void aKeyThatMatchesNothingSaysSo() {
        Result json = decode(etcdctl("get", "--prefix", "/registry/nothing/", "-w", "json"));
        assertEquals(1, json.code());
        assertEquals("", json.out());
        assertTrue(json.err().contains("the etcdctl output holds no keys (\"count\": 0): the key or prefix matched "
                + "nothing"), json.err());

        Result raw = decode(etcdctl("get", "/registry/nothing", "--print-value-only"));
        assertEquals(1, raw.code());
        assertTrue(raw.err().contains("the input is empty"), raw.err());
        assertTrue(raw.err().contains("etcdctl prints nothing for a key that does not exist"), raw.err());
    }

    @Test
    void keysOnlyOutputIsNamedAsSuch() {
        Result r = decode(etcdctl("get", "--prefix", DEPLOYMENTS, "--keys-only", "-w", "json"));
        assertEquals(1, r.code());
        assertEquals("etcd-explorer decode: the etcdctl output has keys but no values: it was read with "
                + "--keys-only. Run the same etcdctl get without --keys-only.\n", r.err());
    }

    @Test
    void cutShortJsonIsNamedWithTheFix() {
        byte[] json = etcdctl("get", "--prefix", DEPLOYMENTS, "-w", "json");
        Result r = decode(Arrays.copyOf(json, json.length / 2));
        assertEquals(1, r.code());
        assertEquals("", r.out());
        assertTrue(r.err().startsWith("etcd-explorer decode: the input starts like JSON but is not valid JSON (it "
                + "ends too early at line 1, column "), r.err());
        assertTrue(r.err().contains("Pipe etcdctl's output in unchanged, e.g. etcdctl get --prefix"), r.err());
    }

    private static List<String> modRevisions(byte[] json) {
        return lines(new String(json, UTF_8).replace(",", ",\n"), "(?<=\"mod_revision\":)\\d+");
    }

    private static List<String> lines(String text, String regex) {
        Matcher m = Pattern.compile(regex, Pattern.MULTILINE).matcher(text);
        List<String> found = new ArrayList<>();
        while (m.find()) {
            found.add(m.group());
        }
        return found;
    }

    /** The real etcdctl of the etcd under test, its standard output as bytes (binary values stay intact). */
    private static byte[] etcdctl(String... args) {
        List<String> command = new ArrayList<>(List.of(EtcdTools.etcdctl().toString(),
                "--endpoints=" + etcd.endpoint()));
        command.addAll(List.of(args));
        try {
            ProcessBuilder builder = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD);
            builder.environment().put("ETCDCTL_API", "3");
            Process process = builder.start();
            byte[] out = process.getInputStream().readAllBytes();
            if (!process.waitFor(30, TimeUnit.SECONDS) || process.exitValue() != 0) {
                fail("etcdctl " + String.join(" ", args) + " failed");
            }
            return out;
        } catch (IOException e) {
            throw new AssertionError(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    /** etcdctl's output piped into the app's decode verb, as {@code etcdctl … | etcd-explorer decode}. */
    private static Result decode(byte[] stdin, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = DecodeCommand.run(List.of(args), new ByteArrayInputStream(stdin), new PrintStream(out, true, UTF_8),
                new PrintStream(err, true, UTF_8));
        return new Result(code, out.toString(UTF_8), err.toString(UTF_8));
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] both = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, both, a.length, b.length);
        return both;
    }
}
