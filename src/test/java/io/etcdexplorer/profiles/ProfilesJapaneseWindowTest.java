package io.etcdexplorer.profiles;

import io.etcdexplorer.i18n.Language;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

/** The connection list and its dialogs in Japanese: CJK glyphs, and words that cannot wrap between letters. */
class ProfilesJapaneseWindowTest extends ProfilesWindowLanguageCheck {

    @TempDir
    static Path home;

    @BeforeAll
    static void openWindow() throws Exception {
        open(home, Language.JAPANESE);
    }

    @Override
    Expected expected() {
        return new Expected("ja", "接続", "接続", "エンドポイント:", "kubeadm ノードに接続",
                "接続タイムアウト: 1 から 600 までの整数 (秒) にしてください。");
    }
}
