package io.etcdexplorer.etcd.ssh;

import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.Hop;
import io.etcdexplorer.etcd.SecretRequiredException;
import io.etcdexplorer.testsupport.SshdServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

import static io.etcdexplorer.etcd.ssh.SshConnectionTest.assertContains;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Private keys in the formats people have: OpenSSH's own, PEM (PKCS#1 and PKCS#8, encrypted or not) and PuTTY
 * .ppk (v2 and v3, encrypted or not), each used to log in to a real sshd. The .ppk files under
 * src/test/resources/io/etcdexplorer/etcd/ssh were made with puttygen 0.78 for these tests only; the passphrase of the
 * encrypted ones is {@value #PUTTY_PASSPHRASE}.
 */
class SshKeysTest {

    static final String PUTTY_PASSPHRASE = "putty-secret";
    static final String PASSPHRASE = "ssh-secret";

    @TempDir
    static Path dir;
    static SshdServer sshd;
    static Path knownHosts;

    @BeforeAll
    static void startSshd() throws IOException {
        assumeTrue(SshdServer.available(), "OpenSSH's sshd is not installed (apt-get install openssh-server)");
        sshd = SshdServer.builder(dir.resolve("sshd")).start();
        knownHosts = sshd.knownHosts(dir.resolve("known_hosts"));
    }

    @AfterAll
    static void stopSshd() {
        if (sshd != null) {
            sshd.close();
        }
    }

    @ParameterizedTest(name = "{0} key, {1}")
    @CsvSource({
            "ed25519, openssh, ''",
            "ed25519, openssh, ssh-secret",
            "rsa, PEM, ''",
            "rsa, PEM, ssh-secret",
            "ecdsa, PKCS8, ''",
            "ecdsa, PKCS8, ssh-secret",
    })
    void logsInWithKeysAsSshKeygenWritesThem(String type, String format, String passphrase) throws Exception {
        Path key = dir.resolve(type + "-" + format + (passphrase.isEmpty() ? "" : "-encrypted"));
        // -a 4: few KDF rounds, so the OpenSSH format's bcrypt stays fast in tests.
        String[] options = "openssh".equals(format) ? new String[] {"-a", "4"}
                : new String[] {"-m", format, "-b", "rsa".equals(type) ? "2048" : "256"};
        SshdServer.keygen(key, type, "test", passphrase, options);
        assertContains(Files.readString(key), switch (format) {
            case "PEM" -> passphrase.isEmpty() ? "BEGIN RSA PRIVATE KEY" : "Proc-Type: 4,ENCRYPTED";
            case "PKCS8" -> passphrase.isEmpty() ? "BEGIN PRIVATE KEY" : "BEGIN ENCRYPTED PRIVATE KEY";
            default -> "BEGIN OPENSSH PRIVATE KEY";
        });
        sshd.authorize(key.resolveSibling(key.getFileName() + ".pub"));
        assertLogsIn(key, passphrase.isEmpty() ? null : passphrase);
    }

    @ParameterizedTest
    @CsvSource({
            "putty-ed25519.ppk, ''",
            "putty-rsa-v2-encrypted.ppk, putty-secret",
            "putty-ecdsa-v3-encrypted.ppk, putty-secret",
    })
    void logsInWithPuttyKeys(String name, String passphrase) throws Exception {
        Path key = fixture(name);
        sshd.authorize(fixture(name.replace(".ppk", ".pub")));
        assertLogsIn(key, passphrase.isEmpty() ? null : passphrase);
    }

    @Test
    void anEncryptedKeyWithoutPassphraseAsksForIt() throws Exception {
        Path key = dir.resolve("locked");
        SshdServer.keygen(key, "ed25519", "locked", PASSPHRASE, "-a", "4");

        SecretRequiredException missing = assertThrows(SecretRequiredException.class, () -> SshKeys.load(key, null));
        SecretRequiredException wrong = assertThrows(SecretRequiredException.class,
                () -> SshKeys.load(key, "not-it"));

        assertEquals(SecretRequiredException.Kind.SSH_PASSPHRASE, missing.kind());
        assertEquals(Hop.SSH_AUTH, missing.hop());
        assertContains(missing.getMessage(), key.toString(), "is encrypted", "passphrase");
        assertEquals(SecretRequiredException.Kind.SSH_PASSPHRASE, wrong.kind());
        assertContains(wrong.getMessage(), "passphrase for SSH key " + key + " is wrong");
    }

    @ParameterizedTest
    @CsvSource({"putty-rsa-v2-encrypted.ppk", "putty-ecdsa-v3-encrypted.ppk"})
    void aWrongPuttyPassphraseIsAskedForAgain(String name) throws Exception {
        Path key = fixture(name);

        assertEquals(SecretRequiredException.Kind.SSH_PASSPHRASE,
                assertThrows(SecretRequiredException.class, () -> SshKeys.load(key, null)).kind());
        assertContains(assertThrows(SecretRequiredException.class, () -> SshKeys.load(key, "wrong")).getMessage(),
                "is wrong");
    }

    @Test
    void aPublicKeyOrAMissingFileIsExplained() throws Exception {
        Path pub = fixture("putty-ed25519.pub");
        Path missing = dir.resolve("no-such-key");

        EtcdAccessException notPrivate = assertThrows(EtcdAccessException.class, () -> SshKeys.load(pub, null));
        EtcdAccessException absent = assertThrows(EtcdAccessException.class, () -> SshKeys.load(missing, null));

        assertEquals(Hop.SSH_AUTH, notPrivate.hop());
        assertContains(notPrivate.getMessage(), "is a public key");
        assertContains(absent.getMessage(), missing + " does not exist");
    }

    private static void assertLogsIn(Path key, String passphrase) {
        SshSettings settings = SshSettings.builder(sshd.host()).port(sshd.port()).user(sshd.user())
                .identityFile(key).passphrase(passphrase).knownHosts(knownHosts).build();
        try (SshConnection ssh = SshConnection.open(settings)) {
            assertEquals(SshState.Phase.CONNECTED, ssh.state().phase());
        }
    }

    /** A copy of a committed key, owner-only like a real key file. */
    private static Path fixture(String name) throws IOException {
        Path copy = dir.resolve("fixtures").resolve(name);
        Files.createDirectories(copy.getParent());
        try (InputStream in = SshKeysTest.class.getResourceAsStream(name)) {
            Files.copy(in, copy, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
        return copy;
    }
}
