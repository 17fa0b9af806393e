package io.etcdexplorer.i18n;

import com.sun.javafx.scene.control.skin.resources.ControlResources;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The chosen language reaches JavaFX's own texts too (dialog buttons, text menus), Russian included, which JavaFX
 * does not ship; the format locale that technical text may lean on stays as the JVM started.
 */
class LocalesTest {

    @AfterEach
    void english() {
        Locales.use(Language.ENGLISH);
    }

    @Test
    void javaFxOwnTextsFollowTheLanguage() {
        Locales.use(Language.RUSSIAN);
        assertEquals("Закрыть", ControlResources.getString("Dialog.close.button"));
        assertEquals("Копировать", ControlResources.getString("TextInputControl.menu.Copy"));
        Locales.use(Language.JAPANESE);
        assertEquals("閉じる", ControlResources.getString("Dialog.close.button"));
        Locales.use(Language.CHINESE_SIMPLIFIED);
        assertEquals("关闭", ControlResources.getString("Dialog.close.button"));
        Locales.use(Language.ENGLISH);
        assertEquals("Close", ControlResources.getString("Dialog.close.button"));
    }

    @Test
    void theFormatLocaleStaysAsTheJvmStarted() {
        Locale format = Locale.getDefault(Locale.Category.FORMAT);
        String before = String.format("%.1f", 1.5);
        Locales.use(Language.RUSSIAN);
        assertEquals(format, Locale.getDefault(Locale.Category.FORMAT));
        assertEquals(before, String.format("%.1f", 1.5));
        assertEquals(Language.forLocale(Locale.getDefault()), Language.RUSSIAN);
    }
}
