package io.etcdexplorer.editor;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.i18n.Language;
import io.etcdexplorer.i18n.Locales;
import io.etcdexplorer.keys.KeyNode;
import io.etcdexplorer.keys.KeysViewModel;
import io.etcdexplorer.oplog.OperationLog;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.testsupport.EtcdExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The editor in Russian and Japanese against a real etcd: a save conflict, a wrong TTL, a delete confirmed. */
class EditorLanguageTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    private final StatusViewModel status = new StatusViewModel();
    private final BackgroundExecutor executor = BackgroundExecutor.sameThread();
    private final KeysViewModel keys = new KeysViewModel(executor, status);
    private final List<String> asked = new ArrayList<>();
    private EtcdSession session;
    private EditorViewModel editor;

    @BeforeEach
    void connect() {
        etcd.deleteAll();
        session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())), status::showHeader);
        editor = new EditorViewModel(executor, status, () -> session, keys, new OperationLog(Clock.systemUTC()),
                (title, message) -> {
                    asked.add(title + ": " + message);
                    return true;
                });
    }

    @AfterEach
    void close() {
        Locales.use(Language.ENGLISH);
        session.close();
    }

    private void open(String key) {
        keys.open(session);
        KeyNode node = keys.treeProperty().get().find(key.getBytes(StandardCharsets.UTF_8));
        editor.select(node);
    }

    @Test
    void russianExplainsAConflictAndAWrongTtl() {
        Locales.use(Language.RUSSIAN);
        etcd.put("/cfg", "one");
        open("/cfg");
        assertTrue(editor.detailsProperty().get().matches("версия 1 · создан на ревизии \\d+ · изменён на ревизии \\d+"),
                editor.detailsProperty().get());
        editor.textProperty().set("mine");
        etcd.put("/cfg", "theirs");
        editor.save();
        assertTrue(editor.describe(editor.conflictProperty().get()).matches("Ключ изменили на сервере после "
                + "загрузки: ревизия \\d+ → \\d+\\. Ничего не записано\\."), editor.describe(editor.conflictProperty()
                .get()));

        editor.takeTheirs();
        editor.textProperty().set("again");
        editor.leaseModeProperty().set(LeaseMode.NEW);
        editor.leaseValueProperty().set("-5");
        editor.save();
        assertEquals("TTL — целое число секунд больше 0, например 60; «-5» не подходит.",
                editor.noticeProperty().get());
        assertEquals("Новая аренда, TTL в секундах", LeaseMode.NEW.label());
    }

    @Test
    void japaneseAsksBeforeDeletingAndSaysItIsDone() {
        Locales.use(Language.JAPANESE);
        etcd.put("/old", "x");
        open("/old");
        editor.delete();
        assertEquals(List.of("キーの削除: /old を削除しますか? 元に戻せません。"), asked);
        assertEquals("/old を削除しました。", editor.noticeProperty().get());
    }
}
