package io.etcdexplorer.transfer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static io.etcdexplorer.transfer.TransferFixtures.assertSameData;
import static io.etcdexplorer.transfer.TransferFixtures.concat;
import static io.etcdexplorer.transfer.TransferFixtures.etcdctl;
import static io.etcdexplorer.transfer.TransferFixtures.readAll;
import static io.etcdexplorer.transfer.TransferFixtures.utf8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Our JSON export must be what etcdctl 3.4 prints for the same data, field for field. */
class EtcdctlCompatibilityTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @TempDir
    Path dir;
    private EtcdSession session;

    @BeforeEach
    void connect() throws Exception {
        etcd.deleteAll();
        session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())), h -> { });
        TransferFixtures.seedOdd(session.client(), "/cmp/", false);
        TransferFixtures.putWithLease(session.client(), utf8("/cmp/leased"), utf8("expires"));
        TransferFixtures.put(session.client(), utf8("/cmp/updated"), utf8("v1"));
        TransferFixtures.put(session.client(), utf8("/cmp/updated"), utf8("v2"));
        TransferFixtures.put(session.client(), utf8("/elsewhere"), utf8("outside the prefix"));
    }

    @AfterEach
    void close() {
        session.close();
    }

    @Test
    void prefixExportHasTheSameFieldsAndValuesAsEtcdctl() throws Exception {
        JsonNode ours = export("/cmp/");
        String theirsText = etcdctl(etcd.endpoint(), "get", "--prefix", "/cmp/", "-w", "json");
        assertEquals(MAPPER.readTree(theirsText), ours);
        assertEquals(theirsText, Files.readString(dir.resolve("ours.json")), "even the text is the same");
        // The cases etcdctl prints specially, checked explicitly so a change in etcdctl cannot hide them.
        assertTrue(ours.get("header").get("cluster_id").bigIntegerValue().signum() > 0, "unsigned id");
        JsonNode empty = find(ours, "/cmp/empty");
        assertFalse(empty.has("value"), "etcdctl omits an empty value");
        assertFalse(empty.has("lease"), "etcdctl omits lease 0");
        assertTrue(find(ours, "/cmp/leased").get("lease").asLong() > 0);
        assertEquals(2, find(ours, "/cmp/updated").get("version").asInt());
    }

    @Test
    void wholeKeyspaceAndEmptyResultMatchEtcdctl() throws Exception {
        assertEquals(MAPPER.readTree(etcdctl(etcd.endpoint(), "get", "--prefix", "", "-w", "json")), export(""));
        JsonNode none = export("/nothing/");
        assertEquals(MAPPER.readTree(etcdctl(etcd.endpoint(), "get", "--prefix", "/nothing/", "-w", "json")), none);
        assertFalse(none.has("kvs"));
        assertFalse(none.has("count"));
    }

    @Test
    void importsAFileWrittenByEtcdctlUnderAnotherPrefix() throws Exception {
        Map<ByteBuffer, byte[]> source = readAll(session.client(), "/cmp/");
        Path file = dir.resolve("etcdctl.json");
        Files.writeString(file, etcdctl(etcd.endpoint(), "get", "--prefix", "/cmp/", "-w", "json"));
        JsonImporter importer = new JsonImporter(session);
        PrefixRewrite rewrite = PrefixRewrite.of("/cmp/", "/copy/");

        ImportPreview preview = importer.preview(file, rewrite, () -> false);
        assertEquals(source.size(), preview.added());
        assertEquals(1, preview.leased());
        assertTrue(preview.notes().contains(JsonImporter.leaseNote()));
        importer.importFile(file, rewrite, p -> { }, () -> false);

        Map<ByteBuffer, byte[]> expected = new LinkedHashMap<>();
        source.forEach((k, v) -> expected.put(ByteBuffer.wrap(
                concat(utf8("/copy/"), java.util.Arrays.copyOfRange(TransferFixtures.bytes(k), 5, k.remaining()))), v));
        assertSameData(expected, readAll(session.client(), "/copy/"));
    }

    private JsonNode export(String prefix) throws Exception {
        Path file = dir.resolve("ours.json");
        new JsonExporter(session).export(utf8(prefix), file, p -> { }, () -> false);
        String text = Files.readString(file);
        assertTrue(text.endsWith("}\n"), "one line ending in a newline, like etcdctl");
        return MAPPER.readTree(text);
    }

    private static JsonNode find(JsonNode export, String key) throws Exception {
        for (JsonNode kv : export.get("kvs")) {
            if (new String(kv.get("key").binaryValue(), java.nio.charset.StandardCharsets.UTF_8).equals(key)) {
                return kv;
            }
        }
        throw new AssertionError("no key " + key + " in " + export);
    }
}
