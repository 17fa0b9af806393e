package io.etcdexplorer.doctor;

import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.Vocabulary;
import io.etcdexplorer.i18n.Language;
import io.etcdexplorer.i18n.Locales;
import io.etcdexplorer.testsupport.EtcdExtension;
import io.etcdexplorer.testsupport.TestPki;
import io.etcdexplorer.testsupport.TestPki.KeyFormat;
import io.etcdexplorer.testsupport.TestPki.Spec;
import io.etcdexplorer.testsupport.TlsEtcd;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * "Test connection" and {@code doctor} in Russian and Japanese against real etcds: a wrong CA file diagnosed with
 * both issuers named, a refused endpoint with its fix, and a working cluster's report.
 */
class DoctorLanguageTest {

    @RegisterExtension
    static final EtcdExtension plain = new EtcdExtension();

    @TempDir
    static Path dir;
    static TestPki pki;
    static TlsEtcd tls;
    static TestPki.Issued client;

    @BeforeAll
    static void startTlsEtcd() throws Exception {
        pki = TestPki.create(dir.resolve("pki"));
        TestPki.Issued server = pki.ca().issue(Spec.server("etcd-server", "127.0.0.1", "localhost"));
        client = pki.ca().issue(Spec.client("client"));
        tls = TlsEtcd.start(dir, TestPki.etcdServerFlags(server, pki.ca()));
    }

    @AfterAll
    static void stopTlsEtcd() {
        if (tls != null) {
            tls.close();
        }
    }

    @AfterEach
    void english() {
        Locales.use(Language.ENGLISH);
    }

    private static String examine(ConnectionSettings settings, Vocabulary words) {
        return new ConnectionDoctor(new EtcdConnector(Map.of())).examine(settings).toText(words);
    }

    private static ConnectionSettings wrongCa() {
        return ConnectionSettings.builder(List.of(tls.endpoint())).dialTimeout(Duration.ofSeconds(3))
                .caCert(pki.otherCa().certPem()).cert(client.certPem()).key(client.keyFile(KeyFormat.PKCS8_PEM))
                .build();
    }

    @Test
    void aWrongCaIsDiagnosedInRussian() {
        Locales.use(Language.RUSSIAN);

        String text = examine(wrongCa(), Vocabulary.GUI);

        assertTrue(text.contains("НЕ ПОДКЛЮЧЕНО: Сертификат сервера " + tls.hostPort() + " не подписан CA из "
                + pki.otherCa().certPem() + ": его выдал 'CN=etcd-ca', а в этом файле — 'CN=other-ca'."), text);
        assertTrue(text.contains("Сбой на этапе: TLS\n"), text);
        assertTrue(text.contains("Что делать: Выберите сертификат CA, выдавший сертификат сервера etcd; kubeadm "
                + "хранит его в /etc/kubernetes/pki/etcd/ca.crt"), text);
    }

    @Test
    void aWrongCaIsDiagnosedInJapanese() {
        Locales.use(Language.JAPANESE);

        String text = examine(wrongCa(), Vocabulary.CLI);

        assertTrue(text.contains("未接続: " + tls.hostPort() + " のサーバー証明書は " + pki.otherCa().certPem()
                + " の CA で署名されていません。発行者は 'CN=etcd-ca' ですが、そのファイルにあるのは 'CN=other-ca' です。"),
                text);
        assertTrue(text.contains("失敗した箇所: TLS\n"), text);
        assertFalse(text.contains("NOT CONNECTED") || text.contains("Fix:"), text);
    }

    @Test
    void aMissingCaFileIsNamedInChinese() {
        Locales.use(Language.CHINESE_SIMPLIFIED);
        Path missing = dir.resolve("no-such-ca.crt");

        String text = examine(ConnectionSettings.builder(List.of(tls.endpoint())).caCert(missing).build(),
                Vocabulary.GUI);

        assertTrue(text.contains("未连接：CA 文件 " + missing + " 不存在。"), text);
        assertTrue(text.contains("解决方法：请检查路径，或重新选择文件。"), text);
    }

    @Test
    void aRefusedEndpointGetsItsCauseAndFixInJapanese() {
        Locales.use(Language.JAPANESE);

        String text = examine(ConnectionSettings.plain(List.of("http://127.0.0.1:1")), Vocabulary.CLI);

        assertTrue(text.contains("未接続: http://127.0.0.1:1 に接続を拒否されました。"), text);
        assertTrue(text.contains("対処: そこでは何も待ち受けていません。etcd が動作していること、そしてこれがピアポート"
                + "（2380）ではなくクライアントポート（既定 2379）であることを確認してください。"), text);
    }

    @Test
    void aWorkingClusterIsReportedInRussian() {
        Locales.use(Language.RUSSIAN);

        String text = examine(ConnectionSettings.plain(List.of(plain.endpoint())), Vocabulary.CLI);

        assertTrue(text.contains("\nПодключено.\n"), text);
        assertTrue(text.contains("Участники:") && text.contains("Конечные точки:"), text);
        assertTrue(text.contains(", лидер, raft term "), text);
    }

    @Test
    void aWorkingClusterIsReportedInJapanese() {
        Locales.use(Language.JAPANESE);

        String text = examine(ConnectionSettings.plain(List.of(plain.endpoint())), Vocabulary.CLI);

        assertTrue(text.contains("\n接続しました。\n"), text);
        assertTrue(text.contains("、リーダー、raft term "), text);
    }
}
