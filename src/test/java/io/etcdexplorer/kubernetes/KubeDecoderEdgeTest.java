package io.etcdexplorer.kubernetes;

import com.google.protobuf.CodedInputStream;
import com.google.protobuf.CodedOutputStream;
import io.kubernetes.client.proto.Meta.Time;
import io.kubernetes.client.proto.Runtime.Unknown;
import io.kubernetes.client.proto.V1;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import static io.etcdexplorer.kubernetes.KubeFixtures.utf8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * What the decoder does with values that are not a plain, whole built-in object: encrypted, truncated, corrupt,
 * of an unknown kind, JSON or CBOR custom resources, or not Kubernetes at all. The rule under test: a value that
 * looks like Kubernetes either decodes or fails with a KubeDecodeException that says why, never anything else.
 */
class KubeDecoderEdgeTest {

    private static final KubeDecoder DECODER = new KubeDecoder(new KubeSchemas()); // descriptors load once
    private static final String WIDGET_JSON = "{\"apiVersion\":\"example.com/v1\",\"kind\":\"Widget\","
            + "\"metadata\":{\"name\":\"w\",\"namespace\":\"ns\"},\"spec\":{\"replicas\":2}}";

    @ParameterizedTest
    @CsvSource({"aescbc,key1", "aesgcm,key-2025", "secretbox,sb", "kms,my-kms-plugin"})
    void v1EnvelopesNameTheirProviderAndKey(String provider, String key) throws Exception {
        byte[] ciphertext = new byte[300];
        Arrays.fill(ciphertext, (byte) ':'); // colons in the ciphertext must not be taken for the prefix's
        ciphertext[7] = 0;
        byte[] value = concat(utf8("k8s:enc:" + provider + ":v1:" + key + ":"), ciphertext);
        EncryptedValue encrypted = encrypted(value);
        assertEquals(new EncryptedValue(provider, "v1", key, value.length, 300, "", Map.of(), "", 0), encrypted);
        assertEquals(KubeValue.Storage.ENCRYPTED, encrypted.storage());
        assertTrue(encrypted.describe().contains("cannot be read without the encryption key"), encrypted.describe());
        // Where the key lives differs: a KMS plugin, or the API server's EncryptionConfiguration.
        String holder = provider.equals("kms") ? "through its KMS plugin" : "in its EncryptionConfiguration";
        assertTrue(encrypted.describe().contains(holder), encrypted.describe());
    }

    @Test
    void kmsV2EnvelopeShowsKeyIdAnnotationsAndDek() throws Exception {
        byte[] value = kmsV2(1);
        EncryptedValue encrypted = encrypted(value);
        assertEquals(new EncryptedValue("kms", "v2", "gcp-kms", value.length, 512, "projects/p/keys/k/3",
                Map.of("kms.kubernetes.io/seed", 32, "version.encryption.example.com", 7),
                "HKDF_SHA256_XNONCE_AES_GCM_SEED", 48), encrypted);
        assertEquals("encrypted with kms v2 plugin gcp-kms", encrypted.summary());
        String text = encrypted.describe();
        assertTrue(text.contains("KMS key id:      projects/p/keys/k/3"), text);
        assertTrue(text.contains("kms.kubernetes.io/seed (32 bytes)"), text);
        assertTrue(text.contains("cannot be read without the encryption key"), text);
        // proto3 leaves the zero enum off the wire, so "absent" must read as AES_GCM_KEY.
        assertEquals("AES_GCM_KEY", encrypted(kmsV2(0)).dekSourceType());
    }

    @ParameterizedTest
    @ValueSource(strings = {"k8s:enc:", "k8s:enc:aescbc", "k8s:enc:aescbc:", "k8s:enc:aescbc:v1",
            "k8s:enc:aescbc:v1:key1", "k8s:enc:kms:v2:plugin"})
    void aPrefixCutShortIsTruncated(String value) {
        assertMentions(assertThrows(KubeDecodeException.class, () -> DECODER.decode(utf8(value))), "truncated");
    }

    @Test
    void aKmsV2EnvelopeCutInsideAFieldIsTruncated() throws Exception {
        byte[] full = kmsV2(1);
        int body = "k8s:enc:kms:v2:gcp-kms:".length();
        Set<Integer> boundaries = fieldBoundaries(Arrays.copyOfRange(full, body, full.length), body);
        for (int length = body + 1; length < full.length; length++) {
            if (!boundaries.contains(length)) {
                byte[] cut = Arrays.copyOf(full, length);
                assertMentions(assertThrows(KubeDecodeException.class, () -> DECODER.decode(cut),
                        "cut at " + length), "truncated");
            }
        }
    }

    @Test
    void aPodCutAnywhereEitherDecodesAtAFieldBoundaryOrSaysTruncated() throws Exception {
        byte[] full = KubeFixtures.stored("v1", "Pod", KubeFixtures.pod());
        // A cut between two fields of the envelope leaves a shorter valid message, which protobuf cannot tell apart.
        Set<Integer> boundaries = fieldBoundaries(Arrays.copyOfRange(full, 4, full.length), 4);
        byte[] raw = Unknown.parseFrom(Arrays.copyOfRange(full, 4, full.length)).getRaw().toByteArray();
        int rawStart = indexOf(full, raw);
        for (int length = 5; length < full.length; length++) {
            byte[] cut = Arrays.copyOf(full, length);
            if (boundaries.contains(length)) {
                assertEquals("Pod", object(cut).kind(), "cut at " + length);
                continue;
            }
            KubeDecodeException e = assertThrows(KubeDecodeException.class, () -> DECODER.decode(cut),
                    "cut at " + length);
            boolean insideRaw = length > rawStart && length < rawStart + raw.length;
            assertMentions(e, insideRaw ? "truncated" : "truncated|corrupt");
        }
    }

    @Test
    void flippedBytesDecodeOrFailCleanly() {
        byte[] full = KubeFixtures.stored("v1", "Pod", KubeFixtures.pod());
        for (int at = 4; at < full.length; at++) {
            for (int mask : new int[] {0x01, 0x80, 0xff}) {
                byte[] flipped = full.clone();
                flipped[at] ^= (byte) mask;
                try {
                    DECODER.decode(flipped); // a flip inside a string still decodes, to different text
                } catch (KubeDecodeException expected) {
                    // fine: named as a Kubernetes decode failure
                } catch (RuntimeException e) {
                    fail("byte " + at + " ^ " + mask + " threw " + e, e);
                }
            }
        }
    }

    @Test
    void anInvalidWireTypeIsCorruptAndSaysWhere() {
        byte[] envelope = KubeFixtures.stored("v1", "Pod", KubeFixtures.pod());
        envelope[4] = 0x0f; // field 1 with wire type 7, which does not exist
        assertMentions(assertThrows(KubeDecodeException.class, () -> DECODER.decode(envelope)), "corrupt");

        byte[] object = KubeFixtures.stored("v1", "Pod", KubeFixtures.pod());
        byte[] raw = KubeFixtures.pod().toByteArray();
        object[indexOf(object, raw)] = 0x0f; // the envelope is fine, the Pod inside it is not
        KubeDecodeException e = assertThrows(KubeDecodeException.class, () -> DECODER.decode(object));
        assertMentions(e, "v1 Pod");
        assertMentions(e, "corrupt");
    }

    @Test
    void randomGarbageAfterTheMagicIsAlwaysADecodeException() {
        Random random = new Random(20250303); // fixed: a failure must be reproducible
        for (int i = 0; i < 2_000; i++) {
            byte[] garbage = new byte[4 + random.nextInt(300)];
            random.nextBytes(garbage);
            System.arraycopy(KubeDecoder.MAGIC, 0, garbage, 0, 4);
            assertThrows(KubeDecodeException.class, () -> DECODER.decode(garbage), () -> Arrays.toString(garbage));
        }
    }

    @Test
    void anEnvelopeWithoutAKindIsRejected() {
        byte[] noKind = KubeFixtures.stored("v1", "", KubeFixtures.pod());
        assertMentions(assertThrows(KubeDecodeException.class, () -> DECODER.decode(noKind)), "no kind");
        assertMentions(assertThrows(KubeDecodeException.class, () -> DECODER.decode(KubeDecoder.MAGIC)), "no kind");
    }

    @Test
    void aTimeOutsideJavasRangeIsCorruptNotACrash() {
        V1.Pod.Builder pod = KubeFixtures.pod().toBuilder();
        pod.getMetadataBuilder().setCreationTimestamp(Time.newBuilder().setSeconds(Long.MAX_VALUE).setNanos(0));
        byte[] value = KubeFixtures.stored("v1", "Pod", pod.build());
        assertThrows(KubeDecodeException.class, () -> DECODER.decode(value));
    }

    @Test
    void anUnknownKindShowsItsMetadataByNameAndTheRestByNumber() throws Exception {
        KubeObject api = object(KubeFixtures.stored("apiregistration.k8s.io/v1", "APIService", KubeFixtures.service()));
        assertFalse(api.schemaKnown());
        assertEquals("apiregistration.k8s.io/v1 APIService (protobuf, schema unknown)", api.summary());
        List<String> names = new ArrayList<>();
        api.json().fieldNames().forEachRemaining(names::add);
        assertEquals(List.of("kind", "apiVersion", "metadata", "2", "3"), names);
        assertEquals("web", api.name());                              // ObjectMeta is the same in every group
        assertEquals("shop", api.namespace());
        assertEquals("{\"app\":\"web\"}", api.json().at("/metadata/labels").toString());
        assertEquals(80, api.json().at("/2/1/3").asInt());            // spec.ports[0].port, by number
        assertEquals("7", api.withResourceVersion(7).json().at("/metadata/resourceVersion").asText());
    }

    @Test
    void aJsonCustomResourceDecodes() throws Exception {
        KubeObject widget = object(utf8(WIDGET_JSON));
        assertEquals("example.com/v1 Widget (JSON)", widget.summary()); // also: storage JSON, schema known
        assertEquals("w", widget.name());
        assertEquals("ns", widget.namespace());
    }

    @ParameterizedTest
    @ValueSource(strings = {"{\"metadata\":{\"name\":\"w\"}}", "{\"apiVersion\":\"v1\"}", "{\"kind\":\"Pod\"}",
            "{\"apiVersion\":1,\"kind\":\"Pod\"}", "[{\"apiVersion\":\"v1\",\"kind\":\"Pod\"}]", "{not json",
            "hello world", "", "\u0000\u0001\u00ff\u0080binary"})
    void anythingElseIsNotAKubernetesValue(String value) throws Exception {
        assertTrue(DECODER.decode(utf8(value)).isEmpty());
    }

    @Test
    void aCborCustomResourceReadsAsTheServerWouldServeIt() throws Exception {
        KubeObject widget = object(cborWidget());
        assertEquals(KubeValue.Storage.CBOR, widget.storage());
        assertEquals("w", widget.name());
        assertEquals("{\"apiVersion\":\"example.com/v1\",\"kind\":\"Widget\","
                + "\"metadata\":{\"name\":\"w\",\"namespace\":\"ns\"},\"spec\":{\"replicas\":2,\"offset\":-100,"
                + "\"enabled\":true,\"owner\":null,\"ratio\":1.5,\"scale\":2,\"cert\":\"AQIDBA==\","
                + "\"items\":[\"a\",1,false]}}", widget.json().toString());
    }

    @Test
    void cborCutAnywhereIsTruncated() {
        byte[] full = cborWidget();
        for (int length = 3; length < full.length; length++) {
            byte[] cut = Arrays.copyOf(full, length);
            assertMentions(assertThrows(KubeDecodeException.class, () -> DECODER.decode(cut), "cut at " + length),
                    "truncated");
        }
    }

    @Test
    void resourceVersionGoesRightAfterUid() throws Exception {
        KubeObject pod = object(KubeFixtures.stored("v1", "Pod", KubeFixtures.pod())).withResourceVersion(4711);
        List<String> keys = new ArrayList<>();
        pod.json().get("metadata").fieldNames().forEachRemaining(keys::add);
        assertEquals(List.of("name", "generateName", "namespace", "uid", "resourceVersion", "creationTimestamp"),
                keys.subList(0, 6));
        assertEquals("4711", pod.json().at("/metadata/resourceVersion").asText());
    }

    @Test
    void aCustomResourceGetsResourceVersionWhereTheServersSortedMapPutsIt() throws Exception {
        // The server writes custom resources from a Go map, so stored keys are sorted, and it serves them sorted
        // again after filling in resourceVersion: between namespace and uid, not "after uid".
        KubeObject widget = object(utf8("{\"apiVersion\":\"example.com/v1\",\"kind\":\"Widget\",\"metadata\":{"
                + "\"creationTimestamp\":\"2025-03-03T09:15:04Z\",\"generation\":1,\"name\":\"w\",\"namespace\":\"ns\","
                + "\"uid\":\"u-1\"}}")).withResourceVersion(9);
        assertEquals("{\"creationTimestamp\":\"2025-03-03T09:15:04Z\",\"generation\":1,\"name\":\"w\",\"namespace\":"
                + "\"ns\",\"resourceVersion\":\"9\",\"uid\":\"u-1\"}", widget.json().get("metadata").toString());
    }

    @Test
    void resourceVersionIsANoOpWithoutMetadataOrRevision() throws Exception {
        KubeObject bare = object(utf8("{\"apiVersion\":\"v1\",\"kind\":\"Status\",\"code\":404}"));
        assertSame(bare, bare.withResourceVersion(5));
        KubeObject widget = object(utf8(WIDGET_JSON));
        assertSame(widget, widget.withResourceVersion(0));
    }

    private static KubeObject object(byte[] value) throws KubeDecodeException {
        return (KubeObject) DECODER.decode(value).orElseThrow();
    }

    private static EncryptedValue encrypted(byte[] value) throws KubeDecodeException {
        return (EncryptedValue) DECODER.decode(value).orElseThrow();
    }

    private static void assertMentions(Exception e, String wordsRegex) {
        assertTrue(e.getMessage().matches("(?s).*(" + wordsRegex + ").*"), e.getMessage());
    }

    /** k8s:enc:kms:v2:gcp-kms: and an EncryptedObject, with an unknown field 9 that must be skipped. */
    private static byte[] kmsV2(int sourceType) throws IOException {
        return concat(utf8("k8s:enc:kms:v2:gcp-kms:"), proto(out -> {
            out.writeByteArray(1, new byte[512]);
            out.writeString(2, "projects/p/keys/k/3");
            out.writeByteArray(3, new byte[48]);
            out.writeByteArray(4, annotation("kms.kubernetes.io/seed", 32));
            out.writeByteArray(4, annotation("version.encryption.example.com", 7));
            if (sourceType != 0) {
                out.writeEnum(5, sourceType);
            }
            out.writeString(9, "from a newer Kubernetes");
        }));
    }

    /** One map<string, bytes> entry: key 1, value 2. */
    private static byte[] annotation(String key, int size) throws IOException {
        return proto(out -> {
            out.writeString(1, key);
            out.writeByteArray(2, new byte[size]);
        });
    }

    private interface Fields { void write(CodedOutputStream out) throws IOException; }

    private static byte[] proto(Fields fields) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        CodedOutputStream out = CodedOutputStream.newInstance(bytes);
        fields.write(out);
        out.flush();
        return bytes.toByteArray();
    }

    /** Offsets (plus shift) where a top-level field of the message ends: cutting there leaves valid protobuf. */
    private static Set<Integer> fieldBoundaries(byte[] message, int shift) throws IOException {
        Set<Integer> ends = new HashSet<>(Set.of(shift));
        CodedInputStream in = CodedInputStream.newInstance(message);
        for (int tag = in.readTag(); tag != 0; tag = in.readTag()) {
            in.skipField(tag);
            ends.add(shift + in.getTotalBytesRead());
        }
        return ends;
    }

    /** The Widget as the API server writes CBOR: Go strings as byte strings, []byte tagged 22 for base64. */
    private static byte[] cborWidget() {
        return cbor(0xd9, 0xd9, 0xf7, 0xa4, "apiVersion", "example.com/v1", "kind", "Widget",
                "metadata", 0xa2, "name", "w", "namespace", "ns",
                "spec", 0xa8, "replicas", 0x02,
                "offset", 0x38, 99,                         // -100, i.e. -1 - 99
                "enabled", 0xf5, "owner", 0xf6,
                "ratio", 0xf9, 0x3e, 0x00,                  // half-precision 1.5
                "scale", 0xfb, 0x40, 0, 0, 0, 0, 0, 0, 0,   // float64 2.0, which Go prints as 2
                "cert", 0xd6, 0x44, 1, 2, 3, 4,             // tag 22 on a 4-byte string: base64 in JSON
                "items", 0x9f, "a", 0x01, 0xf4, 0xff);      // an indefinite-length array and its break
    }

    /** Strings become CBOR byte strings (each under 24 bytes, so the length fits the first byte); ints raw bytes. */
    private static byte[] cbor(Object... items) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (Object item : items) {
            if (item instanceof String text) {
                out.write(0x40 | utf8(text).length);
                out.writeBytes(utf8(text));
            } else {
                out.write((Integer) item);
            }
        }
        return out.toByteArray();
    }

    private static byte[] concat(byte[] a, byte[] b) {
        return ByteBuffer.allocate(a.length + b.length).put(a).put(b).array();
    }

    private static int indexOf(byte[] haystack, byte[] needle) {
        for (int i = 0; i + needle.length <= haystack.length; i++) {
            if (Arrays.equals(haystack, i, i + needle.length, needle, 0, needle.length)) {
                return i;
            }
        }
        throw new AssertionError("not found");
    }
}
