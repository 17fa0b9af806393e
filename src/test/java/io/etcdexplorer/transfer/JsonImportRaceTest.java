package io.etcdexplorer.transfer;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.status.StatusViewModel;
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
import java.util.concurrent.atomic.AtomicInteger;

import static io.etcdexplorer.transfer.TransferFixtures.readAll;
import static io.etcdexplorer.transfer.TransferFixtures.utf8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The JSON import against a real etcd while another client writes between the preview the user confirmed and the
 * import: a key that changed stops the import before it is overwritten, and the message says how far it got.
 */
class JsonImportRaceTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    @TempDir
    Path dir;
    private EtcdSession session;
    private Path file;

    @BeforeEach
    void exportThenEmpty() throws Exception {
        etcd.deleteAll();
        session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())), h -> { });
        TransferFixtures.seedMany(session.client(), "/p/", 1000);
        file = dir.resolve("p.json");
        new JsonExporter(session).export(utf8("/p/"), file, p -> { }, () -> false);
        etcd.deleteAll();
    }

    @AfterEach
    void close() {
        session.close();
    }

    private ImportPreview preview() throws Exception {
        return new JsonImporter(session).preview(file, PrefixRewrite.none(), () -> false);
    }

    private ImportConflictException importAfter(ImportPreview preview) {
        return assertThrows(ImportConflictException.class,
                () -> new JsonImporter(session).importFile(file, preview, p -> { }, () -> false));
    }

    @Test
    void aKeyCreatedAfterThePreviewStopsTheImportAtItsBatch() throws Exception {
        ImportPreview preview = preview();
        assertEquals(1000, preview.added());
        etcd.put("/p/k00300", "written by someone else"); // in the third batch of 128

        ImportConflictException e = importAfter(preview);

        assertEquals("/p/k00300", e.key());
        assertEquals(256, e.keysWritten());
        assertTrue(e.getMessage().startsWith("Import stopped: /p/k00300 was created by someone else (at revision "),
                e.getMessage());
        assertTrue(e.getMessage().endsWith("256 of 1,000 keys were written before it; the rest were not."),
                e.getMessage());
        assertTrue(e.hint().contains("Preview the import again"), e.hint());
        Map<ByteBuffer, byte[]> now = readAll(session.client(), "/p/");
        assertEquals(257, now.size(), "two whole batches and the other client's key; nothing of the third batch");
        assertEquals("written by someone else", etcd.get("/p/k00300").orElseThrow(), "never overwritten unseen");
        assertFalse(etcd.get("/p/k00299").isPresent());

        ImportPreview again = preview();
        assertEquals(1, again.changed(), "the new preview shows the other client's key as one to overwrite");
        new JsonImporter(session).importFile(file, again, p -> { }, () -> false);
        assertEquals(1000, readAll(session.client(), "/p/").size());
    }

    @Test
    void aKeyModifiedOrDeletedAfterThePreviewIsNotOverwritten() throws Exception {
        etcd.put("/p/k00005", "theirs");
        ImportPreview modified = preview();
        etcd.put("/p/k00005", "theirs, edited");
        assertTrue(importAfter(modified).getMessage().contains("/p/k00005 was changed by someone else"));
        assertEquals("theirs, edited", etcd.get("/p/k00005").orElseThrow());
        assertEquals(1, readAll(session.client(), "/p/").size(), "the first batch stopped: nothing written");

        ImportPreview deleted = preview();
        session.client().getKVClient().delete(io.etcd.jetcd.ByteSequence.from(utf8("/p/k00005"))).get();
        assertTrue(importAfter(deleted).getMessage().contains("/p/k00005 was deleted by someone else"));
        assertTrue(readAll(session.client(), "/p/").isEmpty());
    }

    @Test
    void keysTheFileHoldsTwiceAreNotMistakenForSomeoneElsesWrites() throws Exception {
        Path twice = dir.resolve("twice.json");
        Files.writeString(twice, "{\"kvs\":[{\"key\":\"L2Q=\",\"value\":\"MQ==\"},"
                + "{\"key\":\"L2U=\",\"value\":\"MQ==\"},{\"key\":\"L2Q=\",\"value\":\"Mg==\"}],\"count\":3}");
        JsonImporter importer = new JsonImporter(session);
        ImportPreview preview = importer.preview(twice, PrefixRewrite.none(), () -> false);

        assertEquals(3, importer.importFile(twice, preview, p -> { }, () -> false).written());
        assertEquals("2", etcd.get("/d").orElseThrow(), "the later entry wins");
    }

    @Test
    void aFileEditedAfterItsPreviewIsRefusedBeforeWriting() throws Exception {
        ImportPreview preview = preview();
        Files.writeString(file, "{\"kvs\":[{\"key\":\"L2Q=\",\"value\":\"MQ==\"}],\"count\":1}");
        EtcdAccessException e = assertThrows(EtcdAccessException.class,
                () -> new JsonImporter(session).importFile(file, preview, p -> { }, () -> false));
        assertTrue(e.getMessage().startsWith("The file is not what the preview read"), e.getMessage());
        assertTrue(readAll(session.client(), "").isEmpty());
    }

    @Test
    void theViewModelReportsTheConflictAndOffersANewPreview() throws Exception {
        StatusViewModel status = new StatusViewModel();
        AtomicInteger refreshed = new AtomicInteger();
        TransferViewModel vm = new TransferViewModel(BackgroundExecutor.sameThread(), () -> session, status,
                refreshed::incrementAndGet);
        List<ImportPreview> previews = new ArrayList<>();
        vm.previewImport(file, PrefixRewrite.none(), previews::add);
        etcd.put("/p/k00200", "theirs");
        List<ImportConflictException> offered = new ArrayList<>();

        vm.importJson(file, previews.get(0), offered::add);

        assertEquals(1, offered.size(), "the view is told, to offer a new preview");
        assertEquals("/p/k00200", offered.get(0).key());
        assertTrue(status.problemProperty().get().message().contains("128 of 1,000 keys were written"),
                status.problemProperty().get().message());
        assertEquals(1, refreshed.get(), "keys were written: the tree reads them");
    }
}
