package io.etcdexplorer.profiles.secrets;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

import static io.etcdexplorer.profiles.secrets.SecretStore.PASSWORD;
import static io.etcdexplorer.profiles.secrets.SecretStore.SSH_SECRET;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** The Windows path end to end on any Unix, against a fake {@code powershell.exe} run as a real process. */
class WindowsDpapiSecretStoreTest {

    private static final String ID = "0b6e4c1a-7f3d-4e7a-9a43-2b8f0f6a1c55";
    private static final String SECRET = "pässwörd with spaces 'q' \"d\" %USERPROFILE% \\ €\nsecond line";

    @TempDir
    Path bin;
    @TempDir
    Path appData;
    private Map<String, String> env;

    @BeforeEach
    void installFake() throws IOException {
        assumeTrue(Files.exists(Path.of("/bin/sh")), "needs a POSIX shell");
        env = new HashMap<>(FakeTools.install(bin, "powershell.exe", FakeTools.POWERSHELL));
        env.put("APPDATA", appData.toString());
    }

    private CachingSecretStore store() {
        return SecretStores.forCurrentSystem(env, "Windows 11", new SystemProcessRunner());
    }

    @Test
    void secretsSurviveARestartAndAreStoredOnlyEncrypted() throws IOException {
        CachingSecretStore store = store();
        assertTrue(store.isPersistent());
        assertEquals("Windows user data protection (DPAPI)", store.description());

        store.put(ID, PASSWORD, SECRET);
        store.put(ID, SSH_SECRET, "ssh phrase");

        assertEquals(Optional.of(SECRET), store().get(ID, PASSWORD), "read back by a new store, as after a restart");
        assertEquals(Optional.of("ssh phrase"), store().get(ID, SSH_SECRET));
        Path folder = appData.resolve("etcd-explorer/secrets");
        try (var files = Files.list(folder)) {
            for (Path file : files.toList()) {
                assertTrue(Files.readString(file).startsWith("fake-dpapi:"), "only the protected blob is on disk");
                assertFalse(Files.readString(file).contains("ssh phrase"));
            }
        }
        assertFalse(FakeTools.argvLog(bin).contains("ssh phrase"), "never on a command line");
    }

    @Test
    void deleteRemovesTheEntry() {
        CachingSecretStore store = store();
        store.put(ID, PASSWORD, SECRET);
        store.delete(ID, PASSWORD);
        assertEquals(Optional.empty(), store().get(ID, PASSWORD));
    }

    @Test
    void aFailingDpapiIsMemoryOnlyAndNeverShowsTheSecret() throws IOException {
        FakeTools.flag(bin, "dpapi-fails");
        assertFalse(store().isPersistent());
        WindowsDpapiSecretStore direct = new WindowsDpapiSecretStore(bin.resolve("powershell.exe"),
                appData, new SystemProcessRunner(), SecretStores.COMMAND_TIMEOUT);
        SecretStoreException failure = assertThrows(SecretStoreException.class,
                () -> direct.put(ID, PASSWORD, SECRET));
        assertFalse(failure.getMessage().contains("second line"), failure.getMessage());
    }
}
