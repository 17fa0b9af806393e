package io.etcdexplorer.timeline;

import io.etcdexplorer.diff.DiffText;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.i18n.Language;
import io.etcdexplorer.i18n.Locales;
import io.etcdexplorer.kubernetes.KubeDecoder;
import io.etcdexplorer.kubernetes.KubeSchemas;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Markdown report of a real comparison, in Russian (plural forms few and many) and Japanese. */
class ComparisonReportLanguageTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    private final ComparisonReport report = new ComparisonReport(new DiffText(new KubeDecoder(new KubeSchemas())));
    private EtcdSession session;
    private KeyspaceComparer comparer;

    @BeforeEach
    void connect() {
        etcd.deleteAll();
        session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())), h -> { });
        comparer = new KeyspaceComparer(session);
    }

    @AfterEach
    void close() {
        Locales.use(Language.ENGLISH);
        session.close();
    }

    private long put(String key, String value) throws Exception {
        return etcd.client().getKVClient().put(bytes(key), bytes(value)).get(10, TimeUnit.SECONDS).getHeader()
                .getRevision();
    }

    private static io.etcd.jetcd.ByteSequence bytes(String s) {
        return io.etcd.jetcd.ByteSequence.from(s, StandardCharsets.UTF_8);
    }

    /** Writes {@code modified} keys under {@code prefix}, then changes each: a comparison with that many modified. */
    private KeyspaceDiff modifiedKeys(String prefix, int modified) throws Exception {
        for (int i = 0; i < modified; i++) {
            put(prefix + "k" + i, "{\"replicas\":1}");
        }
        long a = put(prefix + "marker", "a");
        for (int i = 0; i < modified; i++) {
            put(prefix + "k" + i, "{\"replicas\":" + (i + 2) + "}");
        }
        long b = put(prefix + "new", "x");
        return comparer.compare(prefix.getBytes(StandardCharsets.UTF_8), a, b, () -> false);
    }

    @Test
    void russianReportNamesItsPartsAndCountsKeysWithTheRightForm() throws Exception {
        KeyspaceDiff three = modifiedKeys("/few/", 3);
        KeyspaceDiff five = modifiedKeys("/many/", 5);
        Locales.use(Language.RUSSIAN);

        String md = report.markdown(three, comparer::valueAt, 10);
        assertTrue(md.startsWith("# Сравнение ревизий: `/few/`\n\nОт ревизии A (" + three.revisionA()
                + ") к ревизии B (" + three.revisionB() + ").\n\n| | ключи |\n"), md);
        assertTrue(md.contains("| добавлено | 1 |\n| удалено | 0 |\n| изменено | 3 |\n"), md);
        assertTrue(md.contains("## Изменения\n\n| ключ | изменение | в A | в B |\n"), md);
        assertTrue(md.contains("| `/few/new` | добавлен | – | mod " + three.revisionB() + ", v1, создан в "
                + three.revisionB() + " |"), md);
        assertTrue(md.contains("## Различия значений\n\nВсе 3 изменённых ключа, значения декодированы для сравнения "
                + "(объекты Kubernetes — как YAML"), "few: " + md);
        assertTrue(md.contains("### `/few/k0` (изменён)\n\nA: JSON, B: JSON\n"), md);

        String many = report.markdown(five, comparer::valueAt, 10);
        assertTrue(many.contains("Все 5 изменённых ключей, значения декодированы"), "many: " + many);
        String cut = report.markdown(five, comparer::valueAt, 2);
        assertTrue(cut.contains("Первые 2 из 5 изменённых ключей, значения декодированы"), cut);

        ValueFetcher unreachable = (key, revision) -> {
            throw new EtcdAccessException("etcd не отвечает.", "Проверьте, что он запущен.", null);
        };
        String failed = report.markdown(five, unreachable, 2);
        assertTrue(failed.contains("### `/many/k0` (изменён)\n\nЗначения не прочитаны: etcd не отвечает. Проверьте, "
                + "что он запущен.\n"), failed);
        assertTrue(failed.contains("### `/many/k1` (изменён)\n\nЗначения не прочитаны после предыдущего сбоя: etcd "
                + "не отвечает. Проверьте, что он запущен.\n"), failed);
    }

    @Test
    void japaneseReportAndAnEmptyComparison() throws Exception {
        KeyspaceDiff five = modifiedKeys("/ja/", 5);
        long now = put("/other", "1");
        KeyspaceDiff none = comparer.compare("/ja/".getBytes(StandardCharsets.UTF_8), now, now, () -> false);
        Locales.use(Language.JAPANESE);

        String md = report.markdown(five, comparer::valueAt, 10);
        assertTrue(md.startsWith("# キー空間の比較：`/ja/`\n\nリビジョン A (" + five.revisionA()
                + ") からリビジョン B (" + five.revisionB() + ") まで。\n"), md);
        assertTrue(md.contains("| 追加 | 1 |\n| 削除 | 0 |\n| 変更 | 5 |\n"), md);
        assertTrue(md.contains("## 値の差分\n\n変更されたキー全 5 件、比較用にデコードした値 (Kubernetes"), md);

        String empty = report.markdown(none, comparer::valueAt, 10);
        assertTrue(empty.contains("## 変更\n\n変更されたキーはありません。\n"), empty);
    }
}
