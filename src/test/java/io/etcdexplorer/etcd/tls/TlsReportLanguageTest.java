package io.etcdexplorer.etcd.tls;

import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.i18n.Language;
import io.etcdexplorer.i18n.Locales;
import io.etcdexplorer.testsupport.TestPki;
import io.etcdexplorer.testsupport.TestPki.KeyAlgorithm;
import io.etcdexplorer.testsupport.TestPki.KeyFormat;
import io.etcdexplorer.testsupport.TestPki.Spec;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;

import static io.etcdexplorer.etcd.tls.TlsClients.assertContains;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The certificate inspection report a user opens from the profile editor, in Japanese and Russian. */
class TlsReportLanguageTest {

    @TempDir
    static Path dir;
    static TestPki pki;
    static TestPki.Issued server;
    static TestPki.Issued ec;
    static CertificateInspector inspector;

    @BeforeAll
    static void issue() {
        pki = TestPki.create(dir);
        Instant now = Instant.now();
        inspector = new CertificateInspector(Clock.fixed(now, ZoneOffset.UTC));
        server = pki.ca().issue(Spec.server("etcd-server", "etcd.example", "127.0.0.1")
                .validity(now.minus(Duration.ofDays(1)), now.plus(Duration.ofDays(22).plusHours(1))));
        ec = pki.ca().issue(Spec.client("ec-client").algorithm(KeyAlgorithm.EC));
    }

    @AfterEach
    void english() {
        Locales.use(Language.ENGLISH);
    }

    @Test
    void aCaCertificateInJapanese() {
        Locales.use(Language.JAPANESE);

        String text = inspector.inspect(pki.ca().certPem(), null).toText();

        assertContains(text, "：証明書 1 件", "サブジェクト：", "発行者：", "CN=etcd-ca（自己署名）", "有効期間：",
                "CA：", "はい");
        assertFalse(text.contains("Subject"), text);
    }

    @Test
    void aServerCertificateWithAFewDaysLeftInRussian() {
        Locales.use(Language.RUSSIAN);

        String text = inspector.inspect(server.certDer(), null).toText();

        assertContains(text, ": 1 сертификат", "Субъект:", "CN=etcd-server", "Издатель:", "Имена:",
                "DNS:etcd.example", "(ещё 22 дня)", "CA:", "нет");
    }

    @Test
    void aBundleWithItsKeyInRussian() {
        Locales.use(Language.RUSSIAN);

        String text = inspector.inspect(ec.keyFile(KeyFormat.PKCS12), TestPki.PASSWORD).toText();

        assertContains(text, "2 сертификата и закрытый ключ", "Файл ключа:", "EC P-256 (зашифрован)",
                "да, это ключ этого сертификата");
    }

    @Test
    void aKeyOfAnotherCertificateInJapanese() {
        Locales.use(Language.JAPANESE);

        String text = inspector.inspectKey(ec.keyFile(KeyFormat.SEC1_PEM), null, server.certPem()).toText();

        assertContains(text, "鍵ファイル：", "いいえ：別の証明書の鍵です");
    }

    @Test
    void aKeyOfAnotherCertificateFailsTheConnectionInChinese() {
        Path key = ec.keyFile(KeyFormat.PKCS8_PEM);
        Locales.use(Language.CHINESE_SIMPLIFIED);

        EtcdAccessException e = assertThrows(EtcdAccessException.class, () -> TlsMaterial.load(
                ConnectionSettings.builder(List.of("https://127.0.0.1:2379")).cert(server.certPem()).key(key).build()));

        assertEquals(key + " 中的私钥不属于 " + server.certPem() + " 中的证书（公钥不同）：请使用与该证书一起签发的密钥文件。",
                e.getMessage());
        assertContains(e.hint(), "证书和密钥是成对的");
    }
}
