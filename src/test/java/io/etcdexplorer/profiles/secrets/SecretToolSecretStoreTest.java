package io.etcdexplorer.profiles.secrets;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;

import static io.etcdexplorer.profiles.secrets.SecretStore.KEY_PASSWORD;
import static io.etcdexplorer.profiles.secrets.SecretStore.PASSWORD;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** The Linux path end to end, against a fake secret-tool run as a real process. */
class SecretToolSecretStoreTest {

    private static final String SECRET = "s3cr3t with spaces 'single' \"double\" $HOME \\ ü €\nsecond line\n";

    @TempDir
    Path bin;
    private Map<String, String> env;

    @BeforeEach
    void installFake() throws IOException {
        assumeTrue(Files.exists(Path.of("/bin/sh")), "needs a POSIX shell");
        env = FakeTools.install(bin, "secret-tool", FakeTools.SECRET_TOOL);
    }

    private CachingSecretStore store() {
        return SecretStores.forCurrentSystem(env, "Linux", new SystemProcessRunner());
    }

    @Test
    void secretsSurviveARestartOfTheApp() throws IOException {
        CachingSecretStore store = store();
        assertTrue(store.isPersistent());
        assertEquals("Secret Service (secret-tool)", store.description());

        store.put("p1", PASSWORD, SECRET);
        store.put("p1", KEY_PASSWORD, "key pass");

        CachingSecretStore restarted = store();
        assertEquals(Optional.of(SECRET), restarted.get("p1", PASSWORD));
        assertEquals(Optional.of("key pass"), restarted.get("p1", KEY_PASSWORD));
        assertEquals(Optional.empty(), restarted.get("p2", PASSWORD));
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
    void theSecretNeverAppearsOnACommandLine() throws IOException {
        CachingSecretStore store = store();
        store.put("p1", PASSWORD, SECRET);
        store().get("p1", PASSWORD);

        String argv = FakeTools.argvLog(bin);
        assertTrue(argv.contains("store --label=etcd-explorer p1:password service etcd-explorer account p1:password"),
                argv);
        assertFalse(argv.contains("s3cr3t"), argv);
    }

    @Test
    void creatingTheStoreRunsNothingAndTheProbeRunsOnce() throws IOException {
        CachingSecretStore store = store();
        assertEquals("", FakeTools.argvLog(bin));

        store.isPersistent();
        store.description();
        store.isPersistent();
        assertEquals(1, FakeTools.argvLog(bin).lines().count());
    }

    @Test
    void aMissingKeyringDaemonMeansMemoryOnly() throws IOException {
        FakeTools.flag(bin, "dbus-down");
        CachingSecretStore store = store();

        assertFalse(store.isPersistent());
        assertEquals(SecretStores.noKeychain(), store.description());
        store.put("p1", PASSWORD, "kept in memory");
        assertEquals(Optional.of("kept in memory"), store.get("p1", PASSWORD));
        assertFalse(FakeTools.argvLog(bin).contains("store"), "nothing was sent to the broken keyring");
    }

    @Test
    void aKeyringThatNeverAnswersIsGivenUpAfterTheTimeout() throws IOException {
        FakeTools.flag(bin, "hang");
        CachingSecretStore store = SecretStores.forCurrentSystem(env, "Linux", new SystemProcessRunner(),
                Duration.ofMillis(500));

        long start = System.nanoTime();
        assertFalse(store.isPersistent());
        assertTrue(Duration.ofNanos(System.nanoTime() - start).compareTo(Duration.ofSeconds(5)) < 0);
        assertEquals(SecretStores.noKeychain(), store.description());
    }

    @Test
    void aFailedStoreKeepsTheSecretForTheSessionAndNeverShowsIt() throws IOException {
        CachingSecretStore store = store();
        assertTrue(store.isPersistent());
        FakeTools.flag(bin, "store-fails");

        SecretStoreException e = assertThrows(SecretStoreException.class,
                () -> store.put("p1", PASSWORD, "hunter2"));
        assertTrue(e.getMessage().startsWith("Secret Service (secret-tool) could not store a password"),
                e.getMessage());
        assertFalse(e.getMessage().contains("hunter2"), e.getMessage());
        assertEquals(Optional.of("hunter2"), store.get("p1", PASSWORD));
    }

    @Test
    void aReadThatHangsFailsAtTheTimeoutAndTheCacheAsksTheUserInstead() throws IOException {
        CachingSecretStore cached = SecretStores.forCurrentSystem(env, "Linux", new SystemProcessRunner(),
                Duration.ofMillis(300));
        assertTrue(cached.isPersistent());
        FakeTools.flag(bin, "hang");
        SecretToolSecretStore direct = new SecretToolSecretStore(bin.resolve("secret-tool"),
                new SystemProcessRunner(), Duration.ofMillis(300));

        SecretStoreException e = assertThrows(SecretStoreException.class, () -> direct.get("p1", PASSWORD));
        assertEquals("Secret Service (secret-tool) failed: secret-tool did not answer within 300 ms", e.getMessage());
        assertEquals(Optional.empty(), cached.get("p1", PASSWORD));
    }

    @Test
    void withoutSecretToolThereIsNoKeychain() throws IOException {
        Files.delete(bin.resolve("secret-tool"));
        CachingSecretStore store = SecretStores.forCurrentSystem(Map.of("PATH", bin.toString()), "Linux",
                new SystemProcessRunner());

        assertFalse(store.isPersistent());
        assertEquals(SecretStores.noKeychain(), store.description());
    }

    @Test
    void windowsDoesNotUseSecretToolEvenWhenItIsOnThePath() {
        CachingSecretStore store = SecretStores.forCurrentSystem(env, "Windows 11", new SystemProcessRunner());

        assertFalse(store.isPersistent(), "no powershell.exe on this PATH: memory only");
        assertEquals(SecretStores.noKeychain(), store.description());
    }
}
