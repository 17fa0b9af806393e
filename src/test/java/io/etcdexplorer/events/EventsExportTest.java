package io.etcdexplorer.events;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.etcd.jetcd.ByteSequence;
import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.files.SafeFiles;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.kubernetes.KubeFixtures;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.testsupport.EtcdExtension;
import io.kubernetes.client.proto.V1;
import com.google.protobuf.ByteString;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The events export against a real etcd holding a Kubernetes Secret: owner-only, atomic, and the Secret's values
 * masked as the panel masks them unless "Include Secret values" is ticked, which the file name then says.
 */
class EventsExportTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();
    private static final Duration WAIT = Duration.ofSeconds(20);
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String PASSWORD = "s3cr3t!";

    @TempDir
    Path dir;

    private final StatusViewModel status = new StatusViewModel();
    private final BackgroundExecutor executor = BackgroundExecutor.sameThread();
    private final KeysViewModel keys = new KeysViewModel(executor, status);
    private EtcdSession session;
    private EventsViewModel events;

    @BeforeEach
    void watchASecretBeingRotated() throws Exception {
        etcd.deleteAll();
        session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())), status::showHeader);
        keys.open(session);
        events = new EventsViewModel(executor, () -> session);
        events.watch("/registry/", 0);
        Recorder.await("watching", WAIT, () -> events.stateProperty().get().startsWith("Watching"));
        V1.Secret secret = KubeFixtures.secret();
        put("/registry/secrets/shop/db-credentials", KubeFixtures.stored("v1", "Secret", secret));
        put("/registry/secrets/shop/db-credentials", KubeFixtures.stored("v1", "Secret",
                secret.toBuilder().putData("password", ByteString.copyFromUtf8(PASSWORD + "-2")).build()));
        put("/registry/configmaps/shop/plain", "not a secret".getBytes(StandardCharsets.UTF_8));
        Recorder.await("3 events", WAIT, () -> events.receivedProperty().get() >= 3);
    }

    @AfterEach
    void close() {
        events.stop();
        session.close();
    }

    private void put(String key, byte[] value) throws Exception {
        etcd.client().getKVClient().put(ByteSequence.from(key, StandardCharsets.UTF_8), ByteSequence.from(value))
                .get();
    }

    /** Every value and previous value in the file, base64-decoded, as text. */
    private static List<String> values(Path file) throws Exception {
        return Files.readAllLines(file).stream().flatMap(line -> {
            JsonNode event = read(line);
            return Stream.of(event.path("kv").path("value"), event.path("prev_kv").path("value"))
                    .filter(JsonNode::isTextual)
                    .map(v -> new String(Base64.getDecoder().decode(v.asText()), StandardCharsets.UTF_8));
        }).toList();
    }

    private static JsonNode read(String line) {
        try {
            return JSON.readTree(line);
        } catch (Exception e) {
            throw new AssertionError(line, e);
        }
    }

    @Test
    void secretValuesAreMaskedByDefaultAndTheFileIsOwnerOnly() throws Exception {
        Path file = dir.resolve("events.jsonl");
        Files.writeString(file, "an older export");
        if (SafeFiles.isPosix()) {
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r--r--"));
        }

        events.exportTo(file);

        List<String> lines = Files.readAllLines(file);
        assertEquals(3, lines.size(), events.noticeProperty().get());
        String all = String.join("\n", values(file));
        assertFalse(all.contains(PASSWORD), "no Secret value in clear: " + all);
        assertTrue(all.contains("hidden, 7 bytes"), "the value pane's mask, with the size: " + all);
        assertTrue(all.contains("db-credentials"), "the Secret's name and namespace stay readable");
        assertEquals("masked", read(lines.get(0)).path("secret_values").asText());
        assertEquals("masked", read(lines.get(1)).path("secret_values").asText());
        assertTrue(read(lines.get(2)).path("secret_values").isMissingNode(), "a ConfigMap is not marked");
        List<String> values = values(file);
        assertEquals("not a secret", values.get(values.size() - 1));
        assertEquals("Exported 3 events to " + file + " (values of 2 Secrets masked)", events.noticeProperty().get());
        if (SafeFiles.isPosix()) {
            assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
        }
        try (Stream<Path> left = Files.list(dir)) {
            assertEquals(List.of(file), left.toList(), "no temporary file is left behind");
        }
    }

    @Test
    void tickingIncludeSecretValuesExportsThemUnderANameThatSaysSo() throws Exception {
        events.exportSecretValuesProperty().set(true);

        events.exportTo(dir.resolve("events.jsonl"));

        Path file = dir.resolve("events-with-secret-values.jsonl");
        assertTrue(Files.exists(file), events.noticeProperty().get());
        assertFalse(Files.exists(dir.resolve("events.jsonl")));
        String all = String.join("\n", values(file));
        assertTrue(all.contains(PASSWORD) && all.contains(PASSWORD + "-2"), "the values as stored");
        assertEquals("in clear", read(Files.readAllLines(file).get(1)).path("secret_values").asText());
        assertTrue(events.noticeProperty().get().endsWith("(2 Secrets with values in clear: keep the file private)"),
                events.noticeProperty().get());
    }

    @Test
    void aFailedExportSaysWhyAndWritesNothing() throws Exception {
        events.exportTo(dir.resolve("missing/events.jsonl"));

        assertTrue(events.noticeProperty().get().startsWith("Export failed: The folder "),
                events.noticeProperty().get());
        try (Stream<Path> left = Files.list(dir)) {
            assertEquals(List.of(), left.toList());
        }
    }
}
