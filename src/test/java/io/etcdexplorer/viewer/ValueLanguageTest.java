package io.etcdexplorer.viewer;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.i18n.Language;
import io.etcdexplorer.i18n.Locales;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.kubernetes.KubeDecoder;
import io.etcdexplorer.kubernetes.KubeFixtures;
import io.etcdexplorer.kubernetes.KubeSchemas;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The Value tab in Russian and Japanese against a real etcd: a long value's truncation with the locale's decimal
 * mark, the details line, and Kubernetes decode notes (encrypted, truncated) in the user's language.
 */
class ValueLanguageTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension().withArgs("--max-request-bytes=8388608");

    private final StatusViewModel status = new StatusViewModel();
    private final BackgroundExecutor executor = BackgroundExecutor.sameThread();
    private final KeysViewModel keys = new KeysViewModel(executor, status);
    private final ValueViewModel value = new ValueViewModel(executor, status, new KubeDecoder(new KubeSchemas()));
    private EtcdSession session;

    @BeforeEach
    void connect() {
        etcd.deleteAll();
        session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())), status::showHeader);
        keys.open(session);
    }

    @AfterEach
    void close() {
        Locales.use(Language.ENGLISH);
        session.close();
    }

    private void load(String key) {
        keys.refresh();
        value.load(session, keys.treeProperty().get().find(key.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void russianSaysHowMuchOfALongValueIsShownWithItsDecimalComma() {
        Locales.use(Language.RUSSIAN);
        etcd.put("/long".getBytes(StandardCharsets.UTF_8), "x".repeat(3 * 1024 * 1024 + 400 * 1024)
                .getBytes(StandardCharsets.UTF_8));
        etcd.put("/short", "hello");
        load("/long");
        assertEquals("Показаны первые 1,0 MiB из 3,4 MiB: весь текст может замедлить прокрутку и выделение.",
                value.truncationProperty().get());
        assertEquals("Показать всё (3,4 MiB)", value.showAllLabelProperty().get());

        load("/short");
        assertTrue(value.detailsProperty().get().matches("5 байт · Текст · версия 1 · создан на ревизии \\d+ · "
                + "изменён на ревизии \\d+"), value.detailsProperty().get());
    }

    @Test
    void japaneseExplainsEncryptedAndTruncatedKubernetesValues() {
        Locales.use(Language.JAPANESE);
        String secret = "/registry/secrets/kube-system/bootstrap";
        etcd.put(secret.getBytes(StandardCharsets.UTF_8),
                "k8s:enc:aescbc:v1:key1:\u0001\u0002\u0003ciphertext".getBytes(StandardCharsets.ISO_8859_1));
        String pod = "/registry/pods/shop/cut";
        byte[] whole = KubeFixtures.stored("v1", "Pod", KubeFixtures.pod());
        etcd.put(pod.getBytes(StandardCharsets.UTF_8), java.util.Arrays.copyOf(whole, whole.length / 2));

        load(secret);
        assertEquals("aescbc v1 (鍵 key1) で保存時暗号化されています。鍵は etcd ではなく API サーバーが保持しているため、"
                + "オブジェクトを読めません。kubectl get で読んでください。", value.noticeProperty().get());

        Locales.use(Language.RUSSIAN);
        load(pod);
        assertEquals(ValueMode.HEX, value.modeProperty().get());
        assertTrue(value.noticeProperty().get().startsWith("Значение начинается с префикса protobuf Kubernetes "
                + "(k8s\\0), но его конверт не читается: оно обрывается посреди поля, то есть обрезано. Проверьте, "
                + "что значение скопировано целиком"), value.noticeProperty().get());
    }
}
