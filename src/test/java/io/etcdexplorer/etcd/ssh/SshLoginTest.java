package io.etcdexplorer.etcd.ssh;

import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.Hop;
import io.etcdexplorer.etcd.SecretRequiredException;
import io.etcdexplorer.testsupport.SshdServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import static io.etcdexplorer.etcd.ssh.SshConnectionTest.assertContains;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** Logging in with a key the host refuses, a password, and the keys of a running ssh-agent. */
class SshLoginTest {

    @TempDir
    static Path dir;
    static SshdServer sshd;
    static Path knownHosts;

    @BeforeAll
    static void startSshd() throws IOException {
        assumeTrue(SshdServer.available(), "OpenSSH's sshd is not installed (apt-get install openssh-server)");
        sshd = SshdServer.builder(dir.resolve("sshd")).passwordAuthentication(true).start();
        knownHosts = sshd.knownHosts(dir.resolve("known_hosts"));
    }

    @AfterAll
    static void stopSshd() {
        if (sshd != null) {
            sshd.close();
        }
    }

    static SshSettings.Builder settings() {
        return SshSettings.builder(sshd.host()).port(sshd.port()).user(sshd.user()).identityFile(sshd.userKey())
                .knownHosts(knownHosts);
    }

    @Test
    void aKeyTheHostDoesNotAuthoriseFailsAtSshAuth() throws Exception {
        Path stranger = dir.resolve("stranger");
        SshdServer.keygen(stranger, "stranger");

        EtcdAccessException e = assertThrows(EtcdAccessException.class,
                () -> SshConnection.open(settings().identityFile(stranger).build()));

        assertEquals(Hop.SSH_AUTH, e.hop());
        assertContains(e.getMessage(), sshd.user() + "@127.0.0.1:" + sshd.port(), "refused", "ED25519 key SHA256:",
                stranger.toString());
        assertContains(e.hint(), "authorized_keys", stranger + ".pub");
    }

    @Test
    void aWrongPasswordFailsAtSshAuthAndAMissingOneIsAskedFor() {
        // The test user's password is unknown (root's is usually locked), so only a refusal can be tested.
        SshSettings.Builder password = settings().identityFile(null).auth(SshSettings.Auth.PASSWORD);

        EtcdAccessException wrong = assertThrows(EtcdAccessException.class,
                () -> SshConnection.open(password.password("not-the-password").build()));
        SecretRequiredException missing = assertThrows(SecretRequiredException.class,
                () -> SshConnection.open(password.password(null).build()));

        assertEquals(Hop.SSH_AUTH, wrong.hop());
        assertContains(wrong.getMessage(), "refused", "tried a password");
        assertEquals(SecretRequiredException.Kind.SSH_PASSWORD, missing.kind());
        assertEquals(Hop.SSH_AUTH, missing.hop());
    }

    @Test
    void logsInWithTheKeysOfARunningSshAgent() throws Exception {
        Path socket = dir.resolve("agent.sock");
        Process agent = new ProcessBuilder("ssh-agent", "-D", "-a", socket.toString()).redirectErrorStream(true)
                .start();
        try {
            for (int i = 0; i < 100 && !Files.exists(socket); i++) {
                Thread.sleep(20);
            }
            Map<String, String> env = Map.of("SSH_AUTH_SOCK", socket.toString());
            SshSettings viaAgent = settings().identityFile(null).auth(SshSettings.Auth.AGENT).build();
            EtcdAccessException empty = assertThrows(EtcdAccessException.class,
                    () -> SshConnection.open(viaAgent, env));
            assertEquals(Hop.SSH_AUTH, empty.hop());
            assertContains(empty.hint(), "ssh-add");

            ProcessBuilder adding = new ProcessBuilder("ssh-add", sshd.userKey().toString())
                    .redirectErrorStream(true);
            adding.environment().put("SSH_AUTH_SOCK", socket.toString());
            Process add = adding.start();
            add.getInputStream().readAllBytes();
            assertEquals(0, add.waitFor());

            try (SshConnection ssh = SshConnection.open(viaAgent, env)) {
                assertEquals(SshState.Phase.CONNECTED, ssh.state().phase());
            }
        } finally {
            agent.destroy();
        }
    }

    @Test
    void withoutAnAgentSocketTheAgentMethodSaysWhatToDo() {
        SshSettings viaAgent = settings().auth(SshSettings.Auth.AGENT).build();

        EtcdAccessException e = assertThrows(EtcdAccessException.class,
                () -> SshConnection.open(viaAgent, Map.of()));

        assertEquals(Hop.SSH_AUTH, e.hop());
        assertContains(e.getMessage(), "SSH_AUTH_SOCK");
        assertContains(e.hint(), "key file");
    }
}
