package io.etcdexplorer.profiles;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.playground.Playground;
import io.etcdexplorer.profiles.secrets.FakeTools;
import io.etcdexplorer.profiles.secrets.SecretStore;
import io.etcdexplorer.profiles.secrets.SecretStores;
import io.etcdexplorer.profiles.secrets.SystemProcessRunner;
import io.etcdexplorer.status.StatusViewModel;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Every keychain command path (macOS {@code security}, Linux {@code secret-tool}, Windows {@code powershell.exe})
 * keeps all three secrets a profile can have, as saved by the profile editor: the etcd password, the key
 * passphrase and the SSH secret. Fakes that persist to a file stand in for the OS tools; the real Secret Service
 * is {@link RealKeychainSessionTest}'s.
 */
class KeychainCommandPathsTest {

    @TempDir
    Path bin;
    @TempDir
    Path home;

    @ParameterizedTest(name = "{0}")
    @CsvSource({"Mac OS X, security", "Linux, secret-tool", "Windows 11, powershell.exe"})
    void aSavedProfileKeepsEverySecretAcrossARestart(String os, String tool) throws Exception {
        assumeTrue(Files.exists(Path.of("/bin/sh")), "needs a POSIX shell");
        String script = switch (tool) {
            case "security" -> FakeTools.SECURITY;
            case "secret-tool" -> FakeTools.SECRET_TOOL;
            default -> FakeTools.POWERSHELL;
        };
        Map<String, String> env = new HashMap<>(FakeTools.install(bin, tool, script));
        env.put("APPDATA", home.resolve("appdata").toString());
        StatusViewModel status = new StatusViewModel();
        ConnectionProfile profile = new ConnectionProfile(null, "all secrets", List.of("https://127.0.0.1:2379"),
                null, null, "/keys/client.key", null, false, "root", true, null, false, 5, null,
                new SshHop("node", 22, "me", SshHop.Auth.PASSWORD, null, true, false));

        session(env, os, status).storeSecrets(profile, "etcd pw", "key phrase", "ssh pw");

        assertNull(status.problemProperty().get(), () -> "storing reported " + status.problemProperty().get());
        var restarted = SecretStores.forCurrentSystem(env, os, new SystemProcessRunner());
        assertTrue(restarted.isPersistent(), restarted.description());
        assertEquals(Optional.of("etcd pw"), restarted.get(profile.id(), SecretStore.PASSWORD));
        assertEquals(Optional.of("key phrase"), restarted.get(profile.id(), SecretStore.KEY_PASSWORD));
        assertEquals(Optional.of("ssh pw"), restarted.get(profile.id(), SecretStore.SSH_SECRET));
    }

    private SessionViewModel session(Map<String, String> env, String os, StatusViewModel status) {
        return new SessionViewModel(BackgroundExecutor.sameThread(), new EtcdConnector(),
                new Playground(home.resolve("pg"), Map.of()), SecretStores.forCurrentSystem(env, os,
                new SystemProcessRunner()), status);
    }
}
