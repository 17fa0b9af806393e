package io.etcdexplorer.workspace;

import io.etcdexplorer.i18n.Language;
import io.etcdexplorer.testsupport.EtcdExtension;
import javafx.application.Application;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

/** The connected main window in Russian, the longest language: tree, Value, Editor, Events, Kubernetes, search. */
class WorkspaceRussianWindowTest extends WorkspaceLanguageWindowCheck {

    @RegisterExtension
    static final EtcdExtension etcd = new EtcdExtension();

    @TempDir
    static Path home;

    private static Application app;

    @BeforeAll
    static void openWindow() throws Exception {
        app = open(Language.RUSSIAN, etcd, home);
    }

    @AfterAll
    static void closeWindow() throws Exception {
        close(app);
    }

    @Test
    void everyViewSpeaksRussianAndShowsItsTextsWhole() throws Exception {
        everyViewShowsItsTextsWhole("5 ключей", "Значение", "Наблюдение", "готово");
    }
}
