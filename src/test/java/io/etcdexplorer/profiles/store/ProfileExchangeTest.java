package io.etcdexplorer.profiles.store;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.etcdexplorer.profiles.ConnectionProfile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ProfileExchangeTest {

    @TempDir
    Path dir;

    private final ProfileExchange exchange = new ProfileExchange();
    private final ObjectMapper json = new ObjectMapper();

    private final List<ConnectionProfile> profiles = List.of(
            ProfileStoreTest.full("id-1", "prod"),
            ConnectionProfile.ofEndpoints("local", List.of("http://127.0.0.1:2379")));

    @Test
    void anExportHasTheFormatButNoIdsOrSecrets() throws IOException {
        Path file = dir.resolve("shared.json");
        exchange.export(profiles, file);

        JsonNode root = json.readTree(file.toFile());
        assertEquals("etcd-explorer-profiles", root.get("format").asText());
        assertEquals(1, root.get("version").intValue());
        assertEquals(2, root.get("profiles").size());
        for (JsonNode entry : root.get("profiles")) {
            assertFalse(entry.has("id"));
            assertFalse(entry.has("rememberSecrets"));
            entry.fieldNames().forEachRemaining(name -> assertFalse(name.toLowerCase().contains("password"), name));
        }
    }

    @Test
    void importGivesTheSameSettingsUnderFreshIds() throws IOException {
        Path file = dir.resolve("shared.json");
        exchange.export(profiles, file);

        ProfileExchange.ImportResult result = exchange.importFrom(file, List.of());

        assertEquals(List.of(), result.problems());
        assertEquals(2, result.profiles().size());
        for (int i = 0; i < profiles.size(); i++) {
            ConnectionProfile imported = result.profiles().get(i);
            assertEquals(ProfileJson.toPortableJson(profiles.get(i)), ProfileJson.toPortableJson(imported));
            assertNotEquals(profiles.get(i).id(), imported.id());
            assertFalse(imported.rememberSecrets());
        }
    }

    @Test
    void importingTwiceGivesDistinctProfilesWithNumberedNames() throws IOException {
        Path file = dir.resolve("shared.json");
        exchange.export(profiles, file);

        List<ConnectionProfile> first = exchange.importFrom(file, List.of()).profiles();
        List<ConnectionProfile> second = exchange.importFrom(file, first.stream().map(ConnectionProfile::name)
                .toList()).profiles();

        assertEquals(List.of("prod (2)", "local (2)"), second.stream().map(ConnectionProfile::name).toList());
        Set<String> ids = new HashSet<>();
        first.forEach(p -> ids.add(p.id()));
        second.forEach(p -> ids.add(p.id()));
        assertEquals(4, ids.size());
    }

    @Test
    void clashingNamesAreNumbered() throws IOException {
        Path file = dir.resolve("shared.json");
        exchange.export(List.of(named("staging"), named("staging"), named("prod (2)"), named("Prod"),
                named("STAGING")), file);

        List<String> names = exchange.importFrom(file, List.of("staging", "prod (2)")).profiles().stream()
                .map(ConnectionProfile::name).toList();

        assertEquals(List.of("staging (2)", "staging (3)", "prod (3)", "Prod", "STAGING (4)"), names);
    }

    private static ConnectionProfile named(String name) {
        return ConnectionProfile.ofEndpoints(name, List.of("http://" + name.replace(' ', '-') + ":2379"));
    }

    @Test
    void relativeCertificatePathsAreResolvedAgainstTheFilesFolder() throws IOException {
        Path shared = Files.createDirectories(dir.resolve("team").resolve("etcd"));
        Path file = shared.resolve("profiles.json");
        String absoluteCa = dir.resolve("elsewhere").resolve("ca.pem").toAbsolutePath().toString();
        ObjectNode root = json.createObjectNode().put("format", "etcd-explorer-profiles").put("version", 1);
        ArrayNode entries = root.putArray("profiles");
        entries.addObject().put("name", "rel").put("endpoints", "https://a:2379, https://b:2379")
                .put("caCert", "certs/ca.pem").put("cert", "./certs/client.pem").put("key", "../keys/client-key.pem");
        entries.addObject().put("name", "abs").put("endpoints", "https://c:2379").put("caCert", absoluteCa);
        json.writeValue(file.toFile(), root);

        List<ConnectionProfile> imported = exchange.importFrom(file, List.of()).profiles();

        Path folder = shared.toAbsolutePath();
        ConnectionProfile rel = imported.get(0);
        assertEquals(List.of("https://a:2379", "https://b:2379"), rel.endpoints());
        assertEquals(folder.resolve("certs/ca.pem").toString(), rel.caCert());
        assertEquals(folder.resolve("certs/client.pem").toString(), rel.cert());
        assertEquals(folder.getParent().resolve("keys/client-key.pem").toString(), rel.key());
        assertEquals(absoluteCa, imported.get(1).caCert());
    }

    @Test
    void aPlainProfilesJsonCanBeImported() throws IOException {
        ProfileStore store = new ProfileStore(dir.resolve("config"));
        store.save(profiles);

        ProfileExchange.ImportResult result = exchange.importFrom(store.file(), List.of());

        assertEquals(List.of("prod", "local"), result.profiles().stream().map(ConnectionProfile::name).toList());
        assertNotEquals("id-1", result.profiles().get(0).id());
        assertFalse(result.profiles().get(0).rememberSecrets(), "secrets do not travel, so nothing is remembered");
    }

    @Test
    void unreadableEntriesAreSkippedAndReported() throws IOException {
        Path file = dir.resolve("shared.json");
        Files.writeString(file, """
                {"format":"etcd-explorer-profiles","version":1,"profiles":[
                  {"name":"good","endpoints":["http://a:2379"]},
                  "not a profile",
                  {"name":"typed","endpoints":5},
                  {"name":"empty"},
                  {"endpoints":["http://unnamed:2379"]}
                ]}
                """);

        ProfileExchange.ImportResult result = exchange.importFrom(file, List.of());

        assertEquals(List.of("good", "http://unnamed:2379"),
                result.profiles().stream().map(ConnectionProfile::name).toList());
        assertEquals(List.of(
                "Profile 2: is not a JSON object; skipped.",
                "Profile 3 (\"typed\"): endpoints must be a list of URLs; skipped.",
                "Profile 4 (\"empty\"): no endpoints; skipped."), result.problems());
    }

    @Test
    void otherFilesAreRefusedWithAReason() throws IOException {
        Path other = dir.resolve("other.json");
        Files.writeString(other, "{\"format\":\"kubeconfig\",\"profiles\":[]}");
        IOException format = assertThrows(IOException.class, () -> exchange.importFrom(other, List.of()));
        assertTrue(format.getMessage().contains("not an etcd-explorer profiles export"), format.getMessage());

        Path newer = dir.resolve("newer.json");
        Files.writeString(newer, "{\"format\":\"etcd-explorer-profiles\",\"version\":2,\"profiles\":[]}");
        IOException version = assertThrows(IOException.class, () -> exchange.importFrom(newer, List.of()));
        assertTrue(version.getMessage().contains("newer etcd-explorer (version 2)"), version.getMessage());

        Path garbage = dir.resolve("garbage.json");
        Files.writeString(garbage, "name: prod\n");
        IOException json = assertThrows(IOException.class, () -> exchange.importFrom(garbage, List.of()));
        assertTrue(json.getMessage().contains("is not valid JSON"), json.getMessage());
        assertTrue(json.getMessage().contains("line 1"), json.getMessage());
    }
}
