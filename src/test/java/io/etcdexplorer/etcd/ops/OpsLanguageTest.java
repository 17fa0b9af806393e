package io.etcdexplorer.etcd.ops;

import io.etcdexplorer.etcd.EtcdAccessException;
import io.etcdexplorer.i18n.Language;
import io.etcdexplorer.i18n.Locales;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.concurrent.TimeUnit;

import static io.etcdexplorer.etcd.ops.OpsFixture.b;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The one-line results the operation log shows, and a request's problem, in Russian and Japanese. */
class OpsLanguageTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    private OpsFixture f;

    @BeforeEach
    void setUp() {
        etcd.deleteAll();
        f = new OpsFixture(etcd);
    }

    @AfterEach
    void tearDown() {
        f.close();
        Locales.use(Language.ENGLISH);
    }

    @Test
    void deletedKeysAreCountedWithRussianPlurals() {
        for (int i = 0; i < 2; i++) {
            etcd.put("/ru/two/" + i, "v");
        }
        for (int i = 0; i < 5; i++) {
            etcd.put("/ru/five/" + i, "v");
        }
        Locales.use(Language.RUSSIAN);

        DeleteResult two = f.ops.delete(DeleteRequest.prefix(b("/ru/two/")));
        DeleteResult five = f.ops.delete(DeleteRequest.prefix(b("/ru/five/")));
        DeleteResult none = f.ops.delete(DeleteRequest.of(b("/ru/two/0")));

        assertEquals("удалено: 2 ключа на ревизии " + two.header().revision(), two.summary());
        assertEquals("удалено: 5 ключей на ревизии " + five.header().revision(), five.summary());
        assertEquals("ключи не удалены (ревизия " + none.header().revision() + ")", none.summary());
    }

    @Test
    void aReadListsItsKeysInJapanese() {
        etcd.put("/ja/a", "1");
        etcd.put("/ja/b", "22");
        Locales.use(Language.JAPANESE);

        GetResult all = f.ops.get(GetRequest.prefix(b("/ja/")));
        PutResult put = f.ops.put(PutRequest.of(b("/ja/b"), b("333")).withPrevKv());

        assertEquals("2 個のキー、リビジョン " + all.header().revision(), all.summary());
        assertEquals("/ja/b をリビジョン " + put.header().revision() + " で書き込みました（以前の値 2 バイト）",
                put.summary());
    }

    @Test
    void renamingAKeyToItselfIsRefusedInJapanese() {
        etcd.put("/ja/same", "1");
        long revision = f.ops.get(GetRequest.of(b("/ja/same"))).header().revision();
        Locales.use(Language.JAPANESE);

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> f.ops.rename(b("/ja/same"), b("/ja/same"), b("1"), 0, revision));

        assertEquals("新しい名前が元の名前と同じです：別のキー名を指定してください。", e.getMessage());
    }

    @Test
    void aCompactedRevisionIsExplainedInRussianWithWhereHistoryStarts() throws Exception {
        etcd.put("/c", "1");
        long old = f.ops.get(GetRequest.of(b("/c"))).header().revision();
        etcd.put("/c", "2");
        long compactAt = f.ops.get(GetRequest.of(b("/c"))).header().revision();
        etcd.client().getKVClient().compact(compactAt).get(10, TimeUnit.SECONDS);
        Locales.use(Language.RUSSIAN);

        EtcdAccessException e = assertThrows(EtcdAccessException.class,
                () -> f.ops.get(GetRequest.of(b("/c")).atRevision(old)));

        assertEquals("Ревизия " + old + " удалена уплотнением: etcd больше не хранит её историю. Самая старая "
                + "ревизия, которую etcd ещё хранит, — " + compactAt + ".", e.getMessage());
        assertEquals("Читайте на ревизии " + compactAt + " или позже либо на 0 — для последней.", e.hint());
    }
}
