package io.etcdexplorer.operations;

import io.etcdexplorer.i18n.Language;
import io.etcdexplorer.i18n.Locales;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The forms speak the chosen language, counts with its own plural forms (Russian: 1 ключ, 2 ключа, 5 ключей), while
 * keys and the etcdctl command stay as they are.
 */
class OperationsLanguageTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    private OperationsFixture f;

    @BeforeEach
    void setUp() {
        f = new OperationsFixture(etcd);
    }

    @AfterEach
    void tearDown() {
        Locales.use(Language.ENGLISH);
        f.close();
    }

    @Test
    void russianCountsKeysWithRussianPluralsAndAsksInRussian() {
        for (int i = 1; i <= 5; i++) {
            etcd.put("/r/" + i, "v");
        }
        Locales.use(Language.RUSSIAN);
        GetForm get = f.ops.get();
        get.keyProperty().set("/r/");
        get.prefixProperty().set(true);
        get.read();
        assertEquals("5 ключей на ревизии " + f.revision(), get.messageProperty().get());
        assertEquals(f.lastLog().command(), get.commandsProperty().get(), "the etcdctl command is not translated");

        get.keyProperty().set("/r/1");
        get.prefixProperty().set(false);
        get.read();
        assertEquals("1 ключ на ревизии " + f.revision(), get.messageProperty().get());

        DeleteForm delete = f.ops.delete();
        f.agree = false;
        delete.keyProperty().set("/r/");
        delete.prefixProperty().set(true);
        delete.deleteKeys();
        assertEquals(List.of("Удалить 5 ключей под /r/? Это действие нельзя отменить."), f.asked);
        assertEquals("Ничего не удалено.", delete.messageProperty().get());
    }

    @Test
    void japaneseExplainsARefusedFieldInJapanese() {
        Locales.use(Language.JAPANESE);
        LeaseForm leases = f.ops.leases();
        leases.ttlProperty().set("abc");
        assertEquals("TTL は 1 以上の整数の秒数で指定してください (例: 60)。「abc」は使えません。",
                leases.ttlProblemProperty().get());
        leases.grant();
        assertEquals("何も送信していません。赤く表示された欄を修正してください。", leases.messageProperty().get());
    }
}
