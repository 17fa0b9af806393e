package io.etcdexplorer.profiles.secrets;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

import static io.etcdexplorer.profiles.secrets.SecretStore.KEY_PASSWORD;
import static io.etcdexplorer.profiles.secrets.SecretStore.PASSWORD;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** The macOS path end to end on any Unix, against a fake {@code security} run as a real process. */
class KeychainSecretStoreTest {

    private static final String SECRET = "s3cr3t with spaces 'single' \"double\" $HOME \\ ü €\nsecond line";

    @TempDir
    Path bin;
    private Map<String, String> env;

    @BeforeEach
    void installFake() throws IOException {
        assumeTrue(Files.exists(Path.of("/bin/sh")), "needs a POSIX shell");
        env = FakeTools.install(bin, "security", FakeTools.SECURITY);
    }

    private CachingSecretStore store() {
        return SecretStores.forCurrentSystem(env, "Mac OS X", new SystemProcessRunner());
    }

    @Test
    void secretsSurviveARestartOfTheApp() throws IOException {
        CachingSecretStore store = store();
        assertTrue(store.isPersistent());
        assertEquals("macOS Keychain", store.description());

        store.put("0b6e4c1a-7f3d-4e7a-9a43-2b8f0f6a1c55", PASSWORD, SECRET);
        store.put("0b6e4c1a-7f3d-4e7a-9a43-2b8f0f6a1c55", KEY_PASSWORD, "key pass");

        CachingSecretStore restarted = store();
        assertEquals(Optional.of(SECRET), restarted.get("0b6e4c1a-7f3d-4e7a-9a43-2b8f0f6a1c55", PASSWORD));
        assertEquals(Optional.of("key pass"), restarted.get("0b6e4c1a-7f3d-4e7a-9a43-2b8f0f6a1c55", KEY_PASSWORD));
        assertEquals(Optional.empty(), restarted.get("other", PASSWORD));
    }

    @Test
    void theSecretGoesInOnStandardInputEncoded() throws IOException {
        store().put("p1", PASSWORD, SECRET);

        String argv = FakeTools.argvLog(bin);
        assertTrue(argv.lines().anyMatch("-i"::equals), argv);
        assertFalse(argv.contains("s3cr3t"), argv);
        assertFalse(argv.contains(KeychainSecretStore.PREFIX), argv);
        String keychain = Files.readString(bin.resolve("keychain.db"));
        assertTrue(keychain.startsWith("etcd-explorer\tp1:password\t" + KeychainSecretStore.PREFIX), keychain);
        assertFalse(keychain.contains("s3cr3t"), keychain);
    }

    @Test
    void putReplacesAndDeleteRemoves() throws IOException {
        store().put("p1", PASSWORD, "old");
        store().put("p1", PASSWORD, "new");
        assertEquals(Optional.of("new"), store().get("p1", PASSWORD));

        store().delete("p1", PASSWORD);
        store().delete("p1", PASSWORD);
        assertEquals(Optional.empty(), store().get("p1", PASSWORD));
    }

    @Test
    void aFailedAddIsCaughtByReadingBackAndNeverShowsTheSecret() throws IOException {
        CachingSecretStore store = store();
        assertTrue(store.isPersistent());
        FakeTools.flag(bin, "add-fails");

        SecretStoreException e = assertThrows(SecretStoreException.class,
                () -> store.put("p1", PASSWORD, "hunter2"));
        assertTrue(e.getMessage().contains("User interaction is not allowed"), e.getMessage());
        assertFalse(e.getMessage().contains("hunter2"), e.getMessage());
        assertEquals(Optional.of("hunter2"), store.get("p1", PASSWORD), "still kept for this session");
    }

    @Test
    void anIdTheCommandLineCannotCarryIsRefused() {
        SecretStoreException e = assertThrows(SecretStoreException.class,
                () -> store().put("my profile", PASSWORD, "x"));
        assertTrue(e.getMessage().contains("duplicate the profile"), e.getMessage());
    }

    @Test
    void aSessionWithoutADefaultKeychainIsMemoryOnly() throws IOException {
        FakeTools.flag(bin, "no-keychain");
        CachingSecretStore store = store();

        assertFalse(store.isPersistent());
        assertEquals(SecretStores.noKeychain(), store.description());
    }

    @Test
    void withoutSecurityThereIsNoKeychain() {
        assumeTrue(!Files.exists(Path.of("/usr/bin/security")), "not on a real Mac");
        CachingSecretStore store = SecretStores.forCurrentSystem(Map.of("PATH", "/nonexistent"), "Mac OS X",
                new SystemProcessRunner());

        assertFalse(store.isPersistent());
        assertEquals(SecretStores.noKeychain(), store.description());
    }
}
