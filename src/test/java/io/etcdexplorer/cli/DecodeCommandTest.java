package io.etcdexplorer.cli;

import io.kubernetes.client.proto.IntStr.IntOrString;
import io.kubernetes.client.proto.Meta.ObjectMeta;
import io.kubernetes.client.proto.Runtime.TypeMeta;
import io.kubernetes.client.proto.Runtime.Unknown;
import io.kubernetes.client.proto.V1;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The decode command as a user meets it: input piped from etcdctl or saved to a file, the two output formats, and
 * an exit code and a one-line reason on stderr for everything that cannot be printed. Scripts rely on the codes:
 * 0 decoded, 1 not readable (or encrypted), 2 bad options.
 */
class DecodeCommandTest {

    private static final String YAML_START = "apiVersion: v1\nkind: Service\n";
    private static final String JSON_START = "{\n    \"kind\": \"Service\",\n    \"apiVersion\": \"v1\",\n";
    private static final String KEY_LINE = "/registry/services/specs/shop/web\n";

    @TempDir
    Path dir;

    private record Result(int code, String out, String err) {
    }

    @Test
    void printsYamlByDefault() {
        Result r = run(service());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith(YAML_START), r.out());
        assertTrue(r.out().contains("\n  name: web\n  namespace: shop\n"), r.out());
        assertEquals("", r.err());
        assertEquals(r.out(), run(service(), "-o", "yaml").out());
    }

    @ParameterizedTest
    @ValueSource(strings = {"-o json", "-o=json", "--output json", "--output=json"})
    void printsJsonInEverySpellingOfTheOption(String option) {
        Result r = run(service(), option.split(" "));
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith(JSON_START), r.out());
        assertTrue(r.out().endsWith("}\n"), r.out());
    }

    @Test
    void readsAFileOrStandardInputAsDash() throws Exception {
        Path file = Files.write(dir.resolve("web.bin"), service());
        Result fromFile = run(new byte[0], file.toString());
        assertEquals(0, fromFile.code(), fromFile.err());
        assertTrue(fromFile.out().startsWith(YAML_START), fromFile.out());
        // The option may come after the file, as with kubectl.
        assertTrue(run(new byte[0], file.toString(), "-o", "json").out().startsWith(JSON_START));
        assertEquals(fromFile.out(), run(service(), "-").out());
    }

    @Test
    void acceptsWhatEtcdctlGetPrints() {
        // etcdctl get <key> prints the key on its own line, then the value and a newline.
        Result r = run(concat(KEY_LINE.getBytes(UTF_8), service(), new byte[] {'\n'}));
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith(YAML_START), r.out());
    }

    @Test
    void acceptsAValueWithATrailingNewline() {
        // --print-value-only still adds a newline; it is not part of the protobuf.
        Result r = run(concat(service(), new byte[] {'\n'}), "-o", "json");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith(JSON_START), r.out());
    }

    @Test
    void decodesAJsonCustomResourceFromEtcdctlGet() {
        String stored = "{\"apiVersion\":\"example.com/v1\",\"kind\":\"Widget\","
                + "\"metadata\":{\"name\":\"w\",\"namespace\":\"ns\"},\"spec\":{\"replicas\":2}}";
        Result r = run(("/registry/example.com/widgets/ns/w\n" + stored + "\n").getBytes(UTF_8));
        assertEquals(0, r.code(), r.err());
        assertEquals("apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: w\n  namespace: ns\n"
                + "spec:\n  replicas: 2\n", r.out());
    }

    @Test
    void plainTextIsNotAKubernetesValue() {
        Result r = run("hello\n".getBytes(UTF_8));
        assertEquals(1, r.code());
        assertEquals("", r.out());
        assertTrue(r.err().contains("not a Kubernetes value"), r.err());
        assertTrue(r.err().contains("\"hello\\x0a\""), r.err()); // shows what it did get, control bytes escaped
    }

    @Test
    void emptyInputSaysItIsEmpty() {
        Result r = run(new byte[0]);
        assertEquals(1, r.code());
        assertEquals("", r.out());
        assertTrue(r.err().contains("the input is empty"), r.err());
    }

    @Test
    void aTruncatedValueSaysTruncated() {
        byte[] full = service();
        Result r = run(Arrays.copyOf(full, full.length / 2));
        assertEquals(1, r.code());
        assertEquals("", r.out());
        assertTrue(r.err().startsWith("etcd-explorer decode: "), r.err());
        assertTrue(r.err().contains("truncated"), r.err());
    }

    @Test
    void anEncryptedValueIsExplainedNotPrinted() {
        byte[] value = concat("k8s:enc:aescbc:v1:key1:".getBytes(UTF_8), new byte[] {0x1f, (byte) 0x8b, '\n', 7});
        Result r = run(concat(KEY_LINE.getBytes(UTF_8), value, new byte[] {'\n'}));
        assertEquals(1, r.code());
        assertEquals("", r.out());
        assertTrue(r.err().contains("encrypted at rest"), r.err());
        assertTrue(r.err().contains("aescbc v1"), r.err());
        assertTrue(r.err().contains("key1"), r.err());
    }

    @Test
    void badOptionsExitWithTwoBeforeReadingInput() {
        Result xml = run(service(), "-o", "xml");
        assertEquals(2, xml.code());
        assertEquals("", xml.out());
        assertTrue(xml.err().contains("-o takes yaml or json, not xml"), xml.err());

        Result unknown = run(service(), "--raw");
        assertEquals(2, unknown.code());
        assertTrue(unknown.err().contains("unknown option --raw"), unknown.err());

        Result twoFiles = run(service(), "a.bin", "b.bin");
        assertEquals(2, twoFiles.code());
        assertTrue(twoFiles.err().contains("only one FILE"), twoFiles.err());

        // -o with nothing after it is an error too, not a silent fall back to yaml.
        assertEquals(2, run(service(), "-o").code());
    }

    @ParameterizedTest
    @ValueSource(strings = {"--help", "-h"})
    void helpPrintsUsageAndSucceeds(String flag) {
        Result r = run(service(), flag);
        assertEquals(0, r.code());
        assertTrue(r.out().startsWith("Usage: java -jar etcd-explorer.jar decode [-o yaml|json] [FILE]"), r.out());
        assertEquals("", r.err());
    }

    @Test
    void helpNamesEveryInputWithAnExample() {
        String help = run(new byte[0], "--help").out();
        assertTrue(help.contains("etcdctl get --prefix /registry/deployments/ -w json | java -jar etcd-explorer.jar "
                + "decode\n"), help);
        assertTrue(help.contains("etcdctl get /registry/pods/default/web --print-value-only | java -jar "
                + "etcd-explorer.jar decode\n"), help);
        assertTrue(help.contains("java -jar etcd-explorer.jar decode value.bin\n"), help);
        assertTrue(help.contains("protobuf (k8s\\0...), JSON, or encrypted"), help);
        assertTrue(help.contains("3 etcdctl's JSON had keys that were\ndecoded and keys that were skipped"), help);
    }

    @Test
    void jsonThatIsNeitherEtcdctlOutputNorAnObjectIsNamed() {
        Result r = run("{\"metadata\":{\"name\":\"w\"},\"spec\":{}}\n".getBytes(UTF_8));
        assertEquals(1, r.code());
        assertEquals("", r.out());
        assertEquals("etcd-explorer decode: the input is JSON, but neither the output of etcdctl get -w json (an "
                + "object with \"header\" and \"kvs\") nor a Kubernetes object (with \"apiVersion\" and \"kind\"); it "
                + "has the fields \"metadata\", \"spec\". Pipe in what etcdctl prints: etcdctl get --prefix "
                + "/registry/pods/ -w json | java -jar etcd-explorer.jar decode, or etcdctl get KEY --print-value-only "
                + "| java -jar etcd-explorer.jar decode.\n", r.err());
    }

    @Test
    void aMissingFileIsNamed() {
        String missing = dir.resolve("nope.bin").toString();
        Result r = run(new byte[0], missing);
        assertEquals(1, r.code());
        assertTrue(r.err().contains(missing), r.err());
        assertTrue(r.err().contains("no such file"), r.err());
    }

    @Test
    void aDirectoryCannotBeRead() {
        Result r = run(new byte[0], dir.toString());
        assertEquals(1, r.code());
        assertTrue(r.err().contains("cannot read " + dir), r.err());
    }

    /** Kinds beyond client-java-proto 27.0.0: a derived beta storage version and an aggregated API. */
    @Test
    void printsBetaStorageVersionsAsKubectlDoesAndNotesUnknownKinds() {
        io.kubernetes.client.proto.V1Coordination.Lease lease = io.kubernetes.client.proto.V1Coordination.Lease
                .newBuilder().setMetadata(ObjectMeta.newBuilder().setName("kube-scheduler").setNamespace("kube-system"))
                .setSpec(io.kubernetes.client.proto.V1Coordination.LeaseSpec.newBuilder().setHolderIdentity("cp-1")
                        .setLeaseDurationSeconds(15)).build();
        Result r = run(stored("coordination.k8s.io/v1beta1", "Lease", lease.toByteArray()), "-o", "json");
        assertEquals(0, r.code(), r.err());
        assertEquals("{\n    \"kind\": \"Lease\",\n    \"apiVersion\": \"coordination.k8s.io/v1beta1\",\n    "
                + "\"metadata\": {\n        \"name\": \"kube-scheduler\",\n        \"namespace\": \"kube-system\"\n"
                + "    },\n    \"spec\": {\n        \"holderIdentity\": \"cp-1\",\n        \"leaseDurationSeconds\": 15\n"
                + "    }\n}\n", r.out());
        assertEquals("", r.err());

        Result api = run(stored("apiregistration.k8s.io/v1", "APIService", wrapMetadata()), "-o", "json");
        assertEquals(0, api.code(), api.err());
        assertTrue(api.out().contains("\"name\": \"v1.metrics\""), api.out());
        assertEquals("etcd-explorer decode: note: apiregistration.k8s.io/v1 APIService (protobuf, schema unknown)\n",
                api.err());
    }

    static java.util.List<io.etcdexplorer.kubernetes.NewKindFixtures.Case> newKinds() {
        return io.etcdexplorer.kubernetes.NewKindFixtures.cases();
    }

    /** decode -o json prints every kind beyond client-java-proto 27.0.0 as kubectl get -o json does. */
    @ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.MethodSource("newKinds")
    void printsEveryNewlyCoveredKindAsKubectlDoes(io.etcdexplorer.kubernetes.NewKindFixtures.Case c) throws Exception {
        Result r = run(c.stored(), "-o", "json");
        assertEquals(0, r.code(), r.err());
        assertEquals("", r.err());
        assertTrue(r.out().startsWith("{\n    \"kind\": \"" + c.kind() + "\",\n    \"apiVersion\": \""
                + c.apiVersion() + "\",\n"), r.out());
        // Compacted without reordering, to compare with kubectl's JSON field for field and in order.
        assertEquals(c.json(), new com.fasterxml.jackson.databind.ObjectMapper().readTree(r.out()).toString());
    }

    /** An object whose field 1 is ObjectMeta, as in every kind. */
    private static byte[] wrapMetadata() {
        byte[] meta = ObjectMeta.newBuilder().setName("v1.metrics").build().toByteArray();
        return concat(new byte[] {0x0a, (byte) meta.length}, meta);
    }

    private static byte[] stored(String apiVersion, String kind, byte[] raw) {
        byte[] envelope = Unknown.newBuilder()
                .setTypeMeta(TypeMeta.newBuilder().setApiVersion(apiVersion).setKind(kind))
                .setRaw(com.google.protobuf.ByteString.copyFrom(raw)).setContentEncoding("").setContentType("")
                .build().toByteArray();
        return concat(new byte[] {'k', '8', 's', 0}, envelope);
    }

    private static Result run(byte[] stdin, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = DecodeCommand.run(List.of(args), new ByteArrayInputStream(stdin), new PrintStream(out, true, UTF_8),
                new PrintStream(err, true, UTF_8));
        return new Result(code, out.toString(UTF_8), err.toString(UTF_8));
    }

    /**
     * A Service as kube-apiserver stores it: k8s\0 and a runtime.Unknown around the protobuf object. Built here
     * because KubeFixtures is package-private to io.etcdexplorer.kubernetes.
     */
    private static byte[] service() {
        V1.Service service = V1.Service.newBuilder()
                .setMetadata(ObjectMeta.newBuilder().setName("web").setNamespace("shop")
                        .setUid("9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d"))
                .setSpec(V1.ServiceSpec.newBuilder().setType("ClusterIP").setClusterIP("10.96.12.34")
                        .addPorts(V1.ServicePort.newBuilder().setName("http").setProtocol("TCP").setPort(80)
                                .setTargetPort(IntOrString.newBuilder().setType(0).setIntVal(8080))))
                .build();
        byte[] envelope = Unknown.newBuilder()
                .setTypeMeta(TypeMeta.newBuilder().setApiVersion("v1").setKind("Service"))
                .setRaw(service.toByteString()).setContentEncoding("").setContentType("").build().toByteArray();
        return concat(new byte[] {'k', '8', 's', 0}, envelope);
    }

    private static byte[] concat(byte[]... parts) {
        ByteBuffer all = ByteBuffer.allocate(Arrays.stream(parts).mapToInt(p -> p.length).sum());
        Arrays.stream(parts).forEach(all::put);
        return all.array();
    }
}
