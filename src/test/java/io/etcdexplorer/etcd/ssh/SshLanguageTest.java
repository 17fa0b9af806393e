package io.etcdexplorer.etcd.ssh;

import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.SecretRequiredException;
import io.etcdexplorer.i18n.Language;
import io.etcdexplorer.i18n.Locales;
import io.etcdexplorer.testsupport.SshdServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;

import static io.etcdexplorer.etcd.ssh.SshConnectionTest.assertContains;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** What a user reads when an SSH login fails, in Russian and Japanese, against the test sshd. */
class SshLanguageTest {

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

    @AfterEach
    void english() {
        Locales.use(Language.ENGLISH);
    }

    private static SshSettings.Builder settings() {
        return SshSettings.builder(sshd.host()).port(sshd.port()).user(sshd.user()).identityFile(sshd.userKey())
                .knownHosts(knownHosts);
    }

    @Test
    void aKeyTheHostRefusesInRussian() throws Exception {
        Path stranger = dir.resolve("stranger");
        SshdServer.keygen(stranger, "stranger");
        Locales.use(Language.RUSSIAN);

        EtcdAccessException e = assertThrows(EtcdAccessException.class,
                () -> SshConnection.open(settings().identityFile(stranger).build()));

        assertContains(e.getMessage(), "Вход по SSH как", "отклонён", stranger.toString());
        assertContains(e.hint(), "Разрешите ключ на хосте", "authorized_keys", stranger + ".pub");
    }

    @Test
    void aMissingKeyFileInRussianAndAPublicKeyInJapanese() throws Exception {
        Path missing = dir.resolve("no-such-key");
        Locales.use(Language.RUSSIAN);

        EtcdAccessException absent = assertThrows(EtcdAccessException.class,
                () -> SshConnection.open(settings().identityFile(missing).build()));

        assertEquals("SSH-ключ " + missing + " не существует.", absent.getMessage());
        assertEquals("Проверьте путь или выберите файл ключа заново.", absent.hint());

        Path key = dir.resolve("mine");
        SshdServer.keygen(key, "mine");
        Path pub = dir.resolve("mine.pub");
        Locales.use(Language.JAPANESE);

        EtcdAccessException notPrivate = assertThrows(EtcdAccessException.class,
                () -> SshConnection.open(settings().identityFile(pub).build()));

        assertEquals("SSH 鍵 " + pub + " は公開鍵です。", notPrivate.getMessage());
        assertContains(notPrivate.hint(), ".pub を除いた同じ名前");
    }

    @Test
    void anEncryptedKeyAsksForItsPassphraseInJapanese() throws Exception {
        Path key = dir.resolve("locked");
        SshdServer.keygen(key, "ed25519", "locked", "ssh-secret", "-a", "4");
        Locales.use(Language.JAPANESE);

        SecretRequiredException missing = assertThrows(SecretRequiredException.class,
                () -> SshConnection.open(settings().identityFile(key).build()));
        SecretRequiredException wrong = assertThrows(SecretRequiredException.class,
                () -> SshConnection.open(settings().identityFile(key).passphrase("not-it").build()));

        assertEquals("SSH 鍵 " + key + " は暗号化されています：パスフレーズを入力してください。", missing.getMessage());
        assertEquals("SSH 鍵 " + key + " のパスフレーズが違います。", wrong.getMessage());
    }

    @Test
    void noAgentInRussian() {
        Locales.use(Language.RUSSIAN);

        EtcdAccessException e = assertThrows(EtcdAccessException.class,
                () -> SshConnection.open(settings().auth(SshSettings.Auth.AGENT).build(), Map.of()));

        assertContains(e.getMessage(), "не запущен SSH-агент", "SSH_AUTH_SOCK");
        assertContains(e.hint(), "файлом ключа");
    }

    @Test
    void aWrongPortIsNamedInChinese() {
        Locales.use(Language.CHINESE_SIMPLIFIED);

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SshSettings.builder("192.168.49.2").port(70000).build());

        assertEquals("SSH 端口必须在 1 到 65535 之间，而不是 70000", e.getMessage());
    }
}
