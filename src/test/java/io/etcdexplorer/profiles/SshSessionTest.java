package io.etcdexplorer.profiles;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.playground.Playground;
import io.etcdexplorer.profiles.secrets.MemorySecretStore;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.testsupport.SshEtcd;
import io.etcdexplorer.testsupport.SshdServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * A saved profile through an SSH host, as a user meets it: the first connection asks about the host key, an
 * encrypted SSH key asks for its passphrase, then the cluster is open with certificates read from the host.
 */
class SshSessionTest {

    @TempDir
    static Path dir;
    static SshEtcd host;

    @TempDir
    Path home;

    private final StatusViewModel status = new StatusViewModel();

    @BeforeAll
    static void start() throws IOException {
        assumeTrue(SshdServer.available(), "OpenSSH's sshd is not installed (apt-get install openssh-server)");
        host = SshEtcd.start(dir);
    }

    @AfterAll
    static void stop() {
        if (host != null) {
            host.close();
        }
    }

    private SessionViewModel viewModel(Path knownHosts) {
        return new SessionViewModel(BackgroundExecutor.sameThread(), new EtcdConnector(),
                new Playground(home.resolve("pg"), Map.of()), new MemorySecretStore(), status, knownHosts);
    }

    private static ConnectionEntry profile(SshHop hop) {
        return ConnectionEntry.saved(new ConnectionProfile(null, "node", List.of(host.endpoint()),
                host.remote("ca.crt").toString(), host.remote("healthcheck-client.crt").toString(),
                host.readableKey().toString(), null, false, null, false, null, false, 5, null, hop));
    }

    @Test
    void aNewHostIsAskedAboutOnceThenTheClusterOpens() throws Exception {
        Path knownHosts = home.resolve("ssh/known_hosts"); // does not exist yet, as on a fresh laptop
        SessionViewModel vm = viewModel(knownHosts);
        ConnectionEntry entry = profile(new SshHop(host.sshd().host(), host.sshd().port(), host.sshd().user(),
                SshHop.Auth.KEY, host.sshd().userKey().toString(), true, false));

        vm.connect(entry);

        HostKeyQuestion question = vm.hostKeyQuestionProperty().get();
        assertNotNull(question, "the first connection asks whether to trust the host");
        assertNull(vm.sessionProperty().get());
        assertEquals(host.sshd().hostKeyFingerprint(), question.problem().fingerprint());
        assertTrue(question.text().contains(question.problem().fingerprint()), question.text());

        vm.trustHostKey(question);

        assertNotNull(vm.sessionProperty().get(), "connected once the host is trusted");
        assertTrue(Files.readString(knownHosts).contains("[" + host.sshd().host() + "]:" + host.sshd().port()));
        vm.disconnect();
        vm.connect(entry);
        assertNull(vm.hostKeyQuestionProperty().get(), "a known host is not asked about again");
        assertNotNull(vm.sessionProperty().get());
        vm.disconnect();
    }

    @Test
    void anEncryptedSshKeyAsksForItsPassphrase() throws Exception {
        Path key = home.resolve("id_ed25519_pp");
        SshdServer.keygen(key, "ed25519", "passphrase test", "correct horse");
        host.sshd().authorize(Path.of(key + ".pub"));
        SessionViewModel vm = viewModel(host.knownHosts());
        ConnectionEntry entry = profile(new SshHop(host.sshd().host(), host.sshd().port(), host.sshd().user(),
                SshHop.Auth.KEY, key.toString(), true, false));

        vm.connect(entry);

        SecretRequest request = vm.secretRequestProperty().get();
        assertNotNull(request, "an encrypted key without its passphrase asks for it");
        assertEquals("SSH key passphrase", request.sshSecret());
        vm.provideSecrets(request, null, null, "wrong", false);
        request = vm.secretRequestProperty().get();
        assertNotNull(request, "a wrong passphrase asks again");
        vm.provideSecrets(request, null, null, "correct horse", false);
        assertNotNull(vm.sessionProperty().get(), "connected with the right passphrase");
        vm.disconnect();
    }
}
