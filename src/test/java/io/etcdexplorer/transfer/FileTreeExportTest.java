package io.etcdexplorer.transfer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
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

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static io.etcdexplorer.transfer.TransferFixtures.assertSameData;
import static io.etcdexplorer.transfer.TransferFixtures.put;
import static io.etcdexplorer.transfer.TransferFixtures.readAll;
import static io.etcdexplorer.transfer.TransferFixtures.utf8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FileTreeExportTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

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

    @Test
    void oddKeysGetEscapedNamesAndTheManifestMapsThemBack() throws Exception {
        Map<String, String> keyToFile = new LinkedHashMap<>();
        keyToFile.put("/t/a", "t/a/%value");            // also a folder: /t/a/b exists
        keyToFile.put("/t/a/b", "t/a/b");
        keyToFile.put("/t/a//c", "t/a/%empty/c");
        keyToFile.put("/t/dir/", "t/dir/%empty");
        keyToFile.put("/t/../x", "t/.%2E/x");
        keyToFile.put("/t/q?*:", "t/q%3F%2A%3A");
        keyToFile.put("/t/100%", "t/100%25");
        for (String key : keyToFile.keySet()) {
            etcd.put(key, "value of " + key);
        }
        byte[] binaryKey = {'/', 't', '/', (byte) 0xff, 'z'};
        put(session.client(), binaryKey, new byte[]{0, 1, 2, (byte) 0xff});
        Path out = dir.resolve("tree");

        JsonExporter.Result result = new FileTreeExporter(session)
                .export(utf8("/t/"), out, p -> { }, () -> false);

        assertEquals(8, result.keys());
        keyToFile.forEach((key, file) -> assertEquals("value of " + key, read(out.resolve(file)), key));
        JsonNode manifest = new ObjectMapper().readTree(out.resolve(FileNames.MANIFEST).toFile());
        assertEquals(result.header().revision(), manifest.get("revision").asLong());
        assertEquals(8, manifest.get("count").asInt());
        assertEquals("/t/", new String(Base64.getDecoder().decode(manifest.get("prefix").asText())));
        Map<ByteBuffer, String> listed = new LinkedHashMap<>();
        for (JsonNode entry : manifest.get("files")) {
            byte[] key = Base64.getDecoder().decode(entry.get("key").asText());
            String file = entry.get("file").asText();
            listed.put(ByteBuffer.wrap(key), file);
            assertEquals(ByteBuffer.wrap(key), ByteBuffer.wrap(FileNames.decode(file)), "name decodes to the key");
            assertTrue(Files.isRegularFile(out.resolve(file)), file);
        }
        keyToFile.forEach((key, file) -> assertEquals(file, listed.get(ByteBuffer.wrap(utf8(key)))));
        assertEquals("t/%FFz", listed.get(ByteBuffer.wrap(binaryKey)));
        assertEquals(8 + 1, countFiles(out), "one file per key plus the manifest");
    }

    @Test
    void filesHoldTheExactBytesOfManyKeys() throws Exception {
        TransferFixtures.seedOdd(session.client(), "/f/", true);
        TransferFixtures.seedMany(session.client(), "/f/many/", 500);
        Map<ByteBuffer, byte[]> expected = readAll(session.client(), "/f/");
        Path out = dir.resolve("tree");
        new FileTreeExporter(new SnapshotReader(session.client(), etcd.endpoint(),
                new SnapshotReader.Limits(100, 64 * 1024, 50)))
                .export(utf8("/f/"), out, p -> { }, () -> false);
        Map<ByteBuffer, byte[]> fromFiles = new LinkedHashMap<>();
        for (JsonNode entry : new ObjectMapper().readTree(out.resolve(FileNames.MANIFEST).toFile()).get("files")) {
            fromFiles.put(ByteBuffer.wrap(Base64.getDecoder().decode(entry.get("key").asText())),
                    Files.readAllBytes(out.resolve(entry.get("file").asText())));
        }
        assertSameData(expected, fromFiles);
    }

    @Test
    void refusesANonEmptyFolderAndLeavesNothingWhenCancelled() throws Exception {
        etcd.put("/k/a", "1");
        Path used = Files.createDirectory(dir.resolve("used"));
        Files.writeString(used.resolve("mine.txt"), "keep");
        IOException e = assertThrows(IOException.class,
                () -> new FileTreeExporter(session).export(utf8("/k/"), used, p -> { }, () -> false));
        assertTrue(e.getMessage().contains("is not empty"), e.getMessage());

        Path out = dir.resolve("cancelled");
        assertThrows(TransferCancelledException.class,
                () -> new FileTreeExporter(session).export(utf8("/k/"), out, p -> { }, () -> true));
        assertFalse(Files.exists(out));
        try (Stream<Path> left = Files.list(dir)) {
            assertEquals(List.of(used), left.toList(), "no temporary folder left behind");
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new AssertionError("cannot read " + file, e);
        }
    }

    private static long countFiles(Path root) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(Files::isRegularFile).count();
        }
    }
}
