package io.etcdexplorer.app;

import io.etcdexplorer.i18n.Language;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** History, Compare, Space and the timeline in Russian, the longest language, at 1280x800: nothing cut off. */
class HistoryTabsRussianWindowTest {

    @TempDir
    Path home;

    @Test
    void historyCompareAndSpaceSpeakRussianWithTheirTextsWhole() throws Exception {
        HistoryTabsInLanguages.Shown shown = new HistoryTabsInLanguages().check(Language.RUSSIAN, home);
        assertTrue(shown.history().matches("\\d+ верси(я|и|й) в \\d+ жизн(и|ях).*"), shown.history());
        assertTrue(shown.compare().matches("всё пространство ключей — \\d+ изменени(е|я|й) между ревизиями 1 и "
                + "\\d+: добавлено: \\d+, .*"), shown.compare());
        assertTrue(shown.space().startsWith("Все ключи · "), shown.space());
        assertTrue(shown.timeline().startsWith("Сейчас · ревизия "), shown.timeline());
    }
}
