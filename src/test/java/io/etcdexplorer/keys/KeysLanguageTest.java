package io.etcdexplorer.keys;

import io.etcdexplorer.concurrent.BackgroundExecutor;
import io.etcdexplorer.etcd.ConnectionSettings;
import io.etcdexplorer.etcd.EtcdConnector;
import io.etcdexplorer.etcd.EtcdSession;
import io.etcdexplorer.i18n.Language;
import io.etcdexplorer.i18n.Locales;
import io.etcdexplorer.kubernetes.KubeDecoder;
import io.etcdexplorer.kubernetes.KubeSchemas;
import io.etcdexplorer.resources.ResourcesViewModel;
import io.etcdexplorer.search.SearchMode;
import io.etcdexplorer.search.SearchViewModel;
import io.etcdexplorer.status.StatusViewModel;
import io.etcdexplorer.testsupport.EtcdExtension;
import io.etcdexplorer.values.KeyText;
import javafx.beans.property.SimpleBooleanProperty;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Keys, search and the Kubernetes tab in Russian and Japanese, against the test etcd: the counts take Russian's
 * one/few/many forms, a key typed wrong says why in the user's language.
 */
class KeysLanguageTest {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    private final BackgroundExecutor executor = BackgroundExecutor.sameThread();
    private final StatusViewModel status = new StatusViewModel();
    private final KeysViewModel keys = new KeysViewModel(executor, status);
    private EtcdSession session;

    @AfterEach
    void close() {
        Locales.use(Language.ENGLISH);
        if (session != null) {
            session.close();
        }
    }

    private void listWith(int count) {
        etcd.deleteAll();
        for (int i = 0; i < count; i++) {
            etcd.put("/k/" + i, "v");
        }
        if (session == null) {
            session = new EtcdConnector().connect(ConnectionSettings.plain(List.of(etcd.endpoint())),
                    status::showHeader);
        }
        keys.open(session);
    }

    @Test
    void russianCountsKeysWithEachOfItsThreeForms() {
        Locales.use(Language.RUSSIAN);
        listWith(21);
        assertEquals("Прочитан 21 ключ", status.activityProperty().get());
        listWith(3);
        assertEquals("Прочитано 3 ключа", status.activityProperty().get());
        listWith(5);
        assertEquals("Прочитано 5 ключей", status.activityProperty().get());
    }

    @Test
    void aKeyTypedWrongSaysWhyInRussianAndJapanese() {
        Locales.use(Language.RUSSIAN);
        IllegalArgumentException russian = assertThrows(IllegalArgumentException.class,
                () -> KeyText.parse("/a/\\xZZ"));
        assertEquals("Неверная escape-последовательность в позиции 3: после \\x должны идти две шестнадцатеричные "
                + "цифры", russian.getMessage());
        Locales.use(Language.JAPANESE);
        IllegalArgumentException japanese = assertThrows(IllegalArgumentException.class,
                () -> KeyText.parse("/a/\\q"));
        assertEquals("位置 3 のエスケープが不正です: 不明なエスケープ \"\\q\"", japanese.getMessage());
    }

    @Test
    void searchAndTheKubernetesTabSpeakRussianAndJapanese() {
        Locales.use(Language.RUSSIAN);
        listWith(0);
        for (String name : List.of("web-1", "web-2", "web-3", "web-4", "web-5")) {
            etcd.put("/registry/pods/shop/" + name, "x");
        }
        etcd.put("/registry/services/specs/shop/web", "x");
        keys.open(session);

        SearchViewModel search = new SearchViewModel(executor, keys, () -> session,
                new SimpleBooleanProperty(true).and(new SimpleBooleanProperty(true)));
        search.modeProperty().set(SearchMode.KEY_CONTAINS);
        search.queryProperty().set("web-");
        search.search();
        assertEquals("5 совпадений · просмотрено 6 ключей · готово", search.progressProperty().get());
        assertEquals("В дереве нет ключа или префикса /nowhere.", search.goTo("/nowhere"));
        assertEquals("Ключ содержит", SearchMode.KEY_CONTAINS.toString());

        ResourcesViewModel resources = new ResourcesViewModel(executor, keys, () -> session,
                new KubeDecoder(new KubeSchemas()));
        resources.activeProperty().set(true);
        assertEquals("6 объектов · 2 ресурса · 1 пространство имён", resources.summaryProperty().get());

        Locales.use(Language.JAPANESE);
        resources.filterProperty().set("web-1");
        assertEquals("6 個のオブジェクト中 1 個 · 1 個のリソース · 1 個の名前空間", resources.summaryProperty().get());
        search.search();
        assertTrue(search.progressProperty().get().startsWith("5 件一致 · 6 個のキーを走査"),
                search.progressProperty().get());
    }
}
