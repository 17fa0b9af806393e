package io.etcdexplorer.profiles.secrets;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static io.etcdexplorer.profiles.secrets.SecretStore.KEY_PASSWORD;
import static io.etcdexplorer.profiles.secrets.SecretStore.PASSWORD;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

class CachingSecretStoreTest {

    /** A keychain that records what was asked of it. */
    private static final class RecordingKeychain implements SecretStore {
        final Map<String, String> entries = new HashMap<>();
        final List<String> calls = new ArrayList<>();
        boolean available = true;

        @Override
        public Optional<String> get(String profileId, String kind) {
            calls.add("get " + profileId + ":" + kind);
            return Optional.ofNullable(entries.get(profileId + ":" + kind));
        }

        @Override
        public void put(String profileId, String kind, String secret) {
            calls.add("put " + profileId + ":" + kind);
            entries.put(profileId + ":" + kind, secret);
        }

        @Override
        public void delete(String profileId, String kind) {
            calls.add("delete " + profileId + ":" + kind);
            entries.remove(profileId + ":" + kind);
        }

        @Override
        public boolean isPersistent() {
            return available;
        }

        @Override
        public String description() {
            return "Recording keychain";
        }
    }

    private final RecordingKeychain keychain = new RecordingKeychain();
    private final CachingSecretStore store = new CachingSecretStore(keychain);

    @Test
    void memoryStoreKeepsEachProfileAndKindApart() {
        MemorySecretStore memory = new MemorySecretStore();
        memory.put("a", PASSWORD, "pa");
        memory.put("a", KEY_PASSWORD, "ka");
        memory.put("b", PASSWORD, "pb");

        assertEquals(Optional.of("pa"), memory.get("a", PASSWORD));
        assertEquals(Optional.of("ka"), memory.get("a", KEY_PASSWORD));
        assertEquals(Optional.of("pb"), memory.get("b", PASSWORD));
        memory.delete("a", PASSWORD);
        assertEquals(Optional.empty(), memory.get("a", PASSWORD));
        assertFalse(memory.isPersistent());
        assertEquals("none: you will be asked each time", memory.description());
    }

    @Test
    void unknownKindsAndMissingIdsAreProgrammingErrors() {
        MemorySecretStore memory = new MemorySecretStore();
        assertThrows(IllegalArgumentException.class, () -> memory.put("a", "token", "x"));
        assertThrows(IllegalArgumentException.class, () -> memory.get(" ", PASSWORD));
    }

    @Test
    void aKeychainReadIsCachedForTheSession() throws IOException {
        keychain.entries.put("a:password", "from keychain");

        assertEquals(Optional.of("from keychain"), store.get("a", PASSWORD));
        assertEquals(Optional.of("from keychain"), store.get("a", PASSWORD));
        assertEquals(List.of("get a:password"), keychain.calls);
    }

    @Test
    void putGoesToBothButCacheOnlyToMemory() throws IOException {
        store.put("a", PASSWORD, "remembered");
        store.cache("b", PASSWORD, "session only");

        assertEquals(Map.of("a:password", "remembered"), keychain.entries);
        assertEquals(Optional.of("session only"), store.get("b", PASSWORD));
    }

    @Test
    void forgetRemovesEverywhereAndForgetPersistentKeepsTheSession() throws IOException {
        store.put("a", PASSWORD, "pa");
        store.put("a", KEY_PASSWORD, "ka");
        store.forgetPersistent("a");
        assertEquals(Map.of(), keychain.entries);
        assertEquals(Optional.of("pa"), store.get("a", PASSWORD));

        store.forget("a");
        assertEquals(Optional.empty(), store.get("a", PASSWORD));
        assertEquals(Optional.empty(), store.get("a", KEY_PASSWORD));
    }

    @Test
    void anUnavailableKeychainIsNeverCalled() throws IOException {
        keychain.available = false;

        store.put("a", PASSWORD, "pa");
        assertEquals(Optional.of("pa"), store.get("a", PASSWORD));
        assertEquals(Optional.empty(), store.get("b", PASSWORD));
        store.forget("a");

        assertEquals(List.of(), keychain.calls);
        assertFalse(store.isPersistent());
        assertEquals(SecretStores.noKeychain(), store.description());
    }

    @Test
    void withoutKeychainDescriptionTellsTheUser() {
        CachingSecretStore memoryOnly = new CachingSecretStore(null);
        assertFalse(memoryOnly.isPersistent());
        assertEquals("No keychain found: passwords are kept only while the app runs and asked for again next time",
                memoryOnly.description());
    }
}
