package io.etcdexplorer.app;

import io.etcdexplorer.i18n.Language;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** History, Compare, Space and the timeline in Japanese (CJK glyphs) at 1280x800: nothing cut off. */
class HistoryTabsJapaneseWindowTest {

    @TempDir
    Path home;

    @Test
    void historyCompareAndSpaceSpeakJapaneseWithTheirTextsWhole() throws Exception {
        HistoryTabsInLanguages.Shown shown = new HistoryTabsInLanguages().check(Language.JAPANESE, home);
        assertTrue(shown.history().matches("\\d+ 世代で \\d+ バージョン.*"), shown.history());
        assertTrue(shown.compare().startsWith("キー空間全体 のリビジョン 1 から "), shown.compare());
        assertTrue(shown.space().startsWith("すべてのキー · "), shown.space());
        assertTrue(shown.timeline().startsWith("ライブ · リビジョン "), shown.timeline());
    }
}
