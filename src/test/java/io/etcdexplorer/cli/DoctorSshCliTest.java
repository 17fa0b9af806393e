package io.etcdexplorer.cli;

import io.etcdexplorer.testsupport.SshEtcd;
import io.etcdexplorer.testsupport.SshdServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * {@code doctor} through a real sshd speaks the terminal's language: a fix names the command line's flags
 * ({@code --ssh-sudo}, {@code --ssh-trust-new-host}) and commands that work as printed, never the window's check
 * boxes and buttons. The user's home (and so ~/.ssh/known_hosts) is a fresh folder for each test.
 */
class DoctorSshCliTest {

    @TempDir
    static Path dir;
    static SshEtcd host;
    @TempDir
    Path home;
    private String userHome;

    private record Result(int code, String out, String err) {
        String all() {
            return out + err;
        }
    }

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

    @BeforeEach
    void ownHome() {
        userHome = System.getProperty("user.home");
        System.setProperty("user.home", home.toString());
    }

    @AfterEach
    void restoreHome() throws IOException {
        System.setProperty("user.home", userHome);
        host.sudo(SshEtcd.Sudo.NOT_INSTALLED);
    }

    @Test
    void aFirstSeenHostWithoutTheFlagNamesTheFlagAndAKeyscanLineThatWorks() throws Exception {
        Result first = doctor(host.readableKey());

        assertEquals(1, first.code(), first::all);
        assertContains(first.out(), "is not known yet", host.sshd().hostKeyFingerprint(),
                "run again with --ssh-trust-new-host to add it to " + knownHosts());
        assertFalse(first.out().contains("Trusting"), first::out);
        Matcher keyscan = Pattern.compile("`([^`]*ssh-keyscan [^`]+)`").matcher(first.out());
        assertTrue(keyscan.find(), first::out);
        // A home without ~/.ssh (as here) gets it made first.
        assertEquals("mkdir -p -m 700 " + knownHosts().getParent() + " && ssh-keyscan -t ed25519 -p "
                + host.sshd().port() + " 127.0.0.1 >> " + knownHosts(), keyscan.group(1));

        // The line as printed, pasted into a shell, is all it takes.
        Process shell = new ProcessBuilder("sh", "-c", keyscan.group(1)).redirectErrorStream(true).start();
        assertEquals(0, shell.waitFor(), () -> new String(readAll(shell), UTF_8));
        Result again = doctor(host.readableKey());
        assertEquals(0, again.code(), again::all);
        assertContains(again.out(), "Connected.");
    }

    @Test
    void withTheFlagAFirstSeenHostIsTrustedAndConnects() throws Exception {
        Result result = doctor(host.readableKey(), "--ssh-trust-new-host");

        assertEquals(0, result.code(), result::all);
        assertContains(result.out(), "Trusted the new SSH host key of 127.0.0.1:" + host.sshd().port(),
                host.sshd().hostKeyFingerprint(), "Connected.");
        assertContains(Files.readString(knownHosts()), "[127.0.0.1]:" + host.sshd().port() + " ssh-ed25519 ");
    }

    @Test
    void aChangedHostKeyIsNeverTrustedByTheFlag() throws Exception {
        Path stranger = home.resolve("other_host_key");
        SshdServer.keygen(stranger, "another-host");
        String[] key = Files.readString(stranger.resolveSibling("other_host_key.pub")).strip().split("\\s+");
        Files.createDirectories(knownHosts().getParent());
        String line = "[127.0.0.1]:" + host.sshd().port() + " " + key[0] + " " + key[1] + "\n";
        Files.writeString(knownHosts(), line);

        Result result = doctor(host.readableKey(), "--ssh-trust-new-host");

        assertEquals(1, result.code(), result::all);
        assertContains(result.out(), "has CHANGED", "Failed at: SSH host key",
                "`ssh-keygen -R '[127.0.0.1]:" + host.sshd().port() + "' -f " + knownHosts() + "`",
                "and run again with --ssh-trust-new-host to trust the new one");
        assertFalse(result.out().contains("Trusted the new SSH host key"), result::out);
        assertEquals(line, Files.readString(knownHosts()), "known_hosts must stay as it was");
    }

    @Test
    void aRootOnlyKeyNamesTheSudoFlagAndThenTheSudoersLine() throws Exception {
        trustHost();
        Result withoutSudo = doctor(host.rootOnlyKey());

        assertEquals(1, withoutSudo.code(), withoutSudo::all);
        assertContains(withoutSudo.out(), "Failed at: remote file", "Fix: Either add --ssh-sudo to read it with sudo");
        assertFalse(withoutSudo.out().contains("turn on"), withoutSudo::out);
        assertFalse(withoutSudo.out().contains("SSH tab"), withoutSudo::out);

        host.sudo(SshEtcd.Sudo.ASKS_PASSWORD);
        Result asking = doctor(host.rootOnlyKey(), "--ssh-sudo");

        assertEquals(1, asking.code(), asking::all);
        assertContains(asking.out(), "asks " + host.sshd().user() + " for a password",
                "`" + host.sshd().user() + " ALL=(root) NOPASSWD: /usr/bin/cat`");
    }

    private void trustHost() throws IOException {
        Files.createDirectories(knownHosts().getParent());
        host.sshd().knownHosts(knownHosts());
    }

    private Path knownHosts() {
        return home.resolve(".ssh/known_hosts");
    }

    private Result doctor(Path clientKey, String... extra) {
        List<String> args = new ArrayList<>(List.of("--ssh=" + host.sshd().user() + "@127.0.0.1:" + host.sshd().port(),
                "--ssh-key=" + host.sshd().userKey(), "--ssh-remote-certs", "--endpoints=" + host.endpoint(),
                "--cacert=" + host.remote("ca.crt"), "--cert=" + host.remote("healthcheck-client.crt"),
                "--key=" + clientKey));
        args.addAll(List.of(extra));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = DoctorCommand.run(args, Map.of(), new PrintStream(out, true, UTF_8), new PrintStream(err, true, UTF_8));
        return new Result(code, out.toString(UTF_8), err.toString(UTF_8));
    }

    private static byte[] readAll(Process process) {
        try {
            return process.getInputStream().readAllBytes();
        } catch (IOException e) {
            return e.toString().getBytes(UTF_8);
        }
    }

    private static void assertContains(String text, String... parts) {
        for (String part : parts) {
            assertTrue(text.contains(part), () -> "expected '" + part + "' in:\n" + text);
        }
    }
}
