package io.etcdexplorer.profiles.store;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.etcdexplorer.files.SafeFiles;
import io.etcdexplorer.profiles.ConnectionProfile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

class ProfileStoreTest {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2025-01-02T03:04:05Z"), ZoneOffset.UTC);

    @TempDir
    Path home;

    private Path config() {
        return home.resolve("config");
    }

    private ProfileStore store() {
        return new ProfileStore(config(), CLOCK);
    }

    static ConnectionProfile full(String id, String name) {
        return new ConnectionProfile(id, name, List.of("https://etcd-1:2379", "https://etcd-2:2379"), "/pki/ca.pem",
                "/pki/client.pem", "/pki/client-key.pem", "etcd.internal", true, "root", true, "/app/", true, 12,
                "#ff8800", new io.etcdexplorer.profiles.SshHop("bastion", 2222, "ops",
                io.etcdexplorer.profiles.SshHop.Auth.AGENT, null, true, false));
    }

    @Test
    void everyFieldSurvivesARoundTrip() throws IOException {
        List<ConnectionProfile> profiles = List.of(full("id-1", "prod"),
                ConnectionProfile.ofEndpoints("local", List.of("http://127.0.0.1:2379")));
        store().save(profiles);

        assertEquals(profiles, store().load());
        JsonNode root = new ObjectMapper().readTree(store().file().toFile());
        assertEquals(2, root.get("schemaVersion").intValue());
        List<String> fields = new ArrayList<>();
        root.get("profiles").get(0).fieldNames().forEachRemaining(fields::add);
        assertEquals(List.of("id", "name", "endpoints", "caCert", "cert", "key", "serverName",
                "insecureSkipTlsVerify", "user", "rememberSecrets", "namespace", "readOnly", "connectTimeoutSeconds",
                "color", "ssh"), fields);
    }

    @Test
    void noPasswordIsEverWritten() throws IOException {
        store().save(List.of(full("id-1", "prod")));

        JsonNode root = new ObjectMapper().readTree(store().file().toFile());
        List<String> names = new ArrayList<>();
        collectFieldNames(root, names);
        assertFalse(names.isEmpty());
        assertTrue(names.stream().noneMatch(n -> n.toLowerCase().contains("password")), names.toString());
    }

    private static void collectFieldNames(JsonNode node, List<String> names) {
        for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
            String name = it.next();
            names.add(name);
            collectFieldNames(node.get(name), names);
        }
        if (node.isArray()) {
            node.forEach(child -> collectFieldNames(child, names));
        }
    }

    @Test
    void theUsersOrderIsKept() throws IOException {
        List<ConnectionProfile> profiles = new ArrayList<>();
        for (String name : List.of("zeta", "alpha", "mid", "beta", "omega")) {
            profiles.add(ConnectionProfile.ofEndpoints(name, List.of("http://" + name + ":2379")));
        }
        store().save(profiles);
        assertEquals(profiles, store().load());

        List<ConnectionProfile> reversed = new ArrayList<>(profiles);
        Collections.reverse(reversed);
        store().save(reversed);
        assertEquals(reversed, store().load());
    }

    @Test
    void aSchema1FileIsMigrated() throws IOException {
        Files.createDirectories(config());
        Files.writeString(config().resolve("profiles.json"), """
                {
                  "schemaVersion" : 1,
                  "profiles" : [ {
                    "id" : "4f1c2d3e-0000-4000-8000-000000000001",
                    "name" : "prod",
                    "endpoints" : [ "https://etcd-1:2379", "https://etcd-2:2379" ],
                    "caCert" : "/etc/etcd/ca.pem",
                    "cert" : "/etc/etcd/client.pem",
                    "key" : "/etc/etcd/client-key.pem",
                    "user" : "root",
                    "insecureSkipTlsVerify" : false
                  }, {
                    "id" : "4f1c2d3e-0000-4000-8000-000000000002",
                    "name" : "local",
                    "endpoints" : [ "http://127.0.0.1:2379" ],
                    "insecureSkipTlsVerify" : true
                  } ]
                }
                """);

        List<ConnectionProfile> expected = List.of(
                new ConnectionProfile("4f1c2d3e-0000-4000-8000-000000000001", "prod",
                        List.of("https://etcd-1:2379", "https://etcd-2:2379"), "/etc/etcd/ca.pem",
                        "/etc/etcd/client.pem", "/etc/etcd/client-key.pem", null, false, "root", false, null, false,
                        ConnectionProfile.DEFAULT_TIMEOUT_SECONDS, null, null),
                new ConnectionProfile("4f1c2d3e-0000-4000-8000-000000000002", "local",
                        List.of("http://127.0.0.1:2379"), null, null, null, null, true, null, false, null, false,
                        ConnectionProfile.DEFAULT_TIMEOUT_SECONDS, null, null));
        assertEquals(expected, store().load());

        store().save(store().load());
        assertEquals(2, new ObjectMapper().readTree(store().file().toFile()).get("schemaVersion").intValue());
        assertEquals(expected, store().load());
        assertEquals(Optional.empty(), store().lastBackup(), "a readable v1 file is not a broken one");
    }

    @Test
    void aNewerSchemaIsRefused() throws IOException {
        Files.createDirectories(config());
        Files.writeString(config().resolve("profiles.json"), "{\"schemaVersion\":3,\"profiles\":[]}");

        IOException e = assertThrows(IOException.class, () -> store().load());
        assertTrue(e.getMessage().contains(store().file().toString()), e.getMessage());
        assertTrue(e.getMessage().contains("newer etcd-explorer (schema 3)"), e.getMessage());
        assertTrue(e.getMessage().contains("Update etcd-explorer"), e.getMessage());
    }

    @Test
    void aCorruptFileIsExplainedAndKeptBeforeBeingReplaced() throws IOException {
        Files.createDirectories(config());
        String broken = "{\n  \"schemaVersion\": 2,\n  \"profiles\": [ { \"name\": \"prod\", } ]\n}\n";
        Files.writeString(config().resolve("profiles.json"), broken);

        IOException e = assertThrows(IOException.class, () -> store().load());
        assertTrue(e.getMessage().startsWith(store().file() + " is not valid JSON: "), e.getMessage());
        assertTrue(e.getMessage().contains("(line 3, column "), e.getMessage());
        assertTrue(e.getMessage().contains("Fix it in a text editor"), e.getMessage());
        assertTrue(e.getMessage().contains("profiles.json.broken-<date-time>"), e.getMessage());

        ProfileStore store = store();
        List<ConnectionProfile> fresh = List.of(ConnectionProfile.ofEndpoints("new", List.of("http://n:2379")));
        store.save(fresh);

        Path backup = config().resolve("profiles.json.broken-20250102-030405");
        assertEquals(broken, Files.readString(backup));
        assertEquals(Optional.of(backup), store.lastBackup());
        assertEquals(fresh, store.load());
    }

    @Test
    void aWronglyTypedFieldNamesTheProfileAndField() throws IOException {
        Files.createDirectories(config());
        Files.writeString(config().resolve("profiles.json"), """
                {"schemaVersion":2,"profiles":[{"name":"ok","endpoints":["http://a:2379"]},
                 {"name":"staging","endpoints":["http://b:2379"],"readOnly":"yes"}]}
                """);

        IOException e = assertThrows(IOException.class, () -> store().load());
        assertTrue(e.getMessage().contains("profile 2 (\"staging\"): readOnly must be true or false"),
                e.getMessage());

        store().save(List.of());
        try (Stream<Path> files = Files.list(config())) {
            assertEquals(1, files.filter(f -> f.getFileName().toString().startsWith("profiles.json.broken-"))
                    .count());
        }
    }

    @Test
    void aReadableFileIsReplacedWithoutBackupOrLeftovers() throws IOException {
        store().save(List.of(full("a", "a")));
        store().save(List.of(full("b", "b")));

        try (Stream<Path> files = Files.list(config())) {
            assertEquals(List.of("profiles.json"), files.map(f -> f.getFileName().toString()).toList());
        }
    }

    @Test
    void noFileMeansNoProfiles() throws IOException {
        assertEquals(List.of(), store().load());
        assertFalse(Files.exists(config()));
    }

    @Test
    void copiedEntriesWithTheSameIdGetTheirOwn() throws IOException {
        store().save(List.of(full("same", "a"), full("same", "b")));

        List<ConnectionProfile> loaded = store().load();
        assertEquals("same", loaded.get(0).id());
        assertNotEquals("same", loaded.get(1).id());
        assertEquals("b", loaded.get(1).name());
    }

    @Test
    void onlyTheOwnerMayReadTheFileAndTheFolderItCreated() throws IOException {
        assumeTrue(SafeFiles.isPosix(), "POSIX permissions");
        store().save(List.of(full("a", "a")));

        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(store().file())));
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(config())));
    }

    @Test
    void concurrentSavesEachWriteOneWholeListInOrder() throws Exception {
        List<List<ConnectionProfile>> lists = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            List<ConnectionProfile> list = new ArrayList<>();
            for (int j = 0; j < 20; j++) {
                list.add(full("id-" + ((i + j) % 20), "p" + ((i + j) % 20)));
            }
            lists.add(list);
        }
        ProfileStore store = store();
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Future<?>> saves = new ArrayList<>();
            for (int round = 0; round < 10; round++) {
                lists.forEach(list -> saves.add(pool.submit(() -> {
                    store.save(list);
                    assertTrue(lists.contains(store.load()));
                    return null;
                })));
            }
            for (Future<?> save : saves) {
                save.get();
            }
        } finally {
            pool.shutdownNow();
        }
        assertTrue(lists.contains(store.load()));
        try (Stream<Path> files = Files.list(config())) {
            assertEquals(1, files.count(), "no temporary file is left behind");
        }
    }
}
