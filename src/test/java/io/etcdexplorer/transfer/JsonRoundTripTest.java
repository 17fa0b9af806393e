package io.etcdexplorer.transfer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.etcd.jetcd.Client;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.etcd.SnapshotReader;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;

import static io.etcdexplorer.transfer.TransferFixtures.assertSameData;
import static io.etcdexplorer.transfer.TransferFixtures.put;
import static io.etcdexplorer.transfer.TransferFixtures.readAll;
import static io.etcdexplorer.transfer.TransferFixtures.utf8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class JsonRoundTripTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    /** Small pages so that 3,000 keys cross many listing, value-page and transaction boundaries. */
    private static final SnapshotReader.Limits SMALL = new SnapshotReader.Limits(700, 256 * 1024, 300);

    @TempDir
    Path dir;
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

    private JsonExporter exporter() {
        return new JsonExporter(new SnapshotReader(session.client(), etcd.endpoint(), SMALL));
    }

    @Test
    void exportThenImportIntoWipedEtcdIsByteExact() throws Exception {
        Client client = session.client();
        TransferFixtures.seedOdd(client, "/rt/", true);
        TransferFixtures.seedMany(client, "/rt/many/", 3000);
        put(client, utf8("/other"), utf8("not exported"));
        Map<ByteBuffer, byte[]> before = readAll(client, "/rt/");
        Path file = dir.resolve("export.json");
        List<TransferProgress> progress = new ArrayList<>();

        JsonExporter.Result result = exporter().export(utf8("/rt/"), file, progress::add, () -> false);

        assertEquals(before.size(), result.keys());
        assertTrue(progress.size() > 5, "pages: " + progress.size());
        TransferProgress last = progress.get(progress.size() - 1);
        assertEquals(before.size(), last.keys());
        assertEquals(before.size(), last.totalKeys());
        etcd.deleteAll();
        List<TransferProgress> written = new ArrayList<>();
        JsonImporter.Result imported = new JsonImporter(session)
                .importFile(file, PrefixRewrite.none(), written::add, () -> false);
        assertEquals(before.size(), imported.written());
        assertTrue(written.size() >= 3000 / 128, "transactions: " + written.size());
        assertSameData(before, readAll(client, ""));
    }

    @Test
    void wholeKeyspaceExportUsesEmptyPrefix() throws Exception {
        Map<ByteBuffer, byte[]> before = TransferFixtures.seedOdd(session.client(), "/", false);
        put(session.client(), new byte[]{0}, utf8("the smallest key"));
        before = readAll(session.client(), "");
        Path file = dir.resolve("all.json");
        exporter().export(new byte[0], file, p -> { }, () -> false);
        etcd.deleteAll();
        new JsonImporter(session).importFile(file, PrefixRewrite.none(), p -> { }, () -> false);
        assertSameData(before, readAll(session.client(), ""));
    }

    @Test
    void allKeysAreReadAtTheFirstRevision() throws Exception {
        TransferFixtures.seedMany(session.client(), "/snap/", 1000);
        long revision = readHeaderRevision();
        Path file = dir.resolve("snap.json");
        AtomicBoolean changed = new AtomicBoolean();
        JsonExporter.Result result = exporter().export(utf8("/snap/"), file, p -> {
            if (changed.compareAndSet(false, true)) {
                // Written while the export runs: neither change may show up in it.
                etcd.put("/snap/k00999", "changed");
                etcd.put("/snap/zz-new", "new");
            }
        }, () -> false);
        assertEquals(revision, result.header().revision());
        JsonNode json = new ObjectMapper().readTree(file.toFile());
        assertEquals(revision, json.get("header").get("revision").asLong());
        assertEquals(1000, json.get("count").asInt());
        JsonNode lastKv = json.get("kvs").get(999);
        assertEquals("/snap/k00999", new String(lastKv.get("key").binaryValue()));
        assertTrue(new String(lastKv.get("value").binaryValue()).startsWith("value-999"));
    }

    @Test
    void cancelledExportLeavesNoFile() throws Exception {
        TransferFixtures.seedMany(session.client(), "/c/", 2000);
        Path file = dir.resolve("cancelled.json");
        AtomicBoolean cancel = new AtomicBoolean();
        assertThrows(TransferCancelledException.class,
                () -> exporter().export(utf8("/c/"), file, p -> cancel.set(true), cancel::get));
        try (Stream<Path> left = Files.list(dir)) {
            assertEquals(List.of(), left.toList(), "no file and no temp file");
        }
        Files.writeString(file, "earlier export");
        assertThrows(TransferCancelledException.class,
                () -> exporter().export(utf8("/c/"), file, p -> { }, () -> true));
        assertEquals("earlier export", Files.readString(file), "a cancelled export keeps the earlier file");
    }

    @Test
    void pagesShrinkWhenAResponseExceedsTheClientLimit() throws Exception {
        // gRPC logs every frame of the refused response at INFO; the refusal itself is what this test checks.
        java.util.logging.Logger.getLogger("io.grpc.internal.AbstractClientStream")
                .setLevel(java.util.logging.Level.WARNING);
        byte[] value = new byte[100 * 1024];
        for (int i = 0; i < 80; i++) {
            put(session.client(), utf8(String.format("/large/%03d", i)), value);
        }
        // The first value page asks for 64 keys (6.4 MiB): over a 3 MiB client limit, so it must be split.
        try (Client small = Client.builder().endpoints(etcd.endpoint()).maxInboundMessageSize(3 * 1024 * 1024)
                .build()) {
            Path file = dir.resolve("large.json");
            JsonExporter.Result result = new JsonExporter(new SnapshotReader(small, etcd.endpoint(), SnapshotReader.Limits.DEFAULT))
                    .export(utf8("/large/"), file, p -> { }, () -> false);
            assertEquals(80, result.keys());
            assertFalse(Files.readString(file).isEmpty());
        }
    }

    private long readHeaderRevision() throws Exception {
        return etcd.client().getKVClient().get(io.etcd.jetcd.ByteSequence.from(utf8("/")))
                .get().getHeader().getRevision();
    }
}
