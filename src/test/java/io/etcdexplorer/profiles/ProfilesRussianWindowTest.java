package io.etcdexplorer.profiles;

import io.etcdexplorer.i18n.Language;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

/** The connection list and its dialogs in Russian, the longest of the four languages. */
class ProfilesRussianWindowTest extends ProfilesWindowLanguageCheck {

    @TempDir
    static Path home;

    @BeforeAll
    static void openWindow() throws Exception {
        open(home, Language.RUSSIAN);
    }

    @Override
    Expected expected() {
        return new Expected("ru", "Подключения", "Подключение", "Конечные точки:", "Подключение к узлу kubeadm",
                "Тайм-аут подключения: целое число секунд от 1 до 600.");
    }
}
