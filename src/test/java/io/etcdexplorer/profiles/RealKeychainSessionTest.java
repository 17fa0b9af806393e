package io.etcdexplorer.profiles;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.playground.Playground;
import io.etcdexplorer.profiles.secrets.SecretStore;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.testsupport.SecretServiceSession;
import io.etcdexplorer.testsupport.SshEtcd;
import io.etcdexplorer.testsupport.SshdServer;
import io.etcdexplorer.testsupport.TestPki;
import io.etcdexplorer.testsupport.TestPki.KeyFormat;
import io.etcdexplorer.testsupport.TestPki.Spec;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Saved profiles on a real keychain: GNOME Keyring's Secret Service on a private D-Bus, reached through
 * {@code secret-tool} as on a Linux desktop. The profile needs all three secrets at once: the etcd user's
 * password (auth is on), the client key's passphrase (an encrypted PKCS#8 key read from the SSH host) and the
 * SSH key's passphrase. After a restart of the session view model, with a fresh keychain store, it connects with
 * what the keychain gives back and asks nothing.
 */
class RealKeychainSessionTest {

    private static final String ROOT_PASSWORD = "etcd-root-pw";
    private static final String SSH_PASSPHRASE = "ssh key phrase";

    @TempDir
    static Path dir;
    static SshEtcd host;
    static SecretServiceSession keyring;
    static Path sshKey;

    @TempDir
    Path home;

    private final StatusViewModel status = new StatusViewModel();

    @BeforeAll
    static void start() throws Exception {
        SecretServiceSession.requireInCi();
        assumeTrue(SecretServiceSession.available(), SecretServiceSession.missing());
        assumeTrue(SshdServer.available(), "OpenSSH's sshd is not installed (apt-get install openssh-server)");
        keyring = SecretServiceSession.start(dir.resolve("keyring"));
        host = SshEtcd.start(dir.resolve("node"));
        TestPki.Issued client = host.pki().ca().issue(Spec.client("keychain-client"));
        Files.copy(client.certPem(), host.remote("keychain-client.crt"));
        Files.copy(client.keyFile(KeyFormat.ENCRYPTED_PKCS8_PEM), host.remote("keychain-client.key"));
        SshdServer.exposeToSftp(host.remote("keychain-client.crt"));
        SshdServer.exposeToSftp(host.remote("keychain-client.key"));
        sshKey = dir.resolve("id_ed25519_keychain");
        SshdServer.keygen(sshKey, "ed25519", "keychain test", SSH_PASSPHRASE);
        host.sshd().authorize(Path.of(sshKey + ".pub"));
        etcdctl("user", "add", "root:" + ROOT_PASSWORD);
        etcdctl("user", "grant-role", "root", "root");
        etcdctl("auth", "enable");
    }

    @AfterAll
    static void stop() {
        if (host != null) {
            host.close();
        }
        if (keyring != null) {
            keyring.close();
        }
    }

    private static void etcdctl(String... args) throws IOException, InterruptedException {
        // The server certificate names localhost only; the host's etcd is this machine's.
        List<String> command = new java.util.ArrayList<>(List.of("etcdctl", "--command-timeout=20s",
                "--endpoints=" + host.endpoint(), "--cacert=" + host.remote("ca.crt"),
                "--cert=" + host.remote("healthcheck-client.crt"), "--key=" + host.readableKey()));
        command.addAll(List.of(args));
        Path log = Files.createTempFile(dir, "etcdctl", ".log");
        Process process = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
                .redirectOutput(log.toFile()).start();
        boolean ended = process.waitFor(60, TimeUnit.SECONDS);
        if (!ended) {
            process.destroyForcibly();
        }
        assertTrue(ended && process.exitValue() == 0, String.join(" ", args) + ": " + Files.readString(log));
    }

    private SessionViewModel freshApp() {
        return new SessionViewModel(BackgroundExecutor.sameThread(), new EtcdConnector(),
                new Playground(home.resolve("pg"), Map.of()), keyring.newStore(), status, host.knownHosts());
    }

    private static ConnectionProfile profile(String name) {
        SshHop hop = new SshHop(host.sshd().host(), host.sshd().port(), host.sshd().user(), SshHop.Auth.KEY,
                sshKey.toString(), true, false);
        return new ConnectionProfile(null, name, List.of(host.endpoint()), host.remote("ca.crt").toString(),
                host.remote("keychain-client.crt").toString(), host.remote("keychain-client.key").toString(), null,
                false, "root", true, null, false, 5, null, hop);
    }

    @Test
    void secretsSavedWithTheProfileConnectAfterARestart() throws Exception {
        ConnectionProfile profile = profile("saved with secrets");
        SessionViewModel first = freshApp();
        assertTrue(first.canRememberSecrets(), "the Secret Service answers: " + first.keychainDescription());

        first.storeSecrets(profile, ROOT_PASSWORD, TestPki.PASSWORD, SSH_PASSPHRASE);

        assertNull(status.problemProperty().get(), () -> "storing reported " + status.problemProperty().get());
        assertEquals(ROOT_PASSWORD, keyring.lookup(profile.id() + ":" + SecretStore.PASSWORD));
        assertEquals(TestPki.PASSWORD, keyring.lookup(profile.id() + ":" + SecretStore.KEY_PASSWORD));
        assertEquals(SSH_PASSPHRASE, keyring.lookup(profile.id() + ":" + SecretStore.SSH_SECRET));

        SessionViewModel restarted = freshApp();
        restarted.connect(ConnectionEntry.saved(profile));

        assertNull(restarted.secretRequestProperty().get(), "nothing is asked: the keychain had every secret");
        assertNull(status.problemProperty().get(), () -> "connecting reported " + status.problemProperty().get());
        assertNotNull(restarted.sessionProperty().get(), "connected with the secrets read back from the keychain");
        restarted.disconnect();
    }

    @Test
    void secretsTypedAtThePromptWithRememberAreNotAskedForAgain() throws Exception {
        ConnectionProfile profile = profile("remembered at the prompt");
        SessionViewModel first = freshApp();
        ConnectionEntry entry = ConnectionEntry.saved(profile);
        first.connect(entry);
        int asked = 0;
        // Each missing secret is asked for in turn: the etcd password, the SSH passphrase, the key's passphrase.
        for (SecretRequest request = first.secretRequestProperty().get(); request != null;
             request = first.secretRequestProperty().get()) {
            assertTrue(++asked <= 3, "asked more than three times: " + request.reason());
            assertTrue(request.canRemember(), "a working keychain offers to remember");
            String ssh = request.sshSecret() != null ? SSH_PASSPHRASE : null;
            first.provideSecrets(request, request.password() ? ROOT_PASSWORD : null,
                    request.keyPassword() ? TestPki.PASSWORD : null, ssh, true);
        }
        assertNotNull(first.sessionProperty().get());
        first.disconnect();
        assertEquals(SSH_PASSPHRASE, keyring.lookup(profile.id() + ":" + SecretStore.SSH_SECRET),
                "the SSH secret typed at the prompt is remembered too");

        SessionViewModel restarted = freshApp();
        restarted.connect(entry);
        assertNull(restarted.secretRequestProperty().get(), "nothing is asked after a restart");
        assertNotNull(restarted.sessionProperty().get());
        restarted.disconnect();
    }
}
