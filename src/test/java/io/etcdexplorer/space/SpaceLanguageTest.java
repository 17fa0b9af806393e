package io.etcdexplorer.space;

import io.etcdexplorer.etcd.CompactedRevisionException;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.i18n.Language;
import io.etcdexplorer.i18n.Locales;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Space tab's churn read from a real etcd, told in Russian (three plural forms) and Japanese. */
class SpaceLanguageTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    @org.junit.jupiter.api.io.TempDir
    java.nio.file.Path files;

    private EtcdSession session;
    private EtcdSpaceSource source;

    @BeforeEach
    void connect() {
        etcd.deleteAll();
        session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())), h -> { });
        source = new EtcdSpaceSource(session);
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

    @Test
    void churnCountsItsChangesWithRussianPluralsAndJapaneseCounters() throws Exception {
        long from = put("/hot/start", "0");
        long to = from;
        for (int i = 0; i < 22; i++) {
            to = put("/hot/a", "value-" + i); // 22: Russian "few"; with /hot/b, 25: "many"
        }
        for (int i = 0; i < 3; i++) {
            to = put("/hot/b", "v" + i);
        }
        SpaceReport churn = source.churn(bytes("/hot/").getBytes(), SpaceGrouping.PREFIX, from, to, () -> false,
                p -> { });
        assertEquals(25, churn.root().keys());

        Locales.use(Language.RUSSIAN);
        String summary = SpaceTexts.summary(churn, false);
        assertTrue(summary.startsWith("/hot/ · 25 изменений · записано "), summary);
        assertTrue(summary.endsWith(" между ревизиями " + from + " и " + to), summary);
        assertEquals("22 изменения", SpaceTexts.keys(22, SpaceReport.Kind.CHURN));
        assertEquals("1 ключ", SpaceTexts.keys(1, SpaceReport.Kind.SIZE));
        KeySize hot = churn.largest().get(0);
        assertEquals("/hot/a", hot.key());
        assertEquals("22 изменения", SpaceTexts.keys(hot.changes(), SpaceReport.Kind.CHURN));

        Locales.use(Language.JAPANESE);
        String japanese = SpaceTexts.summary(churn, true);
        assertTrue(japanese.startsWith("/hot/ · 25 件の変更 · リビジョン " + from + " から " + to + " までに "),
                japanese);
        assertTrue(japanese.endsWith(" バイト を書き込み"), japanese);
        java.nio.file.Path csv = files.resolve("churn.csv");
        assertEquals("ボックス内の 25 件の変更と、一覧の 2 キーを " + csv + " にエクスポートしました",
                SpaceExport.write(churn, csv));
    }

    @Test
    void aCompactedFirstRevisionNamesTheOldestKeptInRussian() throws Exception {
        long old = put("/c/a", "1");
        long compactAt = put("/c/a", "2");
        put("/c/a", "3");
        etcd.client().getKVClient().compact(compactAt).get(10, TimeUnit.SECONDS);
        Locales.use(Language.RUSSIAN);

        CompactedRevisionException e = assertThrows(CompactedRevisionException.class,
                () -> source.churn(new byte[0], SpaceGrouping.PREFIX, old - 1, compactAt + 1, () -> false, p -> { }));
        assertEquals("Ревизия " + (old - 1) + " уплотнена: etcd хранит историю с ревизии " + compactAt + ".",
                e.getMessage());
        assertEquals("Выберите начальную ревизию не меньше " + compactAt + ".", e.hint());
        assertEquals("Ревизия A (3) должна быть раньше ревизии B (2): считаются изменения после A до B включительно.",
                assertThrows(InvalidQuery.class, () -> ChurnRange.parse("3", "2", 1, 10)).getMessage());
    }
}
