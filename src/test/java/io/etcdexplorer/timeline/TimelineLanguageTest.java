package io.etcdexplorer.timeline;

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

/** Comparing revisions in Russian and Japanese: a compacted revision with its fix, and counts with plural forms. */
class TimelineLanguageTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

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

    @Test
    void aCompactedRevisionIsExplainedInRussianWithTheOldestKeptAndTheFix() throws Exception {
        long a = put("/c/a", "1");
        put("/c/a", "2");
        long compactedTo = put("/c/b", "1");
        etcd.client().getKVClient().compact(compactedTo).get(10, TimeUnit.SECONDS);
        Locales.use(Language.RUSSIAN);

        CompactedRevisionException e = assertThrows(CompactedRevisionException.class,
                () -> comparer.compare("/c/".getBytes(StandardCharsets.UTF_8), a, compactedTo, () -> false));
        assertEquals("Ревизия A (" + a + ") уплотнена: etcd больше не хранит пространство ключей в том виде. "
                + "Самая старая ревизия, которую etcd ещё хранит, — " + compactedTo + ".", e.getMessage());
        assertEquals("Выберите ревизию не меньше " + compactedTo + ": более старую историю сравнить нельзя.",
                e.hint());
    }

    @Test
    void theComparisonCountsItsChangesWithEachLanguagesPlural() throws Exception {
        long a = put("/p/keep", "x");
        for (int i = 0; i < 5; i++) {
            put("/p/new-" + i, "v");
        }
        long b = put("/p/keep", "y");
        KeyspaceDiff diff = comparer.compare("/p/".getBytes(StandardCharsets.UTF_8), a, b, () -> false);

        Locales.use(Language.RUSSIAN);
        assertEquals("/p/ — 6 изменений между ревизиями " + a + " и " + b + ": добавлено: 5, удалено: 0, "
                + "изменено: 1, без изменений: 0.", CompareTexts.summary(diff, "", ""));
        assertEquals("изменён", CompareTexts.kind(diff, diff.changes().stream()
                .filter(c -> c.kind() == KeyChange.Kind.MODIFIED).findFirst().orElseThrow()));

        Locales.use(Language.JAPANESE);
        assertEquals("/p/ のリビジョン " + a + " から " + b + " までの変更：6 件：追加 5、削除 0、変更 1、変更なし 0。",
                CompareTexts.summary(diff, "", ""));
    }
}
