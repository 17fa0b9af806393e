package io.etcdexplorer.transfer;

import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static io.etcdexplorer.transfer.TransferFixtures.put;
import static io.etcdexplorer.transfer.TransferFixtures.readAll;
import static io.etcdexplorer.transfer.TransferFixtures.utf8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class JsonImportTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    @TempDir
    Path dir;
    private EtcdSession session;

    @BeforeEach
    void connect() {
        etcd.deleteAll();
        session = connect(false);
    }

    @AfterEach
    void close() {
        session.close();
    }

    private EtcdSession connect(boolean readOnly) {
        return new EtcdConnector().connect(ConnectionSettings.builder(List.of(etcd.endpoint())).readOnly(readOnly)
                .build(), h -> { });
    }

    /** Exports {@code prefix} to a file. */
    private Path export(String prefix) throws Exception {
        Path file = dir.resolve("export.json");
        new JsonExporter(session).export(utf8(prefix), file, p -> { }, () -> false);
        return file;
    }

    @Test
    void previewCountsNewChangedAndIdenticalKeys() throws Exception {
        TransferFixtures.seedMany(session.client(), "/p/", 10);
        Path file = export("/p/");
        etcd.deleteAll();
        TransferFixtures.seedMany(session.client(), "/p/", 6);      // k00000..k00005 identical
        etcd.put("/p/k00001", "different");
        etcd.put("/p/k00002", "different");

        ImportPreview preview = new JsonImporter(session).preview(file, PrefixRewrite.none(), () -> false);

        assertEquals(10, preview.keys());
        assertEquals(4, preview.identical());
        assertEquals(2, preview.changed());
        assertEquals(4, preview.added());
        assertEquals(List.of("/p/k00000", "/p/k00001", "/p/k00002", "/p/k00003", "/p/k00004"), preview.sampleKeys());
        assertTrue(preview.bytes() > 10 * "/p/k00000".length());
        assertTrue(preview.notes().contains(JsonImporter.leaseNote()), preview.notes().toString());
        assertTrue(preview.canImport());
        assertTrue(preview.sourceHeader().revision() > 0);
        assertEquals(6, readAll(session.client(), "/p/").size(), "a preview writes nothing");
    }

    @Test
    void previewWithRewriteComparesTargetKeysAndSkipsOthers() throws Exception {
        TransferFixtures.seedMany(session.client(), "/src/", 5);
        etcd.put("/zzz", "outside");
        Path file = export("");
        etcd.put("/dst/k00000", "value-0-");    // identical to /src/k00000 after the rewrite

        ImportPreview preview = new JsonImporter(session)
                .preview(file, PrefixRewrite.of("/src/", "/dst/"), () -> false);

        assertEquals(5, preview.keys());
        assertEquals(1, preview.identical());
        assertEquals(4, preview.added());
        assertEquals(1, preview.skipped());
        assertEquals("/dst/k00000", preview.sampleKeys().get(0));
    }

    @Test
    void aValueOverTheRequestLimitIsRefusedBeforeAnythingIsWritten() throws Exception {
        // etcd itself would refuse to store a 2 MiB value, so the file is written by hand: 300 small keys first.
        Path file = dir.resolve("big.json");
        try (com.fasterxml.jackson.core.JsonGenerator json = new com.fasterxml.jackson.core.JsonFactory()
                .createGenerator(file.toFile(), com.fasterxml.jackson.core.JsonEncoding.UTF8)) {
            json.writeStartObject();
            json.writeArrayFieldStart("kvs");
            for (int i = 0; i < 300; i++) {
                writeKv(json, utf8(String.format("/a/k%03d", i)), utf8("small"));
            }
            writeKv(json, utf8("/a/zz-big"), new byte[2 * 1024 * 1024]);
            json.writeEndArray();
            json.writeEndObject();
        }
        JsonImporter importer = new JsonImporter(session);

        ImportPreview preview = importer.preview(file, PrefixRewrite.none(), () -> false);
        assertFalse(preview.canImport());
        assertEquals(List.of("/a/zz-big (2.0 MiB)"), preview.tooLarge());
        EtcdAccessException e = assertThrows(EtcdAccessException.class,
                () -> importer.importFile(file, PrefixRewrite.none(), p -> { }, () -> false));
        assertTrue(e.getMessage().contains("/a/zz-big"), e.getMessage());
        assertTrue(e.getMessage().contains("1.5 MiB"), e.getMessage());
        assertTrue(e.getMessage().contains("nothing was written"), e.getMessage());
        assertEquals(0, readAll(session.client(), "").size());
    }

    private static void writeKv(com.fasterxml.jackson.core.JsonGenerator json, byte[] key, byte[] value)
            throws java.io.IOException {
        json.writeStartObject();
        json.writeFieldName("key");
        json.writeBinary(key);
        json.writeFieldName("value");
        json.writeBinary(value);
        json.writeEndObject();
    }

    @Test
    void readOnlySessionRefusesBeforeWriting() throws Exception {
        TransferFixtures.seedMany(session.client(), "/r/", 3);
        Path file = export("/r/");
        etcd.deleteAll();
        try (EtcdSession readOnly = connect(true)) {
            JsonImporter importer = new JsonImporter(readOnly);
            assertEquals(3, importer.preview(file, PrefixRewrite.none(), () -> false).added(), "preview still works");
            EtcdAccessException e = assertThrows(EtcdAccessException.class,
                    () -> importer.importFile(file, PrefixRewrite.none(), p -> { }, () -> false));
            assertEquals("This connection is read-only: nothing was written.", e.getMessage());
        }
        assertEquals(0, readAll(session.client(), "").size());
    }

    @Test
    void cancelledImportReportsHowManyKeysWereWritten() throws Exception {
        TransferFixtures.seedMany(session.client(), "/c/", 1000);
        Path file = export("/c/");
        etcd.deleteAll();
        AtomicInteger transactions = new AtomicInteger();

        TransferCancelledException e = assertThrows(TransferCancelledException.class,
                () -> new JsonImporter(session).importFile(file, PrefixRewrite.none(),
                        p -> transactions.incrementAndGet(), () -> transactions.get() >= 3));

        assertEquals(3 * 128, e.keysDone());
        assertEquals(3 * 128, readAll(session.client(), "").size());
        assertTrue(e.getMessage().contains("384 of 1,000 keys"), e.getMessage());
    }

    @Test
    void duplicateKeysInOneFileGoToSeparateTransactions() throws Exception {
        Path file = dir.resolve("dup.json");
        java.nio.file.Files.writeString(file, "{\"kvs\":[{\"key\":\"L2Q=\",\"value\":\"MQ==\"},"
                + "{\"key\":\"L2Q=\",\"value\":\"Mg==\"}],\"count\":2}");
        new JsonImporter(session).importFile(file, PrefixRewrite.none(), p -> { }, () -> false);
        assertEquals("2", etcd.get("/d").orElseThrow(), "the later entry wins");
    }

    @Test
    void aFileThatIsNotAnExportIsExplained() throws Exception {
        Path file = dir.resolve("bad.json");
        java.nio.file.Files.writeString(file, "[1, 2]");
        java.io.IOException e = assertThrows(java.io.IOException.class,
                () -> new JsonImporter(session).preview(file, PrefixRewrite.none(), () -> false));
        assertTrue(e.getMessage().contains("is not an etcdctl JSON export"), e.getMessage());
    }
}
